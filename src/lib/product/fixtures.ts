/**
 * Test data factories for the product library: the app's shapes (brand settings, attributes,
 * cards), with overrides. Store-api entities are made by services/shopware/product-fixtures.ts.
 * Used by the unit tests only.
 */
import type { BrandConfig } from '../../config/schema';
import type { ProductAttribute, ProductCard } from './types';

/** A brand configuration slice with the fields the mapper reads. */
export function brandSettings(
  routing: Partial<BrandConfig['routing']> = {},
  catalog: Partial<BrandConfig['catalog']> = {},
): Pick<BrandConfig, 'routing' | 'catalog'> {
  return {
    routing: {
      localeSeparator: '-',
      segmentation: true,
      productSegment: 'p',
      listingSegment: 'c',
      productLineSegment: 'product-lines',
      skuInSlug: false,
      parentUrlStructure: 'name',
      childSlugAttribute: 'attrFrameShape',
      hashSlugParts: false,
      ...routing,
    },
    catalog: {
      categoryPageSize: 20,
      breadcrumbDepth: 2,
      cycleToWorkCountries: [],
      listingFilters: ['attrFrameShape', 'attrFrameSize', 'attrMarketingColor'],
      ascendingAttributes: ['attrFrameSize', 'attrWheelSize', 'attrSize'],
      ...catalog,
    },
  };
}

export function attribute(overrides: Partial<ProductAttribute> & Pick<ProductAttribute, 'name'>): ProductAttribute {
  return {
    id: `option-${overrides.group ?? 'G'}-${overrides.code ?? overrides.name}`,
    code: overrides.name,
    group: 'G',
    groupId: `group-${overrides.group ?? 'G'}`,
    key: null,
    label: 'Label',
    position: 1,
    groupPosition: 1,
    displayType: 'text',
    colorHexCode: null,
    filterable: true,
    ...overrides,
  };
}

export function card(overrides: Partial<ProductCard> & Pick<ProductCard, 'id'>): ProductCard {
  return {
    sku: overrides.id.toUpperCase(),
    name: `Bike ${overrides.id}`,
    brand: 'Brand',
    subtitle: null,
    url: `/de-de/${overrides.id}/`,
    price: { amount: 1000, currency: 'EUR' },
    listPrice: null,
    taxPrice: null,
    regulationPrice: null,
    priceRange: false,
    image: null,
    badges: [],
    labels: [],
    colors: [],
    stockStatus: 'inStock',
    createdAt: '2025-01-01T00:00:00.000Z',
    sales: 0,
    facets: {},
    ...overrides,
  };
}
