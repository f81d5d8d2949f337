/**
 * What the browser knows and the static HTML cannot (the query string, storage) is read only
 * after mount: the server render and the first client render then agree, so hydration never
 * mismatches (React #418/#423) whatever address the page is loaded with.
 */
import { useEffect, useState } from 'react';

/** False in the server render and the first client render, true after mount. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The page's query string (`location.search` from the page props) once hydrated, '' before; a
 * shared link's state applies in the render right after mount and follows later navigations.
 */
export function useClientSearch(search: string | undefined): string {
  return useHydrated() ? (search ?? '') : '';
}
