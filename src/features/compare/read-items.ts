/**
 * Current products of the comparison by id from the store-api, loaded on demand with the store
 * client (not with the page): the panel's refresh and the comparison page.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { brand } from '../../config/runtime';
import { type CompareItem, compareItemOf } from '../../lib/compare';
import { mapProduct, type Product } from '../../lib/product';
import { createStoreClient } from '../../services/shopware/store-client';

export async function readProducts(
  country: string,
  language: string,
  ids: readonly string[],
): Promise<Product[] | null> {
  const answer = await createStoreClient({ country }).productsByIds(ids);
  if (answer.status === 'failed') return null;
  const byId = new Map(answer.elements.map((raw: Schemas['Product']) => [raw.id, raw]));
  // In the order asked for: the comparison's columns keep the shopper's order.
  return ids.flatMap((id) => {
    const raw = byId.get(id);
    return raw ? [mapProduct(raw, { locale: { country, language }, brand })] : [];
  });
}

export async function readItems(country: string, language: string, ids: string[]): Promise<CompareItem[] | null> {
  const products = await readProducts(country, language, ids);
  return products ? products.map(compareItemOf) : null;
}
