import { navigate } from 'gatsby';
import React, { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../../components/page-context';
import { editable } from '../blocks/editable';
import { Section } from '../../../components/sections';
import { present } from '../blocks/block-layout';
import { fill } from '../../../lib/i18n/fill';
import type { SearchPageContent } from '../../../services/storyblok/model';
import { Form, Input, Row, Submit } from './forms';
import { usePageTexts } from './texts';
import { useQueryParam } from './query';
import { StoryHeader } from './StoryHeader';

/** The query-string parameter that carries the search term. */
export const searchParam = 'q';

const Results = styled.div`
  margin-top: 4.8rem;
  h2 {
    margin: 0 0 1.2rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface SearchPageProps {
  content: SearchPageContent;
  /** `location.search` of the page. */
  search: string;
}

/**
 * The search page: a labelled search field that reloads this page with `?q=`. The catalogue
 * search is not connected yet, so a search shows the content's no-results text; without a
 * search term nothing is claimed.
 */
export function SearchPage({ content, search }: SearchPageProps) {
  const texts = usePageTexts();
  const { canonicalPath, translations } = usePageContext();
  const query = useQueryParam(search, searchParam);
  const [term, setTerm] = useState('');
  const inputId = useId();
  useEffect(() => setTerm(query ?? ''), [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    void navigate(value === '' ? canonicalPath : `${canonicalPath}?${searchParam}=${encodeURIComponent(value)}`);
  };

  return (
    <div {...editable(content)}>
      <StoryHeader title={content.title} intro={content.intro} />
      <Section $width="text">
        <Form role="search" method="get" action={canonicalPath} onSubmit={submit}>
          <label htmlFor={inputId}>{texts.searchLabel}</label>
          <Row>
            <Input
              id={inputId}
              type="search"
              name={searchParam}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={present(content.placeholder) ? content.placeholder : undefined}
              autoComplete="off"
              enterKeyHint="search"
            />
            <Submit type="submit">{translations.search}</Submit>
          </Row>
        </Form>
        <Results role="status">
          {query !== null && (
            <>
              <h2>{fill(texts.searchResultsFor, { query })}</h2>
              <p>{present(content.no_results) ? content.no_results : texts.searchNoResults}</p>
            </>
          )}
        </Results>
      </Section>
    </div>
  );
}
