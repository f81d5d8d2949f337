// @vitest-environment jsdom
/** The cart hooks: nothing on the server render, the cart after mount, stock kept current. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../emulators/shopware';
import { localAccessKey } from '../../config/backends';
import { useSessionStore } from '../../services/session/session-store';
import { type CartStore, createCartStore } from './cart-store';
import { useBasketCount, useCart, useCartFailure } from './hooks';

const catalog = generateCatalog({ brands: ['raleigh'] });
const bike = catalog.brands[0]!.products.find(
  (product) => product.parentId !== null && product.active && !product.isCloseout,
)!;
// Orderable but out of stock: the basket shows it as a back order once the stock is read.
const backOrdered = catalog.brands[0]!.products.find(
  (product) => product.parentId !== null && product.active && !product.isCloseout && product.stock <= 0,
)!;
let emulator: RunningCommerceEmulator;
let store: CartStore;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.getState().reset();
  store = createCartStore({
    endpoints: { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } },
  });
});

function Count({ country }: { country: string }) {
  return <span>{useBasketCount(country, store)}</span>;
}

describe('cart hooks', () => {
  it('render the empty cart on the server (no call, count 0)', () => {
    expect(renderToString(<Count country="gb" />)).toBe('<span>0</span>');
    expect(store.getState().carts).toEqual({});
  });

  it('useBasketCount makes no call and no session for a visitor without one, and follows the first add', async () => {
    const { result } = renderHook(() => useBasketCount('gb', store));
    await waitFor(() => expect(store.getState().country).toBe('gb'));
    expect(result.current).toBe(0);
    expect(store.getState().carts.gb?.status ?? 'idle').toBe('idle');
    expect(useSessionStore.getState().getContextToken('gb')).toBeUndefined();
    await act(async () => {
      await store.getState().add({ productId: bike.id, quantity: 2 });
    });
    expect(result.current).toBe(2);
    // The token went to local storage: a reload keeps the basket.
    expect(window.localStorage.getItem('shopwareSession')).toContain(useSessionStore.getState().getContextToken('gb'));
  });

  it('useBasketCount reads the basket of a stored session after mount', async () => {
    store.getState().setCountry('gb');
    await store.getState().add({ productId: bike.id, quantity: 3 });
    const token = useSessionStore.getState().getContextToken('gb');
    const fresh = createCartStore({
      endpoints: { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } },
    });
    const { result } = renderHook(() => useBasketCount('gb', fresh));
    expect(result.current).toBe(0);
    await waitFor(() => expect(result.current).toBe(3));
    expect(useSessionStore.getState().getContextToken('gb')).toBe(token);
  });

  it('useCart gives the basket with stock problems, reads stock again after each change, and the actions', async () => {
    const { result } = renderHook(() => useCart({ country: 'gb', withStock: true, withFreeProducts: true, store }));
    expect(result.current).toMatchObject({ basket: null, itemCount: 0 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => {
      await result.current.add({ productId: backOrdered.id, quantity: 1 });
    });
    await waitFor(() => expect(result.current.stock?.entries.map((entry) => entry.quantity)).toEqual([1]));
    expect(result.current.basket?.lineItems[0]?.stockProblems).toEqual([{ kind: 'backorder' }]);
    await waitFor(() => expect(result.current.freeProducts).not.toBeNull());
    const line = result.current.basket!.lineItems[0]!;
    await act(async () => {
      await result.current.updateQuantity(line.id, 4);
    });
    await waitFor(() => expect(result.current.stock?.entries.map((entry) => entry.quantity)).toEqual([4]));
    expect(result.current.itemCount).toBe(4);
    expect(result.current.country).toBe('gb');
  });

  it('useCart shows a visitor without a session the empty basket and opens none, for stock and the check neither', async () => {
    const { result } = renderHook(() =>
      useCart({ country: 'gb', currency: 'GBP', withStock: true, withFreeProducts: true, store }),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ itemCount: 0, failure: null, stock: null, freeProducts: null });
    expect(result.current.basket?.lineItems).toEqual([]);
    // A side read started by the render queues before this read; any call would store a token.
    await act(async () => {
      await store.getState().getCart({ force: true });
    });
    expect(useSessionStore.getState().getContextToken('gb')).toBeUndefined();
    expect(window.localStorage.getItem('shopwareSession') ?? '').not.toMatch(/"token"/);
  });

  it('useCart asks again for stock and the check when a change drops a read that was waiting behind it', async () => {
    store.getState().setCountry('gb');
    await store.getState().add({ productId: bike.id, quantity: 1 });
    const { result } = renderHook(() => useCart({ country: 'gb', withStock: true, withFreeProducts: true, store }));
    await waitFor(() => expect(result.current.freeProducts).not.toBeNull());
    let adding: Promise<unknown> = Promise.resolve();
    // The reads the hook starts now queue behind the add, whose answer then drops them.
    act(() => {
      adding = store.getState().add({ productId: bike.id, quantity: 1 });
      store.getState().invalidate('gb');
    });
    await act(async () => {
      await adding;
    });
    await waitFor(() => expect(result.current.freeProducts).not.toBeNull());
    await waitFor(() => expect(result.current.stock?.entries.map((entry) => entry.quantity)).toEqual([2]));
  });

  it('useCartFailure exposes the failure and retries', async () => {
    const { result } = renderHook(() => ({ cart: useCart({ country: 'gb', store }), failure: useCartFailure(store) }));
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    emulator.faults.rate5xx = 1;
    await act(async () => {
      await result.current.cart.add({ productId: bike.id, quantity: 1 });
    });
    emulator.faults.rate5xx = 0;
    expect(result.current.failure.failure?.action.kind).toBe('add');
    await act(async () => {
      await result.current.failure.retry();
    });
    expect(result.current.failure.failure).toBeNull();
    expect(result.current.cart.itemCount).toBe(1);
  });
});
