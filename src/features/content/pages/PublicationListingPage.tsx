import React from 'react';
import { editable } from '../blocks/editable';
import { Blocks } from '../blocks/registry';
import type { PublicationContent, PublicationListingContent } from '../../../services/storyblok/model';
import { Time, parseContentDate, useDateFormatter } from './dates';
import { usePageTexts } from './texts';
import { type StoryRef, newestFirst } from './story';
import { StoryCards } from './StoryCards';
import { StoryHeader } from './StoryHeader';

export interface PublicationListingPageProps {
  content: PublicationListingContent;
  /** The publications of the listing's folder, in the page's language. */
  publications: readonly StoryRef<PublicationContent>[];
}

const dateOf = (story: StoryRef<PublicationContent>) => story.content.date || story.first_published_at;

/** Publications as cards, newest first, each with its date; then the listing's own blocks. */
export function PublicationListingPage({ content, publications }: PublicationListingPageProps) {
  const texts = usePageTexts();
  const formatDate = useDateFormatter();
  return (
    <div {...editable(content)}>
      <StoryHeader title={content.title} intro={content.intro} />
      <StoryCards
        stories={newestFirst(publications, (story) => parseContentDate(dateOf(story)))}
        teaserOf={(story) => {
          const date = formatDate(dateOf(story));
          return {
            title: story.content.title,
            text: story.content.intro,
            image: story.content.hero_image,
            meta: date && <Time date={date} />,
          };
        }}
        empty={texts.emptyListing}
      />
      <Blocks blocks={content.body} priority={false} />
    </div>
  );
}
