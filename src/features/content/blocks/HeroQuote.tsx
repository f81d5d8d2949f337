import React from 'react';
import styled, { css } from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import type { HeroQuoteBlock } from '../../../services/storyblok/model';
import { editable } from './editable';
import { Section } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';

/* Portrait beside quote and caption from md; the caption stays the figure's last child. */
const Figure = styled.figure<{ $hasImage: boolean }>`
  display: grid;
  gap: 2.4rem;
  margin: 0;
  ${({ theme, $hasImage }) =>
    $hasImage &&
    css`
      ${theme.up('md')} {
        grid-template-columns: 5fr 7fr;
        grid-template-rows: 1fr auto 1fr;
        column-gap: 6.4rem;
        > :first-child {
          grid-row: 1 / span 3;
        }
        > blockquote {
          grid-row: 2;
        }
        > figcaption {
          grid-row: 3;
          align-self: start;
        }
      }
    `}
`;

const Portrait = styled.div`
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
  > span {
    aspect-ratio: 4 / 3;
  }
  ${({ theme }) => theme.up('md')} {
    > span {
      aspect-ratio: 4 / 5;
    }
  }
`;

const Quote = styled.blockquote`
  position: relative;
  margin: 0;
  padding-top: 4.8rem;
  p {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.headingSize.h2};
    /* The heading face's own weight: it has no other, and another costs the first layout a font lookup more. */
    font-weight: ${({ theme }) => theme.font.weights.bold};
    line-height: 1.3;
  }
  /* A large decorative quotation mark in the accent colour; the text itself is not quoted twice. */
  &::before {
    content: '“';
    position: absolute;
    top: 0;
    left: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 9.6rem;
    line-height: 1;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.textSize.md};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A large quotation with its author, beside an optional portrait. */
export function HeroQuote({ blok, priority = false }: BlockProps<HeroQuoteBlock>) {
  if (!present(blok.quote)) return null;
  const hasImage = present(blok.image?.filename);
  return (
    <Section {...editable(blok)}>
      <Figure $hasImage={hasImage}>
        {hasImage && (
          <Portrait>
            <ResponsiveImage
              filename={blok.image.filename}
              alt={blok.image.alt ?? ''}
              sizes="(min-width: 768px) 40vw, 100vw"
              priority={priority}
            />
          </Portrait>
        )}
        <Quote>
          <p>{blok.quote}</p>
        </Quote>
        {(present(blok.author) || present(blok.role)) && (
          <Caption>
            {present(blok.author) && <strong>{blok.author}</strong>}
            {present(blok.role) && <span>{blok.role}</span>}
          </Caption>
        )}
      </Figure>
    </Section>
  );
}
