/**
 * The search adapter against the commerce emulator, end to end through the pure search library:
 * address state -> store-api request -> answer -> search records and facets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { localAccessKey } from '../src/config/backends';
import { loadBrandConfig } from '../src/config/load';
import { createAttributeKeys } from '../src/lib/product';
import {
  mapSearchFacets,
  parseSearchQuery,
  searchRequest,
  suggestRequest,
  toggleFacetValue,
  withInStock,
} from '../src/lib/search';
import { createSearchClient } from '../src/services/shopware/search';
import { toSearchRecords } from '../src/services/shopware/search-records';

const brand = loadBrandConfig('raleigh');
let emulator: RunningCommerceEmulator;
let endpoints: Record<string, { baseUrl: string; accessKey: string }>;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog: generateCatalog({ brands: ['raleigh'] }), port: 0 });
  endpoints = {
    gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') },
    ie: { baseUrl: `${emulator.url}/store-api`, accessKey: 'SWSCNOSUCHCHANNEL' },
  };
});

afterAll(async () => {
  await emulator?.close();
});

const locale = { country: 'gb', language: 'en' };
const context = { language: 'en', attributeKeys: createAttributeKeys(), colorGroupLabel: (value: string) => value };

describe('search adapter', () => {
  it('answers search records with links and prices, and facets to narrow them', async () => {
    const client = createSearchClient({ country: 'gb', endpoints, logFailures: false });
    const state = parseSearchQuery('?q=Motus');
    const answer = await client.search(searchRequest(state, 20));
    expect(answer.status).toBe('success');
    expect(answer.total).toBe(4);
    const records = toSearchRecords(answer.elements, { locale, brand }, brand.routing.childSlugAttribute);
    expect(records[0]).toMatchObject({ name: 'Motus Tour', sku: 'RAL10001', brand: 'Raleigh' });
    expect(records[0]?.url).toMatch(/^\/gb\/en\//);
    expect(records[0]?.price?.amount).toBeGreaterThan(0);
    const facets = mapSearchFacets(answer.aggregations, state, context);
    expect(facets.inStockCount).toBe(4);
    expect(facets.facets.map((facet) => facet.key)).toEqual(['colorGroup', 'attrFrameShape', 'attrFrameSize']);

    // Two facets narrow the results; the answer's products all carry them.
    const shape = facets.facets.find((facet) => facet.key === 'attrFrameShape')?.options[0];
    const colour = facets.facets.find((facet) => facet.key === 'colorGroup')?.options[0];
    const narrowed = withInStock(
      toggleFacetValue(toggleFacetValue(state, 'attrFrameShape', shape!.value), 'colorGroup', colour!.value),
      true,
    );
    const fewer = await client.search(searchRequest(narrowed, 20));
    expect(fewer.total).toBeGreaterThan(0);
    expect(fewer.total).toBeLessThanOrEqual(colour!.count!);
    const narrowedRecords = toSearchRecords(fewer.elements, { locale, brand }, brand.routing.childSlugAttribute);
    expect(
      narrowedRecords.every((record) => record.colorGroup === colour!.value && record.stockForFaceting === 1),
    ).toBe(true);
  });

  it('suggests a few products for the typeahead', async () => {
    const client = createSearchClient({ country: 'gb', endpoints, logFailures: false });
    const answer = await client.suggest(suggestRequest('Motu', 3));
    expect(answer.elements.map((product) => product.translated?.name)).toEqual([
      'Motus Tour',
      'Motus Grand Tour',
      'Motus Tour Pro',
    ]);
    expect(answer.total).toBe(4);
  });

  it('fails with the backend message and no results', async () => {
    const client = createSearchClient({ country: 'ie', endpoints, logFailures: false });
    expect(await client.search(searchRequest(parseSearchQuery('?q=Motus'), 20))).toMatchObject({
      status: 'failed',
      elements: [],
      total: 0,
      message: 'No matching sales channel found.',
    });
  });
});
