/**
 * The basket (spec sections 4 and 7, issue 5 points 1 and 6): one cart per country, since the
 * store-api context token, and with it the cart, belongs to one sales channel.
 *
 * - `getCart` reads the cart and keeps it for 500 ms: repeated or concurrent reads in that time
 *   share one call. `init(country)` selects the country and reads its cart.
 * - `add`, `addPromotion`, `updateQuantity` and `remove` change the cart; each invalidates the
 *   cached cart, the cart stock and the free-goods check (the answer of the change becomes the
 *   basket). Selecting another country invalidates that country's caches.
 * - Calls of one country run one after another (a queue), so two quick adds both land, in order,
 *   and a read never overtakes a change; the first call of a new session fetches the context
 *   token every later call sends.
 * - A failed call leaves the last good basket as it was (a transient failure never drops a line
 *   item) and records the failure (message for the banner, and the action); `retry` runs that
 *   action again, after a timeout only when a fresh read of the basket does not show it.
 * - Without a session in the country the basket is empty, as every new session's cart is: once
 *   `init` has the channel's currency, a read answers that without a call; the first change opens
 *   the session.
 *
 * Only the session store persists (the token); the basket itself is read from the backend on
 * every page, so nothing here is stored in the browser.
 */
import { create } from 'zustand';
// Not the library's index: it would load the store-api mapping with every page's mini-basket.
import { basketItemCount, emptyBasket } from '../../lib/cart/basket-figures';
import { type BasketChange, changeShows } from '../../lib/cart/retry';
import type { Basket, CartStock, FreeProductPromotion, ProductToAdd } from '../../lib/cart/types';
import { CommerceError } from '../../services/shopware/failure';
import type { ShopApi } from '../../services/shopware/shop-api';
import { type SessionApiOptions, sessionShopApi } from '../../services/session/session-api';
import { ensureSessionHydrated, useSessionStore } from '../../services/session/session-store';

/** Spec section 9: cart cache 500 ms. */
export const cartCacheMs = 500;

/** What a call did; `retry` repeats it. */
export type CartAction = { kind: 'load' } | BasketChange;

export interface CartFailure {
  action: CartAction;
  /** The backend's errors[0].detail, or 'Timeout'. */
  message: string;
  /** HTTP status, null when no answer came. */
  status: number | null;
}

/** idle: not read yet; loading: a call runs; ready: the last call succeeded; failed: it did not. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CountryCart {
  /** The last basket the backend answered; null until the first answer. */
  basket: Basket | null;
  /** Cart stock (`/stock/cart`), null when not read or invalidated by a change. */
  stock: CartStock | null;
  /** Free-goods promotions (`/checkout/cart/check`), null when not read or invalidated. */
  freeProducts: FreeProductPromotion[] | null;
  status: CartStatus;
  /** Calls waiting or running (buttons can show progress). */
  pending: number;
  failure: CartFailure | null;
  /**
   * Counts the times stock and the check were dropped. A side read that was running when a
   * change dropped them is discarded, and stock may already have been null; readers watch this
   * count to ask again, or they would wait for an answer that never comes.
   */
  sideReadsDropped: number;
}

export interface CartState {
  /** The country whose cart the actions work on; null until a page selects one. */
  country: string | null;
  carts: Record<string, CountryCart>;
  /** Selects the country; a change invalidates its cached cart, stock and check. */
  setCountry: (country: string) => void;
  /**
   * Selects the country and reads its cart (cached 500 ms). With the channel's currency, the
   * empty basket of a visitor without a session needs no call.
   */
  init: (country: string, currency?: string) => Promise<Basket | null>;
  /**
   * The cart of the selected country: the cached one within 500 ms, else a call (none for a
   * visitor without a session once `init` named the currency); null on failure.
   */
  getCart: (options?: { force?: boolean }) => Promise<Basket | null>;
  /** Adds products (quantities of one product add up); null on failure. */
  add: (items: ProductToAdd | readonly ProductToAdd[]) => Promise<Basket | null>;
  addPromotion: (code: string) => Promise<Basket | null>;
  /** Sets a line's quantity (0 removes it). */
  updateQuantity: (lineItemId: string, quantity: number) => Promise<Basket | null>;
  remove: (lineItemId: string) => Promise<Basket | null>;
  /** Cart stock of the selected country (read once per cart state). */
  loadStock: (options?: { force?: boolean }) => Promise<CartStock | null>;
  /** Free-goods promotions and whether the cart qualifies (read once per cart state). */
  loadFreeProducts: (options?: { force?: boolean }) => Promise<FreeProductPromotion[] | null>;
  /** Runs the failed action of the selected country again. */
  retry: () => Promise<Basket | null>;
  dismissFailure: () => void;
  /**
   * Forgets the cached cart, stock and check of a country (default: the selected one), e.g.
   * after the checkout registered a customer or placed an order.
   */
  invalidate: (country?: string) => void;
  /** Back to nothing (tests, sign-out). */
  reset: () => void;
}

/** Endpoints per country (the build's runtime configuration by default) and the time limit of a call. */
export type CartStoreOptions = SessionApiOptions;

export const emptyCountryCart: CountryCart = {
  basket: null,
  stock: null,
  freeProducts: null,
  status: 'idle',
  pending: 0,
  failure: null,
  sideReadsDropped: 0,
};

/** Bookkeeping per country that is not state: the queue and the cache times. */
interface CountryRuntime {
  queue: Promise<unknown>;
  /** The channel's currency, once a page named it (`init`). */
  currency?: string;
  cartReadAt: number | null;
  cartRead: Promise<Basket | null> | null;
  stockRead: Promise<CartStock | null> | null;
  checkRead: Promise<FreeProductPromotion[] | null> | null;
}

/**
 * The basket of a visitor without a session in the country: empty, as every new session's cart
 * is. Known without a call when the page names the channel's currency, so a visitor who never
 * added anything loads no store-api client and opens no session, on the basket page neither
 * (issue 20): a session opened only to read an empty cart would make every later page read it
 * again for the header's count. Asked after the stored session is read.
 */
function sessionlessBasket(country: string, currency: string | undefined): Basket | null {
  return currency && !useSessionStore.getState().getContextToken(country) ? emptyBasket(currency) : null;
}

export function createCartStore(options: CartStoreOptions = {}) {
  // Client-only: actions are called from effects and handlers, never while rendering on the server.
  const runtimes = new Map<string, CountryRuntime>();
  const runtime = (country: string): CountryRuntime => {
    let entry = runtimes.get(country);
    if (!entry) {
      entry = { queue: Promise.resolve(), cartReadAt: null, cartRead: null, stockRead: null, checkRead: null };
      runtimes.set(country, entry);
    }
    return entry;
  };

  const apiFor = (country: string): Promise<ShopApi> => sessionShopApi(country, options);

  /** Runs a task after the country's earlier calls; its failure does not stop the queue. */
  const enqueue = <T>(country: string, task: () => Promise<T>): Promise<T> => {
    const entry = runtime(country);
    const result = entry.queue.then(task, task);
    entry.queue = result.catch(() => undefined);
    return result;
  };

  return create<CartState>()((set, get) => {
    const patch = (country: string, change: (cart: CountryCart) => Partial<CountryCart>) =>
      set((state) => {
        const cart = state.carts[country] ?? emptyCountryCart;
        return { carts: { ...state.carts, [country]: { ...cart, ...change(cart) } } };
      });

    const invalidateCaches = (country: string) => {
      const entry = runtime(country);
      entry.cartReadAt = null;
      entry.stockRead = null;
      entry.checkRead = null;
      patch(country, (cart) => ({ stock: null, freeProducts: null, sideReadsDropped: cart.sideReadsDropped + 1 }));
    };

    /**
     * The backend's answer to a cart call. Called inside the caller's try: a country without an
     * address or key fails like any call (spec 8).
     */
    const answerOf = async (country: string, call: (api: ShopApi) => Promise<Basket>): Promise<Basket> => {
      const api = await apiFor(country);
      const basket = await call(api);
      // Every answer counts as use of the session: its token lives on from now.
      useSessionStore.getState().setContextToken(country, api.contextToken());
      return basket;
    };

    /**
     * One cart call through the queue: a failure keeps the basket and records itself; a success
     * becomes the basket and clears an earlier failure.
     */
    const cartCall = (
      country: string,
      action: CartAction,
      call: (api: ShopApi) => Promise<Basket>,
    ): Promise<Basket | null> => {
      patch(country, (cart) => ({ pending: cart.pending + 1, status: 'loading' }));
      if (action.kind !== 'load') {
        // A read asked for after a change must see it: it queues behind the change rather than
        // taking the cache or joining a read that started before.
        const entry = runtime(country);
        entry.cartReadAt = null;
        entry.cartRead = null;
      }
      return enqueue(country, async () => {
        await ensureSessionHydrated();
        try {
          const sessionless = action.kind === 'load' ? sessionlessBasket(country, runtime(country).currency) : null;
          const basket = sessionless ?? (await answerOf(country, call));
          if (action.kind === 'load') runtime(country).cartReadAt = Date.now();
          else invalidateCaches(country);
          patch(country, (cart) => ({
            basket,
            failure: null,
            pending: cart.pending - 1,
            status: cart.pending > 1 ? 'loading' : 'ready',
          }));
          return basket;
        } catch (error) {
          const failure = CommerceError.from(error);
          patch(country, (cart) => ({
            failure: { action, message: failure.message, status: failure.status },
            pending: cart.pending - 1,
            status: 'failed',
          }));
          return null;
        }
      });
    };

    const selected = (): string | null => get().country;

    const read = (country: string, force: boolean): Promise<Basket | null> => {
      const entry = runtime(country);
      const cached = get().carts[country]?.basket ?? null;
      if (!force && cached && entry.cartReadAt !== null && Date.now() - entry.cartReadAt < cartCacheMs) {
        return Promise.resolve(cached);
      }
      if (!force && entry.cartRead) return entry.cartRead;
      const call = cartCall(country, { kind: 'load' }, (api) => api.readCart());
      entry.cartRead = call;
      void call.then(() => {
        if (entry.cartRead === call) entry.cartRead = null;
      });
      return call;
    };

    const change = (action: BasketChange): Promise<Basket | null> => {
      const country = selected();
      if (!country) return Promise.resolve(null);
      switch (action.kind) {
        case 'add':
          return cartCall(country, action, (api) => api.addProducts(action.items));
        case 'promotion':
          return cartCall(country, action, (api) => api.addPromotion(action.code));
        case 'update':
          return cartCall(country, action, (api) =>
            action.quantity <= 0
              ? api.removeLineItems([action.lineItemId])
              : api.updateQuantity(action.lineItemId, action.quantity),
          );
        case 'remove':
          return cartCall(country, action, (api) => api.removeLineItems([action.lineItemId]));
      }
    };

    /** A side read (stock, check) once per cart state; it never touches the basket or the failure. */
    const sideRead = <T>(
      country: string,
      slot: 'stockRead' | 'checkRead',
      field: 'stock' | 'freeProducts',
      call: (api: ShopApi) => Promise<T>,
      force: boolean,
    ): Promise<T | null> => {
      const entry = runtime(country);
      const current = get().carts[country]?.[field];
      if (!force && current) return Promise.resolve(current as T);
      const running = entry[slot] as Promise<T | null> | null;
      if (!force && running) return running;
      const promise = enqueue(country, async () => {
        await ensureSessionHydrated();
        try {
          const value = await call(await apiFor(country));
          // A change that ran meanwhile invalidated this read; its answer would be stale.
          if (entry[slot] === promise) patch(country, () => ({ [field]: value }));
          return value;
        } catch {
          // Stock and the check are extras of the basket; without them it still works. The next
          // use asks again.
          if (entry[slot] === promise) entry[slot] = null;
          return null;
        }
      });
      (entry as Record<typeof slot, Promise<unknown> | null>)[slot] = promise;
      return promise;
    };

    return {
      country: null,
      carts: {},
      setCountry: (country) => {
        if (get().country === country) return;
        invalidateCaches(country);
        set({ country });
      },
      init: (country, currency) => {
        get().setCountry(country);
        if (currency) runtime(country).currency = currency;
        return read(country, false);
      },
      getCart: (readOptions = {}) => {
        const country = selected();
        return country ? read(country, readOptions.force ?? false) : Promise.resolve(null);
      },
      add: (items) =>
        change({ kind: 'add', items: (Array.isArray(items) ? items : [items]).map((item) => ({ ...item })) }),
      addPromotion: (code) => change({ kind: 'promotion', code }),
      updateQuantity: (lineItemId, quantity) => change({ kind: 'update', lineItemId, quantity }),
      remove: (lineItemId) => change({ kind: 'remove', lineItemId }),
      loadStock: (readOptions = {}) => {
        const country = selected();
        if (!country) return Promise.resolve(null);
        return sideRead(country, 'stockRead', 'stock', (api) => api.readCartStock(), readOptions.force ?? false);
      },
      loadFreeProducts: (readOptions = {}) => {
        const country = selected();
        if (!country) return Promise.resolve(null);
        return sideRead(
          country,
          'checkRead',
          'freeProducts',
          (api) => api.checkFreeProducts(),
          readOptions.force ?? false,
        );
      },
      retry: () => {
        const country = selected();
        const failure = country ? get().carts[country]?.failure : null;
        if (!country || !failure) return Promise.resolve(null);
        const { action } = failure;
        if (action.kind === 'load') return read(country, true);
        if (failure.status !== null) return change(action);
        // No answer came: the backend may have made the change after the client gave up. The
        // basket read now tells; repeating a change it shows would add an item twice.
        const before = get().carts[country]?.basket ?? null;
        return read(country, true).then((basket) => {
          if (!basket) return null;
          return changeShows(action, before, basket) ? basket : change(action);
        });
      },
      dismissFailure: () => {
        const country = selected();
        if (country) patch(country, (cart) => ({ failure: null, status: cart.basket ? 'ready' : 'idle' }));
      },
      invalidate: (country) => {
        const target = country ?? selected();
        if (target) invalidateCaches(target);
      },
      reset: () => {
        runtimes.clear();
        set({ country: null, carts: {} });
      },
    };
  });
}

export type CartStore = ReturnType<typeof createCartStore>;

/** The app's cart store. */
export const useCartStore = createCartStore();

/** The selected country's cart, or the empty one. */
export function selectCountryCart(state: CartState): CountryCart {
  return (state.country ? state.carts[state.country] : undefined) ?? emptyCountryCart;
}

/** Pieces in the selected country's basket (header mini-basket). */
export function selectItemCount(state: CartState): number {
  return basketItemCount(selectCountryCart(state).basket);
}
