/**
 * The search page's state in its address, so a shared or reloaded link shows the same results:
 *
 * - `q`: the search term (required for results).
 * - `sort`: the shop's sort letters (spec section 9): `r` recommended (default; relevance for a
 *   search), `l` latest, `p` price low to high, `-p` high to low.
 * - `page`: 1-based, left out for page 1.
 * - `stock=1`: only products that can be ordered now (index field `stockForFaceting`).
 * - `minPrice`, `maxPrice`: whole currency units (index field `price.amount`).
 * - `colorGroup`: colour groups, repeated (`customFields.accell_products_color_group`).
 * - `attrFrameShape`, `attrFrameSize`, `attrSize`: property option ids, repeated. The store-api
 *   filters properties by id, as Shopware's own storefront addresses do; ids are the same in
 *   every language of a shop.
 */
import { defaultListingSort, type ListingSort, listingSorts } from '../product/listing';

export const searchTermParam = 'q';

/** Facets that select values (the price range is apart). */
export const optionFacetKeys = ['colorGroup', 'attrFrameShape', 'attrFrameSize', 'attrSize'] as const;
export type OptionFacetKey = (typeof optionFacetKeys)[number];
/** Facets over store-api properties (option ids), by display key. */
export const propertyFacetKeys = ['attrFrameShape', 'attrFrameSize', 'attrSize'] as const;
export type PropertyFacetKey = (typeof propertyFacetKeys)[number];

export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface SearchState {
  term: string;
  sort: ListingSort;
  /** 1-based. */
  page: number;
  inStock: boolean;
  price: PriceRange;
  /** Selected values per option facet; a facet without selection is absent. */
  selected: Partial<Record<OptionFacetKey, readonly string[]>>;
}

export const emptySearchState: SearchState = {
  term: '',
  sort: defaultListingSort,
  page: 1,
  inStock: false,
  price: { min: null, max: null },
  selected: {},
};

const isSort = (value: string): value is ListingSort => (listingSorts as readonly string[]).includes(value);

function wholeNumber(value: string | null): number | null {
  const text = value?.trim() ?? '';
  return /^\d+$/.test(text) ? Number.parseInt(text, 10) : null;
}

const unique = (values: readonly string[]) => [
  ...new Set(values.map((value) => value.trim()).filter((value) => value !== '')),
];

/** The state of a query string ('?q=...' or a whole link); bad values fall back to the defaults. */
export function parseSearchQuery(input: string): SearchState {
  const query = input.split('#', 1)[0] ?? '';
  const params = new URLSearchParams(query.includes('?') ? query.slice(query.indexOf('?') + 1) : query);
  const sort = params.get('sort')?.trim() ?? '';
  const page = wholeNumber(params.get('page'));
  let min = wholeNumber(params.get('minPrice'));
  let max = wholeNumber(params.get('maxPrice'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const selected: SearchState['selected'] = {};
  for (const key of optionFacetKeys) {
    const values = unique(params.getAll(key)).sort();
    if (values.length > 0) selected[key] = values;
  }
  return {
    term: (params.get(searchTermParam) ?? '').trim(),
    sort: isSort(sort) ? sort : defaultListingSort,
    page: page !== null && page >= 1 ? page : 1,
    inStock: params.get('stock') === '1',
    price: { min, max },
    selected,
  };
}

/** The query string of a state ('?q=...'); one state gives one string, defaults left out. */
export function buildSearchQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.term.trim() !== '') params.set(searchTermParam, state.term.trim());
  if (state.sort !== defaultListingSort) params.set('sort', state.sort);
  if (state.inStock) params.set('stock', '1');
  if (state.price.min !== null) params.set('minPrice', String(Math.floor(state.price.min)));
  if (state.price.max !== null) params.set('maxPrice', String(Math.ceil(state.price.max)));
  for (const key of optionFacetKeys)
    for (const value of unique(state.selected[key] ?? []).sort()) params.append(key, value);
  if (state.page > 1) params.set('page', String(Math.floor(state.page)));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A new term starts a new search: no filters, first page, the sort kept. */
export function withTerm(state: SearchState, term: string): SearchState {
  return { ...emptySearchState, sort: state.sort, term: term.trim() };
}

/** Selects or deselects one value; back to page 1, since the result set changes. */
export function toggleFacetValue(state: SearchState, key: OptionFacetKey, value: string): SearchState {
  const current = state.selected[key] ?? [];
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  const others = Object.entries(state.selected).filter(([known]) => known !== key);
  const selected = Object.fromEntries(next.length > 0 ? [...others, [key, unique(next).sort()]] : others);
  return { ...state, selected, page: 1 };
}

export function withInStock(state: SearchState, inStock: boolean): SearchState {
  return { ...state, inStock, page: 1 };
}

export function withPrice(state: SearchState, price: PriceRange): SearchState {
  const { min, max } = price;
  const ordered = min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
  return { ...state, price: ordered, page: 1 };
}

export function withSearchSort(state: SearchState, sort: ListingSort): SearchState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Whether any facet narrows the results. */
export function hasFilters(state: SearchState): boolean {
  return (
    state.inStock || state.price.min !== null || state.price.max !== null || Object.keys(state.selected).length > 0
  );
}

export function clearSearchFilters(state: SearchState): SearchState {
  return { ...state, inStock: false, price: { min: null, max: null }, selected: {}, page: 1 };
}
