/**
 * The store-api client of a country bound to the browser session: the session's context token
 * of that country, its language and currency; every new token an answer carries is stored.
 * Stores call this per call, so each call sends the token the previous one left.
 */
import type { ShopApi, ShopApiOptions } from '../shopware/shop-api';
import { useSessionStore } from './session-store';

export type SessionApiOptions = Pick<ShopApiOptions, 'endpoints' | 'timeoutMs'>;

/**
 * Loaded on the first call, not with the page: the client and its mapping are a fifth of a
 * page's own script, and most visits never call the store-api.
 */
const loadShopApi = () => import('../shopware/shop-api');

export async function sessionShopApi(country: string, options: SessionApiOptions = {}): Promise<ShopApi> {
  const { createShopApi } = await loadShopApi();
  // Read after the import: the token the previous call left.
  const session = useSessionStore.getState();
  const token = session.getContextToken(country);
  return createShopApi({
    country,
    ...(options.endpoints ? { endpoints: options.endpoints } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(token ? { contextToken: token } : {}),
    ...(session.languageId ? { languageId: session.languageId } : {}),
    ...(session.currency ? { currency: session.currency.iso } : {}),
    onContextToken: (next) => useSessionStore.getState().setContextToken(country, next),
  });
}
