import { describe, expect, it } from 'vitest';
import {
  buildSearchQuery,
  clearSearchFilters,
  emptySearchState,
  hasFilters,
  parseSearchQuery,
  toggleFacetValue,
  withInStock,
  withPage,
  withPrice,
  withSearchSort,
  withTerm,
} from './state';

describe('search state in the address', () => {
  it('round-trips every part, defaults left out, values in one order', () => {
    const state = parseSearchQuery(
      '?q=Motus&sort=-p&page=2&stock=1&minPrice=1000&maxPrice=3000&colorGroup=green&colorGroup=black&attrFrameShape=b1&attrFrameShape=a1',
    );
    expect(state).toEqual({
      term: 'Motus',
      sort: '-p',
      page: 2,
      inStock: true,
      price: { min: 1000, max: 3000 },
      selected: { colorGroup: ['black', 'green'], attrFrameShape: ['a1', 'b1'] },
    });
    expect(buildSearchQuery(state)).toBe(
      '?q=Motus&sort=-p&stock=1&minPrice=1000&maxPrice=3000&colorGroup=black&colorGroup=green&attrFrameShape=a1&attrFrameShape=b1&page=2',
    );
    expect(parseSearchQuery(buildSearchQuery(state))).toEqual(state);
    expect(buildSearchQuery(emptySearchState)).toBe('');
    expect(buildSearchQuery(parseSearchQuery('?q=Motus&sort=r&page=1'))).toBe('?q=Motus');
  });

  it('falls back to defaults on bad values, swaps a reversed price range, reads a whole link', () => {
    expect(
      parseSearchQuery('https://x.test/gb/en/search/?q=%20a%20&sort=z&page=-3&stock=yes&minPrice=abc#top'),
    ).toEqual({
      ...emptySearchState,
      term: 'a',
    });
    expect(parseSearchQuery('q=a&minPrice=500&maxPrice=100').price).toEqual({ min: 100, max: 500 });
    expect(parseSearchQuery('?q=a&colorGroup=&colorGroup=red&colorGroup=red').selected).toEqual({
      colorGroup: ['red'],
    });
  });

  it('goes back to page 1 whenever the result set or its order changes', () => {
    const onPage3 = withPage({ ...emptySearchState, term: 'bike' }, 3);
    expect(withSearchSort(onPage3, 'p').page).toBe(1);
    expect(withInStock(onPage3, true).page).toBe(1);
    expect(withPrice(onPage3, { min: 10, max: null }).page).toBe(1);
    expect(toggleFacetValue(onPage3, 'attrSize', 'm').page).toBe(1);
    expect(withPage(onPage3, 0).page).toBe(1);
  });

  it('toggles facet values and clears them', () => {
    let state = toggleFacetValue(emptySearchState, 'colorGroup', 'red');
    state = toggleFacetValue(state, 'colorGroup', 'black');
    expect(state.selected.colorGroup).toEqual(['black', 'red']);
    state = toggleFacetValue(toggleFacetValue(state, 'colorGroup', 'red'), 'colorGroup', 'black');
    expect(state.selected).toEqual({});
    expect(hasFilters(state)).toBe(false);
    const narrowed = withPrice(withInStock(toggleFacetValue(state, 'attrSize', 'm'), true), { min: 900, max: 100 });
    expect(narrowed.price).toEqual({ min: 100, max: 900 });
    expect(hasFilters(narrowed)).toBe(true);
    expect(clearSearchFilters(narrowed)).toEqual({ ...emptySearchState });
  });

  it('starts a new term without the old filters, keeping the sort', () => {
    const state = toggleFacetValue(withSearchSort({ ...emptySearchState, term: 'a' }, 'l'), 'colorGroup', 'red');
    expect(withTerm(state, ' Motus ')).toEqual({ ...emptySearchState, term: 'Motus', sort: 'l' });
  });
});
