/**
 * The store-api emulator's search: term matching over name, numbers, manufacturer and keywords
 * with relevance ranking and typo tolerance, the listing aggregations the search page facets on,
 * post-filters, and the typeahead's suggest route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../server';
import { storeSessions, type TemporaryState, temporaryState } from '../test-support';

interface Product {
  id: string;
  parentId?: string | null;
  productNumber: string;
  ean?: string;
  available: boolean;
  customFields: Record<string, unknown>;
  calculatedCheapestPrice: { totalPrice: number };
  translated: { name: string };
}
interface Bucket {
  key: string;
  count: number;
}
interface Listing {
  total: number;
  elements: Product[];
  aggregations: Record<
    string,
    { buckets?: Bucket[]; min?: number; max?: number; entities?: { name: string; options: { id: string }[] }[] }
  >;
  availableSortings: unknown[];
}

let emulator: RunningCommerceEmulator;
let state: TemporaryState;

beforeAll(async () => {
  state = temporaryState('shopware-search-');
  emulator = await startCommerceEmulator({
    catalog: generateCatalog({ brands: ['raleigh'] }),
    stateFile: state.stateFile,
    port: 0,
  });
});

afterAll(async () => {
  await emulator.close();
  state.remove();
});

const shopper = storeSessions(() => emulator);
const store = () => shopper('raleigh', 'gb');
const search = async (body: Record<string, unknown>, route = '/search') => {
  const answer = await store().call<Listing>('POST', route, body);
  expect(answer.status).toBe(200);
  return answer.body;
};
const names = (listing: Listing) => listing.elements.map((product) => product.translated.name);

describe('POST /search', () => {
  it('finds every model of a product line, whole-word name matches first', async () => {
    const found = await search({ search: 'Motus' });
    expect(names(found)).toEqual(['Motus Tour', 'Motus Grand Tour', 'Motus Tour Pro', 'Motus Grand Tour Pro']);
    const pro = await search({ search: 'Motus Pro' });
    expect(names(pro)).toEqual(['Motus Tour Pro', 'Motus Grand Tour Pro']);
  });

  it('finds a product by its number and by a variant number, exactly', async () => {
    expect(names(await search({ search: 'RAL10002' }))).toEqual(['Motus Grand Tour']);
    const variants = await store().call<{ elements: Product[] }>('POST', '/product', {
      filter: [{ type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] }],
      limit: 1,
    });
    const variant = variants.body.elements[0];
    expect(variant?.parentId).toBeTruthy();
    const byVariant = await search({ search: variant?.productNumber });
    expect(byVariant.elements.map((product) => product.id)).toEqual([variant?.parentId]);
    const byEan = await search({ search: variant?.ean });
    expect(byEan.elements.map((product) => product.id)).toEqual([variant?.parentId]);
  });

  it('tolerates one typo in a longer word, ranking exact matches above', async () => {
    expect(names(await search({ search: 'Motsu Tour' }))).toContain('Motus Tour');
    expect((await search({ search: 'Mtsu' })).total).toBe(0);
  });

  it('answers the facet aggregations over all matches and applies post-filters after them', async () => {
    const aggregations = [
      { name: 'stockForFaceting', type: 'terms', field: 'available' },
      { name: 'colorGroup', type: 'terms', field: 'customFields.accell_products_color_group' },
    ];
    const all = await search({ search: 'bike', limit: 100, aggregations });
    const colours = all.aggregations.colorGroup?.buckets ?? [];
    expect(colours.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(all.total);
    const black = colours.find((bucket) => bucket.key === 'black');
    expect(black?.count).toBeGreaterThan(0);
    expect(all.aggregations.price?.min).toBeLessThanOrEqual(all.aggregations.price?.max ?? 0);
    const groups = (all.aggregations.properties?.entities ?? []).map((group) => group.name);
    expect(groups).toEqual(expect.arrayContaining(['UB-FRAMEKI', 'HEIGHTS', 'COLORCOM']));

    const filtered = await search({
      search: 'bike',
      limit: 100,
      aggregations,
      'post-filter': [{ type: 'equalsAny', field: 'customFields.accell_products_color_group', value: ['black'] }],
    });
    expect(filtered.total).toBe(black?.count);
    expect(filtered.elements.every((product) => product.customFields.accell_products_color_group === 'black')).toBe(
      true,
    );
    // Aggregations ignore the post-filter: the other colours stay selectable.
    expect(filtered.aggregations.colorGroup?.buckets).toEqual(colours);
  });

  it('sorts by price with the listing sortings', async () => {
    const found = await search({ search: 'bike', limit: 100, order: 'price-asc' });
    const prices = found.elements.map((product) => product.calculatedCheapestPrice.totalPrice);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBeGreaterThan(1);
  });
});

describe('POST /search-suggest', () => {
  it('answers the same matches without aggregations or sortings', async () => {
    const suggest = await search({ search: 'Motus', limit: 3 }, '/search-suggest');
    expect(names(suggest)).toEqual(['Motus Tour', 'Motus Grand Tour', 'Motus Tour Pro']);
    expect(suggest.total).toBe(4);
    expect(suggest.aggregations).toEqual({});
    expect(suggest.availableSortings).toEqual([]);
  });

  it('refuses an empty term as Shopware does', async () => {
    const answer = await store().call('POST', '/search-suggest', { search: ' ' });
    expect(answer.status).toBe(400);
  });
});
