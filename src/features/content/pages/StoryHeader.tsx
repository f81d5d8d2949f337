import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { Lead } from '../../../components/ui/Lead';
import { present } from '../blocks/block-layout';
import type { AssetField } from '../../../services/storyblok/model';

const Root = styled.header`
  max-width: ${({ theme }) => theme.layoutWidth.content};
  margin: 3.2rem auto 4.8rem;
  padding: 0 1.6rem;
  ${({ theme }) => theme.up('md')} {
    margin: 6.4rem auto 6.4rem;
    padding: 0 3.2rem;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.2rem;
  max-width: ${({ theme }) => theme.layoutWidth.text};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.headingSize.h1};
    overflow-wrap: anywhere;
  }
  ${Lead} {
    margin: 0;
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.xl};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.6rem;
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Media = styled.div`
  margin-top: 3.2rem;
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
  > span {
    aspect-ratio: 16 / 9;
  }
`;

export interface StoryHeaderProps {
  /** The page's only `<h1>`. */
  title: string;
  /** A short label above the title (a publication's category). */
  eyebrow?: string;
  /** A line right below the title (a product line's subtitle). */
  subtitle?: string;
  intro?: string;
  /** Facts about the story (date, author, period), each item one line on narrow screens. */
  meta?: ReactNode[];
  /** The story's lead image; an empty asset field shows none. */
  image?: AssetField | null;
  /** The image is the page's largest paint: load it eagerly with high priority. */
  priority?: boolean;
}

/** The top of a content page: title, intro, facts and the lead image. */
export function StoryHeader({ title, eyebrow, subtitle, intro, meta, image, priority = false }: StoryHeaderProps) {
  const facts = (meta ?? []).filter((fact) => fact !== null && fact !== undefined && fact !== false && fact !== '');
  return (
    <Root>
      <Text>
        {present(eyebrow) && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {present(subtitle) && <Subtitle>{subtitle}</Subtitle>}
        {facts.length > 0 && (
          <Meta>
            {facts.map((fact, index) => (
              <span key={index}>{fact}</span>
            ))}
          </Meta>
        )}
        {present(intro) && <Lead>{intro}</Lead>}
      </Text>
      {image && present(image.filename) && (
        <Media>
          <ResponsiveImage
            filename={image.filename}
            alt={image.alt ?? ''}
            sizes="(min-width: 1200px) 1200px, 100vw"
            priority={priority}
          />
        </Media>
      )}
    </Root>
  );
}

/** Whether a header would show an image (then the blocks below need no priority). */
export const hasImage = (image: AssetField | null | undefined): boolean => present(image?.filename);
