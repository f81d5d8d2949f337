import { describe, expect, it } from 'vitest';
import { changeShows } from './retry';
import type { Basket, BasketLineItem } from './types';

const line = (id: string, referencedId: string, quantity: number): BasketLineItem => ({
  id,
  referencedId,
  type: 'product',
  label: referencedId,
  quantity,
  productNumber: null,
  imageUrl: null,
  imageAlt: '',
  options: [],
  unitPrice: 100,
  totalPrice: 100 * quantity,
  listPrice: null,
  maxQuantity: 10,
  removable: true,
  stockProblems: [],
});

const basket = (lineItems: BasketLineItem[], codes: string[] = []): Basket => ({
  token: 't',
  currency: 'EUR',
  lineItems,
  promotions: codes.map((code) => ({ id: `p-${code}`, code, label: code, discount: -10 })),
  totals: { positions: 0, shippingCosts: 0, net: 0, taxes: [], total: 0 },
  messages: [],
  shippingMethod: null,
  paymentMethodId: null,
});

describe('changeShows', () => {
  it('an add shows when every product gained at least the added quantity', () => {
    const before = basket([line('l1', 'bike', 1)]);
    const add = {
      kind: 'add' as const,
      items: [
        { productId: 'bike', quantity: 2 },
        { productId: 'lock', quantity: 1 },
      ],
    };
    expect(changeShows(add, before, basket([line('l1', 'bike', 3), line('l2', 'lock', 1)]))).toBe(true);
    expect(changeShows(add, before, basket([line('l1', 'bike', 3)]))).toBe(false);
    expect(changeShows(add, before, before)).toBe(false);
    expect(changeShows(add, null, basket([line('l1', 'bike', 2), line('l2', 'lock', 1)]))).toBe(true);
  });

  it('the same product twice in one add counts twice', () => {
    const add = {
      kind: 'add' as const,
      items: [
        { productId: 'bike', quantity: 1 },
        { productId: 'bike', quantity: 1 },
      ],
    };
    expect(changeShows(add, basket([]), basket([line('l1', 'bike', 1)]))).toBe(false);
    expect(changeShows(add, basket([]), basket([line('l1', 'bike', 2)]))).toBe(true);
  });

  it('an update shows at the new quantity, a removal (or update to 0) when the line is gone', () => {
    const after = basket([line('l1', 'bike', 4)]);
    expect(changeShows({ kind: 'update', lineItemId: 'l1', quantity: 4 }, null, after)).toBe(true);
    expect(changeShows({ kind: 'update', lineItemId: 'l1', quantity: 2 }, null, after)).toBe(false);
    expect(changeShows({ kind: 'update', lineItemId: 'l1', quantity: 0 }, null, after)).toBe(false);
    expect(changeShows({ kind: 'update', lineItemId: 'l1', quantity: 0 }, null, basket([]))).toBe(true);
    expect(changeShows({ kind: 'remove', lineItemId: 'l1' }, null, after)).toBe(false);
    expect(changeShows({ kind: 'remove', lineItemId: 'l1' }, null, basket([]))).toBe(true);
  });

  it('a promotion shows when its code is in the basket', () => {
    expect(changeShows({ kind: 'promotion', code: 'SPRING' }, null, basket([], ['SPRING']))).toBe(true);
    expect(changeShows({ kind: 'promotion', code: 'SPRING' }, null, basket([], ['OTHER']))).toBe(false);
  });
});
