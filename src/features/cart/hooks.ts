/**
 * The cart for components. Server-safe: nothing is called while rendering; the server render and
 * the first client render see the empty cart (no basket, count 0, status 'idle'), and the stored
 * session and the cart arrive in an effect afterwards.
 */
import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ensureSessionHydrated, useSessionStore } from '../../services/session/session-store';
// Not the library's index: it would load the store-api mapping with every page's mini-basket.
import { basketItemCount, withStock } from '../../lib/cart/basket-figures';
import type { Basket } from '../../lib/cart/types';
import {
  type CartState,
  type CartStore,
  type CountryCart,
  emptyCountryCart,
  selectCountryCart,
  useCartStore,
} from './cart-store';

export interface UseCartOptions {
  /**
   * The page's country: selects it and reads its cart after mount. Pages pass it; components
   * below a page that did may leave it out.
   */
  country?: string;
  /**
   * The channel's currency (the page context's `shopwareCurrency`): with it, a visitor without a
   * session gets the empty basket without a call, and no session is opened for it.
   */
  currency?: string;
  /** Also read the cart stock (basket page) and keep it current after each change. */
  withStock?: boolean;
  /** Also read the free-goods check (basket page) and keep it current after each change. */
  withFreeProducts?: boolean;
  /** Another store (tests). */
  store?: CartStore;
}

export type CartActions = Pick<
  CartState,
  'add' | 'addPromotion' | 'updateQuantity' | 'remove' | 'retry' | 'dismissFailure' | 'getCart' | 'loadStock'
>;

export interface UseCartResult extends Omit<CountryCart, 'basket'>, CartActions {
  /** The basket with the cart stock's problems on its lines (when stock was read). */
  basket: Basket | null;
  /** Pieces in the basket. */
  itemCount: number;
  country: string | null;
}

/** Selects the page's country and reads its cart once mounted. */
function useCountryInit(store: CartStore, country: string | undefined, currency: string | undefined): void {
  useEffect(() => {
    if (country) void store.getState().init(country, currency);
  }, [store, country, currency]);
}

/** The selected country's cart and the actions on it. */
export function useCart(options: UseCartOptions = {}): UseCartResult {
  const store = options.store ?? useCartStore;
  useCountryInit(store, options.country, options.currency);
  const cart = store(selectCountryCart);
  const country = store((state) => state.country);
  const actions = store(
    useShallow((state): CartActions => ({
      add: state.add,
      addPromotion: state.addPromotion,
      updateQuantity: state.updateQuantity,
      remove: state.remove,
      retry: state.retry,
      dismissFailure: state.dismissFailure,
      getCart: state.getCart,
      loadStock: state.loadStock,
    })),
  );
  const { withStock: wantsStock = false, withFreeProducts = false } = options;
  // An empty basket shows neither stock nor free goods, and asking would open a session for it.
  const hasLines = (cart.basket?.lineItems.length ?? 0) > 0;
  // Stock and the check are dropped by every change; read them again whenever that happens.
  // A change that drops them while a read runs discards that read's answer: ask again then too.
  useEffect(() => {
    if (wantsStock && hasLines && cart.stock === null) void store.getState().loadStock();
  }, [store, wantsStock, hasLines, cart.stock, cart.sideReadsDropped]);
  useEffect(() => {
    if (withFreeProducts && hasLines && cart.freeProducts === null) void store.getState().loadFreeProducts();
  }, [store, withFreeProducts, hasLines, cart.freeProducts, cart.sideReadsDropped]);
  const basket = useMemo(
    () => (cart.basket && cart.stock ? withStock(cart.basket, cart.stock) : cart.basket),
    [cart.basket, cart.stock],
  );
  return { ...cart, ...actions, basket, itemCount: basketItemCount(cart.basket), country };
}

/**
 * Pieces in the basket of the country, for the header's mini-basket on every page: reads the
 * cart after mount (one call per 500 ms however many components ask). 0 on the server.
 */
export function useBasketCount(country?: string, store: CartStore = useCartStore): number {
  useEffect(() => {
    if (!country) return;
    let current = true;
    void ensureSessionHydrated().then(() => {
      if (!current) return;
      // A visitor without a session has an empty basket: no call, and no new store-api session
      // for every page view; the first add makes one, and the count follows the store.
      if (useSessionStore.getState().getContextToken(country)) void store.getState().init(country);
      else store.getState().setCountry(country);
    });
    return () => {
      current = false;
    };
  }, [store, country]);
  return store((state) => basketItemCount((country ? state.carts[country] : selectCountryCart(state))?.basket));
}

/**
 * The add action of a product page's buy box. It selects the page's country and reads no cart:
 * the header's mini-basket reads it where the visitor has a session, and a visitor without one
 * has an empty basket. So a product page's first view loads no cart client and opens no
 * store-api session (issue 20); the first add does both.
 */
export function useAddToCart(country: string, store: CartStore = useCartStore): CartState['add'] {
  useEffect(() => {
    store.getState().setCountry(country);
  }, [store, country]);
  return store((state) => state.add);
}

/** The failure of the selected country's last call (for the message banner), with retry. */
export function useCartFailure(store: CartStore = useCartStore) {
  return store(
    useShallow((state) => ({
      failure: selectCountryCart(state).failure ?? emptyCountryCart.failure,
      retry: state.retry,
      dismiss: state.dismissFailure,
    })),
  );
}
