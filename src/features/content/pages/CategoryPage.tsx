import React from 'react';
import { editable } from '../blocks/editable';
import { Blocks } from '../blocks/registry';
import type { CategoryPageContent } from '../../../services/storyblok/model';
import { StoryHeader, hasImage } from './StoryHeader';

/**
 * A catalogue category of the marketing site (top group, subcategory or leaf listing): title,
 * intro and lead image, then its blocks (the subcategories, or the products of a leaf).
 */
export function CategoryPage({ content }: { content: CategoryPageContent }) {
  return (
    <div {...editable(content)}>
      <StoryHeader title={content.title} intro={content.intro} image={content.hero_image} priority />
      <Blocks blocks={content.body} priority={!hasImage(content.hero_image)} />
    </div>
  );
}
