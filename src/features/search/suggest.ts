/**
 * The typeahead's suggestions (`/search-suggest`) as search records. Loaded when the header's
 * search field is first focused, with the store-api client: not part of any page's first load.
 */
import { brand } from '../../config/runtime';
import type { SearchRecord } from '../../lib/product';
import { suggestRequest } from '../../lib/search';
import { createSearchClient } from '../../services/shopware/search';
import { toSearchRecords } from '../../services/shopware/search-records';

export interface Suggestions {
  records: SearchRecord[];
  total: number;
}

/** The page's locale and its channel's currency (the page context's `shopwareCurrency`). */
export function createSuggester({
  country,
  language,
  currency,
}: {
  country: string;
  language: string;
  currency: string | undefined;
}) {
  const client = createSearchClient({ country });
  return async (term: string, limit: number): Promise<Suggestions> => {
    const answer = await client.suggest(suggestRequest(term, limit));
    const records = toSearchRecords(
      answer.elements,
      { locale: { country, language }, brand, currency },
      brand.routing.childSlugAttribute,
    );
    return { records, total: answer.total };
  };
}
