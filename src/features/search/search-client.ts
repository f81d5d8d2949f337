/**
 * The search adapter and its mapping to search records, loaded on the first search (not with the
 * page): the header's field and the search page's static HTML are whole without them, and the
 * product mapping (3 KB gzip) stays off the search page's first load.
 */
import type { SearchClient } from '../../services/shopware/search';
import type { toSearchRecords } from '../../services/shopware/search-records';

export type { SearchClient };
export type { ProductSearchAnswer } from '../../services/shopware/search';

export interface LoadedSearch {
  client: SearchClient;
  toSearchRecords: typeof toSearchRecords;
}

export async function loadSearch(country: string): Promise<LoadedSearch> {
  const [search, records] = await Promise.all([
    import('../../services/shopware/search'),
    import('../../services/shopware/search-records'),
  ]);
  return { client: search.createSearchClient({ country }), toSearchRecords: records.toSearchRecords };
}
