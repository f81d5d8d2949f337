/** Data factories of the basket's component tests, typed by the cart library, with overrides. */
import { emptyBasket, type Basket, type BasketLineItem, type FreeProductPromotion } from '../../lib/cart';

export function lineItem(overrides: Partial<BasketLineItem> = {}): BasketLineItem {
  return {
    id: 'line-1',
    referencedId: 'product-1',
    type: 'product',
    label: 'Motus Tour',
    quantity: 1,
    productNumber: 'RB-MT-1',
    imageUrl: 'https://cdn.test/motus/400.jpg',
    imageAlt: 'Motus Tour in blue',
    options: [
      { group: 'COLORCOM', option: 'Blue' },
      { group: 'HEIGHTS', option: 'M' },
    ],
    unitPrice: 2499,
    totalPrice: 2499,
    listPrice: null,
    maxQuantity: 100,
    removable: true,
    stockProblems: [],
    ...overrides,
  };
}

export function basket(overrides: Partial<Basket> = {}): Basket {
  const lineItems = overrides.lineItems ?? [lineItem()];
  const positions = lineItems.reduce((sum, line) => sum + line.totalPrice, 0);
  return {
    ...emptyBasket('EUR'),
    token: 'token-1',
    lineItems,
    totals: {
      positions,
      shippingCosts: 0,
      taxes: [{ rate: 20, amount: positions / 6 }],
      net: positions * (5 / 6),
      total: positions,
    },
    shippingMethod: { id: 'ship-1', name: 'Home delivery', technicalName: 'homeDelivery' },
    ...overrides,
  };
}

export function freeProductPromotion(overrides: Partial<FreeProductPromotion> = {}): FreeProductPromotion {
  return {
    promotionId: 'promo-lock',
    code: 'FREELOCK',
    name: 'Free lock',
    qualified: true,
    applied: false,
    missingAmount: 0,
    requiredProductKind: 'ebike',
    products: [{ id: 'lock-1', productNumber: 'LOCK-1', name: 'Folding lock' }],
    ...overrides,
  };
}
