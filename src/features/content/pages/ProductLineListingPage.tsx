import React from 'react';
import { editable } from '../blocks/editable';
import type { ProductLineListingContent } from '../../../services/storyblok/model';
import { usePageTexts } from './texts';
import { relatedStories } from './story';
import { StoryCards, productLineTeaser } from './StoryCards';
import { StoryHeader } from './StoryHeader';

/** The brand's product lines as cards, in the editor's order, each linking to the line's page. */
export function ProductLineListingPage({ content }: { content: ProductLineListingContent }) {
  const texts = usePageTexts();
  return (
    <div {...editable(content)}>
      <StoryHeader title={content.title} intro={content.intro} />
      <StoryCards stories={relatedStories(content.items)} teaserOf={productLineTeaser} empty={texts.emptyListing} />
    </div>
  );
}
