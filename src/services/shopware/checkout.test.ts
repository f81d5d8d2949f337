import type { Schemas } from '@shopware/api-client/api-types';
import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../lib/cart/checkout';
import {
  mapCustomer,
  mapFreeProductPromotions,
  mapKlarnaSession,
  mapOrder,
  mapPaymentMethods,
  mapProductStock,
  mapSessionContext,
  mapShippingMethods,
} from './checkout';

describe('methods', () => {
  it('map shipping and payment methods in their order, translated names first', () => {
    const shipping = [
      { id: 's2', name: 'Pickup', technicalName: 'dealerPickup', position: 2, translated: { name: 'Retrait' } },
      {
        id: 's1',
        name: 'Home',
        description: 'To your door',
        technicalName: 'homeDelivery',
        position: 1,
        translated: {},
        deliveryTime: { name: '1-2 weeks', translated: { name: '1-2 semaines' } },
      },
    ] as unknown as Schemas['ShippingMethod'][];
    expect(mapShippingMethods(shipping)).toEqual([
      {
        id: 's1',
        name: 'Home',
        description: 'To your door',
        technicalName: 'homeDelivery',
        deliveryTime: '1-2 semaines',
        position: 1,
      },
      { id: 's2', name: 'Retrait', description: '', technicalName: 'dealerPickup', deliveryTime: null, position: 2 },
    ]);
    const payment = [
      { id: 'p', name: 'Klarna', technicalName: 'payment_klarna', position: 3, translated: {} },
    ] as unknown as Schemas['PaymentMethod'][];
    expect(mapPaymentMethods(payment)).toEqual([
      { id: 'p', name: 'Klarna', description: '', technicalName: 'payment_klarna', position: 3 },
    ]);
  });
});

describe('session context and customer', () => {
  it('map the context the checkout reads', () => {
    const context = {
      token: 'tok',
      context: { languageIdChain: ['lang'] },
      currency: { id: 'c', name: 'Euro', isoCode: 'EUR', symbol: '€', translated: { name: 'Euro' } },
      shippingLocation: { country: { id: 'fr-id' } },
      shippingMethod: { id: 's1' },
      paymentMethod: { id: 'p1' },
      customer: { id: 'cu', email: 'a@b.c', guest: true, firstName: 'A', lastName: 'B' },
    } as unknown as Schemas['SalesChannelContext'];
    expect(mapSessionContext(context)).toEqual({
      token: 'tok',
      languageId: 'lang',
      currency: { id: 'c', name: 'Euro', iso: 'EUR', symbol: '€' },
      countryId: 'fr-id',
      shippingMethodId: 's1',
      paymentMethodId: 'p1',
      customer: { id: 'cu', email: 'a@b.c', guest: true, firstName: 'A', lastName: 'B' },
    });
    expect(mapSessionContext({ customer: null } as unknown as Schemas['SalesChannelContext'])).toMatchObject({
      token: '',
      currency: null,
      countryId: null,
      customer: null,
    });
  });

  it('map a customer with its default addresses', () => {
    const customer = {
      id: 'cu',
      email: 'a@b.c',
      guest: true,
      firstName: 'A',
      lastName: 'B',
      customerNumber: '10001',
      defaultBillingAddressId: 'bill',
      defaultShippingAddressId: 'ship',
    } as unknown as Schemas['Customer'];
    expect(mapCustomer(customer)).toEqual({
      id: 'cu',
      email: 'a@b.c',
      guest: true,
      firstName: 'A',
      lastName: 'B',
      customerNumber: '10001',
      defaultBillingAddressId: 'bill',
      defaultShippingAddressId: 'ship',
    });
  });
});

describe('mapOrder', () => {
  const address = (id: string, city: string) => ({
    id,
    firstName: 'Jeanne',
    lastName: 'Longo',
    street: '1 Place Bellecour',
    zipcode: '69002',
    city,
    countryId: 'fr-id',
    country: { name: 'France', iso: 'FR', translated: { name: 'France' } },
  });
  const order = {
    id: 'o1',
    orderNumber: '10001',
    orderDateTime: '2025-05-01T10:00:00.000Z',
    orderCustomer: { email: 'a@b.c' },
    currency: { isoCode: 'EUR' },
    amountTotal: 2004.95,
    amountNet: 1670.79,
    shippingTotal: 4.95,
    // Keyed by tax rate, as Shopware serialises order prices.
    price: { calculatedTaxes: { '20': { taxRate: 20, tax: 334.16, price: 2004.95 } } },
    billingAddress: address('bill', 'Lyon'),
    addresses: [address('bill', 'Lyon'), address('ship', 'Paris')],
    deliveries: [
      { shippingOrderAddressId: 'ship', shippingMethod: { name: 'Home', translated: { name: 'Domicile' } } },
    ],
    transactions: [{ paymentMethod: { name: 'Klarna' }, stateMachineState: { technicalName: 'paid' } }],
    stateMachineState: { technicalName: 'in_progress' },
    deepLinkCode: 'deep',
    lineItems: [
      { id: 'l2', type: 'promotion', label: 'Welcome', quantity: 1, unitPrice: -10, totalPrice: -10, position: 2 },
      {
        id: 'l1',
        type: 'product',
        label: 'Motus',
        quantity: 1,
        unitPrice: 2010,
        totalPrice: 2010,
        position: 1,
        cover: { id: 'm', url: 'https://shop/m.jpg', thumbnails: [] },
        payload: {
          productNumber: 'MOT-1',
          options: [
            { group: 'COLORCOM', option: 'Black', translated: { group: 'COLORCOM', option: 'Noir' } },
            { group: 'HEIGHTS', option: 'M' },
          ],
        },
      },
    ],
  } as unknown as Schemas['Order'];

  it('maps what the confirmation page shows', () => {
    expect(mapOrder(order)).toEqual({
      id: 'o1',
      orderNumber: '10001',
      orderDate: '2025-05-01T10:00:00.000Z',
      email: 'a@b.c',
      currency: 'EUR',
      lineItems: [
        {
          id: 'l1',
          type: 'product',
          label: 'Motus',
          quantity: 1,
          unitPrice: 2010,
          totalPrice: 2010,
          imageUrl: 'https://shop/m.jpg',
          options: [
            { group: 'COLORCOM', option: 'Noir' },
            { group: 'HEIGHTS', option: 'M' },
          ],
        },
        {
          id: 'l2',
          type: 'promotion',
          label: 'Welcome',
          quantity: 1,
          unitPrice: -10,
          totalPrice: -10,
          imageUrl: null,
          options: [],
        },
      ],
      shippingTotal: 4.95,
      taxes: [{ rate: 20, amount: 334.16 }],
      net: 1670.79,
      total: 2004.95,
      billingAddress: {
        firstName: 'Jeanne',
        lastName: 'Longo',
        street: '1 Place Bellecour',
        zipcode: '69002',
        city: 'Lyon',
        countryId: 'fr-id',
        countryCode: 'fr',
        countryName: 'France',
      },
      shippingAddress: expect.objectContaining({ city: 'Paris' }),
      shippingMethod: 'Domicile',
      paymentMethod: 'Klarna',
      paymentState: 'paid',
      bankTransfer: null,
      orderState: 'in_progress',
      deepLinkCode: 'deep',
    });
  });

  it('reads taxes as a list too and falls back to the billing address for shipping', () => {
    const listed = mapOrder({
      ...order,
      price: { calculatedTaxes: [{ taxRate: 21, tax: 1 }] },
      deliveries: [],
    } as unknown as Schemas['Order']);
    expect(listed.taxes).toEqual([{ rate: 21, amount: 1 }]);
    expect(listed.shippingAddress?.city).toBe('Lyon');
    expect(listed.shippingMethod).toBeNull();
  });

  it('gives the totals of the order: goods as the sum of its lines, delivery, taxes, total', () => {
    const summary = mapOrder(order as unknown as Schemas['Order']);
    const totals = orderTotals(summary);
    expect(totals.positions).toBe(summary.lineItems.reduce((sum, line) => sum + line.totalPrice, 0));
    expect(totals.positions).toBeGreaterThan(0);
    expect(totals).toMatchObject({ shippingCosts: summary.shippingTotal, taxes: summary.taxes, total: summary.total });
  });
});

describe('extension answers', () => {
  it('map the Klarna session', () => {
    expect(
      mapKlarnaSession({
        sessionId: 's',
        clientToken: 'ct',
        purchaseCountry: 'FR',
        purchaseCurrency: 'EUR',
        locale: 'fr-FR',
        orderAmount: 200495,
        paymentMethodCategories: [{ identifier: 'pay_later', name: 'Pay later', assetUrls: {} }],
        expiresAt: '2025-05-03T10:00:00.000Z',
      }),
    ).toEqual({
      sessionId: 's',
      clientToken: 'ct',
      purchaseCountry: 'FR',
      purchaseCurrency: 'EUR',
      locale: 'fr-FR',
      orderAmount: 200495,
      paymentMethodCategories: [{ identifier: 'pay_later', name: 'Pay later' }],
      expiresAt: '2025-05-03T10:00:00.000Z',
    });
    expect(mapKlarnaSession(null).orderAmount).toBe(0);
  });

  it('map product stock and the free-goods check', () => {
    expect(
      mapProductStock({
        elements: [
          {
            productId: 'p',
            productNumber: 'n',
            parentId: null,
            availableStock: 2,
            available: true,
            isCloseout: false,
            stockStatus: 'lowStock',
            deliveryTime: { min: 1, max: 2, unit: 'week', name: '1-2 weeks' },
          },
        ],
      }),
    ).toEqual([
      {
        productId: 'p',
        productNumber: 'n',
        parentId: null,
        availableStock: 2,
        available: true,
        isCloseout: false,
        stockStatus: 'lowStock',
        deliveryTime: { min: 1, max: 2, unit: 'week', name: '1-2 weeks' },
      },
    ]);
    expect(
      mapFreeProductPromotions({
        freeProductPromotions: [
          {
            promotionId: 'pr',
            code: 'FREELOCK',
            name: 'Free lock',
            qualified: false,
            applied: false,
            missingAmount: 0,
            requiredProductKind: 'ebike',
            products: [{ id: 'lock', productNumber: 'L-1', name: 'Folding lock' }],
          },
        ],
      }),
    ).toEqual([
      {
        promotionId: 'pr',
        code: 'FREELOCK',
        name: 'Free lock',
        qualified: false,
        applied: false,
        missingAmount: 0,
        requiredProductKind: 'ebike',
        products: [{ id: 'lock', productNumber: 'L-1', name: 'Folding lock' }],
      },
    ]);
    expect(mapFreeProductPromotions(undefined)).toEqual([]);
  });
});
