/**
 * The header's basket link with the number of pieces (issue 5 point 2). The static HTML holds
 * only the link named "Basket": the count exists in the browser alone (read after hydration), so
 * server and first client render agree. The badge sits over the icon's corner, absolutely
 * placed, so its arrival moves nothing.
 */
import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { Icon } from '../../components/ui/Icon';
import { brand } from '../../config/runtime';
import { basketPath } from '../../lib/routing/routes';
import { useBasketCount } from './hooks';
import { useShellTexts } from '../../components/page-context';
import { fill } from '../../lib/i18n/fill';
import { itemCountText } from './texts';
import type { CartStore } from './cart-store';

const BasketLink = styled(Link)`
  position: relative;
`;

const Badge = styled.span`
  position: absolute;
  top: 0.2rem;
  right: 0.2rem;
  min-width: 2rem;
  height: 2rem;
  padding: 0 0.4rem;
  border-radius: 1rem;
  font-size: ${({ theme }) => theme.textSize.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 2rem;
  text-align: center;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.headerSurface};
`;

export function MiniBasket({ store }: { store?: CartStore }) {
  const { country, language, translations } = usePageContext();
  const texts = useShellTexts();
  const count = useBasketCount(country, store);
  const label =
    count > 0
      ? fill(texts.basketLink, { basket: translations.basket, items: itemCountText(texts, count) })
      : translations.basket;
  return (
    <BasketLink to={basketPath({ country, language }, brand.routing)} aria-label={label}>
      <Icon name="basket" />
      {count > 0 && <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>}
    </BasketLink>
  );
}
