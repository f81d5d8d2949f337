import { describe, expect, it } from 'vitest';
import { createAttributeKeys } from '../product/attributes';
import { mapSearchFacets } from './facets';
import { emptySearchState, toggleFacetValue } from './state';

const option = (id: string, name: string, position: number, colorHexCode?: string) => ({
  id,
  name,
  position,
  translated: { name },
  ...(colorHexCode ? { colorHexCode } : {}),
  customFields: { accell_option_code: name.toUpperCase() },
});

const aggregations = {
  stockForFaceting: {
    buckets: [
      { key: 'true', count: 7 },
      { key: 'false', count: 2 },
    ],
  },
  colorGroup: {
    buckets: [
      { key: 'white', count: 3 },
      { key: 'black', count: 6 },
    ],
  },
  price: { min: 899.5, max: 3499.99, avg: 2000, sum: 18000 },
  properties: {
    entities: [
      { name: 'UB-FRAMEKI', options: [option('shape-low', 'Low step', 2), option('shape-dia', 'Diamond', 1)] },
      { name: 'HEIGHTS', options: [option('h-xl', 'XL', 1), option('h-s', 'S', 2), option('h-m', 'M', 3)] },
      { name: 'COLORCOM', options: [option('c-1', 'Matt black', 1, '#000000')] },
      { name: 'SIZE', options: [option('sz-42', '42', 1), option('sz-38', '38', 2)] },
    ],
  },
};

const context = {
  language: 'en',
  attributeKeys: createAttributeKeys(),
  colorGroupLabel: (value: string) => ({ black: 'Black', white: 'White' })[value] ?? value,
};

describe('search facets from aggregations', () => {
  it('maps stock, price and the option facets in the page order', () => {
    const state = toggleFacetValue(toggleFacetValue(emptySearchState, 'attrFrameSize', 'h-m'), 'colorGroup', 'black');
    const mapped = mapSearchFacets(aggregations, state, context);
    expect(mapped.inStockCount).toBe(7);
    expect(mapped.priceBounds).toEqual({ min: 899, max: 3500 });
    expect(mapped.facets.map((facet) => facet.key)).toEqual([
      'colorGroup',
      'attrFrameShape',
      'attrFrameSize',
      'attrSize',
    ]);
    const [colours, shapes, frameSizes, sizes] = mapped.facets;
    expect(colours?.options).toEqual([
      { value: 'black', label: 'Black', count: 6, selected: true, colorHexCode: null },
      { value: 'white', label: 'White', count: 3, selected: false, colorHexCode: null },
    ]);
    // Shapes as the shop placed them, sizes in size order, numbers ascending.
    expect(shapes?.options.map((entry) => entry.label)).toEqual(['Diamond', 'Low step']);
    expect(frameSizes?.options.map((entry) => [entry.label, entry.selected])).toEqual([
      ['S', false],
      ['M', true],
      ['XL', false],
    ]);
    expect(sizes?.options.map((entry) => entry.value)).toEqual(['sz-38', 'sz-42']);
    expect(shapes?.options[0]).toMatchObject({ value: 'shape-dia', count: null });
  });

  it('answers nothing to offer for a missing or malformed answer', () => {
    expect(mapSearchFacets(undefined, emptySearchState, context)).toEqual({
      inStockCount: null,
      priceBounds: null,
      facets: [],
    });
    expect(
      mapSearchFacets(
        { colorGroup: { buckets: [{ key: null }] }, properties: { entities: 'x' } },
        emptySearchState,
        context,
      ).facets,
    ).toEqual([]);
  });

  it('counts a boolean bucket key written as 1 too', () => {
    expect(
      mapSearchFacets({ stockForFaceting: { buckets: [{ key: 1, count: 4 }] } }, emptySearchState, context)
        .inStockCount,
    ).toBe(4);
  });
});
