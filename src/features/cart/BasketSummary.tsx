/**
 * The totals of the basket: subtotal, discounts, shipping in the brand's variant, taxes included
 * and the total, then the way to checkout.
 *
 * Shipping logic (`flags.shippingLogic`):
 * - 'shippingMethod': the cart's shipping method by name, with its cost (or "Free").
 * - 'shippingMethodAlternate': no method named (the shopper picks delivery or collection at
 *   checkout); the line says "Delivery costs" with the amount the cart holds now, and a note that
 *   the choice at checkout decides them. The total stays the cart's total, so the figure the
 *   shopper sees is never lower than what checkout will start from.
 */
import { PrimaryLink } from '../../components/ui/controls';
import React, { useId } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import type { BrandConfig } from '../../config/schema';
import type { Basket } from '../../lib/cart';
import { money } from './format';
import { fill } from '../../lib/i18n/fill';
import { useCartTexts } from './texts';
import { numberFormat } from '../../lib/i18n/intl';

const Box = styled.section`
  display: grid;
  gap: 1.6rem;
  align-self: start;
  padding: 2.4rem;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.xl};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.8rem 0;
    margin: 0;
  }
  dd {
    margin: 0;
    padding-left: 1.6rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Small = styled.dt`
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  & + dd {
    font-size: ${({ theme }) => theme.textSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Total = styled.dt`
  padding-top: 1.2rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.textSize.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  & + dd {
    padding-top: 1.2rem;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.textSize.lg};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

export interface BasketSummaryProps {
  basket: Basket;
  shippingLogic: BrandConfig['flags']['shippingLogic'];
  checkoutHref: string;
}

export function BasketSummary({ basket, shippingLogic, checkoutHref }: BasketSummaryProps) {
  const { country, language } = usePageContext();
  const texts = useCartTexts();
  const headingId = useId();
  const amount = (value: number) => money(value, basket.currency, { country, language });
  const { totals } = basket;
  const goods = basket.lineItems.reduce((sum, line) => sum + line.totalPrice, 0);
  const shippingCost = totals.shippingCosts > 0 ? amount(totals.shippingCosts) : texts.shippingFree;
  const alternate = shippingLogic === 'shippingMethodAlternate';
  const shippingLabel = alternate
    ? texts.deliveryCosts
    : basket.shippingMethod
      ? fill(texts.shippingWith, { method: basket.shippingMethod.name })
      : texts.shipping;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.summary}</h2>
      <dl>
        <dt>{texts.subtotal}</dt>
        <dd>{amount(goods)}</dd>
        {basket.promotions
          .filter((promotion) => promotion.discount !== 0)
          .map((promotion) => (
            <React.Fragment key={promotion.id}>
              <dt>{fill(texts.discount, { code: promotion.code })}</dt>
              <dd>{amount(promotion.discount)}</dd>
            </React.Fragment>
          ))}
        <dt>{shippingLabel}</dt>
        <dd>{shippingCost}</dd>
        <Total>{texts.total}</Total>
        <dd>{amount(totals.total)}</dd>
        {totals.taxes
          .filter((tax) => tax.amount !== 0)
          .map((tax) => (
            <React.Fragment key={tax.rate}>
              <Small>{fill(texts.taxIncluded, { rate: numberFormat(language).format(tax.rate) })}</Small>
              <dd>{amount(tax.amount)}</dd>
            </React.Fragment>
          ))}
      </dl>
      {alternate && <Muted>{texts.deliveryNote}</Muted>}
      <PrimaryLink to={checkoutHref}>{texts.toCheckout}</PrimaryLink>
    </Box>
  );
}
