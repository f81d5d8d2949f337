/** The search page's second section: the articles, campaigns and pages a term finds. */
import { Link } from 'gatsby';
import React, { useId } from 'react';
import styled from 'styled-components';
import { fill } from '../../lib/i18n/fill';
import type { ContentKind } from './content-hits';
import { type SearchMessages, useSearchTexts } from './texts';
import { useContentSearch } from './use-content-search';

const Section = styled.section`
  margin-top: 4.8rem;
  h2 {
    margin: 0 0 0.4rem;
  }
  > p {
    margin: 0 0 1.6rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 28rem), 1fr));
  gap: 1.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 1.6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Kind = styled.span`
  font-size: ${({ theme }) => theme.textSize.sm};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled(Link)`
  color: ${({ theme }) => theme.color.link};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus {
    outline: none;
  }
`;

const kindText: Record<ContentKind, keyof SearchMessages> = {
  publication: 'kindPublication',
  campaign: 'kindCampaign',
  page: 'kindPage',
};

export function ContentResults({ term, attempt }: { term: string; attempt: number }) {
  const texts = useSearchTexts();
  const view = useContentSearch(term, attempt);
  const headingId = useId();
  if (view.status === 'idle') return null;

  const count = view.hits.length;
  const summary =
    view.status === 'loading'
      ? texts.searching
      : view.status === 'failed'
        ? texts.contentFailed
        : count === 0
          ? fill(texts.contentNone, { query: term })
          : count === 1
            ? texts.contentCountOne
            : fill(texts.contentCount, { count });

  return (
    <Section aria-labelledby={headingId} aria-busy={view.status === 'loading'}>
      <h2 id={headingId}>{texts.content}</h2>
      <p>{summary}</p>
      {view.status === 'success' && count > 0 && (
        <List>
          {view.hits.map((hit) => (
            <Item key={hit.uuid}>
              <Kind>{texts[kindText[hit.kind]]}</Kind>
              <h3>
                <Title to={hit.path}>{hit.title}</Title>
              </h3>
              {hit.summary && <p>{hit.summary}</p>}
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}
