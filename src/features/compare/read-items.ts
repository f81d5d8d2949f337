/**
 * Current products of the comparison by id from the store-api, loaded on demand with the store
 * client (not with the page): the panel's refresh and the comparison page.
 */
import { brand } from '../../config/runtime';
import { type CompareItem, compareItemOf } from '../../lib/compare';
import type { Product } from '../../lib/product';
import { mapProduct } from '../../services/shopware/product-map';
import { createStoreClient } from '../../services/shopware/store-client';

/** The page's locale and its channel's currency (the page context's `shopwareCurrency`). */
export interface ReadLocale {
  country: string;
  language: string;
  currency: string | undefined;
}

export async function readProducts(
  { country, language, currency }: ReadLocale,
  ids: readonly string[],
): Promise<Product[] | null> {
  const answer = await createStoreClient({ country }).productsByIds(ids);
  if (answer.status === 'failed') return null;
  const byId = new Map(answer.elements.map((raw) => [raw.id, raw]));
  // In the order asked for: the comparison's columns keep the shopper's order.
  return ids.flatMap((id) => {
    const raw = byId.get(id);
    return raw ? [mapProduct(raw, { locale: { country, language }, brand, currency })] : [];
  });
}

export async function readItems(locale: ReadLocale, ids: string[]): Promise<CompareItem[] | null> {
  const products = await readProducts(locale, ids);
  return products ? products.map(compareItemOf) : null;
}
