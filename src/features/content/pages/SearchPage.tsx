import { navigate } from 'gatsby';
import React, { type FormEvent, useEffect, useId, useState } from 'react';
import { usePageContext } from '../../../components/page-context';
import { editable } from '../blocks/editable';
import { Section } from '../../../components/sections';
import { present } from '../blocks/block-layout';
import type { SearchPageContent } from '../../../services/storyblok/model';
import { Form, Input, Row, Submit } from './forms';
import { usePageTexts } from './texts';
import { useQueryParam } from './query';
import { StoryHeader } from './StoryHeader';

/** The query-string parameter that carries the search term. */
export const searchParam = 'q';

export interface SearchPageProps {
  content: SearchPageContent;
  /** `location.search` of the page. */
  search: string;
  /** What the term in `?q=` finds, below the form (the search feature's results). */
  children?: React.ReactNode;
}

/**
 * The search page's story: title, intro and a labelled search field that sets `?q=` on this
 * page (without a reload); the results below it come from the search feature.
 */
export function SearchPage({ content, search, children }: SearchPageProps) {
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
      </Section>
      {children && <Section $width="wide">{children}</Section>}
    </div>
  );
}
