import React from 'react';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { usePageContext } from '../../../components/page-context';
import type { ResolvedLink } from '../rich-text/links';
import {
  type AssetField,
  type CategoryContent,
  type CategoryPageContent,
  type CategoryTeaserBlock,
  type RelatedStory,
  resolvedStories,
} from '../../../services/storyblok/model';
import { editable } from './editable';
import { Card, CardBody, CardGrid, CardMedia, Section, SectionHeader } from '../../../components/sections';
import { type BlockProps, StretchedLink, present } from './block-layout';
import { useBlockLinks } from './links';

interface Tile {
  key: string;
  name: string;
  image: AssetField;
  href: ResolvedLink;
  content: CategoryContent | CategoryPageContent;
}

/**
 * Tiles linking to categories: a shop category names a catalogue category by its key and leads
 * to that category's listing in the page's locale (from the page's catalogue menu, since listing
 * paths are the catalogue's translated slugs); a category page of the marketing site leads to
 * that page. Unresolved relations and categories the catalogue does not have are left out.
 */
export function CategoryTeaser({ blok }: BlockProps<CategoryTeaserBlock>) {
  const { catalogMenu = [] } = usePageContext();
  const links = useBlockLinks();
  const listingPaths = new Map(
    catalogMenu.flatMap((group) => [group, ...group.links]).map((category) => [category.key, category.path]),
  );
  const tileOf = (story: RelatedStory<CategoryContent | CategoryPageContent>): Tile | null => {
    const content = story.content;
    if (content.component === 'category') {
      const href = listingPaths.get(content.category_path);
      if (!href) return null;
      return { key: story.uuid, name: content.name, image: content.image, href: { kind: 'internal', href }, content };
    }
    const href = links.story(story);
    return href ? { key: story.uuid, name: content.title, image: content.hero_image, href, content } : null;
  };
  const tiles = resolvedStories(blok.categories ?? []).flatMap((story) => {
    const tile = tileOf(story);
    return tile && present(tile.name) ? [tile] : [];
  });
  if (tiles.length === 0) return null;
  return (
    <Section {...editable(blok)}>
      {present(blok.title) && (
        <SectionHeader>
          <h2>{blok.title}</h2>
        </SectionHeader>
      )}
      <CardGrid $min="24rem" $twoUp>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Card {...editable(tile.content)}>
              {present(tile.image?.filename) && (
                <CardMedia $ratio="4 / 3">
                  <ResponsiveImage
                    filename={tile.image.filename}
                    alt=""
                    sizes="(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw"
                  />
                </CardMedia>
              )}
              <CardBody>
                <h3>
                  <StretchedLink link={tile.href}>{tile.name}</StretchedLink>
                </h3>
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
