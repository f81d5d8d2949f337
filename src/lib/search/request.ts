/**
 * The store-api request of a search state (Shopware's `/search`, spec section 3's index fields):
 * term, page, sort, facets as post-filters (so the aggregations still offer the other values)
 * and the aggregations the facets are built from. Pure data; the services adapter sends it.
 */
import { searchAssociations, type StoreFilter, type StoreSort } from '../product/criteria';
import { productCustomFieldNames } from '../product/fields';
import type { ListingSort } from '../product/listing';
import { propertyFacetKeys, type SearchState } from './state';

/** Aggregation names of the facets, as the answer keys them. */
export const searchAggregationNames = { stock: 'stockForFaceting', colorGroup: 'colorGroup' } as const;

export const colorGroupField = `customFields.${productCustomFieldNames.colorGroup}`;

/** The shop's sort letters as store-api sortings: relevance for recommended, the newest first for latest. */
export function sortingOf(sort: ListingSort): { order: string } | { sort: StoreSort[] } {
  switch (sort) {
    case 'p':
      return { order: 'price-asc' };
    case '-p':
      return { order: 'price-desc' };
    case 'l':
      return {
        sort: [
          { field: 'releaseDate', order: 'DESC' },
          { field: 'createdAt', order: 'DESC' },
        ],
      };
    default:
      return { order: 'score' };
  }
}

export interface SearchRequest extends Record<string, unknown> {
  search: string;
  p: number;
  limit: number;
}

export function searchRequest(state: SearchState, pageSize: number): SearchRequest {
  const postFilter: StoreFilter[] = [];
  if (state.inStock) postFilter.push({ type: 'equals', field: 'available', value: true });
  const colours = state.selected.colorGroup ?? [];
  if (colours.length > 0) postFilter.push({ type: 'equalsAny', field: colorGroupField, value: colours.join('|') });
  const properties = propertyFacetKeys.flatMap((key) => state.selected[key] ?? []);
  return {
    search: state.term,
    p: state.page,
    limit: pageSize,
    ...sortingOf(state.sort),
    associations: searchAssociations,
    'total-count-mode': 'exact',
    ...(properties.length > 0 ? { properties: properties.join('|') } : {}),
    ...(state.price.min !== null ? { 'min-price': state.price.min } : {}),
    ...(state.price.max !== null ? { 'max-price': state.price.max } : {}),
    ...(postFilter.length > 0 ? { 'post-filter': postFilter } : {}),
    aggregations: [
      { name: searchAggregationNames.stock, type: 'terms', field: 'available' },
      { name: searchAggregationNames.colorGroup, type: 'terms', field: colorGroupField },
    ],
  };
}

/** The typeahead's request (`/search-suggest`): a few products with what their link and tile need. */
export function suggestRequest(term: string, limit: number): SearchRequest {
  return { search: term.trim(), p: 1, limit, associations: searchAssociations };
}
