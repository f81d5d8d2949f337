/**
 * Store-api criteria the product mapper is written against (spec section 3: predefined field
 * lists for product lists, variant lists, detail pages and search results; named filters). Pure
 * data: the services adapter sends them, so what is fetched and what `mapProduct` reads are kept
 * side by side.
 */
import type { Schemas } from '@shopware/api-client/api-types';

type Criteria = Schemas['Criteria'];
type Filter = NonNullable<Criteria['filter']>[number];

const withGroup: Criteria = { associations: { group: {} } };

/** What a variant needs: its options (with groups), cover and gallery. */
export const variantAssociations: NonNullable<Criteria['associations']> = {
  cover: {},
  media: {},
  options: withGroup,
};

/** A listing tile: cover, properties and the variants' options (for facets and colour swatches). */
export const productListAssociations: NonNullable<Criteria['associations']> = {
  cover: {},
  manufacturer: {},
  properties: withGroup,
  options: withGroup,
  children: { associations: { cover: {}, options: withGroup } },
};

/** A detail page: everything the mapper reads, variants with their galleries. */
export const productDetailAssociations: NonNullable<Criteria['associations']> = {
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
export const searchAssociations: NonNullable<Criteria['associations']> = productListAssociations;

/** Named filter: top-level products only (parent id null). */
export function topLevelOnly(): Filter {
  return { type: 'equals', field: 'parentId', value: null };
}

/** Named filter: products by product number. Shopware reads '|' as the list separator. */
export function byProductNumbers(numbers: readonly string[]): Filter {
  return { type: 'equalsAny', field: 'productNumber', value: numbers.join('|') };
}

/** Named filter: products by id. */
export function byIds(ids: readonly string[]): Filter {
  return { type: 'equalsAny', field: 'id', value: ids.join('|') };
}

export type ProductFieldList = 'list' | 'variants' | 'detail' | 'search';

const associationsOf: Record<ProductFieldList, NonNullable<Criteria['associations']>> = {
  list: productListAssociations,
  variants: variantAssociations,
  detail: productDetailAssociations,
  search: searchAssociations,
};

/** Criteria of one predefined field list, with optional filters and paging. */
export function productCriteria(
  fieldList: ProductFieldList,
  options: { filter?: Filter[]; page?: number; limit?: number } = {},
): Criteria {
  return {
    associations: associationsOf[fieldList],
    ...(options.filter && options.filter.length > 0 ? { filter: options.filter } : {}),
    ...(options.page !== undefined ? { page: options.page } : {}),
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
  };
}
