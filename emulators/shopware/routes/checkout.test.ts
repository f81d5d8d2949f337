/**
 * The store-api emulator's account and checkout routes (routes/checkout.ts): registration with
 * constraint violations, a guest's order with stock taken, the order list, the payment
 * provider's page and the guest's order lookup by deep link.
 */
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  buyable,
  type Cart,
  emulatorOfFile,
  type ErrorBody,
  type Product,
  registerGuest,
} from '../test-support';

const file = emulatorOfFile('shopware-checkout-');
const store = file.store;

describe('registration', () => {
  it('validates registration with constraint violations and JSON pointers', async () => {
    const answer = await store('raleigh', 'gb').call<ErrorBody>('POST', '/account/register', {
      guest: true,
      email: 'not-an-email',
      billingAddress: {},
    });
    expect(answer.status).toBe(400);
    const byPointer = Object.fromEntries(answer.body.errors.map((error) => [error.source?.pointer, error.code]));
    expect(byPointer).toMatchObject({
      '/email': 'VIOLATION::INVALID_FORMAT_ERROR',
      '/firstName': 'VIOLATION::IS_BLANK_ERROR',
      '/lastName': 'VIOLATION::IS_BLANK_ERROR',
      '/storefrontUrl': 'VIOLATION::IS_BLANK_ERROR',
      '/billingAddress/street': 'VIOLATION::IS_BLANK_ERROR',
      '/billingAddress/countryId': 'VIOLATION::IS_BLANK_ERROR',
    });
    expect(answer.body.errors[0]?.title).toBe('Constraint violation error');
  });
});

describe('checkout', () => {
  it('places an order for a guest, takes stock, lists it and pays through the provider page', async () => {
    const shopper = store('raleigh', 'gb');
    const [product] = await buyable(shopper, 1, 3);
    const stockBefore = await shopper.call<{ elements: { stock: number }[] }>(
      'GET',
      `/stock/product?ids[]=${product?.id}`,
    );
    await addProduct(shopper, product as Product, 2);
    const notLoggedIn = await store('raleigh', 'gb').call<ErrorBody>('POST', '/checkout/order', {});
    expect(notLoggedIn.status).toBe(403);
    const customer = await registerGuest(shopper, 'sam@example.co.uk');
    expect(customer.guest).toBe(true);
    const me = await shopper.call<{ email: string }>('POST', '/account/customer', {});
    expect(me.body.email).toBe('sam@example.co.uk');
    expect((await shopper.call<Cart>('GET', '/checkout/cart')).body.lineItems).toHaveLength(1);

    const paypal = file.catalog.paymentMethods.find((method) => method.technicalName === 'payment_paypal');
    await shopper.call('PATCH', '/context', { paymentMethodId: paypal?.id });
    const order = await shopper.call<{
      id: string;
      orderNumber: string;
      amountTotal: number;
      lineItems: { quantity: number }[];
    }>('POST', '/checkout/order', {});
    expect(order.status).toBe(200);
    expect(order.body.lineItems[0]?.quantity).toBe(2);
    expect((await shopper.call<Cart>('GET', '/checkout/cart')).body.lineItems).toHaveLength(0);
    const stockAfter = await shopper.call<{ elements: { stock: number }[] }>(
      'GET',
      `/stock/product?ids[]=${product?.id}`,
    );
    expect(stockAfter.body.elements[0]?.stock).toBe((stockBefore.body.elements[0]?.stock ?? 0) - 2);
    expect((await shopper.call<ErrorBody>('POST', '/checkout/order', {})).body.errors[0]?.code).toBe(
      'CHECKOUT__CART_EMPTY',
    );

    const orders = await shopper.call<{ orders: { elements: { id: string }[]; total: number } }>('POST', '/order', {});
    expect(orders.body.orders.elements.map((entry) => entry.id)).toEqual([order.body.id]);

    const payment = await shopper.call<{ redirectUrl: string }>('POST', '/handle-payment', {
      orderId: order.body.id,
      finishUrl: 'http://localhost:9000/gb/en/checkout/finish/',
      errorUrl: 'http://localhost:9000/gb/en/checkout/error/',
    });
    expect(payment.body.redirectUrl).toContain('/__emulator/payment/');
    const provider = await fetch(payment.body.redirectUrl, { redirect: 'manual' });
    expect(provider.status).toBe(302);
    expect(provider.headers.get('location')).toBe('http://localhost:9000/gb/en/checkout/finish/');
    const paid = await shopper.call<{
      orders: { elements: { transactions: { stateMachineState: { technicalName: string } }[] }[] };
    }>('POST', '/order', {});
    expect(paid.body.orders.elements[0]?.transactions[0]?.stateMachineState.technicalName).toBe('paid');

    const deepLink = await fetch(`${file.emulator.url}/__emulator/orders`).then((response) => response.json());
    const record = deepLink.find((entry: { id: string }) => entry.id === order.body.id);
    const guestLookup = await store('raleigh', 'gb').call<{ orders: { total: number } }>('POST', '/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: record.deepLinkCode }],
      email: 'sam@example.co.uk',
      zipcode: 'NG1 1AA',
    });
    expect(guestLookup.body.orders.total).toBe(1);
    const wrong = await store('raleigh', 'gb').call<ErrorBody>('POST', '/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: record.deepLinkCode }],
      email: 'sam@example.co.uk',
      zipcode: 'XX1 1XX',
    });
    expect(wrong.status).toBe(403);
  });
});
