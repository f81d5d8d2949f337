/**
 * The checkout's state (issue 5 points 3 and 4), without its forms: the session's customer,
 * the shipping and payment methods, the choices made, the order placed and its payment start.
 *
 * Flow: `start(country)` reads the context and the methods -> `registerGuest` (the session moves
 * to a new context token, kept by the session store; the cart moves with it) ->
 * `selectShippingMethod` / `selectPaymentMethod` / `setAddresses` (PATCH /context) ->
 * `placeOrder` (a Klarna session first when Klarna is chosen and the brand's installment range
 * includes the total, then the order, then `/handle-payment`; the page sends the shopper to
 * `redirectUrl`) -> on the confirmation page `loadOrder(orderId)`.
 *
 * A failed step keeps everything it had and records `failure` (the step and the backend's
 * message); calling the step again is the retry. If the order was created but the payment could
 * not be started, `order` is set and `startPayment` retries only the payment.
 */
import { create } from 'zustand';
import {
  type CustomerSummary,
  type InstallmentRange,
  installmentsApply,
  isKlarnaMethod,
  type KlarnaSession,
  type OrderSummary,
  type PaymentMethod,
  paymentMethodsFor,
  type SessionContext,
  type ShippingMethod,
} from '../../lib/cart';
import { brand } from '../../config/runtime';
import { CommerceError } from '../../services/shopware/failure';
import type { ContextChange, GuestRegistration, ShopApi } from '../../services/shopware/shop-api';
import { type CartStore, useCartStore } from '../cart';
import { type SessionApiOptions, sessionShopApi } from '../../services/session/session-api';
import { ensureSessionHydrated } from '../../services/session/session-store';

export type CheckoutStep = 'start' | 'register' | 'context' | 'order' | 'payment' | 'loadOrder';

export interface CheckoutFailure {
  step: CheckoutStep;
  message: string;
  status: number | null;
}

export interface PaymentUrls {
  /** Where the provider sends the shopper after a successful payment (the confirmation page). */
  finishUrl: string;
  /** Where it sends them after a failed or cancelled payment. */
  errorUrl: string;
}

export interface PlaceOrderInput {
  /**
   * Where the provider sends the shopper back; a function of the order when the URLs name it
   * (the confirmation page reads the order by its id, which exists only once the order does).
   */
  urls: PaymentUrls | ((order: OrderSummary) => PaymentUrls);
  customerComment?: string;
}

export interface CheckoutState {
  country: string | null;
  context: SessionContext | null;
  customer: CustomerSummary | null;
  shippingMethods: ShippingMethod[];
  /** Every payment method of the sales channel; `offeredPaymentMethods(total)` filters for a total. */
  paymentMethods: PaymentMethod[];
  klarnaSession: KlarnaSession | null;
  /** The order placed in this session, or the one read back for the confirmation page. */
  order: OrderSummary | null;
  /** Where to send the shopper to pay (the provider's page, or the finish URL). */
  redirectUrl: string | null;
  /** The step running now, null when idle. */
  pending: CheckoutStep | null;
  failure: CheckoutFailure | null;

  /** Reads the session context and the methods of the country. */
  start: (country: string) => Promise<boolean>;
  /** Registers a guest customer for the session (new context token; the cart moves with it). */
  registerGuest: (input: GuestRegistration) => Promise<CustomerSummary | null>;
  selectShippingMethod: (shippingMethodId: string) => Promise<boolean>;
  selectPaymentMethod: (paymentMethodId: string) => Promise<boolean>;
  /** Chooses the customer's billing and shipping address (ids of the customer's addresses). */
  setAddresses: (addresses: Pick<ContextChange, 'billingAddressId' | 'shippingAddressId'>) => Promise<boolean>;
  /** The payment methods to offer for a basket total (Klarna only inside the brand's installment range). */
  offeredPaymentMethods: (total: number) => PaymentMethod[];
  /** Klarna session (when it applies), order, payment start. Resolves with the order, or null. */
  placeOrder: (input: PlaceOrderInput) => Promise<OrderSummary | null>;
  /** Starts (again) the payment of the placed order. */
  startPayment: (urls: PaymentUrls) => Promise<string | null>;
  /** Reads an order of the session back (confirmation page); null when not found or failed. */
  loadOrder: (country: string, orderId: string) => Promise<OrderSummary | null>;
  dismissFailure: () => void;
  reset: () => void;
}

export interface CheckoutSessionOptions extends SessionApiOptions {
  /** The brand's installment range; the runtime brand's `catalog.installmentPriceRange` by default. */
  installmentRange?: InstallmentRange | null;
  /** The cart store to keep in step (the app's by default). */
  cart?: CartStore;
}

const initialData = {
  country: null,
  context: null,
  customer: null,
  shippingMethods: [],
  paymentMethods: [],
  klarnaSession: null,
  order: null,
  redirectUrl: null,
  pending: null,
  failure: null,
} satisfies Partial<CheckoutState>;

export function createCheckoutSession(options: CheckoutSessionOptions = {}) {
  const range =
    options.installmentRange === undefined ? (brand.catalog.installmentPriceRange ?? null) : options.installmentRange;
  const cart = options.cart ?? useCartStore;

  return create<CheckoutState>()((set, get) => {
    /** Runs one step: marks it pending, records a failure (null result) and clears it on success. */
    const step = async <T>(name: CheckoutStep, country: string | null, run: (api: ShopApi) => Promise<T>) => {
      if (!country) return null;
      set({ pending: name, failure: null });
      try {
        await ensureSessionHydrated();
        const result = await run(await sessionShopApi(country, options));
        set({ pending: null });
        return { value: result };
      } catch (error) {
        const failure = CommerceError.from(error);
        set({ pending: null, failure: { step: name, message: failure.message, status: failure.status } });
        return null;
      }
    };

    /** The cart changed on the backend (token moved, shipping costs, order placed): read it again. */
    const refreshCart = (country: string) => {
      cart.getState().invalidate(country);
      if (cart.getState().country === country) void cart.getState().getCart({ force: true });
    };

    const changeContext = async (change: ContextChange): Promise<boolean> => {
      const country = get().country;
      const done = await step('context', country, async (api) => {
        await api.updateContext(change);
        return api.readContext();
      });
      if (!done || !country) return false;
      set({ context: done.value });
      refreshCart(country);
      return true;
    };

    const pay = async (country: string, order: OrderSummary, urls: PaymentUrls): Promise<string | null> => {
      const done = await step('payment', country, (api) => api.handlePayment({ orderId: order.id, ...urls }));
      if (!done) return null;
      set({ redirectUrl: done.value.redirectUrl });
      return done.value.redirectUrl;
    };

    return {
      ...initialData,
      start: async (country) => {
        if (get().country !== country) set({ ...initialData, country });
        const done = await step('start', country, async (api) => {
          const [context, shippingMethods, paymentMethods] = await Promise.all([
            api.readContext(),
            api.shippingMethods(),
            api.paymentMethods(),
          ]);
          // A customer registered earlier in this session (a reload mid-checkout) is still there.
          const customer = context.customer ? await api.readCustomer() : null;
          return { context, shippingMethods, paymentMethods, customer };
        });
        if (!done) return false;
        set(done.value);
        return true;
      },
      registerGuest: async (input) => {
        const country = get().country;
        const done = await step('register', country, async (api) => {
          const customer = await api.registerGuest(input);
          return { customer, context: await api.readContext() };
        });
        if (!done || !country) return null;
        set({ customer: done.value.customer, context: done.value.context });
        refreshCart(country);
        return done.value.customer;
      },
      selectShippingMethod: (shippingMethodId) => changeContext({ shippingMethodId }),
      selectPaymentMethod: (paymentMethodId) => changeContext({ paymentMethodId }),
      setAddresses: (addresses) => changeContext(addresses),
      offeredPaymentMethods: (total) => paymentMethodsFor(get().paymentMethods, total, range),
      placeOrder: async (input) => {
        const country = get().country;
        const { customerComment, urls } = input;
        const done = await step('order', country, async (api) => {
          const basket = await api.readCart();
          const context = await api.readContext();
          const method = get().paymentMethods.find((entry) => entry.id === context.paymentMethodId);
          // Klarna needs its session while the cart still exists, i.e. before the order.
          const klarnaSession =
            isKlarnaMethod(method) && installmentsApply(basket.totals.total, range)
              ? await api.createKlarnaSession()
              : null;
          const order = await api.createOrder(customerComment ? { customerComment } : {});
          return { order, klarnaSession };
        });
        if (!done || !country) return null;
        set({ order: done.value.order, klarnaSession: done.value.klarnaSession });
        refreshCart(country);
        await pay(country, done.value.order, typeof urls === 'function' ? urls(done.value.order) : urls);
        return done.value.order;
      },
      startPayment: async (urls) => {
        const { country, order } = get();
        return country && order ? pay(country, order, urls) : null;
      },
      loadOrder: async (country, orderId) => {
        if (get().country !== country) set({ ...initialData, country });
        const done = await step('loadOrder', country, (api) => api.readOrder(orderId));
        if (!done) return null;
        set({ order: done.value });
        return done.value;
      },
      dismissFailure: () => set({ failure: null }),
      reset: () => set({ ...initialData }),
    };
  });
}

export type CheckoutSessionStore = ReturnType<typeof createCheckoutSession>;

/** The app's checkout session. */
export const useCheckoutSession = createCheckoutSession();
