/**
 * The store-api emulator's cart routes (routes/cart.ts): line items with tax, totals and
 * Shopware's errors, promotion codes, and concurrent adds to one cart.
 */
import { describe, expect, it } from 'vitest';
import { localAccessKey } from '../../../src/config/backends';
import { addProduct, buyable, type Cart, emulatorOfFile, type ErrorBody, type Product } from '../test-support';
import { StoreApiSession } from '../testing';

const file = emulatorOfFile('shopware-cart-');
const store = file.store;

describe('carts', () => {
  it('adds, updates and removes line items with tax, totals and Shopware errors', async () => {
    const shopper = store('lapierre', 'fr');
    const [bike, other] = await buyable(shopper, 2, 3);
    const added = await addProduct(shopper, bike as Product, 2);
    expect(added.status).toBe(200);
    const unit = (bike as Product).calculatedPrice.unitPrice;
    expect(added.body.lineItems[0]).toMatchObject({
      id: bike?.id,
      type: 'product',
      quantity: 2,
      price: { unitPrice: unit, totalPrice: unit * 2 },
    });
    const shipping = added.body.deliveries[0]?.shippingCosts.totalPrice ?? 0;
    expect(added.body.price.positionPrice).toBeCloseTo(unit * 2, 2);
    expect(added.body.price.totalPrice).toBeCloseTo(unit * 2 + shipping, 2);
    const tax = added.body.price.calculatedTaxes[0];
    expect(tax?.taxRate).toBe(20);
    expect(tax?.tax).toBeCloseTo(added.body.price.totalPrice - added.body.price.totalPrice / 1.2, 1);
    expect(added.body.price.netPrice).toBeCloseTo(added.body.price.totalPrice - (tax?.tax ?? 0), 2);

    const stacked = await addProduct(shopper, bike as Product, 1);
    expect(stacked.body.lineItems[0]?.quantity).toBe(3);
    const updated = await shopper.call<Cart>('PATCH', '/checkout/cart/line-item', {
      items: [{ id: bike?.id, quantity: 1 }],
    });
    expect(updated.body.lineItems[0]?.quantity).toBe(1);
    await addProduct(shopper, other as Product);
    const removedByPost = await shopper.call<Cart>('POST', '/checkout/cart/line-item/delete', { ids: [other?.id] });
    expect(removedByPost.body.lineItems.map((line) => line.id)).toEqual([bike?.id]);
    await addProduct(shopper, other as Product);
    const removedByQuery = await shopper.call<Cart>('DELETE', `/checkout/cart/line-item?ids[]=${other?.id}`);
    expect(removedByQuery.body.lineItems.map((line) => line.id)).toEqual([bike?.id]);

    const unknownLine = await shopper.call<ErrorBody>('PATCH', '/checkout/cart/line-item', {
      items: [{ id: 'nope', quantity: 2 }],
    });
    expect(unknownLine.status).toBe(404);
    expect(unknownLine.body.errors[0]).toMatchObject({
      code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
      detail: 'Line item with identifier nope not found.',
    });
    const zero = await shopper.call<ErrorBody>('PATCH', '/checkout/cart/line-item', {
      items: [{ id: bike?.id, quantity: 0 }],
    });
    expect(zero.body.errors[0]?.code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
    const unknownProduct = await shopper.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ id: 'f'.repeat(32), referencedId: 'f'.repeat(32), type: 'product' }],
    });
    expect(unknownProduct.body.errors[`product-not-found${'f'.repeat(32)}`]?.messageKey).toBe('product-not-found');
    const cart = await shopper.call<Cart>('GET', '/checkout/cart');
    expect(cart.body.lineItems).toHaveLength(1);

    const otherChannel = new StoreApiSession(`${file.emulator.url}/store-api`, localAccessKey('lapierre', 'de'));
    otherChannel.token = shopper.token;
    expect((await otherChannel.call<Cart>('GET', '/checkout/cart')).body.lineItems).toHaveLength(0);

    expect((await shopper.call('DELETE', '/checkout/cart')).status).toBe(204);
    expect((await shopper.call<Cart>('GET', '/checkout/cart')).body.lineItems).toHaveLength(0);
  });

  it('applies promotion codes, reports unknown and not eligible ones', async () => {
    const shopper = store('sparta', 'nl');
    const [product] = await buyable(shopper, 1, 1);
    await addProduct(shopper, product as Product);
    const promoted = await shopper.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'welcome10' }],
    });
    const discount = promoted.body.lineItems.find((line) => line.type === 'promotion');
    const goods = (product as Product).calculatedPrice.unitPrice;
    expect(discount?.referencedId).toBe('WELCOME10');
    expect(discount?.price.totalPrice).toBeCloseTo(-goods * 0.1, 2);
    expect(promoted.body.price.positionPrice).toBeCloseTo(goods * 0.9, 1);
    const unknown = await shopper.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'NOSUCHCODE' }],
    });
    expect(unknown.body.errors['promotion-not-found']).toMatchObject({
      messageKey: 'promotion-not-found',
      level: 20,
      message: 'Promotion with code NOSUCHCODE not found!',
    });
    const removed = await shopper.call<Cart>('POST', '/checkout/cart/line-item/delete', { ids: [discount?.id] });
    expect(removed.body.lineItems.some((line) => line.type === 'promotion')).toBe(false);

    const small = store('xlc', 'de');
    const [part] = await buyable(small, 1, 1);
    await addProduct(small, part as Product);
    const ineligible = await small.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'SPRING50' }],
    });
    expect(Object.values(ineligible.body.errors).map((error) => error.messageKey)).toContain('promotion-not-eligible');
  });

  it('keeps every line item of 20 concurrent adds', async () => {
    const shopper = store('ghost', 'at');
    await shopper.call('GET', '/context');
    const products = await buyable(shopper, 20, 1);
    await Promise.all(products.map((product) => addProduct(shopper, product)));
    const cart = await shopper.call<Cart>('GET', '/checkout/cart');
    expect(cart.body.lineItems.map((line) => line.id).sort()).toEqual(products.map((product) => product.id).sort());

    const same = store('ghost', 'at');
    await same.call('GET', '/context');
    const backOrderable = await same.call<{ elements: Product[] }>('POST', '/product', {
      filter: [
        { type: 'equals', field: 'childCount', value: 0 },
        { type: 'equals', field: 'isCloseout', value: false },
      ],
      limit: 1,
    });
    const product = backOrderable.body.elements[0] as Product;
    await Promise.all(Array.from({ length: 20 }, () => addProduct(same, product)));
    const summed = await same.call<Cart>('GET', '/checkout/cart');
    expect(summed.body.lineItems).toHaveLength(1);
    expect(summed.body.lineItems[0]?.quantity).toBe(20);
  });
});
