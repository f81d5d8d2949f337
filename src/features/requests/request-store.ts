/**
 * The generic request store of spec section 4: the status of any remote request by key, for
 * features that only need "load this and tell me how it went" (product lists by ids, methods
 * lists, stock of a product ...).
 *
 * A request is `ready` until it starts, `loading` while it runs, then `success` (with its data)
 * or `failed` (with the message, no data); `invalidate` puts it back to `ready`, `purge` removes
 * it. A successful answer is reused until its cache expiry (none when unset: kept until
 * invalidated); concurrent runs of one key share one call. GET requests trigger by default when
 * a component uses them (`useRequest`), others only when called.
 *
 * Persisted per tab in session storage; after a reload a request that was `loading` (its call
 * died with the page) is `ready` again. Rehydrated on the client only.
 */
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserStorage } from '../../services/browser-storage';

export type RequestStatus = 'ready' | 'loading' | 'success' | 'failed';
export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestEntry<T = unknown> {
  status: RequestStatus;
  method: RequestMethod;
  data: T | null;
  /** The failure's message (errors[0].detail, 'Timeout' ...), null unless failed. */
  error: string | null;
  /** Epoch ms after which a success is stale; null: no expiry. */
  expiresAt: number | null;
}

export interface RunOptions {
  method?: RequestMethod;
  /** How long a success is reused, in ms; unset: until invalidated. */
  cacheMs?: number;
  /** Calls even when a fresh success is cached. */
  force?: boolean;
}

export interface RequestStoreState {
  requests: Record<string, RequestEntry>;
  start: (key: string, method?: RequestMethod) => void;
  succeed: (key: string, data: unknown, cacheMs?: number) => void;
  fail: (key: string, message: string) => void;
  /** Back to ready (the data is dropped; the next use calls again). */
  invalidate: (key: string) => void;
  /** Invalidates every request whose key starts with the prefix (e.g. 'cart:gb:'). */
  invalidatePrefix: (prefix: string) => void;
  purge: (key: string) => void;
  /**
   * Runs the request unless a fresh success is cached (then its data) or it is already running
   * (then that call's result). Resolves with the data, or null when the call failed.
   */
  run: <T>(key: string, fetcher: () => Promise<T>, options?: RunOptions) => Promise<T | null>;
}

export const requestStoreKey = 'requests';
export const requestStoreVersion = 1;

const statuses: readonly RequestStatus[] = ['ready', 'loading', 'success', 'failed'];
const methods: readonly RequestMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A success past its expiry counts as not loaded. */
export function isFresh(entry: RequestEntry | undefined, now = Date.now()): boolean {
  return entry?.status === 'success' && (entry.expiresAt === null || now < entry.expiresAt);
}

/**
 * Stored requests in today's shape. A request that was loading when the page went is ready
 * again (its call is gone); malformed entries are dropped.
 */
export function reloadRequests(persisted: unknown): Record<string, RequestEntry> {
  const requests = isRecord(persisted) && isRecord(persisted.requests) ? persisted.requests : {};
  const result: Record<string, RequestEntry> = {};
  for (const [key, value] of Object.entries(requests)) {
    if (!isRecord(value)) continue;
    const status = statuses.find((entry) => entry === value.status);
    const method = methods.find((entry) => entry === value.method) ?? 'GET';
    if (!status) continue;
    result[key] = {
      status: status === 'loading' ? 'ready' : status,
      method,
      data: status === 'success' ? (value.data ?? null) : null,
      error: status === 'failed' && typeof value.error === 'string' ? value.error : null,
      expiresAt: typeof value.expiresAt === 'number' ? value.expiresAt : null,
    };
  }
  return result;
}

const entryOf = (method: RequestMethod): RequestEntry => ({
  status: 'ready',
  method,
  data: null,
  error: null,
  expiresAt: null,
});

export function createRequestStore(options: { storageKey?: string } = {}) {
  // Calls in flight by key: client-only (run is never called during server rendering).
  const inFlight = new Map<string, Promise<unknown>>();
  // Bumped by invalidate and purge, so the answer of a call started before does not land.
  const generation = new Map<string, number>();
  const bump = (key: string) => generation.set(key, (generation.get(key) ?? 0) + 1);

  return create<RequestStoreState>()(
    persist(
      (set, get) => {
        const update = (key: string, change: (entry: RequestEntry) => Partial<RequestEntry>) =>
          set((state) => {
            const entry = state.requests[key] ?? entryOf('GET');
            return { requests: { ...state.requests, [key]: { ...entry, ...change(entry) } } };
          });
        const without = (keys: (key: string) => boolean) =>
          set((state) => ({
            requests: Object.fromEntries(Object.entries(state.requests).filter(([key]) => !keys(key))),
          }));
        return {
          requests: {},
          start: (key, method = 'GET') => update(key, () => ({ status: 'loading', method, error: null })),
          succeed: (key, data, cacheMs) =>
            update(key, () => ({
              status: 'success',
              data,
              error: null,
              expiresAt: cacheMs === undefined ? null : Date.now() + cacheMs,
            })),
          fail: (key, message) =>
            update(key, () => ({ status: 'failed', data: null, error: message, expiresAt: null })),
          invalidate: (key) => {
            bump(key);
            inFlight.delete(key);
            if (get().requests[key]) update(key, (entry) => ({ ...entryOf(entry.method) }));
          },
          invalidatePrefix: (prefix) => {
            for (const key of Object.keys(get().requests)) if (key.startsWith(prefix)) get().invalidate(key);
          },
          purge: (key) => {
            bump(key);
            inFlight.delete(key);
            without((entry) => entry === key);
          },
          run: async <T>(key: string, fetcher: () => Promise<T>, runOptions: RunOptions = {}): Promise<T | null> => {
            const entry = get().requests[key];
            if (!runOptions.force && isFresh(entry)) return entry?.data as T;
            const running = inFlight.get(key);
            if (running && !runOptions.force) return running as Promise<T | null>;
            const started = generation.get(key) ?? 0;
            const current = () => (generation.get(key) ?? 0) === started;
            get().start(key, runOptions.method ?? 'GET');
            const call = (async () => {
              try {
                const data = await fetcher();
                if (current()) get().succeed(key, data, runOptions.cacheMs);
                return data;
              } catch (error) {
                if (current()) get().fail(key, error instanceof Error ? error.message : String(error));
                return null;
              }
            })();
            inFlight.set(key, call);
            void call.then(() => {
              if (inFlight.get(key) === call) inFlight.delete(key);
            });
            return call;
          },
        };
      },
      {
        name: options.storageKey ?? requestStoreKey,
        version: requestStoreVersion,
        storage: createJSONStorage(() => browserStorage('session')),
        partialize: (state) => ({ requests: state.requests }),
        migrate: (persisted) => ({ requests: reloadRequests(persisted) }),
        merge: (persisted, current) =>
          persisted === undefined ? current : { ...current, requests: reloadRequests(persisted) },
        skipHydration: true,
      },
    ),
  );
}

export type RequestStore = ReturnType<typeof createRequestStore>;

/** The app's request store. */
export const useRequestStore = createRequestStore();

export interface UseRequestOptions {
  method?: RequestMethod;
  /** Run when the component mounts and whenever the request is ready again; default: GET only. */
  trigger?: boolean;
  cacheMs?: number;
  store?: RequestStore;
}

export interface UseRequestResult<T> {
  status: RequestStatus;
  data: T | null;
  error: string | null;
  /** Runs the request now (also a non-GET one), reusing a fresh success unless forced. */
  run: (force?: boolean) => Promise<T | null>;
  invalidate: () => void;
}

/**
 * A request's status in a component. `key` null means "nothing to ask yet". The fetcher calls a
 * service; it is read when the request runs, so it may change between renders.
 */
export function useRequest<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  options: UseRequestOptions = {},
): UseRequestResult<T> {
  const store = options.store ?? useRequestStore;
  const method = options.method ?? 'GET';
  const trigger = options.trigger ?? method === 'GET';
  const { cacheMs } = options;
  const entry = store((state) => (key ? state.requests[key] : undefined));
  const run = useCallback(
    (force = false) =>
      key
        ? store.getState().run(key, fetcher, { method, force, ...(cacheMs === undefined ? {} : { cacheMs }) })
        : Promise.resolve(null),
    // The fetcher is read at call time; a new function each render must not re-run the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, method, cacheMs, store],
  );
  const needsRun =
    Boolean(key) && trigger && !isFresh(entry) && entry?.status !== 'loading' && entry?.status !== 'failed';
  useEffect(() => {
    if (!needsRun) return;
    void (async () => {
      if (!store.persist.hasHydrated()) await store.persist.rehydrate();
      if (!isFresh(key ? store.getState().requests[key] : undefined)) await run();
    })();
  }, [needsRun, run, store, key]);
  return {
    status: entry?.status ?? 'ready',
    data: (entry?.data as T | null | undefined) ?? null,
    error: entry?.error ?? null,
    run,
    invalidate: () => {
      if (key) store.getState().invalidate(key);
    },
  };
}
