/**
 * Listing logic of the category page, pure: filter cards by selected attribute options (AND
 * across groups, OR within a group), sort, paginate with the brand's page size, count facets,
 * and keep the state in the query string so a shared link shows the same listing.
 *
 * Query string (every part optional; defaults are left out, so the plain path is the default):
 * - `sort`: one of the spec's letters, `r` recommended (default), `l` latest, `p` price low to
 *   high; `-p` is price high to low (a leading '-' reverses, as in JSON:API's sort parameter).
 * - `page`: 1-based page number, left out for page 1.
 * - one parameter per filter key of the brand (`catalog.listingFilters`, e.g. `attrFrameSize`),
 *   repeated per selected option, holding the option's language-neutral code:
 *   `?attrFrameSize=M&attrFrameSize=L&attrMarketingColor=BLACK-MATT`.
 */
import { collator } from '../i18n/intl';
import { compareAttributeValues, sortAttributeOptions } from './attributes';
import { isOrderable } from './stock';
import type { Product, ProductAttribute, ProductCard } from './types';
import { facetKeyOf } from './views';

export const listingSorts = ['r', 'l', 'p', '-p'] as const;
export type ListingSort = (typeof listingSorts)[number];
/** Recommended: what a category shows first. */
export const defaultListingSort: ListingSort = 'r';

/** What each sort letter means, as a message key for the sort menu. */
export const listingSortMessages: Readonly<Record<ListingSort, string>> = {
  r: 'sortRecommended',
  l: 'sortLatest',
  p: 'sortPriceAscending',
  '-p': 'sortPriceDescending',
};

export const listingQueryParams = { sort: 'sort', page: 'page' } as const;

export type ListingFilters = Readonly<Record<string, readonly string[]>>;

export interface ListingState {
  sort: ListingSort;
  /** 1-based. */
  page: number;
  /** Selected option codes per filter key; a key without selection is absent. */
  filters: ListingFilters;
}

export const defaultListingState: ListingState = { sort: defaultListingSort, page: 1, filters: {} };

export interface ListingQuerySettings {
  /** Filter keys the brand offers, in order (`catalog.listingFilters`); other parameters are ignored. */
  filterKeys: readonly string[];
}

function isListingSort(value: string): value is ListingSort {
  return (listingSorts as readonly string[]).includes(value);
}

function toSearchParams(input: string | URLSearchParams): URLSearchParams {
  if (typeof input !== 'string') return input;
  // A bare query, '?query' or a whole link: only what lies between '?' and '#' counts.
  const withoutHash = input.split('#', 1)[0] ?? '';
  const queryIndex = withoutHash.indexOf('?');
  return new URLSearchParams(queryIndex === -1 ? withoutHash : withoutHash.slice(queryIndex + 1));
}

/** Selected codes, trimmed, without blanks and repeats, in canonical order (sizes, numbers, text). */
function canonicalCodes(codes: readonly string[]): string[] {
  const clean = codes.map((code) => code.trim()).filter((code) => code !== '');
  return [...new Set(clean)].sort((a, b) => compareAttributeValues(a, b));
}

/**
 * The listing state of a query string. Unknown sort letters and bad page numbers fall back to
 * the defaults, parameters that are not filter keys of the brand are ignored: a stale or edited
 * link still opens a listing.
 */
export function parseListingQuery(input: string | URLSearchParams, settings: ListingQuerySettings): ListingState {
  const params = toSearchParams(input);
  const sort = params.get(listingQueryParams.sort)?.trim() ?? '';
  const pageText = params.get(listingQueryParams.page)?.trim() ?? '';
  const page = /^\d+$/.test(pageText) ? Number.parseInt(pageText, 10) : 1;
  const filters: Record<string, string[]> = {};
  for (const key of settings.filterKeys) {
    const codes = canonicalCodes(params.getAll(key));
    if (codes.length > 0) filters[key] = codes;
  }
  return { sort: isListingSort(sort) ? sort : defaultListingSort, page: page >= 1 ? page : 1, filters };
}

/**
 * The query string of a listing state: '' for the default state, otherwise '?...' with sort,
 * filters (in the brand's filter order, codes in canonical order) and page; one state always
 * gives one string, so equal listings share one URL.
 */
export function buildListingQuery(state: ListingState, settings: ListingQuerySettings): string {
  const params = new URLSearchParams();
  if (state.sort !== defaultListingSort) params.set(listingQueryParams.sort, state.sort);
  for (const key of settings.filterKeys) {
    for (const code of canonicalCodes(state.filters[key] ?? [])) params.append(key, code);
  }
  if (state.page > 1) params.set(listingQueryParams.page, String(Math.floor(state.page)));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Selects or deselects one option; back to page 1, since the result set changes. */
export function toggleFilter(state: ListingState, key: string, code: string): ListingState {
  const current = state.filters[key] ?? [];
  const next = current.includes(code) ? current.filter((entry) => entry !== code) : [...current, code];
  const others = Object.entries(state.filters).filter(([known]) => known !== key);
  const filters = Object.fromEntries(next.length > 0 ? [...others, [key, canonicalCodes(next)]] : others);
  return { ...state, filters, page: 1 };
}

/** Changes the sort; back to page 1. */
export function withSort(state: ListingState, sort: ListingSort): ListingState {
  return { ...state, sort, page: 1 };
}

/** Clears every filter; back to page 1. */
export function clearFilters(state: ListingState): ListingState {
  return { ...state, filters: {}, page: 1 };
}

// ---------------------------------------------------------------------------------------------
// Filter, sort, paginate

type FilterableCard = Pick<ProductCard, 'facets'>;

function matchesGroup(card: FilterableCard, key: string, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const codes = card.facets[key] ?? [];
  return selected.some((code) => codes.includes(code));
}

/** Cards having, for every filtered key, at least one selected option (AND across keys, OR within one). */
export function filterCards<T extends FilterableCard>(cards: readonly T[], filters: ListingFilters): T[] {
  const active = Object.entries(filters).filter(([, selected]) => selected.length > 0);
  return cards.filter((card) => active.every(([key, selected]) => matchesGroup(card, key, selected)));
}

type SortableCard = Pick<ProductCard, 'name' | 'price' | 'createdAt' | 'sales' | 'stockStatus'>;

/** Missing values last whatever the direction: a product without price is no bargain. */
function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

const timeOf = (date: string | null): number | null => {
  const time = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/**
 * Cards in the order of a sort letter; ties fall back to the name, so the order is total and the
 * same on every build:
 * - r (recommended): orderable products first, then best sellers (sales, descending);
 * - l (latest): newest first (creation time);
 * - p / -p: price ascending / descending, products without a price last.
 */
export function sortCards<T extends SortableCard>(cards: readonly T[], sort: ListingSort, locale = 'en'): T[] {
  const names = collator(locale, { numeric: true, sensitivity: 'base' });
  const byName = (a: T, b: T) => names.compare(a.name, b.name);
  const compare: Record<ListingSort, (a: T, b: T) => number> = {
    r: (a, b) => Number(isOrderable(b.stockStatus)) - Number(isOrderable(a.stockStatus)) || b.sales - a.sales,
    l: (a, b) => compareNullable(timeOf(a.createdAt), timeOf(b.createdAt), -1),
    p: (a, b) => compareNullable(a.price?.amount ?? null, b.price?.amount ?? null, 1),
    '-p': (a, b) => compareNullable(a.price?.amount ?? null, b.price?.amount ?? null, -1),
  };
  return [...cards].sort((a, b) => compare[sort](a, b) || byName(a, b));
}

export interface ListingPage<T> {
  items: T[];
  /** The page shown: the asked one, kept within 1..pageCount. */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
}

/** One page of items; a page past the end shows the last page, an empty list has one empty page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): ListingPage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    pageSize: size,
    total: items.length,
  };
}

/** Filter, sort and paginate in one go, with the brand's page size (`catalog.categoryPageSize`). */
export function applyListing<T extends FilterableCard & SortableCard>(
  cards: readonly T[],
  state: ListingState,
  settings: { pageSize: number; locale?: string },
): ListingPage<T> {
  return paginate(
    sortCards(filterCards(cards, state.filters), state.sort, settings.locale),
    state.page,
    settings.pageSize,
  );
}

// ---------------------------------------------------------------------------------------------
// Facets

export interface FacetDefinition {
  key: string;
  label: string;
  displayType: string;
  options: { code: string; name: string; colorHexCode: string | null }[];
}

export interface FacetOption {
  code: string;
  name: string;
  colorHexCode: string | null;
  /** Cards that would show if this option were added to the selection of the other keys. */
  count: number;
  selected: boolean;
}

export interface Facet {
  key: string;
  label: string;
  displayType: string;
  options: FacetOption[];
}

export interface FacetSettings {
  filterKeys: readonly string[];
  ascendingAttributes: readonly string[];
  language: string;
}

/**
 * The filter groups of a listing, built once from its products: one per filter key that any
 * product has, in the brand's filter order, options in display order (size order, ascending
 * values where configured, else position).
 */
export function facetDefinitions(products: readonly Product[], settings: FacetSettings): FacetDefinition[] {
  const byKey = new Map<string, ProductAttribute[]>();
  for (const product of products) {
    const attributes = [...product.attributes, ...product.options, ...product.variants.flatMap((v) => v.options)];
    for (const attribute of attributes) {
      const key = facetKeyOf(attribute);
      if (!settings.filterKeys.includes(key)) continue;
      const list = byKey.get(key) ?? [];
      if (!list.some((known) => known.code === attribute.code)) list.push(attribute);
      byKey.set(key, list);
    }
  }
  return settings.filterKeys.flatMap((key) => {
    const options = byKey.get(key);
    const first = options?.[0];
    if (!options || !first) return [];
    return [
      {
        key,
        label: first.label,
        displayType: first.displayType,
        options: sortAttributeOptions(options, settings.ascendingAttributes, settings.language).map((option) => ({
          code: option.code,
          name: option.name,
          colorHexCode: option.colorHexCode,
        })),
      },
    ];
  });
}

/**
 * Facets with counts for the current selection. An option's count applies the selection of the
 * other keys only, so choosing a second size shows how many more products it adds.
 */
export function listingFacets(
  cards: readonly FilterableCard[],
  filters: ListingFilters,
  definitions: readonly FacetDefinition[],
): Facet[] {
  return definitions.map((definition) => {
    const others = Object.fromEntries(Object.entries(filters).filter(([key]) => key !== definition.key));
    const candidates = filterCards(cards, others);
    const selected = filters[definition.key] ?? [];
    return {
      key: definition.key,
      label: definition.label,
      displayType: definition.displayType,
      options: definition.options.map((option) => ({
        ...option,
        count: candidates.filter((card) => (card.facets[definition.key] ?? []).includes(option.code)).length,
        selected: selected.includes(option.code),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The listing as built

/**
 * What a category page carries in its page data: the default listing (recommended order, no
 * filters) as the static HTML shows it, without the cards past its first page.
 */
export interface BuiltListing<T> {
  /** The first page of the default listing. */
  firstPage: T[];
  /** How many products the category has. */
  total: number;
  /** The filter groups with the counts of the unfiltered listing. */
  facets: Facet[];
}

/**
 * The default listing of a category's cards: its first page, total and unfiltered facet counts,
 * exactly what `applyListing` and `listingFacets` give for the default state, so a page built
 * with it shows what one with every card would until its visitor filters, sorts or pages.
 */
export function buildListing<T extends FilterableCard & SortableCard>(
  cards: readonly T[],
  definitions: readonly FacetDefinition[],
  settings: { pageSize: number; locale?: string },
): BuiltListing<T> {
  return {
    firstPage: applyListing(cards, defaultListingState, settings).items,
    total: cards.length,
    facets: listingFacets(cards, defaultListingState.filters, definitions),
  };
}

/** Whether a state is the default listing's first page, the one a built listing shows. */
export function isBuiltListingState(state: ListingState): boolean {
  return state.sort === defaultListingSort && state.page === 1 && Object.keys(state.filters).length === 0;
}
