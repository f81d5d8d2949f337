/**
 * The store-api emulator's project extensions (routes/extensions.ts): 'notify me', product and
 * cart stock, free-product promotions, Klarna sessions and the newsletter sign-up.
 */
import { describe, expect, it } from 'vitest';
import { startCommerceEmulator } from '../server';
import { addProduct, buyable, type Cart, emulatorOfFile, type ErrorBody, type Product } from '../test-support';

const file = emulatorOfFile('shopware-extensions-');
const store = file.store;

describe('notify me', () => {
  it('stores the wish for a variant out of stock once per address; refuses an orderable one, bad input and a repeat', async () => {
    const shopper = store('raleigh', 'gb');
    const raleigh = file.catalog.brands.find((entry) => entry.brand === 'raleigh')!;
    const soldOut = raleigh.products.find((product) => product.parentId !== null && product.stock === 0)!;
    const inStock = raleigh.products.find((product) => product.parentId !== null && product.stock > 5)!;
    expect(soldOut).toBeDefined();
    const wish = { productId: soldOut.id, email: 'Ada@Example.com', consent: true, consentText: 'You may e-mail me.' };

    const bad = await shopper.call<ErrorBody>('POST', '/notify-me', { productId: soldOut.id, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error) => [error.code, error.source?.pointer])).toEqual([
      ['VIOLATION::INVALID_FORMAT_ERROR', '/email'],
      ['VIOLATION::NOT_TRUE_ERROR', '/consent'],
      ['VIOLATION::IS_BLANK_ERROR', '/consentText'],
    ]);
    const orderable = await shopper.call<ErrorBody>('POST', '/notify-me', { ...wish, productId: inStock.id });
    expect([orderable.status, orderable.body.errors[0]?.code]).toEqual([400, 'ACCELL__NOTIFY_ME_PRODUCT_ORDERABLE']);
    const unknown = await shopper.call<ErrorBody>('POST', '/notify-me', { ...wish, productId: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);

    const ok = await shopper.call<{ success: boolean; id: string }>('POST', '/notify-me', wish);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    const again = await store('raleigh', 'gb').call<ErrorBody>('POST', '/notify-me', {
      ...wish,
      email: 'ada@example.com',
    });
    expect([again.status, again.body.errors[0]?.code]).toEqual([409, 'ACCELL__NOTIFY_ME_DUPLICATE']);
    // Another country's shop keeps its own list.
    const ie = await store('raleigh', 'ie').call<{ success: boolean }>('POST', '/notify-me', wish);
    expect(ie.status).toBe(200);

    const control = await fetch(`${file.emulator.url}/__emulator`).then((response) => response.json());
    const held = control.notifyMeRequests.filter((entry: { productId: string }) => entry.productId === soldOut.id);
    expect(held).toHaveLength(2);
    expect(held[0]).toMatchObject({
      productNumber: soldOut.productNumber,
      email: 'Ada@Example.com',
      consentText: 'You may e-mail me.',
    });
    // Durable: a restarted emulator on the same state file still holds them.
    const restarted = await startCommerceEmulator({ catalog: file.catalog, stateFile: file.stateFile, port: 0 });
    try {
      const after = await fetch(`${restarted.url}/__emulator`).then((response) => response.json());
      expect(after.notifyMeRequests.length).toBeGreaterThanOrEqual(2);
    } finally {
      await restarted.close();
    }
  });
});

describe('project extensions', () => {
  it('answers product and cart stock, free-product promotions and Klarna sessions', async () => {
    const shopper = store('haibike', 'nl');
    const [product] = await buyable(shopper, 1, 5, true);
    const stock = await shopper.call<{
      elements: { productId: string; productNumber: string; stock: number; stockStatus: string }[];
    }>('GET', `/stock/product?productNumbers[]=${product?.productNumber}`);
    expect(stock.body.elements[0]).toMatchObject({ productId: product?.id, stockStatus: 'inStock' });
    expect((await shopper.call<ErrorBody>('GET', '/stock/product')).status).toBe(400);

    expect((await shopper.call<ErrorBody>('POST', '/checkout/klarna/session', {})).body.errors[0]?.code).toBe(
      'CHECKOUT__CART_EMPTY',
    );
    await addProduct(shopper, product as Product, 2);
    const cartStock = await shopper.call<{
      allAvailable: boolean;
      elements: { quantity: number; sufficient: boolean }[];
    }>('GET', '/stock/cart');
    expect(cartStock.body.allAvailable).toBe(true);
    expect(cartStock.body.elements[0]).toMatchObject({ quantity: 2, sufficient: true });

    const check = await shopper.call<{
      freeProductPromotions: {
        code: string;
        qualified: boolean;
        applied: boolean;
        products: { productNumber: string }[];
      }[];
    }>('GET', '/checkout/cart/check');
    expect(check.body.freeProductPromotions[0]).toMatchObject({
      code: 'FREELOCK',
      qualified: true,
      applied: false,
      products: [{ productNumber: 'HAI-LOCK-85' }],
    });
    const withLock = await shopper.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'FREELOCK' }],
    });
    const lock = withLock.body.lineItems.find((line) => line.label.includes('FoldLock'));
    const freeDiscount = withLock.body.lineItems.find((line) => line.type === 'promotion');
    expect(lock?.price.totalPrice).toBeCloseTo(-(freeDiscount?.price.totalPrice ?? 0), 2);
    expect(
      (await shopper.call<{ freeProductPromotions: { applied: boolean }[] }>('GET', '/checkout/cart/check')).body
        .freeProductPromotions[0]?.applied,
    ).toBe(true);

    const klarna = await shopper.call<{
      sessionId: string;
      clientToken: string;
      orderAmount: number;
      purchaseCurrency: string;
    }>('POST', '/checkout/klarna/session', {});
    expect(klarna.body.purchaseCurrency).toBe('EUR');
    expect(klarna.body.orderAmount).toBe(Math.round(withLock.body.price.totalPrice * 100));
    expect(klarna.body.clientToken.split('.')).toHaveLength(3);
  });

  it('signs up for the newsletter with validation', async () => {
    const shopper = store('sparta', 'dk');
    const invalid = await shopper.call<ErrorBody>('POST', '/newsletter/signup', { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({
      code: 'VIOLATION::INVALID_FORMAT_ERROR',
      source: { pointer: '/email' },
    });
    const ok = await shopper.call<{ success: boolean; status: string }>('POST', '/newsletter/signup', {
      email: 'cyklist@example.dk',
      firstName: 'Mette',
    });
    expect(ok.body).toMatchObject({ success: true, status: 'notSet' });
    const recipients = await fetch(`${file.emulator.url}/__emulator/newsletter-recipients`).then((response) =>
      response.json(),
    );
    expect(
      recipients.some(
        (entry: { email: string; source: string }) => entry.email === 'cyklist@example.dk' && entry.source === 'signup',
      ),
    ).toBe(true);
  });
});
