/**
 * The listing state of a category page, kept in the URL: read from the query string (after
 * mount, so static HTML and hydration agree), changed in place by the visitor and written back
 * with Gatsby's `navigate` (no reload; `preserveScroll` keeps the scroll position, see
 * src/lib/scroll.ts). Filters and sort replace the history entry, pages add one.
 */
import { navigate } from 'gatsby';
import { useCallback, useMemo, useState } from 'react';
import {
  buildListingQuery,
  type ListingQuerySettings,
  type ListingState,
  parseListingQuery,
} from '../../../lib/product';
import type { ScrollNavigationState } from '../../../lib/scroll';

export interface ListingStateOptions {
  /** Listing page path, without query. */
  path: string;
  /** The query string as the page sees it now ('' before hydration). */
  search: string;
  filterKeys: readonly string[];
}

export interface ListingStateControls {
  state: ListingState;
  query: string;
  settings: ListingQuerySettings;
  /** Shows a state and puts it into the URL; `push` adds a history entry (pagination). */
  update: (next: ListingState, options?: { push?: boolean }) => void;
  /** Link of a state (path and query). */
  hrefOf: (state: ListingState) => string;
}

/**
 * The next state, keeping the shown filters object when it selects the same: what is derived from
 * the filters (the facets) then stays as it is, and so do the props of filters still waiting to
 * hydrate (a shared link that only sorts).
 */
function withShownFilters(shown: ListingState, next: ListingState): ListingState {
  const keys = Object.keys(next.filters);
  const same =
    keys.length === Object.keys(shown.filters).length &&
    keys.every((key) => {
      const codes = shown.filters[key];
      const nextCodes = next.filters[key] ?? [];
      return (
        codes !== undefined && codes.length === nextCodes.length && nextCodes.every((code) => codes.includes(code))
      );
    });
  return same ? { ...next, filters: shown.filters } : next;
}

export function useListingState({ path, search, filterKeys }: ListingStateOptions): ListingStateControls {
  const settings = useMemo<ListingQuerySettings>(() => ({ filterKeys }), [filterKeys]);
  const [state, setState] = useState(() => parseListingQuery(search, settings));
  // A new query string (hydration, back / forward, a link) wins over the state shown so far.
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setState((shown) => withShownFilters(shown, parseListingQuery(search, settings)));
  }
  const hrefOf = useCallback((next: ListingState) => `${path}${buildListingQuery(next, settings)}`, [path, settings]);
  const update = useCallback(
    (next: ListingState, options: { push?: boolean } = {}) => {
      setState(next);
      const navigationState: ScrollNavigationState = { preserveScroll: true };
      void navigate(hrefOf(next), { replace: !options.push, state: navigationState });
    },
    [hrefOf],
  );
  return { state, query: buildListingQuery(state, settings), settings, update, hrefOf };
}
