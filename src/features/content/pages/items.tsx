/**
 * The listing and detail pages of the items customer service explains (contact, shipping and
 * payment methods): the item components of the block library, on a page of their own.
 */
import React, { type ComponentType } from 'react';
import styled from 'styled-components';
import { editable } from '../blocks/editable';
import { CardGrid, Section } from '../../../components/sections';
import { type ItemProps, present } from '../blocks/block-layout';
import { useBlockLinks } from '../blocks/links';
import { Blocks } from '../blocks/registry';
import type { BodyBlock, ContentTypeBlock, Relation } from '../../../services/storyblok/model';
import { usePageTexts } from './texts';
import { relatedStories } from './story';
import { StoryHeader } from './StoryHeader';

type TitledContent = ContentTypeBlock & { title: string };

interface ListingContent<Item extends TitledContent> {
  _uid: string;
  component: string;
  title: string;
  intro: string;
  items: Array<Relation<Item>>;
  body?: BodyBlock[];
}

const Items = styled(CardGrid)`
  h2 {
    font-size: ${({ theme }) => theme.headingSize.h3};
    overflow-wrap: anywhere;
  }
`;

export interface ItemListingProps<Item extends TitledContent> {
  content: ListingContent<Item>;
  Item: ComponentType<ItemProps<Item>>;
  /** Which items to show (all by default). */
  show?: (item: Item) => boolean;
}

/** A listing of items, each as a card whose title links to the item's page; then the body blocks. */
export function ItemListing<Item extends TitledContent>({ content, Item, show }: ItemListingProps<Item>) {
  const texts = usePageTexts();
  const links = useBlockLinks();
  const items = relatedStories(content.items).filter(
    (story) => present(story.content.title) && (!show || show(story.content)),
  );
  return (
    <div {...editable(content)}>
      <StoryHeader title={content.title} intro={content.intro} />
      <Section>
        {items.length === 0 ? (
          <p>{texts.emptyListing}</p>
        ) : (
          <Items $min="32rem">
            {items.map((story) => (
              <li key={story.key}>
                <Item blok={story.content} href={links.story(story)} headingLevel={2} />
              </li>
            ))}
          </Items>
        )}
      </Section>
      <Blocks blocks={content.body} priority={false} />
    </div>
  );
}

export interface ItemDetailProps<Item extends TitledContent> {
  content: Item;
  Item: ComponentType<ItemProps<Item>>;
}

/** An item on its own page: its title is the page title, with the long text and related items. */
export function ItemDetail<Item extends TitledContent>({ content, Item }: ItemDetailProps<Item>) {
  return (
    <Section $width="text">
      <Item blok={content} headingLevel={1} detail />
    </Section>
  );
}
