/**
 * In place of 'Add to basket' where the channel takes no orders (prices hidden, spec section 9):
 * the product is sold through dealers, and the store locator shows where.
 */
import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { useCatalogTexts } from '../texts';

const Box = styled.div`
  display: grid;
  gap: 1.2rem;
  justify-items: start;
  p {
    margin: 0;
  }
`;

const LocatorLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 4.8rem;
  padding: 0 2.4rem;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.control};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.onAccent};
    background: ${({ theme }) => theme.color.accent};
  }
`;

export function WhereToBuy({ storeLocatorPath }: { storeLocatorPath: string | null }) {
  const texts = useCatalogTexts();
  return (
    <Box>
      <p>{texts.soldByDealers}</p>
      {storeLocatorPath && <LocatorLink to={storeLocatorPath}>{texts.findDealer}</LocatorLink>}
    </Box>
  );
}
