/** Cart store transitions against the commerce emulator (started in-process on a free port). */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateCatalog } from '../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../emulators/shopware';
import { StoreApiSession } from '../../../emulators/shopware/testing';
import { localAccessKey } from '../../config/backends';
import { useSessionStore } from '../../services/session/session-store';
import { cartCacheMs, type CartStore, createCartStore, selectCountryCart, selectItemCount } from './cart-store';

const catalog = generateCatalog({ brands: ['raleigh'] });
const variants = catalog.brands[0]!.products.filter(
  (product) => product.parentId !== null && product.active && !product.isCloseout,
);
const bike = variants[0]!;
const other = variants.find((product) => product.parentId !== bike.parentId)!;
const third = variants.find((product) => product.parentId !== bike.parentId && product.parentId !== other.parentId)!;
let emulator: RunningCommerceEmulator;
let endpoints: Record<string, { baseUrl: string; accessKey: string }>;
let store: CartStore;

const state = () => store.getState();
const cart = () => selectCountryCart(state());
const session = () => useSessionStore.getState();

/** A second client of the same session, changing the cart behind the store's back. */
function sideChannel(country: string) {
  const side = new StoreApiSession(`${emulator.url}/store-api`, localAccessKey('raleigh', country));
  side.token = session().getContextToken(country) ?? null;
  return side;
}

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
  endpoints = {
    gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') },
    ie: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'ie') },
  };
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(() => {
  session().reset();
  store = createCartStore({ endpoints, timeoutMs: 2000 });
});
afterEach(() => {
  Object.assign(emulator.faults, { rate429: 0, rate5xx: 0, latencyMs: 0 });
  vi.useRealTimers();
});

describe('cart store: init and get', () => {
  it('starts idle, then init reads the (empty) cart and keeps the new context token per country', async () => {
    expect(cart()).toMatchObject({ basket: null, status: 'idle', failure: null });
    const basket = await state().init('gb');
    expect(state().country).toBe('gb');
    expect(basket?.lineItems).toEqual([]);
    expect(cart()).toMatchObject({ status: 'ready', pending: 0 });
    expect(session().getContextToken('gb')).toMatch(/^\w{32}$/);
    expect(session().getContextToken('gb')).toBe(basket?.token);
  });

  it('knows the empty basket of a visitor without a session, in the channel currency, without a call', async () => {
    // Every call fails now: the read can only succeed without one.
    emulator.faults.rate5xx = 1;
    const basket = await state().init('gb', 'GBP');
    expect(basket).toMatchObject({ token: null, currency: 'GBP', lineItems: [], totals: { total: 0 } });
    expect(cart()).toMatchObject({ status: 'ready', failure: null, pending: 0 });
    expect(session().getContextToken('gb')).toBeUndefined();
    emulator.faults.rate5xx = 0;
    // The first change opens the session; from then on a read asks the backend.
    const added = await state().add({ productId: bike.id, quantity: 1 });
    expect(session().getContextToken('gb')).toBe(added?.token);
    await sideChannel('gb').call('POST', '/checkout/cart/line-item', {
      items: [{ id: other.id, referencedId: other.id, type: 'product', quantity: 1 }],
    });
    const read = await state().getCart({ force: true });
    expect(read?.lineItems.map((line) => line.referencedId).sort()).toEqual([bike.id, other.id].sort());
  });

  it('reuses the cart for 500 ms; concurrent reads share one call', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-01T10:00:00Z') });
    const first = await state().init('gb');
    vi.setSystemTime(Date.now() + cartCacheMs);
    const [a, b] = await Promise.all([state().getCart(), state().getCart()]);
    expect(a).not.toBe(first);
    expect(a).toBe(b);
    // A change the store does not know about shows only once the cache has expired.
    await sideChannel('gb').call('POST', '/checkout/cart/line-item', {
      items: [{ id: bike.id, referencedId: bike.id, type: 'product', quantity: 1 }],
    });
    vi.setSystemTime(Date.now() + cartCacheMs - 1);
    expect((await state().getCart())?.lineItems).toEqual([]);
    expect(await state().getCart()).toBe(a);
    vi.setSystemTime(Date.now() + 1);
    expect((await state().getCart())?.lineItems.map((line) => line.referencedId)).toEqual([bike.id]);
  });
});

describe('cart store: changes', () => {
  it('adds, applies a promotion, updates and removes; the item count follows', async () => {
    await state().init('gb');
    let basket = await state().add({ productId: bike.id, quantity: 1 });
    expect(basket?.lineItems.map((line) => [line.referencedId, line.quantity])).toEqual([[bike.id, 1]]);
    basket = await state().add([
      { productId: bike.id, quantity: 1 },
      { productId: other.id, quantity: 2 },
    ]);
    expect(selectItemCount(state())).toBe(4);
    basket = await state().addPromotion('WELCOME10');
    expect(basket?.promotions.map((promotion) => promotion.code)).toEqual(['WELCOME10']);
    const line = basket!.lineItems.find((entry) => entry.referencedId === bike.id)!;
    basket = await state().updateQuantity(line.id, 5);
    expect(basket?.lineItems.find((entry) => entry.id === line.id)?.quantity).toBe(5);
    expect(selectItemCount(state())).toBe(7);
    basket = await state().remove(line.id);
    expect(basket?.lineItems.map((entry) => entry.referencedId)).toEqual([other.id]);
    const otherLine = basket!.lineItems[0]!;
    basket = await state().updateQuantity(otherLine.id, 0);
    expect(basket?.lineItems).toEqual([]);
    expect(selectItemCount(state())).toBe(0);
    expect(cart()).toMatchObject({ status: 'ready', pending: 0, failure: null });
  });

  it('every change invalidates the cached cart and the cart stock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-01T10:00:00Z') });
    await state().init('gb');
    await state().add({ productId: bike.id, quantity: 1 });
    const stock = await state().loadStock();
    expect(stock?.entries.map((entry) => entry.quantity)).toEqual([1]);
    expect(cart().stock).toBe(stock);
    expect(await state().loadStock()).toBe(stock);
    const freeProducts = await state().loadFreeProducts();
    expect(freeProducts).not.toBeNull();
    expect(cart().freeProducts).toBe(freeProducts);

    const read = await state().getCart();
    await state().add({ productId: bike.id, quantity: 2 });
    expect(cart()).toMatchObject({ stock: null, freeProducts: null });
    expect((await state().loadStock())?.entries.map((entry) => entry.quantity)).toEqual([3]);
    // The cached cart is gone too: a read within 500 ms of the last one calls again.
    const after = await state().getCart();
    expect(after).not.toBe(read);
    expect(after?.lineItems[0]?.quantity).toBe(3);
  });

  it('two quick adds both land, also on a brand-new session (one token for both)', async () => {
    state().setCountry('gb');
    const [first, second] = await Promise.all([
      state().add({ productId: bike.id, quantity: 1 }),
      state().add({ productId: other.id, quantity: 1 }),
    ]);
    expect(first?.lineItems).toHaveLength(1);
    expect(second?.lineItems.map((line) => line.referencedId)).toEqual([bike.id, other.id]);
    expect(cart().basket).toBe(second);
    const fresh = await state().getCart({ force: true });
    expect(fresh?.lineItems.map((line) => line.referencedId)).toEqual([bike.id, other.id]);
    expect(fresh?.token).toBe(session().getContextToken('gb'));
  });

  it('a change while a read is running never loses the change', async () => {
    await state().init('gb');
    const [, added, readAfter] = await Promise.all([
      state().getCart({ force: true }),
      state().add({ productId: third.id, quantity: 1 }),
      state().getCart(),
    ]);
    expect(added?.lineItems).toHaveLength(1);
    expect(cart().basket?.lineItems).toHaveLength(1);
    expect(readAfter?.lineItems).toHaveLength(1);
  });
});

describe('cart store: failures (issue 5 point 6)', () => {
  it('a failed add keeps the basket, exposes the failure, and a retry after recovery succeeds', async () => {
    await state().init('gb');
    const before = await state().add({ productId: bike.id, quantity: 1 });
    emulator.faults.rate5xx = 1;
    expect(await state().add({ productId: other.id, quantity: 1 })).toBeNull();
    expect(cart().basket).toBe(before);
    expect(cart()).toMatchObject({
      status: 'failed',
      failure: { action: { kind: 'add', items: [{ productId: other.id, quantity: 1 }] }, status: 503 },
    });
    expect(cart().failure?.message).toMatch(/./);
    // A failed read while the backend is down keeps the basket too.
    expect(await state().getCart({ force: true })).toBeNull();
    expect(cart().basket).toBe(before);
    expect(cart().failure?.action).toEqual({ kind: 'load' });

    emulator.faults.rate5xx = 0;
    await state().add({ productId: other.id, quantity: 1 });
    expect(cart()).toMatchObject({ status: 'ready', failure: null });
    expect(cart().basket?.lineItems.map((line) => line.referencedId)).toEqual([bike.id, other.id]);
  });

  it('retry runs the failed action again', async () => {
    await state().init('gb');
    emulator.faults.rate5xx = 1;
    await state().add({ productId: bike.id, quantity: 2 });
    expect(cart().basket?.lineItems).toEqual([]);
    emulator.faults.rate5xx = 0;
    const basket = await state().retry();
    expect(basket?.lineItems.map((line) => [line.referencedId, line.quantity])).toEqual([[bike.id, 2]]);
    expect(cart().failure).toBeNull();
    expect(await state().retry()).toBeNull();
  });

  it('reports a request over its time limit as "Timeout", and the message of the backend otherwise', async () => {
    store = createCartStore({ endpoints, timeoutMs: 100 });
    await state().init('gb');
    emulator.faults.latencyMs = 400;
    expect(await state().add({ productId: bike.id, quantity: 1 })).toBeNull();
    expect(cart().failure).toMatchObject({ message: 'Timeout', status: null });
    emulator.faults.latencyMs = 0;
    expect(await state().updateQuantity('no-such-line', 2)).toBeNull();
    expect(cart().failure?.message).toContain('no-such-line');
    state().dismissFailure();
    expect(cart()).toMatchObject({ failure: null, status: 'ready' });
  });

  it('a retry after a timed-out add that the backend carried out later reads the basket and adds nothing twice', async () => {
    // The client gives up after 2 s, the backend answers after 5 s: wide margins, so that on a busy
    // machine the add still reaches the backend before the client gives up (with 100 ms it did not).
    store = createCartStore({ endpoints, timeoutMs: 2_000 });
    await state().init('gb');
    emulator.faults.rules = [
      { scope: { path: '/checkout/cart/line-item$' }, rate429: 0, rate5xx: 0, latencyMs: 5_000 },
    ];
    expect(await state().add({ productId: bike.id, quantity: 1 })).toBeNull();
    expect(cart().failure).toMatchObject({ message: 'Timeout', status: null });
    delete emulator.faults.rules;
    // The backend finishes the add after the client gave up.
    await vi.waitFor(
      async () => {
        const answer = await sideChannel('gb').call('GET', '/checkout/cart');
        expect((answer.body as { lineItems: unknown[] }).lineItems).toHaveLength(1);
      },
      { timeout: 20_000, interval: 100 },
    );
    const basket = await state().retry();
    expect(basket?.lineItems.map((line) => [line.referencedId, line.quantity])).toEqual([[bike.id, 1]]);
    expect(cart()).toMatchObject({ status: 'ready', failure: null });
  }, 60_000);

  it('a retry after a timed-out removal that did not land runs it again', async () => {
    await state().init('gb');
    const added = await state().add({ productId: bike.id, quantity: 1 });
    const lineId = added!.lineItems[0]!.id;
    store.setState((current) => ({
      carts: {
        ...current.carts,
        gb: {
          ...current.carts.gb!,
          status: 'failed',
          failure: { action: { kind: 'remove', lineItemId: lineId }, message: 'Timeout', status: null },
        },
      },
    }));
    const basket = await state().retry();
    expect(basket?.lineItems).toEqual([]);
    expect(cart().failure).toBeNull();
  });

  it('a country without commerce configuration fails like a call, with the spec message, and rejects nothing', async () => {
    expect(await state().init('xx')).toBeNull();
    expect(state().carts.xx).toMatchObject({
      status: 'failed',
      basket: null,
      failure: { action: { kind: 'load' }, message: 'Unable to find shopware token for country xx!' },
    });
  });
});

describe('cart store: countries', () => {
  it('keeps a separate basket per country and re-reads a country when it is selected again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-01T10:00:00Z') });
    await state().init('gb');
    await state().add({ productId: bike.id, quantity: 1 });
    const ie = await state().init('ie');
    expect(ie?.lineItems).toEqual([]);
    expect(selectItemCount(state())).toBe(0);
    expect(session().getContextToken('ie')).not.toBe(session().getContextToken('gb'));
    await state().add({ productId: other.id, quantity: 3 });

    // Meanwhile the gb cart changes elsewhere (another tab); selecting gb again must not show the cache.
    await sideChannel('gb').call('POST', '/checkout/cart/line-item', {
      items: [{ id: third.id, referencedId: third.id, type: 'product', quantity: 1 }],
    });
    const gb = await state().init('gb');
    expect(gb?.lineItems.map((line) => line.referencedId)).toEqual([bike.id, third.id]);
    expect(state().carts.ie?.basket?.lineItems.map((line) => line.quantity)).toEqual([3]);
  });

  it('invalidate forgets a country’s caches (checkout after registering or ordering)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-01T10:00:00Z') });
    const read = await state().init('gb');
    state().invalidate();
    expect(await state().getCart()).not.toBe(read);
  });

  it('does nothing without a selected country', async () => {
    expect(await state().add({ productId: bike.id, quantity: 1 })).toBeNull();
    expect(await state().getCart()).toBeNull();
    expect(await state().loadStock()).toBeNull();
    expect(state().carts).toEqual({});
  });
});
