/**
 * The comparison list (spec sections 3 and 4): at most four bikes, persisted in local storage
 * under `compareItems` (only the items, `partialize`, versioned). The panel toggles open; on
 * first use the list is read from storage and then refreshed from the store-api by ids, once
 * (`initialised`). A stored list that cannot be read (broken JSON, wrong shape) resets to empty.
 * Adding and removing write storage at once and report an analytics event.
 *
 * The store rehydrates on the client only (`skipHydration`), so static HTML and the first client
 * render agree (no list).
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import {
  type AddResult,
  addItem,
  asCompareItems,
  type CompareItem,
  compareStorageKey,
  refreshItems,
} from '../../lib/compare';
import { pushDataLayer } from '../../services/analytics/data-layer';
import { browserStorage } from '../../services/browser-storage';
import { noteCompareAdd } from './kept-list';

export const compareStoreVersion = 1;

/** Reads the current items of stored ids; null when the read failed (the stored list stays). */
export type ReadCompareItems = (ids: string[]) => Promise<CompareItem[] | null>;

export interface CompareData {
  items: CompareItem[];
}

export interface CompareState extends CompareData {
  /** Set once the stored list was read and a refresh started. */
  initialised: boolean;
  open: boolean;
  /** The last add was refused at the limit (the toggle says so until the next change). */
  limitReached: boolean;
  add: (item: CompareItem) => AddResult;
  remove: (objectID: string) => void;
  toggle: (item: CompareItem) => AddResult | 'removed';
  clear: () => void;
  setOpen: (open: boolean) => void;
  /** Reads storage and refreshes the list by ids; does something the first time only. */
  initialise: (read: ReadCompareItems) => Promise<void>;
}

/**
 * Storage that treats an unreadable entry as none and drops it: the list then starts empty and
 * the next change writes a good one.
 */
function tolerantStorage(kind: 'local'): StateStorage {
  const storage = browserStorage(kind);
  return {
    getItem: (name) => {
      const text = storage.getItem(name) as string | null;
      if (text === null) return null;
      try {
        JSON.parse(text);
        return text;
      } catch {
        storage.removeItem(name);
        return null;
      }
    },
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}

/** Stored data of any version in today's shape; anything else is an empty list. */
export function migrateCompare(persisted: unknown): CompareData {
  const items = typeof persisted === 'object' && persisted !== null ? (persisted as { items?: unknown }).items : null;
  return { items: asCompareItems(items) };
}

const track = (action: 'add' | 'remove', changed: readonly CompareItem[], count: number) =>
  pushDataLayer({ event: 'compare', action, products: changed.map((item) => item.model), count });

export const useCompare = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      initialised: false,
      open: false,
      limitReached: false,
      add: (item) => {
        const { items, result } = addItem(get().items, item);
        if (result === 'added') {
          set({ items, limitReached: false });
          noteCompareAdd();
          track('add', [item], items.length);
        } else if (result === 'limit') set({ limitReached: true });
        return result;
      },
      remove: (objectID) => {
        const removed = get().items.filter((item) => item.objectID === objectID);
        if (removed.length === 0) return;
        const items = get().items.filter((item) => item.objectID !== objectID);
        set({ items, limitReached: false, open: get().open && items.length > 0 });
        track('remove', removed, items.length);
      },
      toggle: (item) => {
        if (get().items.some((known) => known.objectID === item.objectID)) {
          get().remove(item.objectID);
          return 'removed';
        }
        return get().add(item);
      },
      clear: () => {
        const removed = get().items;
        if (removed.length === 0) return;
        set({ items: [], limitReached: false, open: false });
        track('remove', removed, 0);
      },
      setOpen: (open) => set({ open }),
      initialise: async (read) => {
        if (get().initialised) return;
        // Local storage is synchronous: the stored list is in the state before the flag is set
        // (every set writes storage, so setting it first would overwrite the stored list).
        const rehydrated = useCompare.persist.rehydrate();
        set({ initialised: true });
        await rehydrated;
        const stored = get().items;
        if (stored.length === 0) return;
        const current = await read(stored.map((item) => item.objectID)).catch(() => null);
        // Items changed meanwhile (an add or remove while the read ran) are kept as they are.
        if (current && get().items === stored) set({ items: refreshItems(stored, current) });
      },
    }),
    {
      name: compareStorageKey,
      version: compareStoreVersion,
      storage: createJSONStorage<CompareData>(() => tolerantStorage('local')),
      partialize: (state): CompareData => ({ items: state.items }),
      migrate: (persisted) => migrateCompare(persisted),
      // Current-version data is checked too: storage is outside our control.
      merge: (persisted, current) => ({ ...current, ...migrateCompare(persisted) }),
      skipHydration: true,
    },
  ),
);

/** Another tab changed the list: read it again (the panel and toggles follow). */
export function rehydrateCompare(): void {
  void useCompare.persist.rehydrate();
}
