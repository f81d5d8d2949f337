import React from 'react';
import styled from 'styled-components';
import { RichText } from '../rich-text/RichText';
import { type FaqBlock, resolvedStories } from '../../../services/storyblok/model';
import { editable } from './editable';
import { Section, SectionHeader } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/* Native disclosure widgets: keyboard, screen reader and find-in-page support come for free,
   and answers are in the static HTML. */
const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1.6rem;
    min-height: 4.4rem;
    padding: 1.6rem 0;
    font-size: ${({ theme }) => theme.textSize.lg};
    font-weight: ${({ theme }) => theme.font.weights.bold};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    /* A plus that turns into a minus; decorative, the open state is the element's own. */
    &::after {
      content: '+';
      flex: none;
      font-size: ${({ theme }) => theme.textSize.xxl};
      line-height: 1;
      color: ${({ theme }) => theme.color.accent};
    }
  }
  &[open] summary::after {
    content: '−';
  }
  > div {
    padding: 0 0 2.4rem;
  }
`;

/** Questions and answers from the FAQ item stories the block refers to; unresolved ones are left out. */
export function Faq({ blok }: BlockProps<FaqBlock>) {
  const items = resolvedStories(blok.items ?? []).filter((story) => present(story.content.question));
  if (items.length === 0) return null;
  return (
    <Section {...editable(blok)} $width="text">
      {present(blok.title) && (
        <SectionHeader>
          <h2>{blok.title}</h2>
        </SectionHeader>
      )}
      <List>
        {items.map((story) => (
          <Item key={story.uuid} {...editable(story.content)}>
            <summary>{story.content.question}</summary>
            <div>
              <RichText document={story.content.answer} />
            </div>
          </Item>
        ))}
      </List>
    </Section>
  );
}
