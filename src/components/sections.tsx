/**
 * Brand-agnostic layout primitives: section spacing, headings, card grids and cards. Every colour
 * is a theme role pair, every corner a theme radius, so each brand's look comes from its tokens only.
 */
import React, { type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Theme } from '../styles/theme';

export type HeadingLevel = 1 | 2 | 3 | 4;

/** A heading of a given level; levels come from where the block sits, never from the content. */
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** The next level below, for sub-headings; stays at h4, the smallest styled level. */
export const subLevel = (level: HeadingLevel): HeadingLevel => (level >= 4 ? 4 : ((level + 1) as HeadingLevel));

type LayoutWidth = keyof Theme['layoutWidth'];

/** Vertical rhythm between blocks and a centred, padded column. */
export const Section = styled.section<{ $width?: LayoutWidth }>`
  max-width: ${({ theme, $width }) => theme.layoutWidth[$width ?? 'content']};
  margin: 4.8rem auto;
  padding: 0 1.6rem;
  ${({ theme }) => theme.up('md')} {
    margin: 8rem auto;
    padding: 0 3.2rem;
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.8rem 2.4rem;
  margin-bottom: 2.4rem;
  h2 {
    margin: 0;
  }
`;

/**
 * A responsive grid of cards as a list: as many columns as fit, each at least `$min` wide;
 * `$twoUp` keeps two columns on phones (products, categories: small cards side by side).
 */
export const CardGrid = styled.ul<{ $min?: string; $twoUp?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $twoUp }) => ($twoUp ? '1.2rem' : '2.4rem')};
  grid-template-columns: ${({ $twoUp, $min }) =>
    $twoUp ? 'repeat(2, minmax(0, 1fr))' : `repeat(auto-fill, minmax(min(100%, ${$min ?? '28rem'}), 1fr))`};
  ${({ theme }) => theme.up('md')} {
    gap: 2.4rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '28rem'}), 1fr));
  }
  > li {
    display: flex;
  }
  /* A tile hydrated on view sits in its region's box, which takes the tile's place. */
  > li > [data-hydrate-on-view] {
    display: flex;
    flex: 1;
    min-width: 0;
  }
`;

/** A card whose title link covers the whole card (one tab stop, one accessible name). */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
  transition: box-shadow ${({ theme }) => `${theme.motion.menu} ${theme.easing.out}`};
  &:hover {
    box-shadow: 0 0.8rem 2.4rem -1.2rem ${({ theme }) => theme.color.text};
  }
`;

/** Uniform media boxes keep the cards of a row aligned; the ratio holds before images load. */
export const CardMedia = styled.div<{ $ratio?: string; $contain?: boolean }>`
  background: ${({ theme }) => theme.color.surfaceRaised};
  > span {
    aspect-ratio: ${({ $ratio }) => $ratio ?? '3 / 2'};
  }
  ${({ $contain }) =>
    $contain &&
    css`
      > span img {
        object-fit: contain;
      }
    `}
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.8rem;
  padding: 1.6rem 1.6rem 2rem;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${({ theme }) => theme.up('md')} {
    padding: 2rem 2rem 2.4rem;
    h3 {
      font-size: ${({ theme }) => theme.textSize.xl};
    }
  }
`;

/** An item in a list or grid: a bordered card; on its own page the plain content. */
export const ItemCard = styled.article<{ $plain?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1.2rem;
  width: 100%;
  color: ${({ theme }) => theme.color.text};
  ${({ theme, $plain }) =>
    !$plain &&
    css`
      padding: 2.4rem;
      background: ${theme.color.surface};
      border: 1px solid ${theme.color.border};
      border-radius: ${theme.radius.card};
    `}
  > :is(h1, h2, h3, h4) {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** Label / value pairs of an item (delivery time, opening hours ...). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem 1.6rem;
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  dd {
    margin: 0;
  }
`;

/** A logo at a fixed display size (the image's `fixed` width in px), never cropped. */
export const Logo = styled.div<{ $width: number }>`
  flex: none;
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  > span {
    background: none;
  }
  > span img {
    object-fit: contain;
  }
`;
