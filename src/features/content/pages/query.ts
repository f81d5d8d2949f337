import { useClientSearch } from '../../../components/hydration';

/** A trimmed query-string parameter; null when absent or blank. */
export function queryParam(search: string, name: string): string | null {
  const value = new URLSearchParams(search).get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * A query-string parameter of the page's location (`location.search` from the page props). Null
 * on the server and in the first client render, so the static HTML and hydration agree; the
 * value arrives in the render after mount and follows later navigations.
 */
export function useQueryParam(search: string, name: string): string | null {
  const clientSearch = useClientSearch(search);
  return clientSearch === '' ? null : queryParam(clientSearch, name);
}
