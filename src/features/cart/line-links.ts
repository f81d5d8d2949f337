/**
 * The product page of each basket line. A cart line item carries no slug fields, so the lines'
 * products are read from the store-api (one request, when the basket shows; loaded on demand
 * with the store client) and their addresses made by the catalogue's product mapper.
 */
import { brand } from '../../config/runtime';
import { mapProduct } from '../../services/shopware/product-map';
import { createStoreClient, type StoreClientOptions } from '../../services/shopware/store-client';

export type ReadLineLinks = (
  country: string,
  language: string,
  productIds: readonly string[],
) => Promise<Record<string, string>>;

/** Product page path per product id; empty when the products cannot be read (the lines then show without links). */
export async function readLineLinks(
  country: string,
  language: string,
  productIds: readonly string[],
  endpoints?: StoreClientOptions['endpoints'],
): Promise<Record<string, string>> {
  const answer = await createStoreClient({ country, ...(endpoints ? { endpoints } : {}) }).productsByIds(productIds);
  if (answer.status === 'failed') return {};
  return Object.fromEntries(
    answer.elements.flatMap((raw) => {
      const { url } = mapProduct(raw, { locale: { country, language }, brand });
      return url ? [[raw.id, url]] : [];
    }),
  );
}
