/** The basket, checkout and newsletter calls of the store-api against the commerce emulator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { localAccessKey } from '../src/config/backends';
import { CommerceError } from '../src/services/shopware/failure';
import { createShopApi, type ShopApiOptions } from '../src/services/shopware/shop-api';

const catalog = generateCatalog({ brands: ['lapierre'] });
const products = catalog.brands[0]!.products;
// Buyable variants that can be back-ordered (not closeout), so quantities are granted as asked.
const variants = products.filter((product) => product.parentId !== null && product.active && !product.isCloseout);
const bike = variants.find((product) => product.kind === 'ebike') ?? variants[0]!;
const other = variants.find((product) => product.parentId !== bike.parentId)!;
let emulator: RunningCommerceEmulator;
let endpoints: NonNullable<ShopApiOptions['endpoints']>;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
  endpoints = {
    fr: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('lapierre', 'fr') },
    de: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('lapierre', 'de') },
  };
});

afterAll(async () => {
  await emulator?.close();
});

/** A client that keeps the tokens it is given, as the session store does. */
function session(country = 'fr') {
  const tokens: string[] = [];
  let api = createShopApi({ country, endpoints, onContextToken: (token) => tokens.push(token) });
  return {
    tokens,
    get api() {
      return api;
    },
    /** A new client with the last token, as a reload would make. */
    reopen() {
      api = createShopApi({ country, endpoints, contextToken: tokens.at(-1), onContextToken: (t) => tokens.push(t) });
      return api;
    },
  };
}

describe('shop api: cart', () => {
  it('reads an empty cart for a new session and reports the new context token', async () => {
    const shop = session();
    const basket = await shop.api.readCart();
    expect(basket.lineItems).toEqual([]);
    expect(basket.totals.total).toBe(0);
    expect(shop.tokens).toHaveLength(1);
    expect(shop.tokens[0]).toMatch(/^\w{32}$/);
    expect(basket.token).toBe(shop.tokens[0]);
  });

  it('adds, updates and removes products, and the cart survives a new client with the token', async () => {
    const shop = session();
    await shop.api.readCart();
    let basket = await shop.api.addProducts([{ productId: bike.id, quantity: 1 }]);
    expect(basket.lineItems).toHaveLength(1);
    const line = basket.lineItems[0]!;
    expect(line).toMatchObject({ referencedId: bike.id, quantity: 1, type: 'product', removable: true });
    expect(line.imageUrl).toMatch(/\/media\/.+\/(320|400)\.jpg$/);
    expect(line.options.length).toBeGreaterThan(0);
    expect(line.unitPrice).toBeGreaterThan(0);
    basket = await shop.api.updateQuantity(line.id, 3);
    expect(basket.lineItems[0]!.quantity).toBe(3);
    expect(basket.lineItems[0]!.totalPrice).toBeCloseTo(line.unitPrice * 3, 2);
    basket = await shop.api.addProducts([{ productId: other.id, quantity: 2 }]);
    expect(basket.lineItems.map((entry) => entry.quantity)).toEqual([3, 2]);
    expect(basket.totals.taxes[0]!.rate).toBe(20);

    const reopened = await shop.reopen().readCart();
    expect(reopened.lineItems).toHaveLength(2);
    basket = await shop.api.removeLineItems([line.id]);
    expect(basket.lineItems.map((entry) => entry.referencedId)).toEqual([other.id]);
  });

  it('applies a promotion code and reports an unknown one as a cart message', async () => {
    const shop = session();
    await shop.api.addProducts([{ productId: bike.id, quantity: 1 }]);
    const before = await shop.api.readCart();
    const basket = await shop.api.addPromotion(' WELCOME10 ');
    expect(basket.promotions).toEqual([expect.objectContaining({ code: 'WELCOME10' })]);
    expect(basket.promotions[0]!.discount).toBeCloseTo(-before.totals.positions * 0.1, 1);
    expect(basket.totals.total).toBeLessThan(before.totals.total);
    const unknown = await shop.api.addPromotion('NOPE');
    expect(unknown.messages).toContainEqual(
      expect.objectContaining({ messageKey: 'promotion-not-found', level: 'error' }),
    );
  });

  it('reads cart stock, product stock and the free-goods check', async () => {
    const shop = session();
    const basket = await shop.api.addProducts([{ productId: bike.id, quantity: 2 }]);
    const stock = await shop.api.readCartStock();
    expect(stock.entries).toEqual([
      expect.objectContaining({ lineItemId: basket.lineItems[0]!.id, productId: bike.id, quantity: 2 }),
    ]);
    const productStock = await shop.api.readProductStock([bike.id, other.id]);
    expect(productStock.map((entry) => entry.productId).sort()).toEqual([bike.id, other.id].sort());
    expect(await shop.api.readProductStock([])).toEqual([]);
    const check = await shop.api.checkFreeProducts();
    expect(check.length).toBeGreaterThan(0);
    expect(check[0]!.products.length).toBeGreaterThan(0);
  });

  it('keeps carts of countries apart (one token per sales channel)', async () => {
    const fr = session('fr');
    await fr.api.addProducts([{ productId: bike.id, quantity: 1 }]);
    const de = createShopApi({ country: 'de', endpoints, contextToken: fr.tokens[0] });
    expect((await de.readCart()).lineItems).toEqual([]);
  });

  it('fails with errors[0].detail, status and code', async () => {
    const shop = session();
    await shop.api.readCart();
    const failure = await shop.api.updateQuantity('no-such-line', 2).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect(failure).toMatchObject({ status: 404, code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND' });
    expect((failure as CommerceError).message).toMatch(/no-such-line/);
  });
});

describe('shop api: checkout', () => {
  it('registers a guest (new token), sets methods, orders, pays and reads the order back', async () => {
    const shop = session();
    await shop.api.addProducts([{ productId: bike.id, quantity: 1 }]);
    const context = await shop.api.readContext();
    expect(context).toMatchObject({ currency: { iso: 'EUR', symbol: '€' }, customer: null });
    const shipping = await shop.api.shippingMethods();
    const payment = await shop.api.paymentMethods();
    expect(shipping.map((method) => method.technicalName)).toEqual(['homeDelivery', 'dealerPickup']);
    expect(payment.map((method) => method.technicalName)).toContain('payment_klarna');

    const tokenBefore = shop.tokens.at(-1);
    const customer = await shop.api.registerGuest({
      email: 'guest@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      storefrontUrl: 'http://localhost:9000',
      billingAddress: { street: '1 Rue de Rivoli', zipcode: '75001', city: 'Paris', countryId: context.countryId! },
    });
    expect(customer).toMatchObject({ email: 'guest@example.com', guest: true });
    expect(shop.tokens.at(-1)).not.toBe(tokenBefore);
    expect((await shop.api.readCart()).lineItems).toHaveLength(1);
    expect(await shop.api.readCustomer()).toMatchObject({ id: customer.id });

    const klarna = payment.find((method) => method.technicalName === 'payment_klarna')!;
    await shop.api.updateContext({ shippingMethodId: shipping[1]!.id, paymentMethodId: klarna.id });
    expect(await shop.api.readContext()).toMatchObject({
      shippingMethodId: shipping[1]!.id,
      paymentMethodId: klarna.id,
      customer: { id: customer.id, guest: true },
    });
    const session_ = await shop.api.createKlarnaSession();
    expect(session_.orderAmount).toBeGreaterThan(0);

    const order = await shop.api.createOrder({ customerComment: 'Ring twice' });
    expect(order).toMatchObject({ email: 'guest@example.com', paymentMethod: klarna.name, paymentState: 'open' });
    expect(order.lineItems).toHaveLength(1);
    expect((await shop.api.readCart()).lineItems).toEqual([]);
    const payment_ = await shop.api.handlePayment({
      orderId: order.id,
      finishUrl: 'http://localhost:9000/fr-fr/checkout/finish/',
      errorUrl: 'http://localhost:9000/fr-fr/checkout/error/',
    });
    expect(payment_.redirectUrl).toContain('/__emulator/payment/');
    const read = await shop.api.readOrder(order.id);
    expect(read).toMatchObject({ id: order.id, orderNumber: order.orderNumber, total: order.total });
    expect(read?.billingAddress).toMatchObject({ city: 'Paris', zipcode: '75001' });
    expect(await shop.api.readOrder('0'.repeat(32))).toBeNull();
  });

  it('refuses an order without a customer and a Klarna session for an empty cart', async () => {
    const shop = session();
    await expect(shop.api.createKlarnaSession()).rejects.toMatchObject({ code: 'CHECKOUT__CART_EMPTY' });
    await expect(shop.api.createOrder()).rejects.toMatchObject({ status: 403 });
  });
});

describe('shop api: newsletter', () => {
  it('signs up an address (pending double opt-in) and refuses an invalid one', async () => {
    const shop = session();
    expect(await shop.api.signupForNewsletter({ email: 'rider@example.com', source: 'footer' })).toEqual({
      status: 'pending',
    });
    const recipients = (await (await fetch(`${emulator.url}/__emulator/newsletter-recipients`)).json()) as {
      email: string;
    }[];
    expect(recipients.map((entry) => entry.email)).toContain('rider@example.com');
    await expect(shop.api.signupForNewsletter({ email: 'not-an-address' })).rejects.toBeInstanceOf(CommerceError);
  });
});

describe("shop api: 'notify me'", () => {
  it('registers a wish for a variant out of stock, knows a repeat and rejects an orderable variant', async () => {
    const soldOut = variants.find((product) => product.stock === 0)!;
    const wish = { productId: soldOut.id, email: 'wait@example.com', consentText: 'Mail me once.' };
    expect(await session().api.requestNotifyMe(wish)).toBe('registered');
    expect(await session().api.requestNotifyMe(wish)).toBe('known');
    const held = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
      notifyMeRequests: { productId: string; email: string; consentText: string }[];
    };
    expect(held.notifyMeRequests).toContainEqual(expect.objectContaining(wish));
    const inStock = variants.find((product) => product.stock > 0)!;
    const orderable = session().api.requestNotifyMe({ ...wish, productId: inStock.id });
    await expect(orderable).rejects.toMatchObject({ status: 400, code: 'ACCELL__NOTIFY_ME_PRODUCT_ORDERABLE' });
  });
});
