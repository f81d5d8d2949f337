/**
 * Search answers' products as the project's search records (spec section 3), through the product
 * mapping. Apart from the search client (search.ts), which the pages load on demand.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { type SearchRecord, toSearchRecord } from '../../lib/product/search-record';
import { type MapProductContext, mapProduct } from './product-map';

export function toSearchRecords(
  elements: readonly Schemas['Product'][],
  context: MapProductContext,
  childSlugAttribute: string,
): SearchRecord[] {
  return elements.map((raw) => toSearchRecord(mapProduct(raw, context), childSlugAttribute));
}
