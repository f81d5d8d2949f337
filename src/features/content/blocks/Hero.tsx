import React from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import type { HeroBlock } from '../../../services/storyblok/model';
import { editable } from './editable';
import { Heading } from '../../../components/sections';
import { type BlockProps, ButtonLink, present } from './block-layout';
import { useBlockLinks } from './links';

type Tone = HeroBlock['theme'];

/*
 * Mobile: the image on top, the text below on a solid panel. Wide screens: the image spans the
 * hero and the panel sits over its lower left corner. The text always stands on a solid role
 * colour (primary/onPrimary or surface/text), never on the photo itself, so its contrast holds
 * whatever the image; the gradient only darkens the photo towards the panel.
 */
const Root = styled.section<{ $hasImage: boolean }>`
  display: grid;
  max-width: ${({ theme }) => theme.layoutWidth.widest};
  margin: 0 auto 4.8rem;
  ${({ theme }) => theme.up('md')} {
    margin-bottom: 8rem;
    ${({ $hasImage }) =>
      $hasImage &&
      css`
        grid-template-areas: 'hero';
        align-items: end;
        > * {
          grid-area: hero;
        }
      `}
  }
`;

const Media = styled.div<{ $tone: Tone }>`
  position: relative;
  > span {
    aspect-ratio: 4 / 3;
  }
  ${({ theme }) => theme.up('md')} {
    > span {
      aspect-ratio: 21 / 9;
      min-height: 48rem;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      pointer-events: none;
      background: linear-gradient(
        to top right,
        color-mix(in srgb, ${({ theme, $tone }) => tone(theme, $tone).background} 70%, transparent) 0%,
        transparent 60%
      );
    }
  }
`;

const Panel = styled.div<{ $tone: Tone; $overlay: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.6rem;
  padding: 3.2rem 1.6rem 4rem;
  background: ${({ theme, $tone }) => tone(theme, $tone).background};
  color: ${({ theme, $tone }) => tone(theme, $tone).text};
  h1,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.headingSize.h1};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    max-width: ${({ theme }) => theme.layoutWidth.text};
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  ${({ theme }) => theme.up('md')} {
    padding: 6.4rem 3.2rem;
    ${({ $overlay }) =>
      $overlay &&
      css`
        max-width: 60rem;
        margin: 4.8rem;
        padding: 4rem 4.8rem;
        border-radius: ${({ theme }) => theme.radius.card};
      `}
  }
`;

function tone(theme: DefaultTheme, value: Tone) {
  return value === 'dark'
    ? { background: theme.color.primary, text: theme.color.onPrimary }
    : { background: theme.color.surfaceRaised, text: theme.color.text };
}

/**
 * The page's lead-in: title, a sentence, one call to action over a large photo. As the first
 * block its image is the LCP and loads eagerly with high priority (`priority`).
 */
export function Hero({ blok, priority = false, ownsPageTitle = false }: BlockProps<HeroBlock>) {
  const links = useBlockLinks();
  const link = links.link(blok.link);
  const hasImage = present(blok.image?.filename);
  const toneValue: Tone = blok.theme === 'dark' ? 'dark' : 'light';
  return (
    <Root {...editable(blok)} $hasImage={hasImage}>
      {hasImage && (
        <Media $tone={toneValue}>
          <ResponsiveImage
            filename={blok.image.filename}
            alt={blok.image.alt ?? ''}
            sizes="100vw"
            priority={priority}
          />
        </Media>
      )}
      <Panel $tone={toneValue} $overlay={hasImage}>
        {present(blok.title) && <Heading level={ownsPageTitle ? 1 : 2}>{blok.title}</Heading>}
        {present(blok.text) && <p>{blok.text}</p>}
        {link && present(blok.link_label) && (
          <ButtonLink link={link} $tone={toneValue === 'dark' ? 'inverse' : 'primary'}>
            {blok.link_label}
          </ButtonLink>
        )}
      </Panel>
    </Root>
  );
}
