import React from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import type { ImageBlock as ImageBlockData } from '../../../services/storyblok/model';
import { editable } from './editable';
import { Section } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';

const Figure = styled.figure`
  margin: 0;
  > span {
    border-radius: ${({ theme }) => theme.radius.card};
  }
  figcaption {
    margin-top: 1.2rem;
    font-size: ${({ theme }) => theme.textSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** One image at content width with an optional caption; nothing without an image. */
export function ImageBlock({ blok, priority = false }: BlockProps<ImageBlockData>) {
  if (!present(blok.image?.filename)) return null;
  return (
    <Section {...editable(blok)}>
      <Figure>
        <ResponsiveImage
          filename={blok.image.filename}
          alt={blok.image.alt ?? ''}
          sizes="(min-width: 1200px) 1200px, 100vw"
          priority={priority}
        />
        {present(blok.caption) && <figcaption>{blok.caption}</figcaption>}
      </Figure>
    </Section>
  );
}
