import { describe, expect, it } from 'vitest';
import { attribute } from '../product/fixtures';
import type { Product } from '../product/types';
import {
  addItem,
  asCompareItems,
  compareItemOf,
  compareLimit,
  compareQuery,
  compareRows,
  compareStorageKey,
  type CompareItem,
  isBike,
  parseCompareIds,
  refreshItems,
} from './index';

const item = (n: number): CompareItem => ({ objectID: `id${n}`, model: `Bike ${n}`, thumbnail: null, sku: `S${n}` });

describe('comparison list rules', () => {
  it('has the spec key and limit', () => {
    expect(compareStorageKey).toBe('compareItems');
    expect(compareLimit).toBe(4);
  });

  it('adds up to the limit, once per product', () => {
    let items = [item(1), item(2), item(3)];
    expect(addItem(items, item(2)).result).toBe('present');
    ({ items } = addItem(items, item(4)));
    expect(addItem(items, item(5))).toEqual({ items, result: 'limit' });
  });

  it('cleans a stored list', () => {
    expect(asCompareItems([item(1), { objectID: '' }, null, item(1), { ...item(2), thumbnail: 3 }])).toEqual([
      item(1),
      { ...item(2), thumbnail: null },
    ]);
    expect(asCompareItems({})).toEqual([]);
    expect(asCompareItems([1, 2, 3, 4, 5, 6].map(item))).toHaveLength(4);
  });

  it('refreshes in the stored order and drops what the shop no longer has', () => {
    expect(refreshItems([item(1), item(2), item(3)], [{ ...item(3), model: 'New' }, item(1)])).toEqual([
      item(1),
      { ...item(3), model: 'New' },
    ]);
  });

  it('tells bikes by their frame attributes', () => {
    expect(isBike(['attrWheelSize', 'attrFrameSize'])).toBe(true);
    expect(isBike(['attrFrameShape'])).toBe(true);
    expect(isBike(['attrSize', null, 'attrMarketingColor'])).toBe(false);
  });

  it('makes the item of a product from its first thumbnail', () => {
    expect(
      compareItemOf({
        id: 'p',
        name: 'Motus',
        sku: 'RAL1',
        img: 'big.jpg',
        imgThumbnails: [{ id: 't', url: 'small.jpg', width: 400, height: 300 }],
      }),
    ).toEqual({ objectID: 'p', model: 'Motus', sku: 'RAL1', thumbnail: 'small.jpg' });
  });

  it('round-trips the shareable address', () => {
    expect(compareQuery(['a1', 'b2'])).toBe('?ids=a1,b2');
    expect(compareQuery([])).toBe('');
    expect(parseCompareIds('?ids=a1,b2,a1,<x>,,c3,d4,e5')).toEqual(['a1', 'b2', 'c3', 'd4']);
    expect(parseCompareIds('')).toEqual([]);
  });
});

describe('compareRows', () => {
  const product = (id: string, attributes: Parameters<typeof attribute>[0][]): Product =>
    ({ id, attributes: attributes.map(attribute), options: [], variantGroups: [] }) as unknown as Product;

  it('lists technical specification and variant rows any bike has, marking differences', () => {
    const a = product('a', [
      { name: 'Shimano Deore', key: 'attrRearDerailleurDescription', group: 'REARDERAILLEUR' },
      { name: '28"', key: 'attrWheelSize', group: 'Wheel Size' },
    ]);
    const b = product('b', [
      { name: 'Shimano XT', key: 'attrRearDerailleurDescription', group: 'REARDERAILLEUR' },
      { name: '28"', key: 'attrWheelSize', group: 'Wheel Size' },
      { name: 'Bosch CX', key: 'attrEngineDescription', group: 'MOTOR' },
    ]);
    expect(compareRows([a, b])).toEqual([
      { key: 'attrRearDerailleurDescription', values: ['Shimano Deore', 'Shimano XT'], differs: true },
      { key: 'attrEngineDescription', values: ['', 'Bosch CX'], differs: true },
      { key: 'attrWheelSize', values: ['28"', '28"'], differs: false },
    ]);
  });
});
