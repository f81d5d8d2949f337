import React from 'react';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import {
  type AssetField,
  type CampaignContent,
  type CategoryPageContent,
  type ProductLineContent,
  type PublicationContent,
  type TeaserGridBlock,
  resolvedStories,
} from '../../../services/storyblok/model';
import { editable } from './editable';
import { Card, CardBody, CardGrid, CardMedia, Section, SectionHeader } from '../../../components/sections';
import { type BlockProps, ButtonLink, StretchedLink, present } from './block-layout';
import { useBlockLinks } from './links';

type TeaserContent = PublicationContent | CampaignContent | ProductLineContent | CategoryPageContent;

interface Teaser {
  title: string;
  text: string;
  image: AssetField | undefined;
}

/** What a card shows of each kind of story it can point to. */
function teaserOf(content: TeaserContent): Teaser {
  switch (content.component) {
    case 'product_line':
      return { title: content.name, text: content.subtitle || content.intro, image: content.hero_image };
    case 'publication':
    case 'campaign':
    case 'category_page':
      return { title: content.title, text: content.intro, image: content.hero_image };
  }
}

const cardSizes = '(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw';

/**
 * Cards linking to publications, campaigns, product lines or category pages, plus an optional
 * "see all" link. Relations the build could not resolve (still uuids) are left out.
 */
export function TeaserGrid({ blok }: BlockProps<TeaserGridBlock>) {
  const links = useBlockLinks();
  const cards = resolvedStories(blok.items ?? []).flatMap((story) => {
    const href = links.story(story);
    const teaser = teaserOf(story.content);
    return href && present(teaser.title) ? [{ story, href, teaser }] : [];
  });
  if (cards.length === 0) return null;
  const more = links.link(blok.link);
  return (
    <Section {...editable(blok)}>
      {(present(blok.title) || (more && present(blok.link_label))) && (
        <SectionHeader>
          {present(blok.title) && <h2>{blok.title}</h2>}
          {more && present(blok.link_label) && <ButtonLink link={more}>{blok.link_label}</ButtonLink>}
        </SectionHeader>
      )}
      <CardGrid>
        {cards.map(({ story, href, teaser }) => (
          <li key={story.uuid}>
            <Card {...editable(story.content)}>
              {teaser.image && present(teaser.image.filename) && (
                <CardMedia>
                  <ResponsiveImage filename={teaser.image.filename} alt="" sizes={cardSizes} />
                </CardMedia>
              )}
              <CardBody>
                <h3>
                  <StretchedLink link={href}>{teaser.title}</StretchedLink>
                </h3>
                {present(teaser.text) && <p>{teaser.text}</p>}
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
