/**
 * Whether this page view can show a comparison list: the visitor keeps one in storage (this tab's
 * or another's), or a toggle on this page has just added a bike. The panel's code and the list's
 * store load only then (issue 20): most visitors never compare, and every page paid for both.
 *
 * It reads the store's storage entry without the store: zustand's persist middleware writes
 * `{ state: { items }, version }` under the list's key (compare-store.ts).
 */
import { useSyncExternalStore } from 'react';
import { compareStorageKey } from '../../lib/compare';
import { browserStorage } from '../../services/browser-storage';

const listeners = new Set<() => void>();
let addedHere = false;

/** Called by the list's store when a bike is added: the panel then loads on this page. */
export function noteCompareAdd(): void {
  if (addedHere) return;
  addedHere = true;
  for (const listener of listeners) listener();
}

function storedItemCount(): number {
  const text = browserStorage('local').getItem(compareStorageKey) as string | null;
  if (text === null) return 0;
  try {
    const items = (JSON.parse(text) as { state?: { items?: unknown } } | null)?.state?.items;
    return Array.isArray(items) ? items.length : 0;
  } catch {
    // The store drops an unreadable entry when it loads; there is no list to show.
    return 0;
  }
}

export function hasKeptList(): boolean {
  return addedHere || storedItemCount() > 0;
}

/** Calls `listener` when a bike is added on this page or another tab changes the stored list. */
export function subscribeToKeptList(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === compareStorageKey) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => false;

/** `hasKeptList` for a component, kept current; false in the static HTML. */
export function useKeptList(): boolean {
  return useSyncExternalStore(subscribeToKeptList, hasKeptList, serverSnapshot);
}
