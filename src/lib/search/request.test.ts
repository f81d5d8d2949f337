import { describe, expect, it } from 'vitest';
import { searchAssociations } from '../product/criteria';
import { colorGroupField, searchRequest, sortingOf, suggestRequest } from './request';
import { emptySearchState, parseSearchQuery } from './state';

describe('search request', () => {
  it('asks for the term, page and the facet aggregations, without filters by default', () => {
    const request = searchRequest({ ...emptySearchState, term: 'Motus' }, 24);
    expect(request).toMatchObject({ search: 'Motus', p: 1, limit: 24, order: 'score', 'total-count-mode': 'exact' });
    expect(request).not.toHaveProperty('post-filter');
    expect(request).not.toHaveProperty('properties');
    expect(request.aggregations).toEqual([
      { name: 'stockForFaceting', type: 'terms', field: 'available' },
      { name: 'colorGroup', type: 'terms', field: colorGroupField },
    ]);
  });

  it('sends facets as post-filters and listing parameters', () => {
    const state = parseSearchQuery(
      '?q=bike&page=3&stock=1&minPrice=500&maxPrice=2500&colorGroup=red&attrFrameShape=s1&attrFrameSize=z1&attrFrameSize=z2',
    );
    expect(searchRequest(state, 20)).toMatchObject({
      p: 3,
      limit: 20,
      properties: 's1|z1|z2',
      'min-price': 500,
      'max-price': 2500,
      'post-filter': [
        { type: 'equals', field: 'available', value: true },
        { type: 'equalsAny', field: 'customFields.accell_products_color_group', value: 'red' },
      ],
    });
  });

  it('maps the sort letters to store-api sortings', () => {
    expect(sortingOf('r')).toEqual({ order: 'score' });
    expect(sortingOf('p')).toEqual({ order: 'price-asc' });
    expect(sortingOf('-p')).toEqual({ order: 'price-desc' });
    expect(sortingOf('l')).toEqual({
      sort: [
        { field: 'releaseDate', order: 'DESC' },
        { field: 'createdAt', order: 'DESC' },
      ],
    });
  });

  it('asks the typeahead for a few products with what their links need', () => {
    expect(suggestRequest(' mot ', 5)).toEqual({ search: 'mot', p: 1, limit: 5, associations: searchAssociations });
  });
});
