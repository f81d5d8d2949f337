// @vitest-environment jsdom
/** Whether a page view has a comparison list, read from the store's storage entry or a bike added here. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compareStorageKey } from '../../lib/compare';

/** A fresh module: "a bike was added on this page" is module state, one page view's. */
const keptList = async () => {
  vi.resetModules();
  return import('./kept-list');
};

const stored = (items: unknown[]) => JSON.stringify({ state: { items }, version: 1 });
const bike = { objectID: 'p1', model: 'Motus', sku: 'RA-1', thumbnail: null };

beforeEach(() => window.localStorage.clear());

describe('kept comparison list', () => {
  it('is there only when storage holds items, as the store writes them', async () => {
    const { hasKeptList } = await keptList();
    expect(hasKeptList()).toBe(false);
    window.localStorage.setItem(compareStorageKey, stored([]));
    expect(hasKeptList()).toBe(false);
    window.localStorage.setItem(compareStorageKey, '{broken');
    expect(hasKeptList()).toBe(false);
    window.localStorage.setItem(compareStorageKey, JSON.stringify({ items: [bike] }));
    expect(hasKeptList()).toBe(false);
    window.localStorage.setItem(compareStorageKey, stored([bike]));
    expect(hasKeptList()).toBe(true);
  });

  it('is there once a bike is added on the page, and says so to subscribers once', async () => {
    const { hasKeptList, noteCompareAdd, subscribeToKeptList } = await keptList();
    const listener = vi.fn();
    const unsubscribe = subscribeToKeptList(listener);
    noteCompareAdd();
    noteCompareAdd();
    expect(hasKeptList()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('follows another tab that changes the stored list, and nothing else', async () => {
    const { subscribeToKeptList } = await keptList();
    const listener = vi.fn();
    const unsubscribe = subscribeToKeptList(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: compareStorageKey }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: compareStorageKey }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
