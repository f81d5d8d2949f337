import React from 'react';
import styled from 'styled-components';
import { type SellingPointsBlock, resolvedStories } from '../../../services/storyblok/model';
import { editable } from './editable';
import { Section } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';
import { SellingPoint } from './SellingPoint';

const Band = styled(Section)`
  max-width: ${({ theme }) => theme.layoutWidth.widest};
  padding: 3.2rem 0;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  ${({ theme }) => theme.up('md')} {
    padding: 4rem 0;
  }
`;

/* Same column as the sections around it: content width with the section's side padding. */
const List = styled.ul`
  list-style: none;
  max-width: ${({ theme }) => theme.layoutWidth.content};
  margin: 0 auto;
  padding: 0 1.6rem;
  ${({ theme }) => theme.up('md')} {
    padding: 0 3.2rem;
  }
  display: grid;
  gap: 2.4rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
`;

/** The shop's promises in a band; selling points the build could not resolve are left out. */
export function SellingPoints({ blok }: BlockProps<SellingPointsBlock>) {
  const items = resolvedStories(blok.items ?? []).filter((story) => present(story.content.title));
  if (items.length === 0) return null;
  return (
    <Band {...editable(blok)}>
      <List>
        {items.map((story) => (
          <li key={story.uuid}>
            <SellingPoint blok={story.content} />
          </li>
        ))}
      </List>
    </Band>
  );
}
