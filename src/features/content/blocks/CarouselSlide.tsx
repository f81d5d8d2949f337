import React from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import type { CarouselSlideBlock } from '../../../services/storyblok/model';
import { editable } from './editable';
import { type HeadingLevel, Heading } from '../../../components/sections';
import { type BlockProps, ButtonLink, present } from './block-layout';
import { useBlockLinks } from './links';

/* Image above the text on small screens, side by side from md; every slide's image box has the
   same ratio, so slides line up and switching never changes the carousel's height. */
const Root = styled.div`
  display: grid;
  height: 100%;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: 7fr 5fr;
    align-items: center;
  }
`;

const Media = styled.div`
  > span {
    aspect-ratio: 16 / 9;
  }
  ${({ theme }) => theme.up('md')} {
    align-self: stretch;
    > span {
      height: 100%;
      aspect-ratio: 4 / 3;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.2rem;
  padding: 2.4rem 2rem 3.2rem;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.headingSize.h2};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  ${({ theme }) => theme.up('md')} {
    padding: 4rem;
  }
`;

export interface CarouselSlideProps extends BlockProps<CarouselSlideBlock> {
  headingLevel?: HeadingLevel;
}

/** One slide: image, title, text and a call to action (the carousel supplies the list item). */
export function CarouselSlide({ blok, priority = false, headingLevel = 3 }: CarouselSlideProps) {
  const links = useBlockLinks();
  const link = links.link(blok.link);
  return (
    <Root {...editable(blok)}>
      {present(blok.image?.filename) && (
        <Media>
          <ResponsiveImage
            filename={blok.image.filename}
            alt={blok.image.alt ?? ''}
            sizes="(min-width: 768px) 60vw, 100vw"
            priority={priority}
          />
        </Media>
      )}
      <Body>
        {present(blok.title) && <Heading level={headingLevel}>{blok.title}</Heading>}
        {present(blok.text) && <p>{blok.text}</p>}
        {link && present(blok.link_label) && <ButtonLink link={link}>{blok.link_label}</ButtonLink>}
      </Body>
    </Root>
  );
}
