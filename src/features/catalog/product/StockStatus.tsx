/** The stock status of a product or variant as a short text with a coloured dot (not colour alone). */
import React from 'react';
import styled from 'styled-components';
import type { StockStatus as StockStatusValue } from '../../../lib/product';
import type { Theme } from '../../../styles/theme';
import { useCatalogTexts } from '../texts';

const tone: Record<StockStatusValue, keyof Theme['color']> = {
  inStock: 'success',
  lowStock: 'warning',
  outOfStock: 'fail',
  inactive: 'textMuted',
};

const Text = styled.p<{ $status: StockStatusValue }>`
  display: flex;
  align-items: center;
  gap: 0.8rem;
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.text};
  &::before {
    content: '';
    flex: none;
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme, $status }) => theme.color[tone[$status]]};
  }
`;

/**
 * `live`: announce changes (the detail page's status follows the chosen variant); `busy`: the
 * status may still change (the current stock is being asked for).
 */
export function StockStatus({
  status,
  live = false,
  busy,
}: {
  status: StockStatusValue;
  live?: boolean;
  busy?: boolean;
}) {
  const texts = useCatalogTexts();
  return (
    <Text $status={status} role={live ? 'status' : undefined} aria-busy={busy}>
      {texts[status]}
    </Text>
  );
}
