/**
 * The browser storage the persisted zustand stores write to. On the server, and in browsers
 * that refuse storage (reading `window.localStorage` throws there), a storage that keeps
 * nothing: the state then lives for one page view.
 */
import type { StateStorage } from 'zustand/middleware';

const noStorage: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

export function browserStorage(kind: 'local' | 'session'): StateStorage {
  try {
    if (typeof window === 'undefined') return noStorage;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return noStorage;
  }
}
