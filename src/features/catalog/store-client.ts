/**
 * The store-api client of the catalogue pages' calls after load (live offer, battery ids). It is
 * loaded on the first call, not with the page: with its transport it is 6.6 KB gzip, a twentieth
 * of a product page's script, and the built page is whole without it.
 */
import type { createStoreClient } from '../../services/shopware/store-client';

type StoreClient = ReturnType<typeof createStoreClient>;

export async function storeClientOf(country: string): Promise<StoreClient> {
  const client = await import('../../services/shopware/store-client');
  return client.createStoreClient({ country });
}
