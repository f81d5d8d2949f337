/**
 * The price of a product, card or variant, by the product library's rules (`priceDisplay`):
 * formatted with the page locale, hidden in the international channel unless the brand enables
 * it, a struck-through list price only with a real reduction, the regulation price (lowest of
 * 30 days) only beside a shown reduction, 'from' when the variants differ in price.
 */
import React from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { priceDisplay, type ProductPrices } from '../../../lib/product';
import { usePriceContext } from '../hooks';
import { fill } from '../../../lib/i18n/fill';
import { useCatalogTexts } from '../texts';

const Wrapper = styled.div<{ $size: 'md' | 'lg' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.4rem 1.2rem;
  color: ${({ theme }) => theme.color.text};
  ${({ theme, $size }) => css`
    font-size: ${$size === 'lg' ? theme.textSize.xl : theme.textSize.lg};
  `}
`;

const Current = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const Original = styled.s`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.textSize.md};
`;

const Discount = styled.span`
  padding: 0.2rem 0.8rem;
  font-size: ${({ theme }) => theme.textSize.sm};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.onAccent};
  background: ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.badge};
`;

const Regulation = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface PriceBlockProps {
  prices: ProductPrices;
  size?: 'md' | 'lg';
  /** What the price is made of, when it is a bundle's total. */
  breakdown?: string | null;
}

export function PriceBlock({ prices, size = 'md', breakdown }: PriceBlockProps) {
  const texts = useCatalogTexts();
  const display = priceDisplay(prices, usePriceContext());
  if (!display.visible) return null;
  const price = display.from ? fill(texts.priceFrom, { price: display.price }) : display.price;
  return (
    <Wrapper $size={size}>
      <Current>
        {display.listPrice && <VisuallyHidden>{`${texts.reducedPrice}: `}</VisuallyHidden>}
        {price}
      </Current>
      {display.listPrice && (
        <Original>
          <VisuallyHidden>{`${texts.originalPrice}: `}</VisuallyHidden>
          {display.listPrice}
        </Original>
      )}
      {display.discountPercent !== null && display.discountPercent > 0 && (
        <Discount>{fill(texts.discount, { percent: display.discountPercent })}</Discount>
      )}
      {display.regulationPrice && (
        <Regulation>{fill(texts.regulationPrice, { price: display.regulationPrice })}</Regulation>
      )}
      {breakdown && <Regulation>{breakdown}</Regulation>}
    </Wrapper>
  );
}
