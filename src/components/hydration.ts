/**
 * What the browser knows and the static HTML cannot (the query string, storage) is read only
 * after mount: the server render and the first client render then agree, so hydration never
 * mismatches (React #418/#423) whatever address the page is loaded with.
 */
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/**
 * False in the server render and the first client render, true after mount. The switch is a
 * transition: parts of the page still waiting for their chunk (Suspense boundaries) finish
 * hydrating first, instead of being thrown away and rendered again on the client.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** `useLayoutEffect` in the browser: the server runs no layout effects (and React warns about them there). */
export const useLayoutEffectInBrowser = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * False in the server render and the first client render, true from the render right after
 * mount, before the browser paints: for a value that must not flash its built state once shown
 * (a tile's current price), in a part that may hydrate after the value came.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useLayoutEffectInBrowser(() => setMounted(true), []);
  return mounted;
}

/**
 * The page's query string (`location.search` from the page props) once hydrated, '' before; a
 * shared link's state applies in the render right after mount and follows later navigations.
 */
export function useClientSearch(search: string | undefined): string {
  return useHydrated() ? (search ?? '') : '';
}
