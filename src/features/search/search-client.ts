/**
 * The search adapter, loaded on the first search (not with the page): the header's field and the
 * search page's static HTML are whole without it.
 */
import type { SearchClient } from '../../services/shopware/search';

export type { SearchClient };
export type { ProductSearchAnswer } from '../../services/shopware/search';

export async function searchClientOf(country: string): Promise<SearchClient> {
  const module = await import('../../services/shopware/search');
  return module.createSearchClient({ country });
}
