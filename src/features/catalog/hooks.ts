/** Hooks the catalogue pages share. */
import { useMemo } from 'react';
import { usePageContext } from '../../components/page-context';
import type { PriceDisplayContext } from '../../lib/product';
import { useCatalogSettings } from './settings';

/** Locale and flags the price rules of the product library need. */
export function usePriceContext(): PriceDisplayContext {
  const { country, language } = usePageContext();
  const { flags } = useCatalogSettings();
  return useMemo(
    () => ({ locale: { country, language }, flags: { internationalPrice: flags.internationalPrice } }),
    [country, language, flags.internationalPrice],
  );
}
