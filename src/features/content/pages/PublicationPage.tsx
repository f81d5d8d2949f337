import React from 'react';
import { fill } from '../../../lib/i18n/fill';
import { editable } from '../blocks/editable';
import { Section } from '../../../components/sections';
import { present } from '../blocks/block-layout';
import type { PublicationContent } from '../../../services/storyblok/model';
import { RichText } from '../rich-text/RichText';
import { Time, useDateFormatter } from './dates';
import { usePageTexts } from './texts';
import { StoryHeader } from './StoryHeader';

export interface PublicationPageProps {
  content: PublicationContent;
  /** When the story was first published; the date shown when the content has none of its own. */
  firstPublishedAt?: string | null;
}

/** An article: category, title, date and author, the lead image and the rich-text body. */
export function PublicationPage({ content, firstPublishedAt }: PublicationPageProps) {
  const texts = usePageTexts();
  const date = useDateFormatter()(content.date || firstPublishedAt);
  return (
    <article {...editable(content)}>
      <StoryHeader
        title={content.title}
        eyebrow={content.category}
        intro={content.intro}
        meta={[
          date && <Time key="date" date={date} />,
          present(content.author) && fill(texts.byAuthor, { author: content.author }),
        ]}
        image={content.hero_image}
        priority
      />
      <Section $width="text">
        <RichText document={content.body} />
      </Section>
    </article>
  );
}
