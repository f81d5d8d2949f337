// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestStore, isFresh, reloadRequests, type RequestStore, useRequest } from './request-store';

let store: RequestStore;
const storageKey = 'requests-test';

beforeEach(() => {
  window.sessionStorage.clear();
  store = createRequestStore({ storageKey });
});
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

/** A fetcher whose answer the test releases. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('request store transitions', () => {
  it('is loading on start, then success with data; invalidate is ready again; purge removes', async () => {
    const answer = deferred<string[]>();
    const running = store.getState().run('products', () => answer.promise);
    expect(store.getState().requests.products).toMatchObject({ status: 'loading', method: 'GET' });
    answer.resolve(['a']);
    expect(await running).toEqual(['a']);
    expect(store.getState().requests.products).toMatchObject({ status: 'success', data: ['a'], error: null });
    store.getState().invalidate('products');
    expect(store.getState().requests.products).toMatchObject({ status: 'ready', data: null });
    store.getState().purge('products');
    expect(store.getState().requests).not.toHaveProperty('products');
  });

  it('fails with the message and no data', async () => {
    expect(await store.getState().run('x', () => Promise.reject(new Error('Timeout')), { method: 'POST' })).toBeNull();
    expect(store.getState().requests.x).toEqual({
      status: 'failed',
      method: 'POST',
      data: null,
      error: 'Timeout',
      expiresAt: null,
    });
  });

  it('shares one call between concurrent runs of a key', async () => {
    const fetcher = vi.fn(() => Promise.resolve(1));
    const [a, b] = await Promise.all([store.getState().run('k', fetcher), store.getState().run('k', fetcher)]);
    expect([a, b]).toEqual([1, 1]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reuses a success without expiry until invalidated', async () => {
    const fetcher = vi.fn(() => Promise.resolve('v'));
    await store.getState().run('k', fetcher);
    await store.getState().run('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await store.getState().run('k', fetcher, { force: true });
    expect(fetcher).toHaveBeenCalledTimes(2);
    store.getState().invalidate('k');
    await store.getState().run('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('reuses a success until its cache expiry', async () => {
    vi.useFakeTimers({ now: 0 });
    const fetcher = vi.fn(() => Promise.resolve('v'));
    await store.getState().run('k', fetcher, { cacheMs: 1000 });
    vi.advanceTimersByTime(999);
    await store.getState().run('k', fetcher, { cacheMs: 1000 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(isFresh(store.getState().requests.k)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isFresh(store.getState().requests.k)).toBe(false);
    await store.getState().run('k', fetcher, { cacheMs: 1000 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('drops the answer of a call started before an invalidation', async () => {
    const answer = deferred<string>();
    const running = store.getState().run('k', () => answer.promise);
    store.getState().invalidate('k');
    answer.resolve('old');
    await running;
    expect(store.getState().requests.k).toMatchObject({ status: 'ready', data: null });
  });

  it('invalidates by key prefix', async () => {
    await store.getState().run('cart:gb:stock', () => Promise.resolve(1));
    await store.getState().run('cart:ie:stock', () => Promise.resolve(2));
    store.getState().invalidatePrefix('cart:gb:');
    expect(store.getState().requests['cart:gb:stock']?.status).toBe('ready');
    expect(store.getState().requests['cart:ie:stock']?.status).toBe('success');
  });
});

describe('request store reload', () => {
  it('persists requests per tab and resets a loading request to ready after a reload', async () => {
    await store.getState().run('done', () => Promise.resolve({ n: 1 }));
    void store.getState().run('pending', () => new Promise(() => undefined));
    const reloaded = createRequestStore({ storageKey });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().requests).toMatchObject({
      done: { status: 'success', data: { n: 1 } },
      pending: { status: 'ready', data: null },
    });
  });

  it('drops malformed stored entries', () => {
    expect(reloadRequests({ requests: { a: { status: 'weird' }, b: 3, c: { status: 'failed', error: 'x' } } })).toEqual(
      {
        c: { status: 'failed', method: 'GET', data: null, error: 'x', expiresAt: null },
      },
    );
    expect(reloadRequests(null)).toEqual({});
  });
});

describe('useRequest', () => {
  it('triggers a GET request on mount and shows its result', async () => {
    const fetcher = vi.fn(() => Promise.resolve(['bike']));
    const { result } = renderHook(() => useRequest('list', fetcher, { store }));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(['bike']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    act(() => result.current.invalidate());
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('does not trigger other methods until run, nor a null key', async () => {
    const fetcher = vi.fn(() => Promise.resolve('ok'));
    const { result } = renderHook(() => useRequest('signup', fetcher, { store, method: 'POST' }));
    renderHook(() => useRequest(null, fetcher, { store }));
    await act(async () => Promise.resolve());
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.status).toBe('ready');
    await act(async () => {
      await result.current.run();
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'ok' });
  });
});
