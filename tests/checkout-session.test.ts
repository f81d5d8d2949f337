/**
 * The checkout session against the commerce emulator: guest registration, methods, order,
 * payment start with and without Klarna, the order read back, and failures.
 * (Beside the cart store rather than in src/features/checkout/, whose other files are the forms'.)
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { localAccessKey } from '../src/config/backends';
import { type CartStore, createCartStore, selectItemCount } from '../src/features/cart/cart-store';
import { type CheckoutSessionStore, createCheckoutSession } from '../src/features/checkout/checkout-session';
import { useSessionStore } from '../src/services/session/session-store';

const catalog = generateCatalog({ brands: ['lapierre'] });
const variants = catalog.brands[0]!.products.filter(
  (product) => product.parentId !== null && product.active && !product.isCloseout,
);
const bike = variants.find((product) => product.price.gross >= 150 && product.price.gross <= 6000)!;
const range = { min: 150, max: 6000 };
const urls = {
  finishUrl: 'http://localhost:9000/fr-fr/checkout/finish/',
  errorUrl: 'http://localhost:9000/fr-fr/basket/',
};
let emulator: RunningCommerceEmulator;
let endpoints: Record<string, { baseUrl: string; accessKey: string }>;
let cart: CartStore;
let checkout: CheckoutSessionStore;

const guest = (countryId: string) => ({
  email: 'guest@example.com',
  firstName: 'Jeanne',
  lastName: 'Longo',
  storefrontUrl: 'http://localhost:9000',
  billingAddress: { street: '1 Place Bellecour', zipcode: '69002', city: 'Lyon', countryId },
});

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
  endpoints = { fr: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('lapierre', 'fr') } };
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(async () => {
  useSessionStore.getState().reset();
  cart = createCartStore({ endpoints });
  checkout = createCheckoutSession({ endpoints, installmentRange: range, cart });
  await cart.getState().init('fr');
  await cart.getState().add({ productId: bike.id, quantity: 1 });
});
afterEach(() => {
  emulator.faults.rate5xx = 0;
});

describe('checkout session', () => {
  it('starts with the context and the methods of the country', async () => {
    expect(await checkout.getState().start('fr')).toBe(true);
    const state = checkout.getState();
    expect(state.context).toMatchObject({ currency: { iso: 'EUR' }, customer: null });
    expect(state.shippingMethods.map((method) => method.technicalName)).toEqual(['homeDelivery', 'dealerPickup']);
    expect(state.paymentMethods.map((method) => method.technicalName)).toEqual([
      'payment_prepayment',
      'payment_paypal',
      'payment_klarna',
    ]);
    expect(state.offeredPaymentMethods(100).map((method) => method.technicalName)).not.toContain('payment_klarna');
    expect(state.offeredPaymentMethods(150).map((method) => method.technicalName)).toContain('payment_klarna');
    expect(state.offeredPaymentMethods(6001).map((method) => method.technicalName)).not.toContain('payment_klarna');
    expect(state).toMatchObject({ pending: null, failure: null, customer: null });
  });

  it('registers a guest (new token kept, basket kept), orders with Klarna and reads the order back', async () => {
    await checkout.getState().start('fr');
    const tokenBefore = useSessionStore.getState().getContextToken('fr');
    const customer = await checkout.getState().registerGuest(guest(checkout.getState().context!.countryId!));
    expect(customer).toMatchObject({ guest: true, email: 'guest@example.com' });
    expect(useSessionStore.getState().getContextToken('fr')).not.toBe(tokenBefore);
    expect(checkout.getState().context?.customer?.id).toBe(customer?.id);
    expect((await cart.getState().getCart())?.lineItems.map((line) => line.referencedId)).toEqual([bike.id]);

    const state = checkout.getState();
    const pickup = state.shippingMethods.find((method) => method.technicalName === 'dealerPickup')!;
    const klarna = state.paymentMethods.find((method) => method.technicalName === 'payment_klarna')!;
    expect(await state.selectShippingMethod(pickup.id)).toBe(true);
    expect(await state.selectPaymentMethod(klarna.id)).toBe(true);
    expect(await state.setAddresses({ billingAddressId: customer!.defaultBillingAddressId! })).toBe(true);
    expect(checkout.getState().context).toMatchObject({ shippingMethodId: pickup.id, paymentMethodId: klarna.id });
    expect((await cart.getState().getCart())?.shippingMethod?.id).toBe(pickup.id);

    const variantOptions = (await cart.getState().getCart())?.lineItems[0]?.options;
    expect(variantOptions?.length).toBeGreaterThan(0);
    const order = await checkout.getState().placeOrder({ urls, customerComment: 'Merci' });
    expect(order).toMatchObject({
      email: 'guest@example.com',
      paymentMethod: klarna.name,
      shippingMethod: pickup.name,
    });
    expect(checkout.getState().klarnaSession?.orderAmount).toBe(Math.round(order!.total * 100));
    expect(checkout.getState().redirectUrl).toContain(`${emulator.url}/__emulator/payment/`);
    expect(checkout.getState().redirectUrl).toContain(encodeURIComponent(urls.finishUrl));
    // The order emptied the basket; the cart store reads it again.
    expect(await cart.getState().getCart()).toMatchObject({ lineItems: [] });
    expect(selectItemCount(cart.getState())).toBe(0);
    const placed = (await (await fetch(`${emulator.url}/__emulator/orders`)).json()) as { id: string }[];
    expect(placed.map((entry) => entry.id)).toContain(order!.id);

    const confirmation = createCheckoutSession({ endpoints, installmentRange: range, cart });
    const read = await confirmation.getState().loadOrder('fr', order!.id);
    expect(read).toMatchObject({ id: order!.id, orderNumber: order!.orderNumber, total: order!.total });
    expect(read?.billingAddress).toMatchObject({ city: 'Lyon' });
    // The order's line keeps the variant the basket had (colour, size ...), for the confirmation.
    expect(read?.lineItems.find((line) => line.type === 'product')?.options).toEqual(variantOptions);
  });

  it('pays without a Klarna session for another method, and goes straight to the finish URL for prepayment', async () => {
    await checkout.getState().start('fr');
    await checkout.getState().registerGuest(guest(checkout.getState().context!.countryId!));
    const prepayment = checkout
      .getState()
      .paymentMethods.find((method) => method.technicalName === 'payment_prepayment')!;
    await checkout.getState().selectPaymentMethod(prepayment.id);
    const order = await checkout.getState().placeOrder({ urls });
    expect(checkout.getState()).toMatchObject({ klarnaSession: null, redirectUrl: urls.finishUrl, failure: null });
    // The order read back names the channel's account for the transfer; the money is still to come.
    const read = await checkout.getState().loadOrder('fr', order!.id);
    expect(read?.paymentState).toBe('open');
    expect(read?.bankTransfer).toMatchObject({ holder: 'Cycles Lapierre SAS', bic: 'BNPAFRPP' });
    expect(read?.bankTransfer?.iban).toMatch(/^FR\d{2}/);
  });

  it('builds the payment URLs from the created order when given a function', async () => {
    await checkout.getState().start('fr');
    await checkout.getState().registerGuest(guest(checkout.getState().context!.countryId!));
    const prepayment = checkout
      .getState()
      .paymentMethods.find((method) => method.technicalName === 'payment_prepayment')!;
    await checkout.getState().selectPaymentMethod(prepayment.id);
    const order = await checkout.getState().placeOrder({
      urls: (created) => ({ finishUrl: `${urls.finishUrl}?orderId=${created.id}`, errorUrl: urls.errorUrl }),
    });
    expect(checkout.getState().redirectUrl).toBe(`${urls.finishUrl}?orderId=${order!.id}`);
  });

  it('does not start Klarna outside the installment range', async () => {
    checkout = createCheckoutSession({ endpoints, installmentRange: null, cart });
    await checkout.getState().start('fr');
    await checkout.getState().registerGuest(guest(checkout.getState().context!.countryId!));
    const klarna = checkout.getState().paymentMethods.find((method) => method.technicalName === 'payment_klarna')!;
    await checkout.getState().selectPaymentMethod(klarna.id);
    expect(await checkout.getState().placeOrder({ urls })).not.toBeNull();
    expect(checkout.getState().klarnaSession).toBeNull();
  });

  it('records a failed step with its message, keeps the basket, and the step succeeds once the backend is back', async () => {
    await checkout.getState().start('fr');
    expect(await checkout.getState().placeOrder({ urls })).toBeNull();
    expect(checkout.getState().failure).toMatchObject({ step: 'order', status: 403 });

    emulator.faults.rate5xx = 1;
    expect(await checkout.getState().registerGuest(guest(checkout.getState().context!.countryId!))).toBeNull();
    expect(checkout.getState()).toMatchObject({
      customer: null,
      pending: null,
      failure: { step: 'register', status: 503 },
    });
    emulator.faults.rate5xx = 0;
    expect((await cart.getState().getCart({ force: true }))?.lineItems).toHaveLength(1);
    expect(await checkout.getState().registerGuest(guest(checkout.getState().context!.countryId!))).not.toBeNull();
    expect(checkout.getState().failure).toBeNull();

    emulator.faults.rate5xx = 1;
    expect(await checkout.getState().placeOrder({ urls })).toBeNull();
    emulator.faults.rate5xx = 0;
    expect((await cart.getState().getCart({ force: true }))?.lineItems).toHaveLength(1);
    expect(await checkout.getState().placeOrder({ urls })).not.toBeNull();
  });

  it('retries only the payment when the order was placed but the payment start failed', async () => {
    await checkout.getState().start('fr');
    await checkout.getState().registerGuest(guest(checkout.getState().context!.countryId!));
    const order = await (async () => {
      // The order goes through; the backend fails right after, for the payment start.
      const placing = checkout.getState().placeOrder({ urls });
      const unsubscribe = checkout.subscribe((state) => {
        if (state.order) emulator.faults.rate5xx = 1;
      });
      const result = await placing;
      unsubscribe();
      return result;
    })();
    expect(order).not.toBeNull();
    expect(checkout.getState()).toMatchObject({ redirectUrl: null, failure: { step: 'payment' } });
    emulator.faults.rate5xx = 0;
    expect(await checkout.getState().startPayment(urls)).toBe(urls.finishUrl);
    expect(checkout.getState().failure).toBeNull();
  });

  it('finds no order that is not the session’s', async () => {
    expect(await checkout.getState().loadOrder('fr', '0'.repeat(32))).toBeNull();
  });
});
