import React from 'react';
import styled from 'styled-components';
import type { SocialChannelContent } from '../../../services/storyblok/model';
import { editable } from './editable';
import { type BlockProps, present } from './block-layout';
import { BlockLink, useBlockLinks } from './links';

const Root = styled.span`
  display: inline-flex;
  a {
    display: inline-flex;
    flex-direction: column;
    justify-content: center;
    min-height: 4.4rem;
    color: inherit;
  }
  small {
    font-size: ${({ theme }) => theme.textSize.sm};
  }
`;

/**
 * A link to one of the brand's social media profiles: the editor's label (or the channel's
 * name) with the handle. Without a working link nothing is shown.
 */
export function SocialChannel({ blok }: BlockProps<SocialChannelContent>) {
  const links = useBlockLinks();
  const link = links.link(blok.link);
  const label = present(blok.label) ? blok.label : blok.name;
  if (!link || !present(label)) return null;
  return (
    <Root {...editable(blok)}>
      <BlockLink link={link}>
        <span>{label}</span>
        {present(blok.handle) && <small>{blok.handle}</small>}
      </BlockLink>
    </Root>
  );
}
