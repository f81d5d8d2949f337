/**
 * Store-api criteria the product mapper is written against (spec section 3: predefined field
 * lists for product lists, variant lists, detail pages and search results; named filters). Pure
 * data: the services adapter sends them, so what is fetched and what `mapProduct` reads are kept
 * side by side.
 */

import { categoryCustomFieldNames, productCustomFieldNames } from './fields';

/*
 * The store-api's criteria as far as the app writes them. Structural and owned here: nothing
 * outside the Shopware adapter names the store-api's types, and the adapter's typed calls check
 * these against them when they send them.
 */

/** A filter: one value, or several joined by '|' (equalsAny). */
export type StoreFilter =
  | { type: 'equals'; field: string; value: string | number | boolean | null }
  | { type: 'equalsAny'; field: string; value: string };

export type StoreSort = {
  field: string;
  order: 'ASC' | 'DESC';
};

// Type aliases, not interfaces: the store client merges them into its loose criteria records.
export type StoreCriteria = {
  associations?: { [name: string]: StoreCriteria };
  filter?: StoreFilter[];
  page?: number;
  limit?: number;
  /** Fields kept per entity (by apiAlias); an entity not named keeps all of its fields. */
  includes?: { [apiAlias: string]: string[] };
};

/**
 * Shopware narrows a plain-data field by dotted includes (`customFields.name`): with any such
 * entry the field keeps only the keys named, at the top level and under `translated` (which keeps
 * a key only when the entity's includes name it, so the field is named as well).
 */
const customFieldsNamed = (names: readonly string[]) => [
  'customFields',
  ...names.map((name) => `customFields.${name}`),
];

const withGroup: StoreCriteria = { associations: { group: {} } };

/** What a variant needs: its options (with groups), cover and gallery. */
export const variantAssociations: NonNullable<StoreCriteria['associations']> = {
  cover: {},
  media: {},
  options: withGroup,
};

/** A listing tile: cover, properties and the variants' options (for facets and colour swatches). */
export const productListAssociations: NonNullable<StoreCriteria['associations']> = {
  cover: {},
  manufacturer: {},
  properties: withGroup,
  options: withGroup,
  children: { associations: { cover: {}, options: withGroup } },
};

/**
 * A detail page: everything the mapper reads, variants with their galleries. The build reads the
 * variants in a variant list of their own instead (`childrenOf`, `variantDetailIncludes`): in the
 * `children` association they carry every field their parent is asked for.
 */
export const productDetailAssociations: NonNullable<StoreCriteria['associations']> = {
  cover: {},
  media: {},
  manufacturer: {},
  categories: {},
  categoriesRo: {},
  tags: {},
  properties: withGroup,
  options: withGroup,
  children: { associations: variantAssociations },
};

/**
 * The fields the build's catalogue plan reads of a detail answer, per entity (Shopware's
 * `includes`, keyed by apiAlias). Without them a page of 100 bikes with their variants is some
 * 36 MB, a third of it fields no page shows (thumbnails' timestamps, each option's group again
 * in full, SEO category records); `tests/catalog-plan.test.ts` shows the plan is the same with and
 * without them. A field read under `translated` keeps its top-level twin: guards.ts falls back to it.
 * Build-time only, so it stays out of productCriteria and the browser's chunks.
 */
export const productDetailIncludes: NonNullable<StoreCriteria['includes']> = {
  product: [
    'id',
    'parentId',
    'productNumber',
    'active',
    'type',
    'ean',
    'availableStock',
    'stock',
    'sales',
    'createdAt',
    'updatedAt',
    'calculatedPrice',
    'calculatedCheapestPrice',
    'categories',
    'categoriesRo',
    'categoryTree',
    'seoCategory',
    'children',
    'cover',
    'media',
    'manufacturer',
    'options',
    'properties',
    'tags',
    // Shopware keeps an extension when its own name is included ('extensions' is not a field).
    'badges',
    'labels',
    'customFields',
    'translated',
    'name',
    'keywords',
    'metaTitle',
    'metaDescription',
  ],
  calculated_price: ['totalPrice', 'quantity', 'listPrice', 'regulationPrice', 'calculatedTaxes'],
  calculated_cheapest_price: ['hasRange', 'variantId'],
  cart_list_price: ['price'],
  cart_regulation_price: ['price'],
  cart_tax_calculated: ['tax'],
  // What `mapCategory` and `legalNotesOf` read: a product's categories carry no more.
  category: [
    'id',
    'parentId',
    'level',
    ...customFieldsNamed(Object.values(categoryCustomFieldNames)),
    'translated',
    'name',
    'breadcrumb',
  ],
  product_media: ['id', 'mediaId', 'position', 'media'],
  media: [
    'id',
    'url',
    'fileName',
    'fileExtension',
    'fileSize',
    'mimeType',
    'metaData',
    'thumbnails',
    'translated',
    'alt',
    'title',
  ],
  media_thumbnail: ['id', 'url', 'width', 'height'],
  product_manufacturer: ['translated', 'name'],
  property_group: ['id', 'position', 'displayType', 'filterable', 'customFields', 'translated', 'name', 'description'],
  property_group_option: ['id', 'position', 'colorHexCode', 'group', 'customFields', 'translated', 'name'],
  tag: ['id', 'name'],
  accell_product_badge: ['id', 'active', 'priority', 'mediaId', 'media', 'translated', 'name'],
  accell_product_label: ['id', 'active', 'priority', 'colourway', 'freeText', 'translated'],
};

/**
 * The fields the mapper reads of a variant (`mapVariant`, stock and prices), and its edit time for
 * the build's stamp of its parent (services/shopware/catalog.ts): a product entity like its
 * parent's, but Shopware sends a variant its parent's properties, categories and SEO records by
 * inheritance, and at 10,000 products they were two fifths of what a build fetched (issue 20).
 * Build-time only, as the detail includes.
 */
export const variantDetailIncludes: NonNullable<StoreCriteria['includes']> = {
  ...productDetailIncludes,
  product: [
    'id',
    'parentId',
    'productNumber',
    'active',
    'ean',
    'availableStock',
    'stock',
    'updatedAt',
    'calculatedPrice',
    'calculatedCheapestPrice',
    'cover',
    'media',
    'options',
    // A variant inherits its parent's custom fields; `mapVariant` reads only the two that name its path.
    ...customFieldsNamed([productCustomFieldNames.parentModelName, productCustomFieldNames.modelSlug]),
    'translated',
    'name',
  ],
};

/** A search record: cover, properties and the variants' options, without galleries. */
export const searchAssociations: NonNullable<StoreCriteria['associations']> = productListAssociations;

/** Named filter: top-level products only (parent id null). */
export function topLevelOnly(): StoreFilter {
  return { type: 'equals', field: 'parentId', value: null };
}

/** Named filter: products by product number. Shopware reads '|' as the list separator. */
export function byProductNumbers(numbers: readonly string[]): StoreFilter {
  return { type: 'equalsAny', field: 'productNumber', value: numbers.join('|') };
}

/** Named filter: the variants of the given parents. */
export function childrenOf(parentIds: readonly string[]): StoreFilter {
  return { type: 'equalsAny', field: 'parentId', value: parentIds.join('|') };
}

/** Named filter: products by id. */
export function byIds(ids: readonly string[]): StoreFilter {
  return { type: 'equalsAny', field: 'id', value: ids.join('|') };
}

export type ProductFieldList = 'list' | 'variants' | 'detail' | 'search';

const associationsOf: Record<ProductFieldList, NonNullable<StoreCriteria['associations']>> = {
  list: productListAssociations,
  variants: variantAssociations,
  detail: productDetailAssociations,
  search: searchAssociations,
};

/** StoreCriteria of one predefined field list, with optional filters and paging. */
export function productCriteria(
  fieldList: ProductFieldList,
  options: { filter?: StoreFilter[]; page?: number; limit?: number } = {},
): StoreCriteria {
  return {
    associations: associationsOf[fieldList],
    ...(options.filter && options.filter.length > 0 ? { filter: options.filter } : {}),
    ...(options.page !== undefined ? { page: options.page } : {}),
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
  };
}
