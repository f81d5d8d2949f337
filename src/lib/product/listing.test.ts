import { describe, expect, it } from 'vitest';
import { attribute, card } from './fixtures';
import {
  applyListing,
  buildListing,
  buildListingQuery,
  clearFilters,
  defaultListingState,
  facetDefinitions,
  filterCards,
  isBuiltListingState,
  listingFacets,
  type ListingState,
  paginate,
  parseListingQuery,
  sortCards,
  toggleFilter,
  withSort,
} from './listing';
import type { Product } from './types';

const settings = { filterKeys: ['attrFrameSize', 'attrMarketingColor', 'attrWheelSize'] };

describe('parseListingQuery / buildListingQuery', () => {
  it.each<[string, ListingState]>([
    ['', defaultListingState],
    ['?sort=r', defaultListingState],
    ['?sort=p', { sort: 'p', page: 1, filters: {} }],
    ['?sort=-p', { sort: '-p', page: 1, filters: {} }],
    ['?sort=l&page=3', { sort: 'l', page: 3, filters: {} }],
    ['?sort=x&page=0', defaultListingState],
    ['?page=-2', defaultListingState],
    ['?page=2.5', defaultListingState],
    ['?page=abc', defaultListingState],
    [
      '?attrFrameSize=L&attrFrameSize=S&attrFrameSize=L',
      { sort: 'r', page: 1, filters: { attrFrameSize: ['S', 'L'] } },
    ],
    ['?attrWheelSize=29&attrWheelSize=27.5', { sort: 'r', page: 1, filters: { attrWheelSize: ['27.5', '29'] } }],
    ['?attrMarketingColor=&unknown=1&color=RED', defaultListingState],
    [
      'https://shop.test/de-de/c/e-bikes/?attrMarketingColor=BLACK%20MATT&page=2#top',
      { sort: 'r', page: 2, filters: { attrMarketingColor: ['BLACK MATT'] } },
    ],
  ])('parses %j', (query, state) => {
    expect(parseListingQuery(query, settings)).toEqual(state);
  });

  it('accepts URLSearchParams', () => {
    expect(parseListingQuery(new URLSearchParams('sort=l'), settings).sort).toBe('l');
  });

  it.each<[ListingState, string]>([
    [defaultListingState, ''],
    [{ sort: 'p', page: 1, filters: {} }, '?sort=p'],
    [{ sort: '-p', page: 2, filters: {} }, '?sort=-p&page=2'],
    [
      { sort: 'r', page: 1, filters: { attrMarketingColor: ['RED'], attrFrameSize: ['XL', 'M'] } },
      '?attrFrameSize=M&attrFrameSize=XL&attrMarketingColor=RED',
    ],
    [{ sort: 'r', page: 1, filters: { notOffered: ['X'], attrWheelSize: [' ', '28'] } }, '?attrWheelSize=28'],
    [{ sort: 'l', page: 1, filters: { attrMarketingColor: ['BLACK MATT'] } }, '?sort=l&attrMarketingColor=BLACK+MATT'],
  ])('builds %j as %s', (state, query) => {
    expect(buildListingQuery(state, settings)).toBe(query);
  });

  it('round-trips: a shared link shows the same listing', () => {
    const state: ListingState = {
      sort: '-p',
      page: 4,
      filters: { attrFrameSize: ['S', 'XL'], attrWheelSize: ['27.5', '29'], attrMarketingColor: ['A&B=C'] },
    };
    const query = buildListingQuery(state, settings);
    expect(parseListingQuery(query, settings)).toEqual(state);
    expect(buildListingQuery(parseListingQuery(query, settings), settings)).toBe(query);
  });
});

describe('state changes', () => {
  const state: ListingState = { sort: 'p', page: 3, filters: { attrFrameSize: ['M'] } };

  it('toggles an option and goes back to page 1', () => {
    expect(toggleFilter(state, 'attrFrameSize', 'S')).toEqual({
      sort: 'p',
      page: 1,
      filters: { attrFrameSize: ['S', 'M'] },
    });
    expect(toggleFilter(state, 'attrFrameSize', 'M')).toEqual({ sort: 'p', page: 1, filters: {} });
    expect(toggleFilter(state, 'attrMarketingColor', 'RED').filters).toEqual({
      attrFrameSize: ['M'],
      attrMarketingColor: ['RED'],
    });
    expect(state.filters).toEqual({ attrFrameSize: ['M'] });
  });

  it('changes the sort and clears filters, back to page 1', () => {
    expect(withSort(state, 'l')).toEqual({ sort: 'l', page: 1, filters: { attrFrameSize: ['M'] } });
    expect(clearFilters(state)).toEqual({ sort: 'p', page: 1, filters: {} });
  });
});

describe('filterCards', () => {
  const cards = [
    card({ id: 'a', facets: { attrFrameSize: ['S', 'M'], attrMarketingColor: ['RED'] } }),
    card({ id: 'b', facets: { attrFrameSize: ['L'], attrMarketingColor: ['RED', 'BLACK'] } }),
    card({ id: 'c', facets: { attrFrameSize: ['M'], attrMarketingColor: ['BLACK'] } }),
    card({ id: 'd', facets: {} }),
  ];
  const ids = (filters: Record<string, string[]>) => filterCards(cards, filters).map((entry) => entry.id);

  it.each<[Record<string, string[]>, string[]]>([
    [{}, ['a', 'b', 'c', 'd']],
    [{ attrFrameSize: [] }, ['a', 'b', 'c', 'd']],
    [{ attrFrameSize: ['M'] }, ['a', 'c']],
    [{ attrFrameSize: ['M', 'L'] }, ['a', 'b', 'c']],
    [{ attrFrameSize: ['M'], attrMarketingColor: ['BLACK'] }, ['c']],
    [{ attrFrameSize: ['M', 'L'], attrMarketingColor: ['RED'] }, ['a', 'b']],
    [{ attrFrameSize: ['XL'] }, []],
    [{ attrWheelSize: ['28'] }, []],
  ])('filters %j -> %j (AND across keys, OR within one)', (filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});

describe('sortCards', () => {
  const cards = [
    card({ id: 'a', name: 'Bike 10', price: { amount: 900, currency: 'EUR' }, createdAt: '2025-01-01', sales: 5 }),
    card({ id: 'b', name: 'Bike 9', price: null, createdAt: '2025-03-01', sales: 50 }),
    card({ id: 'c', name: 'Bike 2', price: { amount: 1500, currency: 'EUR' }, createdAt: null, sales: 50 }),
    card({
      id: 'd',
      name: 'Bike 1',
      price: { amount: 900, currency: 'EUR' },
      createdAt: '2025-02-01',
      sales: 99,
      stockStatus: 'outOfStock',
    }),
  ];
  const ids = (sort: Parameters<typeof sortCards>[1]) => sortCards(cards, sort).map((entry) => entry.id);

  it.each([
    // Orderable first, then sales descending, then name (natural).
    ['r', ['c', 'b', 'a', 'd']],
    // Newest first, undated last.
    ['l', ['b', 'd', 'a', 'c']],
    // Cheapest first, equal prices by name, no price last.
    ['p', ['d', 'a', 'c', 'b']],
    ['-p', ['c', 'd', 'a', 'b']],
  ] as const)('sort %s', (sort, expected) => {
    expect(ids(sort)).toEqual(expected);
  });

  it('does not change its input', () => {
    sortCards(cards, 'p');
    expect(cards.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 45 }, (_, index) => index + 1);

  it.each([
    [1, 20, 1, 3, [1, 20]],
    [2, 20, 2, 3, [21, 40]],
    [3, 20, 3, 3, [41, 45]],
    [9, 20, 3, 3, [41, 45]],
    [0, 20, 1, 3, [1, 20]],
    [1, 90, 1, 1, [1, 45]],
    [2, 40, 2, 2, [41, 45]],
  ])('page %i of size %i -> page %i of %i, items %j', (page, size, current, count, [first, last]) => {
    const result = paginate(items, page, size);
    expect(result).toMatchObject({ page: current, pageCount: count, pageSize: size, total: 45 });
    expect([result.items[0], result.items.at(-1)]).toEqual([first, last]);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 3, 20)).toEqual({ items: [], page: 1, pageCount: 1, pageSize: 20, total: 0 });
  });
});

describe('applyListing', () => {
  it('filters, sorts and paginates with the page size', () => {
    const cards = Array.from({ length: 30 }, (_, index) =>
      card({
        id: `c${index}`,
        price: { amount: 1000 + index, currency: 'EUR' },
        facets: { attrFrameSize: [index % 2 === 0 ? 'M' : 'L'] },
      }),
    );
    const page = applyListing(cards, { sort: '-p', page: 2, filters: { attrFrameSize: ['M'] } }, { pageSize: 10 });
    expect(page).toMatchObject({ page: 2, pageCount: 2, total: 15 });
    expect(page.items.map((entry) => entry.id)).toEqual(['c8', 'c6', 'c4', 'c2', 'c0']);
  });
});

describe('facets', () => {
  const size = (name: string, position = 1) =>
    attribute({ name, code: name, group: 'HEIGHTS', key: 'attrFrameSize', label: 'Size', position });
  const colour = (name: string, code: string) =>
    attribute({ name, code, group: 'COLORCOM', key: 'attrMarketingColor', label: 'Colour', displayType: 'color' });
  const product = (attributes: Product['attributes'], variantOptions: Product['attributes'][]) =>
    ({
      attributes,
      options: [],
      variants: variantOptions.map((options) => ({ options })),
    }) as unknown as Product;

  const products = [
    product(
      [attribute({ name: 'Motus', key: 'attrProductLine', group: 'PRODUCTLINE' })],
      [[size('XL'), colour('Red', 'RED')]],
    ),
    product(
      [],
      [
        [size('S'), colour('Black', 'BLACK')],
        [size('M'), colour('Red', 'RED')],
      ],
    ),
  ];

  it('defines one group per offered key with options in display order', () => {
    const definitions = facetDefinitions(products, {
      filterKeys: ['attrMarketingColor', 'attrFrameSize', 'attrWheelSize'],
      ascendingAttributes: [],
      language: 'en',
    });
    expect(definitions).toEqual([
      {
        key: 'attrMarketingColor',
        label: 'Colour',
        displayType: 'color',
        options: [
          { code: 'BLACK', name: 'Black', colorHexCode: null },
          { code: 'RED', name: 'Red', colorHexCode: null },
        ],
      },
      {
        key: 'attrFrameSize',
        label: 'Size',
        displayType: 'text',
        options: ['S', 'M', 'XL'].map((code) => ({ code, name: code, colorHexCode: null })),
      },
    ]);
  });

  it('counts each option with the selection of the other keys', () => {
    const definitions = facetDefinitions(products, {
      filterKeys: ['attrMarketingColor', 'attrFrameSize'],
      ascendingAttributes: [],
      language: 'en',
    });
    const cards = [
      card({ id: 'a', facets: { attrFrameSize: ['XL'], attrMarketingColor: ['RED'] } }),
      card({ id: 'b', facets: { attrFrameSize: ['S', 'M'], attrMarketingColor: ['BLACK', 'RED'] } }),
      card({ id: 'c', facets: { attrFrameSize: ['M'], attrMarketingColor: ['BLACK'] } }),
    ];
    const facets = listingFacets(cards, { attrFrameSize: ['M'] }, definitions);
    const summary = facets.map((facet) => [
      facet.key,
      facet.options.map((option) => `${option.code}:${option.count}${option.selected ? '*' : ''}`),
    ]);
    expect(summary).toEqual([
      ['attrMarketingColor', ['BLACK:2', 'RED:1']],
      ['attrFrameSize', ['S:1', 'M:2*', 'XL:1']],
    ]);
  });
});

describe('buildListing', () => {
  const definitions = [
    {
      key: 'attrFrameSize',
      label: 'Size',
      displayType: 'text',
      options: ['M', 'L'].map((code) => ({ code, name: code, colorHexCode: null })),
    },
  ];
  const cards = Array.from({ length: 25 }, (_, index) =>
    card({
      id: `c${index}`,
      name: `Bike ${String(index).padStart(2, '0')}`,
      sales: index,
      facets: { attrFrameSize: [index % 5 === 0 ? 'L' : 'M'] },
    }),
  );

  it('keeps the default listing’s first page, the total and the unfiltered counts', () => {
    const built = buildListing(cards, definitions, { pageSize: 10, locale: 'en' });
    const full = applyListing(cards, defaultListingState, { pageSize: 10, locale: 'en' });
    expect(built.firstPage).toEqual(full.items);
    expect(built.firstPage.map((entry) => entry.id).slice(0, 3)).toEqual(['c24', 'c23', 'c22']);
    expect(built.total).toBe(25);
    expect(built.facets).toEqual(listingFacets(cards, {}, definitions));
    expect(built.facets[0]!.options.map((option) => `${option.code}:${option.count}`)).toEqual(['M:20', 'L:5']);
  });

  it('keeps every card of a category that fits on one page', () => {
    const built = buildListing(cards.slice(0, 4), definitions, { pageSize: 10 });
    expect(built.firstPage).toHaveLength(4);
    expect(built.total).toBe(4);
  });

  it('names the one state it shows: the first page in the recommended order, unfiltered', () => {
    expect(isBuiltListingState(defaultListingState)).toBe(true);
    expect(isBuiltListingState({ ...defaultListingState, page: 2 })).toBe(false);
    expect(isBuiltListingState({ ...defaultListingState, sort: 'p' })).toBe(false);
    expect(isBuiltListingState({ ...defaultListingState, filters: { attrFrameSize: ['M'] } })).toBe(false);
  });
});
