/**
 * The store-api client of a country bound to the browser session: the session's context token
 * of that country, its language and currency; every new token an answer carries is stored.
 * Stores call this per call, so each call sends the token the previous one left.
 */
import { createShopApi, type ShopApi, type ShopApiOptions } from '../../services/shopware/shop-api';
import { useSessionStore } from './session-store';

export type SessionApiOptions = Pick<ShopApiOptions, 'endpoints' | 'timeoutMs'>;

export function sessionShopApi(country: string, options: SessionApiOptions = {}): ShopApi {
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
