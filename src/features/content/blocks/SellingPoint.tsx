import React from 'react';
import styled from 'styled-components';
import type { SellingPointContent } from '../../../services/storyblok/model';
import { editable } from './editable';
import { type HeadingLevel, Heading } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';

/** Icons editors can name in a selling point (`icon` field); an unknown name shows the check mark. */
const sellingPointIcons = {
  truck:
    'M3 5h11v3h3.6L21 12.2V17h-2a2.5 2.5 0 0 1-5 0H9.5a2.5 2.5 0 0 1-5 0H3V5zm2 2v8h.1a2.5 2.5 0 0 1 4.3 0H12V7H5zm9 3v5h.1a2.5 2.5 0 0 1 4.3 0h.6v-2.1L16.6 10H14zM7 16.3a.8.8 0 1 0 0 1.5.8.8 0 0 0 0-1.5zm9.5 0a.8.8 0 1 0 0 1.5.8.8 0 0 0 0-1.5z',
  store:
    'M4 4h16l1 5a3 3 0 0 1-1 2.2V20H4v-8.8A3 3 0 0 1 3 9l1-5zm2 8v6h3v-4h6v4h3v-6a3 3 0 0 1-3-1 3 3 0 0 1-3 1 3 3 0 0 1-3-1 3 3 0 0 1-3 1zm-.4-6-.6 3a1 1 0 0 0 2 0h2a1 1 0 0 0 2 0h2a1 1 0 0 0 2 0h2a1 1 0 0 0 2 0l-.6-3H5.6z',
  shield:
    'M12 2 20 5v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm0 2.1L6 6.4V11c0 3.9 2.5 7.4 6 8.9 3.5-1.5 6-5 6-8.9V6.4l-6-2.3zm3.3 4.5 1.4 1.4-5.7 5.7-3.4-3.4 1.4-1.4 2 2 4.3-4.3z',
  return: 'M9 4 10.4 5.4 7.8 8H14a6 6 0 0 1 0 12H6v-2h8a4 4 0 0 0 0-8H7.8l2.6 2.6L9 14 4 9l5-5z',
  card: 'M2 6a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6zm2 0v2h16V6H4zm0 5v7h16v-7H4zm2 4h5v2H6v-2z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z',
} as const;

type SellingPointIcon = keyof typeof sellingPointIcons;
const isIcon = (name: string): name is SellingPointIcon => name in sellingPointIcons;

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem 1.6rem;
  align-items: start;
  svg {
    grid-row: span 2;
    width: ${({ theme }) => theme.iconSize.xl};
    height: ${({ theme }) => theme.iconSize.xl};
    fill: ${({ theme }) => theme.color.accent};
  }
  > :is(h1, h2, h3, h4, strong) {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface SellingPointProps extends BlockProps<SellingPointContent> {
  /** Title as a heading of this level; without it the title is strong text (a list of short promises needs no headings). */
  headingLevel?: HeadingLevel;
}

/** One promise of the shop (free delivery, dealers nearby, warranty) with its icon. */
export function SellingPoint({ blok, headingLevel }: SellingPointProps) {
  if (!present(blok.title)) return null;
  const icon = isIcon(blok.icon) ? blok.icon : 'check';
  return (
    <Root {...editable(blok)}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={sellingPointIcons[icon]} />
      </svg>
      {headingLevel ? <Heading level={headingLevel}>{blok.title}</Heading> : <strong>{blok.title}</strong>}
      {present(blok.text) && <p>{blok.text}</p>}
    </Root>
  );
}
