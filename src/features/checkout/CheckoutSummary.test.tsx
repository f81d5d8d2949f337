// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Basket, emptyBasket, orderTotals } from '../../lib/cart';
import { fill } from '../../lib/i18n/fill';
import { orderSummary } from '../../testing/checkout-factories';
import { renderWithPage } from '../../testing/render';
import { basketSummaryDiscounts, basketSummaryLines } from './CheckoutPage';
import { CheckoutSummary, orderSummaryParts } from './CheckoutSummary';
import { checkoutMessages } from './messages';

const en = checkoutMessages.en!;

afterEach(cleanup);

const product = {
  referencedId: 'p',
  type: 'product',
  quantity: 1,
  productNumber: null,
  imageUrl: null,
  imageAlt: '',
  options: [],
  listPrice: null,
  maxQuantity: 100,
  stockProblems: [],
};

/** An e-bike and the lock a free-goods promotion added at its price, taken off by the discount. */
const basket: Basket = {
  ...emptyBasket('GBP'),
  lineItems: [
    { ...product, id: 'bike', label: 'Dover Pro', unitPrice: 2319, totalPrice: 2319, removable: true },
    { ...product, id: 'lock', label: 'Folding lock', unitPrice: 69.95, totalPrice: 69.95, removable: false },
  ],
  promotions: [{ id: 'promo', code: 'FREELOCK', label: 'Free lock with every e-bike', discount: -69.95 }],
  totals: { positions: 2319, shippingCosts: 0, taxes: [{ rate: 20, amount: 386.5 }], net: 1932.5, total: 2319 },
};

/** The term and amount pairs of the summary's figures. */
const figures = () =>
  [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('checkout summary', () => {
  it('lists the discount of a free product, so subtotal, discount and delivery add up to the total', () => {
    renderWithPage(
      <CheckoutSummary
        lines={basketSummaryLines(basket)}
        discounts={basketSummaryDiscounts(basket)}
        totals={basket.totals}
        currency="GBP"
      />,
    );
    expect(screen.getByText('£69.95')).toBeTruthy();
    expect(figures().slice(0, 4)).toEqual([
      [en.subtotal, '£2,388.95'],
      [fill(en.discount, { label: 'Free lock with every e-bike' }), '-£69.95'],
      [en.shippingCosts, en.free],
      [en.total, '£2,319.00'],
    ]);
  });

  it('shows a placed order’s promotion line as a discount, not as an item', () => {
    const order = orderSummary({
      lineItems: [
        {
          id: 'b',
          type: 'product',
          label: 'Dover Pro',
          quantity: 1,
          unitPrice: 2319,
          totalPrice: 2319,
          imageUrl: null,
          options: [
            { group: 'COLORCOM', option: 'Burgundy' },
            { group: 'HEIGHTS', option: 'L' },
          ],
        },
        {
          id: 'l',
          type: 'product',
          label: 'Folding lock',
          quantity: 1,
          unitPrice: 69.95,
          totalPrice: 69.95,
          imageUrl: null,
          options: [],
        },
        {
          id: 'd',
          type: 'promotion',
          label: 'Free lock',
          quantity: 1,
          unitPrice: -69.95,
          totalPrice: -69.95,
          imageUrl: null,
          options: [],
        },
      ],
      total: 2319,
    });
    renderWithPage(<CheckoutSummary {...orderSummaryParts(order)} totals={orderTotals(order)} currency="GBP" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // A line names its variant, as the order keeps it.
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Burgundy, L');
    expect(figures().slice(0, 2)).toEqual([
      [en.subtotal, '£2,388.95'],
      [fill(en.discount, { label: 'Free lock' }), '-£69.95'],
    ]);
  });
});
