/**
 * Store-api criteria the product mapper is written against (spec section 3: predefined field
 * lists for product lists, variant lists, detail pages and search results; named filters). Pure
 * data: the services adapter sends them, so what is fetched and what `mapProduct` reads are kept
 * side by side.
 */

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
};

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

/** A detail page: everything the mapper reads, variants with their galleries. */
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
