// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CompareItem, compareStorageKey } from '../../lib/compare';
import { compareStoreVersion, useCompare } from './compare-store';

const bike = (n: number): CompareItem => ({
  objectID: `id${n}`,
  model: `Bike ${n}`,
  thumbnail: `https://img.test/${n}.jpg`,
  sku: `SKU${n}`,
});
const stored = () => JSON.parse(window.localStorage.getItem(compareStorageKey) ?? 'null') as unknown;
const dataLayer = () => (window as unknown as { dataLayer?: object[] }).dataLayer ?? [];

function reset() {
  useCompare.setState({ items: [], initialised: false, open: false, limitReached: false });
  window.localStorage.clear();
  (window as unknown as { dataLayer?: object[] }).dataLayer = [];
}

beforeEach(reset);
afterEach(reset);

describe('compare store', () => {
  it('keeps at most four bikes and says so at the limit', () => {
    const { add } = useCompare.getState();
    expect([1, 2, 3, 4].map((n) => add(bike(n)))).toEqual(['added', 'added', 'added', 'added']);
    expect(add(bike(1))).toBe('present');
    expect(add(bike(5))).toBe('limit');
    expect(useCompare.getState().limitReached).toBe(true);
    expect(useCompare.getState().items.map((item) => item.objectID)).toEqual(['id1', 'id2', 'id3', 'id4']);
    useCompare.getState().remove('id2');
    expect(useCompare.getState().limitReached).toBe(false);
    expect(useCompare.getState().add(bike(5))).toBe('added');
  });

  it('stores only the items under compareItems, versioned, on every change', () => {
    useCompare.getState().add(bike(1));
    useCompare.getState().setOpen(true);
    expect(stored()).toEqual({ state: { items: [bike(1)] }, version: compareStoreVersion });
    expect(useCompare.getState().toggle(bike(1))).toBe('removed');
    expect(stored()).toEqual({ state: { items: [] }, version: compareStoreVersion });
    // The panel closes with its last bike.
    expect(useCompare.getState().open).toBe(false);
  });

  it('tells the page of its first add, and writes the list as the next page view reads it', async () => {
    vi.resetModules();
    const { useCompare: store } = await import('./compare-store');
    const { subscribeToKeptList } = await import('./kept-list');
    const listener = vi.fn();
    const unsubscribe = subscribeToKeptList(listener);
    store.getState().add(bike(1));
    store.getState().add(bike(2));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    vi.resetModules();
    expect((await import('./kept-list')).hasKeptList()).toBe(true);
  });

  it('reports add and remove with the product names and the count', () => {
    useCompare.getState().add(bike(1));
    useCompare.getState().add(bike(2));
    useCompare.getState().remove('id1');
    useCompare.getState().clear();
    expect(dataLayer()).toEqual([
      { event: 'compare', action: 'add', products: ['Bike 1'], count: 1 },
      { event: 'compare', action: 'add', products: ['Bike 2'], count: 2 },
      { event: 'compare', action: 'remove', products: ['Bike 1'], count: 1 },
      { event: 'compare', action: 'remove', products: ['Bike 2'], count: 0 },
    ]);
  });

  it('loads the stored list, then refreshes it by ids once', async () => {
    window.localStorage.setItem(
      compareStorageKey,
      JSON.stringify({ state: { items: [bike(1), bike(2), bike(3)] }, version: 1 }),
    );
    expect(useCompare.getState().items).toEqual([]);
    const read = vi.fn(async (ids: string[]) => {
      expect(ids).toEqual(['id1', 'id2', 'id3']);
      // Bike 2 is gone from the shop; bike 3 was renamed.
      return [bike(1), { ...bike(3), model: 'Bike 3 (2026)' }];
    });
    await useCompare.getState().initialise(read);
    expect(useCompare.getState().initialised).toBe(true);
    expect(useCompare.getState().items.map((item) => item.model)).toEqual(['Bike 1', 'Bike 3 (2026)']);
    await useCompare.getState().initialise(read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored list when the refresh fails', async () => {
    window.localStorage.setItem(compareStorageKey, JSON.stringify({ state: { items: [bike(1)] }, version: 1 }));
    await useCompare.getState().initialise(async () => null);
    expect(useCompare.getState().items).toEqual([bike(1)]);
    useCompare.setState({ initialised: false });
    await useCompare.getState().initialise(() => Promise.reject(new Error('offline')));
    expect(useCompare.getState().items).toEqual([bike(1)]);
  });

  it('resets to empty when the stored list cannot be read', async () => {
    const read = vi.fn(async () => []);
    window.localStorage.setItem(compareStorageKey, '{not json');
    await useCompare.getState().initialise(read);
    expect(useCompare.getState().items).toEqual([]);
    expect(stored()).toEqual({ state: { items: [] }, version: compareStoreVersion });
    expect(read).not.toHaveBeenCalled();

    useCompare.setState({ initialised: false });
    window.localStorage.setItem(
      compareStorageKey,
      JSON.stringify({ state: { items: [{ objectID: 'x' }, 'junk', bike(1), bike(1)] }, version: 1 }),
    );
    await useCompare.getState().initialise(async () => [bike(1)]);
    expect(useCompare.getState().items).toEqual([bike(1)]);

    useCompare.setState({ initialised: false, items: [] });
    window.localStorage.setItem(compareStorageKey, JSON.stringify({ state: { items: 'nope' }, version: 0 }));
    await useCompare.getState().initialise(read);
    expect(useCompare.getState().items).toEqual([]);
  });
});
