/**
 * The comparison page's rows: the attributes of the bikes side by side with their differences.
 * A module of its own, so the pages that only toggle a bike into the list (tiles, product
 * pages) do not load the page's rules.
 */
import { technicalSpecificationKeys } from '../product/attributes';
import type { DisplayKey, Product } from '../product/types';

/** Variant attributes compared (spec section 3), after the technical specification. */
export const compareVariantKeys: readonly DisplayKey[] = [
  'attrMarketingColor',
  'attrFrameShape',
  'attrFrameSize',
  'attrSize',
  'attrWheelSize',
  'attrFrameMaterial',
  'attrExactRange',
];

export interface CompareRow {
  key: DisplayKey;
  /** Per product, in the comparison's order: its values, '' when it has none. */
  values: string[];
  /** Whether the bikes differ in this row. */
  differs: boolean;
}

/** The values of one display key of a product: its own attributes and its variants' options. */
function valuesOf(product: Product, key: DisplayKey): string[] {
  const attributes = [
    ...product.attributes,
    ...product.options,
    ...product.variantGroups.flatMap((group) => group.options),
  ].filter((attribute) => attribute.key === key);
  return [...new Set(attributes.map((attribute) => attribute.name))];
}

/**
 * The attribute rows of the comparison: every key of the technical specification group and the
 * variant attributes that at least one bike has, with the differences marked.
 */
export function compareRows(products: readonly Product[]): CompareRow[] {
  const keys: DisplayKey[] = [...technicalSpecificationKeys, ...compareVariantKeys];
  return keys.flatMap((key) => {
    const values = products.map((product) => valuesOf(product, key).join(', '));
    if (values.every((value) => value === '')) return [];
    return [{ key, values, differs: new Set(values).size > 1 }];
  });
}

/** Whether a column of plain values (prices, stock) differs. */
export const differs = (values: readonly string[]) => new Set(values).size > 1;
