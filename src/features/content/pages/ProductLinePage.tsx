import React from 'react';
import { editable } from '../blocks/editable';
import { Section } from '../../../components/sections';
import { Blocks } from '../blocks/registry';
import type { ProductLineContent } from '../../../services/storyblok/model';
import { RichText } from '../rich-text/RichText';
import { StoryHeader } from './StoryHeader';

/** A product line: name, subtitle, intro and lead image, the description and its products. */
export function ProductLinePage({ content }: { content: ProductLineContent }) {
  return (
    <article {...editable(content)}>
      <StoryHeader
        title={content.name}
        subtitle={content.subtitle}
        intro={content.intro}
        image={content.hero_image}
        priority
      />
      <Section $width="text">
        <RichText document={content.body} />
      </Section>
      <Blocks blocks={content.product_teasers} priority={false} />
    </article>
  );
}
