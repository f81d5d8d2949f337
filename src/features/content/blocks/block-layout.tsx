/**
 * What the content blocks share beyond the layout primitives of `components/sections`: their
 * props, the call-to-action and card links (content links) and the field test `present`.
 */
import React, { type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Heading, type HeadingLevel } from '../../../components/sections';
import type { ResolvedLink } from '../rich-text/links';
import { BlockLink } from './links';

/** What every block component receives (the `@storyblok/react` convention plus page hints). */
export interface BlockProps<Block> {
  blok: Block;
  /** Set on the page's first block: its first image is the likely LCP, so it loads eagerly. */
  priority?: boolean;
  /** The block supplies the page's only `<h1>` (a hero title or a rich-text level-1 heading). */
  ownsPageTitle?: boolean;
}

/** Props of a referenced item (contact method, shipping method ...) in a list or on its own page. */
export interface ItemProps<Item> extends BlockProps<Item> {
  /** The item's own page (`useBlockLinks().story(story)`): in a listing the title links there. */
  href?: ResolvedLink | null;
  /** Level of the item's title; 3 in a list under a section heading. */
  headingLevel?: HeadingLevel;
  /** On the item's own page: also the long text and the related items. */
  detail?: boolean;
}

/** The card's title link; its pseudo-element stretches over the card to make all of it clickable. */
export const StretchedLink = styled(BlockLink)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

type Tone = 'primary' | 'inverse';

/** A call-to-action link styled as a button, from a role pair that contrasts with its background. */
export const ButtonLink = styled(BlockLink)<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 4.4rem;
  padding: 1rem 2.4rem;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  text-decoration: none;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.control};
  transition:
    background-color ${({ theme }) => `${theme.motion.menu} ${theme.easing.out}`},
    color ${({ theme }) => `${theme.motion.menu} ${theme.easing.out}`};
  ${({ theme, $tone }) =>
    $tone === 'inverse'
      ? css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.surface};
        `
      : css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          border-color: ${theme.color.primary};
        `}
  &:hover {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

/** The title of an item, linked to its page when it has one. */
export function ItemTitle({
  level,
  href,
  children,
}: {
  level: HeadingLevel;
  href?: ResolvedLink | null;
  children: ReactNode;
}) {
  return <Heading level={level}>{href ? <BlockLink link={href}>{children}</BlockLink> : children}</Heading>;
}

/** Text of a block field, trimmed; '' counts as absent. */
export const present = (value: string | null | undefined): value is string => (value ?? '').trim() !== '';
