import React from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import type { CourierContent } from '../../../services/storyblok/model';
import { editable } from './editable';
import { type HeadingLevel, Heading, Logo } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';
import { BlockLink, useBlockLinks } from './links';
import { fill } from '../../../lib/i18n/fill';
import { useBlockTexts } from './texts';

const logoSize = { width: 96, height: 48 };

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.8rem 1.6rem;
  > :is(h2, h3, h4, strong) {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
`;

export interface CourierProps extends BlockProps<CourierContent> {
  /** Name as a heading of this level; plain strong text by default (couriers sit in a list). */
  headingLevel?: HeadingLevel;
}

/** A parcel service with its logo and, when it has one, the link to its parcel tracking. */
export function Courier({ blok, headingLevel }: CourierProps) {
  const texts = useBlockTexts();
  const links = useBlockLinks();
  if (!present(blok.name)) return null;
  const tracking = links.link(blok.tracking_link);
  return (
    <Root {...editable(blok)}>
      {present(blok.logo?.filename) && (
        <Logo $width={logoSize.width}>
          {/* The name is written next to it, so the logo adds nothing for a screen reader. */}
          <ResponsiveImage filename={blok.logo.filename} alt="" fixed={logoSize} />
        </Logo>
      )}
      {headingLevel ? <Heading level={headingLevel}>{blok.name}</Heading> : <strong>{blok.name}</strong>}
      {tracking && <BlockLink link={tracking}>{fill(texts.trackParcel, { name: blok.name })}</BlockLink>}
    </Root>
  );
}
