/**
 * The search page's facets from the store-api answer's aggregations (spec section 3's index
 * fields): in stock (`stockForFaceting`, a terms aggregation on `available`), price range (the
 * listing's `price` stats), colour group (terms on the custom field) and frame shape, frame size
 * and size (the listing's `properties` aggregation, groups named by attribute code and mapped to
 * display keys with the site's attribute keys).
 */
import { collator } from '../i18n/intl';
import { type AttributeKeys, compareAttributeValues } from '../product/attributes';
import { optionCodeField } from '../product/fields';
import { customFieldsOf, isRecord, numberOf, stringOf, translatedString } from '../product/guards';
import { searchAggregationNames } from './request';
import { type OptionFacetKey, type PropertyFacetKey, propertyFacetKeys, type SearchState } from './state';

export interface SearchFacetOption {
  value: string;
  label: string;
  /** Matches with this value; null when the backend does not count (properties). */
  count: number | null;
  selected: boolean;
  colorHexCode: string | null;
}

export interface SearchFacet {
  key: OptionFacetKey;
  options: SearchFacetOption[];
}

export interface SearchFacets {
  /** Products among all matches that can be ordered now; null when the answer has no count. */
  inStockCount: number | null;
  /** Lowest and highest price of all matches, whole units; null without prices. */
  priceBounds: { min: number; max: number } | null;
  /** Option facets with at least one value, in the page's order. */
  facets: SearchFacet[];
}

export interface FacetMappingContext {
  language: string;
  attributeKeys: AttributeKeys;
  /** The label of a colour group value ('black' -> 'Black'). */
  colorGroupLabel: (value: string) => string;
}

const facetOrder: readonly OptionFacetKey[] = ['colorGroup', 'attrFrameShape', 'attrFrameSize', 'attrSize'];

function buckets(aggregation: unknown): { key: string; count: number }[] {
  if (!isRecord(aggregation) || !Array.isArray(aggregation.buckets)) return [];
  return aggregation.buckets.flatMap((bucket) => {
    if (!isRecord(bucket)) return [];
    const key =
      stringOf(bucket.key) ??
      (typeof bucket.key === 'boolean' || typeof bucket.key === 'number' ? String(bucket.key) : null);
    const count = numberOf(bucket.count);
    return key === null || count === null ? [] : [{ key, count }];
  });
}

const isPropertyFacet = (key: string | null): key is PropertyFacetKey =>
  key !== null && (propertyFacetKeys as readonly string[]).includes(key);

function propertyFacets(aggregation: unknown, state: SearchState, context: FacetMappingContext): SearchFacet[] {
  if (!isRecord(aggregation) || !Array.isArray(aggregation.entities)) return [];
  const byKey = new Map<PropertyFacetKey, (SearchFacetOption & { position: number })[]>();
  for (const group of aggregation.entities) {
    if (!isRecord(group)) continue;
    const key = context.attributeKeys.keyOf(stringOf(group.name) ?? '', context.language);
    if (!isPropertyFacet(key) || !Array.isArray(group.options)) continue;
    const selected = state.selected[key] ?? [];
    const list = byKey.get(key) ?? [];
    for (const option of group.options) {
      const id = isRecord(option) ? stringOf(option.id) : null;
      if (!id || list.some((known) => known.value === id)) continue;
      list.push({
        value: id,
        label: translatedString(option, 'name') ?? stringOf(customFieldsOf(option)[optionCodeField]) ?? id,
        count: null,
        selected: selected.includes(id),
        colorHexCode: isRecord(option) ? stringOf(option.colorHexCode) : null,
        position: isRecord(option) ? (numberOf(option.position) ?? 0) : 0,
      });
    }
    byKey.set(key, list);
  }
  return [...byKey.entries()].map(([key, options]) => ({
    key,
    // Sizes in size order (S before M before XL), numbers ascending, others as the shop placed them.
    options: options
      .sort((a, b) =>
        key === 'attrFrameShape'
          ? a.position - b.position
          : compareAttributeValues(a.label, b.label, context.language) || a.position - b.position,
      )
      .map(({ position: _position, ...option }) => option),
  }));
}

export function mapSearchFacets(aggregations: unknown, state: SearchState, context: FacetMappingContext): SearchFacets {
  const source = isRecord(aggregations) ? aggregations : {};
  const stock = buckets(source[searchAggregationNames.stock]);
  const hasStock = stock.length > 0;
  const inStockCount = hasStock
    ? stock
        .filter((bucket) => bucket.key === 'true' || bucket.key === '1')
        .reduce((sum, bucket) => sum + bucket.count, 0)
    : null;

  const price = isRecord(source.price) ? source.price : {};
  const min = numberOf(price.min);
  const max = numberOf(price.max);
  const priceBounds = min !== null && max !== null ? { min: Math.floor(min), max: Math.ceil(max) } : null;

  const selectedColours = state.selected.colorGroup ?? [];
  const labels = collator(context.language);
  const colours: SearchFacet = {
    key: 'colorGroup',
    options: buckets(source[searchAggregationNames.colorGroup])
      .map((bucket) => ({
        value: bucket.key,
        label: context.colorGroupLabel(bucket.key),
        count: bucket.count,
        selected: selectedColours.includes(bucket.key),
        colorHexCode: null,
      }))
      .sort((a, b) => labels.compare(a.label, b.label)),
  };
  const facets = [colours, ...propertyFacets(source.properties, state, context)]
    .filter((facet) => facet.options.length > 0)
    .sort((a, b) => facetOrder.indexOf(a.key) - facetOrder.indexOf(b.key));
  return { inStockCount, priceBounds, facets };
}
