import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { Card, CardBody, CardGrid, CardMedia, Heading, type HeadingLevel, Section } from '../../../components/sections';
import { StretchedLink, present } from '../blocks/block-layout';
import { useBlockLinks } from '../blocks/links';
import type { AssetField, ContentTypeBlock, ProductLineContent } from '../../../services/storyblok/model';
import type { ResolvedLink } from '../rich-text/links';
import type { StoryRef } from './story';

/** What one card shows of a story. */
export interface StoryTeaser {
  title: string;
  text?: string;
  image?: AssetField | null;
  /** Facts under the title (a date, a period). */
  meta?: ReactNode;
}

interface CardItem {
  key: string;
  href: ResolvedLink;
  teaser: StoryTeaser;
}

const Title = styled(Heading)`
  && {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.up('md')} {
      font-size: ${({ theme }) => theme.textSize.xl};
    }
  }
`;

const Meta = styled.p`
  && {
    font-size: ${({ theme }) => theme.textSize.sm};
  }
`;

const cardSizes = '(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw';

/** The cards of stories that have a page and a title, each linking to that page. */
export function useStoryCards<Content extends ContentTypeBlock>(
  stories: readonly StoryRef<Content>[],
  teaserOf: (story: StoryRef<Content>) => StoryTeaser,
): CardItem[] {
  const links = useBlockLinks();
  return stories.flatMap((story) => {
    const href = links.story(story);
    const teaser = teaserOf(story);
    return href && present(teaser.title) ? [{ key: story.key, href, teaser }] : [];
  });
}

export interface StoryCardsProps<Content extends ContentTypeBlock> {
  stories: readonly StoryRef<Content>[];
  teaserOf: (story: StoryRef<Content>) => StoryTeaser;
  /** Level of the card titles: 2 right under the page title, 3 under a section heading. */
  headingLevel?: HeadingLevel;
  /** A section heading above the cards; with it the cards' titles are one level lower. */
  title?: string;
  /** Shown when no story makes a card; without it an empty list renders nothing. */
  empty?: string;
}

/** Stories as a grid of cards, each linking to its page (listings, related product lines). */
export function StoryCards<Content extends ContentTypeBlock>({
  stories,
  teaserOf,
  title,
  headingLevel = title ? 3 : 2,
  empty,
}: StoryCardsProps<Content>) {
  const cards = useStoryCards(stories, teaserOf);
  if (cards.length === 0 && !empty) return null;
  return (
    <Section>
      {present(title) && <h2>{title}</h2>}
      {cards.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <CardGrid>
          {cards.map(({ key, href, teaser }) => (
            <li key={key}>
              <Card>
                {teaser.image && present(teaser.image.filename) && (
                  <CardMedia>
                    <ResponsiveImage filename={teaser.image.filename} alt="" sizes={cardSizes} />
                  </CardMedia>
                )}
                <CardBody>
                  <Title level={headingLevel}>
                    <StretchedLink link={href}>{teaser.title}</StretchedLink>
                  </Title>
                  {teaser.meta && <Meta>{teaser.meta}</Meta>}
                  {present(teaser.text) && <p>{teaser.text}</p>}
                </CardBody>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

/** A product line's card: its name, subtitle (else intro) and lead image. */
export const productLineTeaser = ({ content }: StoryRef<ProductLineContent>): StoryTeaser => ({
  title: content.name,
  text: content.subtitle || content.intro,
  image: content.hero_image,
});
