import { describe, expect, it } from 'vitest';
import {
  byIds,
  byProductNumbers,
  childrenOf,
  productCriteria,
  productDetailAssociations,
  productDetailIncludes,
  productListAssociations,
  topLevelOnly,
  variantAssociations,
  variantDetailIncludes,
} from './criteria';

describe('named filters', () => {
  it.each([
    [topLevelOnly(), { type: 'equals', field: 'parentId', value: null }],
    [byProductNumbers(['A-1', 'B-2']), { type: 'equalsAny', field: 'productNumber', value: 'A-1|B-2' }],
    [byIds(['x']), { type: 'equalsAny', field: 'id', value: 'x' }],
    [childrenOf(['p', 'q']), { type: 'equalsAny', field: 'parentId', value: 'p|q' }],
  ])('%o', (filter, expected) => {
    expect(filter).toEqual(expected);
  });
});

describe('field lists', () => {
  it('loads what the mapper reads: groups with options, variants with their options', () => {
    for (const associations of [productListAssociations, productDetailAssociations]) {
      expect(associations.properties).toEqual({ associations: { group: {} } });
      expect(associations.options).toEqual({ associations: { group: {} } });
      expect(associations.children?.associations?.options).toEqual({ associations: { group: {} } });
    }
    expect(Object.keys(productDetailAssociations).sort()).toEqual(
      [
        'categories',
        'categoriesRo',
        'children',
        'cover',
        'manufacturer',
        'media',
        'options',
        'properties',
        'tags',
      ].sort(),
    );
    expect(productDetailAssociations.children).toEqual({ associations: variantAssociations });
    // A listing tile needs no galleries.
    expect(productListAssociations).not.toHaveProperty('media');
  });

  it('projects the detail answer to the fields the build reads, keyed by entity', () => {
    // Every association the detail list asks for is kept on the product it hangs from.
    expect(productDetailIncludes.product).toEqual(expect.arrayContaining(Object.keys(productDetailAssociations)));
    expect(productDetailIncludes.product).toEqual(
      expect.arrayContaining(['id', 'parentId', 'customFields', 'translated']),
    );
    // A variant keeps its own gallery, options, stock and prices, not what it inherits.
    expect(variantDetailIncludes.product).toEqual(expect.arrayContaining(Object.keys(variantAssociations)));
    expect(variantDetailIncludes.product).toEqual(
      expect.arrayContaining(['id', 'parentId', 'productNumber', 'availableStock', 'calculatedPrice', 'translated']),
    );
    for (const inherited of ['properties', 'categories', 'categoriesRo', 'seoCategory', 'tags', 'extensions'])
      expect(variantDetailIncludes.product).not.toContain(inherited);
    expect({ ...variantDetailIncludes, product: [] }).toEqual({ ...productDetailIncludes, product: [] });
  });

  it('builds criteria with filters and paging only when given', () => {
    expect(productCriteria('list')).toEqual({ associations: productListAssociations });
    expect(productCriteria('detail', { filter: [topLevelOnly()], page: 2, limit: 25 })).toEqual({
      associations: productDetailAssociations,
      filter: [topLevelOnly()],
      page: 2,
      limit: 25,
    });
    expect(productCriteria('variants', { filter: [] })).toEqual({ associations: variantAssociations });
  });
});
