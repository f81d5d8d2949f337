/**
 * Runs the search of a state against the store-api: records, facets and paging, with a status
 * for the page (idle without a term, loading, success, failed). One answer per state; a newer
 * state wins over a slower older answer. Reports every answered search to analytics.
 */
import { useEffect, useState } from 'react';
import { usePageContext } from '../../components/page-context';
import { brand } from '../../config/runtime';
import { createAttributeKeys, type SearchRecord } from '../../lib/product';
import {
  buildSearchQuery,
  mapSearchFacets,
  pagingOf,
  searchRequest,
  type SearchFacets,
  type SearchState,
  suggestRequest,
} from '../../lib/search';
import { pushDataLayer } from '../../services/analytics/data-layer';
import { loadSearch } from './search-client';
import { colorGroupLabel, useSearchTexts } from './texts';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'failed';

export interface SearchView {
  status: SearchStatus;
  records: SearchRecord[];
  total: number;
  facets: SearchFacets;
  /** Names of products close to a term without results (spelling suggestions). */
  alternatives: string[];
}

const noFacets: SearchFacets = { inStockCount: null, priceBounds: null, facets: [] };
const idle: SearchView = { status: 'idle', records: [], total: 0, facets: noFacets, alternatives: [] };
const attributeKeys = createAttributeKeys();

/** Shorter forms of a term that find what a misspelt one does not: the word cut back, its start. */
function relaxedTerms(term: string): string[] {
  const word = term.trim().split(/\s+/)[0] ?? '';
  return [...new Set([word.slice(0, -1), word.slice(0, 3)])].filter((entry) => entry.length >= 3);
}

export function useSearch(state: SearchState | null, pageSize: number, attempt: number): SearchView {
  const { country, language, shopwareCurrency } = usePageContext();
  const currency = shopwareCurrency?.iso;
  const texts = useSearchTexts();
  const [view, setView] = useState<SearchView>(idle);
  const key = state ? buildSearchQuery(state) : '';

  useEffect(() => {
    if (!state || state.term === '') {
      setView(idle);
      return undefined;
    }
    let active = true;
    setView((previous) => ({ ...previous, status: 'loading' }));
    const locale = { country, language };
    void (async () => {
      const { client, toSearchRecords } = await loadSearch(country);
      const answer = await client.search(searchRequest(state, pageSize));
      if (!active) return;
      if (answer.status === 'failed') {
        setView({ ...idle, status: 'failed' });
        return;
      }
      let alternatives: string[] = [];
      if (answer.total === 0) {
        for (const relaxed of relaxedTerms(state.term)) {
          const suggested = await client.suggest(suggestRequest(relaxed, 3));
          const names = suggested.elements.map((product) => product.translated?.name ?? product.name ?? '');
          alternatives = [...new Set(names.filter(Boolean))];
          if (alternatives.length > 0) break;
        }
        if (!active) return;
      }
      const records = toSearchRecords(answer.elements, { locale, brand, currency }, brand.routing.childSlugAttribute);
      const facets = mapSearchFacets(answer.aggregations, state, {
        language,
        attributeKeys,
        colorGroupLabel: (value) => colorGroupLabel(texts, value),
      });
      const { total } = pagingOf({ total: answer.total }, { page: state.page, limit: pageSize });
      setView({ status: 'success', records, total, facets, alternatives });
      pushDataLayer({ event: 'search', searchTerm: state.term, resultCount: total });
    })().catch(() => {
      if (active) setView({ ...idle, status: 'failed' });
    });
    return () => {
      active = false;
    };
    // The state is keyed by its query string: equal states share one search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pageSize, country, language, currency, attempt]);

  return view;
}
