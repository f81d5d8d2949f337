/** Reads the stored comparison list once per page view and refreshes it from the store-api. */
import { useEffect } from 'react';
import { usePageContext } from '../../components/page-context';
import { rehydrateCompare, useCompare } from './compare-store';

export function useCompareList() {
  const { country, language, shopwareCurrency } = usePageContext();
  const currency = shopwareCurrency?.iso;
  const initialise = useCompare((state) => state.initialise);
  useEffect(() => {
    void initialise(async (ids) => (await import('./read-items')).readItems({ country, language, currency }, ids));
    // Another tab changed the list: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'compareItems') rehydrateCompare();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [initialise, country, language, currency]);
  return useCompare((state) => state.items);
}
