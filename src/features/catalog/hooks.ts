/** Hooks the catalogue pages share. */
import { useEffect, useMemo, useState } from 'react';
import { usePageContext } from '../../components/page-context';
import type { PriceDisplayContext } from '../../lib/product';
import { useCatalogSettings } from './settings';

/**
 * False in the server render and the first client render, true after mount: what depends on the
 * browser (the query string, storage) is read only then, so static HTML and hydration agree.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The page's query string once hydrated ('' before): a shared link's state applies right after mount. */
export function useClientSearch(search: string | undefined): string {
  return useHydrated() ? (search ?? '') : '';
}

/** Locale and flags the price rules of the product library need. */
export function usePriceContext(): PriceDisplayContext {
  const { country, language } = usePageContext();
  const { flags } = useCatalogSettings();
  return useMemo(
    () => ({ locale: { country, language }, flags: { internationalPrice: flags.internationalPrice } }),
    [country, language, flags.internationalPrice],
  );
}
