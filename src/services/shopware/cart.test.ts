import type { Schemas } from '@shopware/api-client/api-types';
import { describe, expect, it } from 'vitest';
import { basketItemCount, emptyBasket, stockProblemsOf, withStock } from '../../lib/cart/basket-figures';
import type { CartStockEntry } from '../../lib/cart/types';
import { mapCart, mapCartMessages, mapCartStock } from './cart';

type Cart = Schemas['Cart'];
type LineItem = Schemas['LineItem'];

const price = (unit: number, quantity: number, listPrice?: number) => ({
  apiAlias: 'calculated_price' as const,
  unitPrice: unit,
  totalPrice: unit * quantity,
  quantity,
  calculatedTaxes: [],
  taxRules: [],
  listPrice: listPrice ? { apiAlias: 'cart_list_price' as const, price: listPrice } : null,
});

const productLine = (overrides: Partial<LineItem> = {}): LineItem => ({
  id: 'line-1',
  referencedId: 'product-1',
  type: 'product',
  label: 'Motus Tour',
  quantity: 2,
  removable: true,
  cover: {
    id: 'media-1',
    url: 'https://shop/media/1/1920.jpg',
    alt: 'Motus Tour in blue',
    thumbnails: [
      { id: 't800', url: 'https://shop/media/1/800.jpg', width: 800, height: 600 },
      { id: 't400', url: 'https://shop/media/1/400.jpg', width: 400, height: 300 },
    ],
  } as unknown as LineItem['cover'],
  payload: {
    productNumber: 'MT-1',
    options: [
      { group: 'HEIGHTS', option: 'M', translated: { group: 'HEIGHTS', option: 'M' } },
      { group: 'COLORCOM', option: 'Blue' },
      { group: '', option: 'dropped' },
    ],
  } as unknown as LineItem['payload'],
  price: price(1999, 2, 2499),
  quantityInformation: { maxPurchase: 5, minPurchase: 1, purchaseSteps: 1 },
  ...overrides,
});

const promotionLine: LineItem = {
  id: 'discount-1',
  referencedId: 'WELCOME10',
  type: 'promotion',
  label: 'Welcome 10 %',
  quantity: 1,
  cover: null,
  payload: { code: 'WELCOME10' } as unknown as LineItem['payload'],
  price: price(-399.8, 1),
};

const cart = (overrides: Partial<Cart> = {}): Cart => ({
  apiAlias: 'cart',
  token: 'token-1',
  lineItems: [productLine(), promotionLine],
  price: {
    apiAlias: 'cart_price',
    positionPrice: 3598.2,
    netPrice: 2998.5,
    totalPrice: 3598.2,
    rawTotal: 3598.2,
    taxStatus: 'gross',
    taxRules: [],
    calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', taxRate: 20, tax: 599.7, price: 3598.2 }],
  },
  deliveries: [
    {
      shippingCosts: price(0, 1),
      shippingMethod: { id: 'ship-1', name: 'Home delivery', technicalName: 'homeDelivery', translated: {} },
    } as unknown as Schemas['CartDelivery'],
  ],
  transactions: [{ paymentMethodId: 'pay-1' }],
  errors: {
    'product-stock-reachedline-1': {
      code: 0,
      key: 'product-stock-reachedline-1',
      level: 10,
      message: 'The product Motus Tour is only available 2 times',
      messageKey: 'product-stock-reached',
    },
  },
  ...overrides,
});

const stockEntry = (overrides: Partial<CartStockEntry> = {}): CartStockEntry => ({
  lineItemId: 'line-1',
  productId: 'product-1',
  productNumber: 'MT-1',
  quantity: 2,
  availableStock: 10,
  sufficient: true,
  stockStatus: 'inStock',
  ...overrides,
});

describe('mapCart', () => {
  it('maps product lines with image, options, prices and the cart’s own stock problems', () => {
    const basket = mapCart(cart(), { currency: 'EUR' });
    expect(basket.lineItems).toEqual([
      {
        id: 'line-1',
        referencedId: 'product-1',
        type: 'product',
        label: 'Motus Tour',
        quantity: 2,
        productNumber: 'MT-1',
        imageUrl: 'https://shop/media/1/400.jpg',
        imageAlt: 'Motus Tour in blue',
        options: [
          { group: 'HEIGHTS', option: 'M' },
          { group: 'COLORCOM', option: 'Blue' },
        ],
        unitPrice: 1999,
        totalPrice: 3998,
        listPrice: 2499,
        maxQuantity: 5,
        removable: true,
        stockProblems: [{ kind: 'limited', message: 'The product Motus Tour is only available 2 times' }],
      },
    ]);
  });

  it('keeps promotions apart, with totals, taxes, shipping, messages and methods', () => {
    const basket = mapCart(cart(), { currency: 'EUR' });
    expect(basket.promotions).toEqual([
      { id: 'discount-1', code: 'WELCOME10', label: 'Welcome 10 %', discount: -399.8 },
    ]);
    expect(basket.totals).toEqual({
      positions: 3598.2,
      shippingCosts: 0,
      taxes: [{ rate: 20, amount: 599.7 }],
      net: 2998.5,
      total: 3598.2,
    });
    expect(basket).toMatchObject({
      token: 'token-1',
      currency: 'EUR',
      shippingMethod: { id: 'ship-1', name: 'Home delivery', technicalName: 'homeDelivery' },
      paymentMethodId: 'pay-1',
    });
    expect(basket.messages).toEqual([
      {
        key: 'product-stock-reachedline-1',
        messageKey: 'product-stock-reached',
        level: 'warning',
        message: 'The product Motus Tour is only available 2 times',
      },
    ]);
  });

  it('copes with an empty cart and a line without cover or payload', () => {
    const basket = mapCart(
      cart({
        lineItems: [productLine({ cover: null, payload: undefined, listPrice: undefined } as Partial<LineItem>)],
        deliveries: [],
        transactions: [],
        errors: [],
      }),
      { currency: 'EUR' },
    );
    expect(basket.lineItems[0]).toMatchObject({
      imageUrl: null,
      imageAlt: 'Motus Tour',
      options: [],
      productNumber: null,
    });
    expect(basket).toMatchObject({ shippingMethod: null, paymentMethodId: null, messages: [] });
    expect(mapCart(cart({ lineItems: [] }), { currency: 'EUR' }).lineItems).toEqual([]);
  });

  it('marks free goods as not removable and adds stock problems when stock is given', () => {
    const basket = mapCart(cart({ lineItems: [productLine({ removable: false })], errors: {} }), {
      currency: 'EUR',
      stock: { allAvailable: true, entries: [stockEntry({ stockStatus: 'lowStock', availableStock: 3 })] },
    });
    expect(basket.lineItems[0]).toMatchObject({
      removable: false,
      stockProblems: [{ kind: 'lowStock', available: 3 }],
    });
  });
});

describe('cart messages', () => {
  it('reads Shopware’s list and keyed forms with their levels', () => {
    const error = { key: 'k', messageKey: 'promotion-not-found', level: 20 as const, message: 'Not found' };
    expect(mapCartMessages([error, { ...error, level: 0 }])).toEqual([
      { key: 'k', messageKey: 'promotion-not-found', level: 'error', message: 'Not found' },
      { key: 'k', messageKey: 'promotion-not-found', level: 'info', message: 'Not found' },
    ]);
    expect(mapCartMessages(undefined)).toEqual([]);
  });
});

describe('stock', () => {
  it('turns cart stock entries into problems', () => {
    expect(stockProblemsOf(undefined)).toEqual([]);
    expect(stockProblemsOf(stockEntry())).toEqual([]);
    expect(stockProblemsOf(stockEntry({ sufficient: false, availableStock: 1 }))).toEqual([
      { kind: 'insufficient', available: 1 },
    ]);
    expect(stockProblemsOf(stockEntry({ sufficient: false, availableStock: -2 }))).toEqual([
      { kind: 'insufficient', available: 0 },
    ]);
    expect(stockProblemsOf(stockEntry({ stockStatus: 'outOfStock', availableStock: 0 }))).toEqual([
      { kind: 'backorder' },
    ]);
    expect(stockProblemsOf(stockEntry({ availableStock: 1, stockStatus: 'lowStock' }))).toEqual([
      { kind: 'backorder' },
    ]);
    expect(stockProblemsOf(stockEntry({ availableStock: 3, stockStatus: 'lowStock' }))).toEqual([
      { kind: 'lowStock', available: 3 },
    ]);
  });

  it('replaces earlier stock problems and keeps the cart’s own', () => {
    const basket = mapCart(cart(), {
      currency: 'EUR',
      stock: { allAvailable: false, entries: [stockEntry({ sufficient: false, availableStock: 1 })] },
    });
    const again = withStock(basket, { allAvailable: true, entries: [stockEntry()] });
    expect(again.lineItems[0]?.stockProblems).toEqual([
      { kind: 'limited', message: 'The product Motus Tour is only available 2 times' },
    ]);
  });

  it('reads the /stock/cart answer defensively', () => {
    expect(
      mapCartStock({
        elements: [
          {
            lineItemId: 'l',
            productId: 'p',
            productNumber: 'n',
            quantity: 2,
            availableStock: 0,
            sufficient: false,
            stockStatus: 'outOfStock',
          },
          { lineItemId: 'm', quantity: '1', stockStatus: 'bogus' },
        ],
      }),
    ).toEqual({
      allAvailable: false,
      entries: [
        {
          lineItemId: 'l',
          productId: 'p',
          productNumber: 'n',
          quantity: 2,
          availableStock: 0,
          sufficient: false,
          stockStatus: 'outOfStock',
        },
        {
          lineItemId: 'm',
          productId: '',
          productNumber: '',
          quantity: 1,
          availableStock: 0,
          sufficient: true,
          stockStatus: 'inStock',
        },
      ],
    });
    expect(mapCartStock(null)).toEqual({ allAvailable: true, entries: [] });
  });
});

describe('basketItemCount', () => {
  it('counts the pieces of products, not promotions', () => {
    expect(basketItemCount(mapCart(cart(), { currency: 'EUR' }))).toBe(2);
    expect(basketItemCount(null)).toBe(0);
    expect(basketItemCount(emptyBasket('EUR'))).toBe(0);
  });
});
