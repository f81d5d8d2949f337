/**
 * The content results of a term: publications, campaigns and pages of the visitor's locale (its
 * country's folder, or its market on a marketing site) in the locale's content language, from the content service's full-text search. A newer term wins
 * over a slower older answer.
 */
import { useEffect, useState } from 'react';
import { usePageContext } from '../../components/page-context';
import { brand, runtimeConfig } from '../../config/runtime';
import { localeContentRoot } from '../../services/storyblok/model';
import { type ContentHit, searchedContentTypes, toContentHits } from './content-hits';

export type ContentSearchView =
  { status: 'idle' | 'loading' | 'failed'; hits: ContentHit[] } | { status: 'success'; hits: ContentHit[] };

/** As many as a visitor scans on one page; the CDN API pages above 100. */
const contentPerPage = 12;

export function useContentSearch(term: string, attempt: number): ContentSearchView {
  const { country, language, localePrefix } = usePageContext();
  const [view, setView] = useState<ContentSearchView>({ status: 'idle', hits: [] });

  useEffect(() => {
    if (term === '') {
      setView({ status: 'idle', hits: [] });
      return undefined;
    }
    let active = true;
    setView((previous) => ({ status: 'loading', hits: previous.hits }));
    const { root, language: lang } = localeContentRoot(brand, { country, language });
    void import('../../services/storyblok/search')
      .then(({ searchContent }) =>
        searchContent(runtimeConfig.contentSearch, {
          term,
          startsWith: root,
          language: lang,
          contentTypes: searchedContentTypes,
          perPage: contentPerPage,
        }),
      )
      .then((answer) => {
        if (!active) return;
        if (answer.status === 'failed') {
          setView({ status: 'failed', hits: [] });
          return;
        }
        const hits = toContentHits(answer.stories, {
          root,
          storyLanguage: lang,
          localePrefix,
          separator: brand.routing.localeSeparator,
        });
        setView({ status: 'success', hits });
      })
      .catch(() => {
        if (active) setView({ status: 'failed', hits: [] });
      });
    return () => {
      active = false;
    };
  }, [term, country, language, localePrefix, attempt]);

  return view;
}
