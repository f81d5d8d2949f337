/** Data factories of the checkout: an order as the confirmation page shows it, with overrides. */
import type { OrderAddress, OrderSummary } from '../lib/cart';

export function orderAddress(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '10 Downing Street',
    zipcode: 'SW1A 2AA',
    city: 'London',
    countryId: 'gb-id',
    countryCode: 'gb',
    countryName: 'United Kingdom',
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'order-1',
    orderNumber: '10042',
    orderDate: '2025-05-01T10:00:00.000Z',
    email: 'ada@example.com',
    currency: 'GBP',
    lineItems: [
      {
        id: 'l1',
        type: 'product',
        label: 'Motus Tour',
        quantity: 1,
        unitPrice: 2010,
        totalPrice: 2010,
        imageUrl: null,
        options: [
          { group: 'COLORCOM', option: 'Matt black' },
          { group: 'HEIGHTS', option: 'M' },
        ],
      },
    ],
    shippingTotal: 0,
    taxes: [{ rate: 20, amount: 335 }],
    net: 1675,
    total: 2010,
    billingAddress: orderAddress(),
    shippingAddress: orderAddress(),
    shippingMethod: 'Home delivery',
    paymentMethod: 'PayPal',
    paymentState: 'paid',
    bankTransfer: null,
    orderState: 'open',
    deepLinkCode: 'deep',
    ...overrides,
  };
}
