/**
 * Bike comparison rules, pure (spec sections 3, 4 and 9): the comparison item stored in the
 * browser under `compareItems`, the limit of four, which products are bikes, the shareable
 * address and the side-by-side rows with their differences.
 */
import { isRecord, stringOf } from '../product/guards';
import type { DisplayKey, Product } from '../product/types';

/** Browser storage key of the comparison list (spec section 9). */
export const compareStorageKey = 'compareItems';
/** Most bikes side by side. */
export const compareLimit = 4;
/** Query parameter of the comparison page's shareable address: product ids, comma-separated. */
export const compareIdsParam = 'ids';

/** The spec's comparison item. */
export interface CompareItem {
  objectID: string;
  model: string;
  thumbnail: string | null;
  sku: string;
}

/** A stored item, or null when the entry is not one (storage is outside our control). */
export function asCompareItem(value: unknown): CompareItem | null {
  if (!isRecord(value)) return null;
  const objectID = stringOf(value.objectID);
  const model = stringOf(value.model);
  const sku = stringOf(value.sku);
  if (!objectID || model === null || sku === null) return null;
  return { objectID, model, sku, thumbnail: stringOf(value.thumbnail) };
}

/** The stored list, cleaned: valid items only, each product once, at most the limit. */
export function asCompareItems(value: unknown): CompareItem[] {
  if (!Array.isArray(value)) return [];
  const items: CompareItem[] = [];
  for (const entry of value) {
    const item = asCompareItem(entry);
    if (item && !items.some((known) => known.objectID === item.objectID)) items.push(item);
  }
  return items.slice(0, compareLimit);
}

export type AddResult = 'added' | 'present' | 'limit';

/** Adds an item at the end; refused at the limit, unchanged when present. */
export function addItem(items: readonly CompareItem[], item: CompareItem): { items: CompareItem[]; result: AddResult } {
  if (items.some((known) => known.objectID === item.objectID)) return { items: [...items], result: 'present' };
  if (items.length >= compareLimit) return { items: [...items], result: 'limit' };
  return { items: [...items, item], result: 'added' };
}

/** Display keys that make a product a bike (a frame): only bikes are compared. */
export const bikeKeys: readonly DisplayKey[] = ['attrFrameShape', 'attrFrameSize'];

export function isBike(keys: Iterable<string | null>): boolean {
  for (const key of keys) if (key !== null && (bikeKeys as readonly string[]).includes(key)) return true;
  return false;
}

/** The item of a mapped product (after a refresh from the store-api). */
export function compareItemOf(product: Pick<Product, 'id' | 'name' | 'sku' | 'img' | 'imgThumbnails'>): CompareItem {
  return {
    objectID: product.id,
    model: product.name,
    sku: product.sku,
    thumbnail: product.imgThumbnails[0]?.url ?? product.img,
  };
}

/**
 * The stored list after a refresh by ids: current names, numbers and images, in the stored
 * order; a product the shop no longer returns (deleted, inactive) leaves the list.
 */
export function refreshItems(items: readonly CompareItem[], current: readonly CompareItem[]): CompareItem[] {
  const byId = new Map(current.map((item) => [item.objectID, item]));
  return items.flatMap((item) => {
    const fresh = byId.get(item.objectID);
    return fresh ? [fresh] : [];
  });
}

/** The comparison page's query ('?ids=a,b'), '' without items. */
export function compareQuery(ids: readonly string[]): string {
  return ids.length === 0 ? '' : `?${compareIdsParam}=${ids.map(encodeURIComponent).join(',')}`;
}

/** The ids of a comparison page's query: valid-looking ids, each once, at most the limit. */
export function parseCompareIds(search: string): string[] {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const ids = (params.get(compareIdsParam) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[0-9a-zA-Z_-]{1,64}$/.test(id));
  return [...new Set(ids)].slice(0, compareLimit);
}

export { type CompareRow, compareRows, compareVariantKeys, differs } from './rows';
