/**
 * The compact order summary beside the checkout steps and on the confirmation page: lines with
 * quantity and price, then the subtotal of those lines, each discount (a free product's price
 * taken off again), delivery, the total and the included taxes, so the figures add up; all
 * formatted with the page's locale.
 */
import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import type { BasketOption, OrderSummary, SummaryTotals } from '../../lib/cart';
import { formatPrice } from '../../lib/product/price';
import { fill } from '../../lib/i18n/fill';
import { useCheckoutTexts } from './texts';

export interface SummaryLine {
  id: string;
  label: string;
  quantity: number;
  totalPrice: number;
  /** e.g. 'HEIGHTS: M', shown under the label. */
  details?: string;
}

/** A promotion's deduction: a negative amount. */
export interface SummaryDiscount {
  id: string;
  label: string;
  amount: number;
}

// The groups are attribute codes (COLORCOM, HEIGHTS): the values alone read well ('Matt black, L').
export const optionValues = (options: readonly BasketOption[]): string =>
  options.map((option) => option.option).join(', ');

/** A placed order's lines and its promotion lines (which the order lists among its positions). */
export function orderSummaryParts(order: OrderSummary): { lines: SummaryLine[]; discounts: SummaryDiscount[] } {
  return {
    lines: order.lineItems
      .filter((line) => line.type !== 'promotion')
      .map(({ id, label, quantity, totalPrice, options }) => ({
        id,
        label,
        quantity,
        totalPrice,
        ...(options.length > 0 ? { details: optionValues(options) } : {}),
      })),
    discounts: order.lineItems
      .filter((line) => line.type === 'promotion')
      .map((line) => ({ id: line.id, label: line.label, amount: line.totalPrice })),
  };
}

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1.2rem;
  margin: 0 0 1.6rem;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 1.6rem;
  & small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.textSize.sm};
  }
`;

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.8rem 1.6rem;
  margin: 0;
  padding-top: 1.6rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & .muted {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.textSize.sm};
  }
  & .total {
    font-weight: ${({ theme }) => theme.font.weights.bold};
    font-size: ${({ theme }) => theme.textSize.lg};
  }
`;

export function CheckoutSummary({
  lines,
  discounts,
  totals,
  currency,
}: {
  lines: readonly SummaryLine[];
  discounts: readonly SummaryDiscount[];
  totals: SummaryTotals;
  currency: string;
}) {
  const page = usePageContext();
  const texts = useCheckoutTexts();
  const money = (amount: number) => formatPrice({ amount, currency }, page);
  // The lines' sum, not the positions (which already hold the discounts listed below it).
  const subtotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  return (
    <>
      <Lines>
        {lines.map((line) => (
          <Line key={line.id}>
            <span>
              {line.label}
              {line.details && <small>{line.details}</small>}
              <small>{fill(texts.quantityOf, { quantity: line.quantity })}</small>
            </span>
            <span>{money(line.totalPrice)}</span>
          </Line>
        ))}
      </Lines>
      <Amounts>
        <dt>{texts.subtotal}</dt>
        <dd>{money(subtotal)}</dd>
        {discounts.map((discount) => (
          <React.Fragment key={discount.id}>
            <dt>{fill(texts.discount, { label: discount.label })}</dt>
            <dd>{money(discount.amount)}</dd>
          </React.Fragment>
        ))}
        <dt>{texts.shippingCosts}</dt>
        <dd>{totals.shippingCosts === 0 ? texts.free : money(totals.shippingCosts)}</dd>
        <dt className="total">{texts.total}</dt>
        <dd className="total">{money(totals.total)}</dd>
        {totals.taxes.map((tax) => (
          <React.Fragment key={tax.rate}>
            <dt className="muted">{fill(texts.includedTax, { rate: tax.rate })}</dt>
            <dd className="muted">{money(tax.amount)}</dd>
          </React.Fragment>
        ))}
      </Amounts>
    </>
  );
}
