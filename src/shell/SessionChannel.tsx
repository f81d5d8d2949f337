import { useEffect } from 'react';
import { usePageContext } from '../components/page-context';
import { ensureSessionHydrated, useSessionStore } from '../services/session/session-store';

/**
 * Gives the browser session the page's sales-channel language and currency (spec section 3,
 * `shopwareLanguageId` and `shopwareCurrency`): store-api answers come in the page language and
 * the basket's amounts are named in the channel's currency, also after a change of country.
 * Rendered first in the layout, so its effect runs before those of the page's content; it
 * waits for the stored session, which would otherwise overwrite it when read.
 */
export function SessionChannel() {
  const { shopwareLanguageId, shopwareCurrency } = usePageContext();
  useEffect(() => {
    void ensureSessionHydrated().then(() => {
      const session = useSessionStore.getState();
      if (shopwareLanguageId && session.languageId !== shopwareLanguageId) session.setLanguageId(shopwareLanguageId);
      if (shopwareCurrency && session.currency?.id !== shopwareCurrency.id) session.setCurrency(shopwareCurrency);
    });
  }, [shopwareLanguageId, shopwareCurrency]);
  return null;
}
