/**
 * In place of 'Add to basket' where the channel takes no orders (prices hidden, spec section 9):
 * the product is sold through dealers, and the store locator shows where.
 */
import React from 'react';
import styled from 'styled-components';
import { PrimaryLink } from '../../../components/ui/controls';
import { useCatalogTexts } from '../texts';

const Box = styled.div`
  display: grid;
  gap: 1.2rem;
  justify-items: start;
  p {
    margin: 0;
  }
`;

export function WhereToBuy({ storeLocatorPath }: { storeLocatorPath: string | null }) {
  const texts = useCatalogTexts();
  return (
    <Box>
      <p>{texts.soldByDealers}</p>
      {storeLocatorPath && <PrimaryLink to={storeLocatorPath}>{texts.findDealer}</PrimaryLink>}
    </Box>
  );
}
