/**
 * Gives a content page's product teasers their tiles: the catalogue cards the page query read,
 * with the store-api's current price and stock once the page has loaded, and the catalogue's
 * tile component, added to what the outer provider gives (the newsletter sign-up). Here because
 * it joins two features: content draws the block, catalog the tile.
 */
import React, { type ReactNode, useEffect, useMemo } from 'react';
import { whenIdle } from '../components/on-demand';
import { loadProductTile, ProductTile, parseCards, useLiveCards } from '../features/catalog';
import { ContentDataProvider, useContentData } from '../features/content';

/** The page query's field for the teasers' products (`teaserCards`). */
export interface TeaserCardsData {
  teaserCards?: { nodes: { card: string }[] } | null;
}

export function ContentProducts({
  data,
  teaserProducts,
  children,
}: {
  data: TeaserCardsData;
  teaserProducts: Readonly<Record<string, readonly string[]>> | undefined;
  children: ReactNode;
}) {
  const outer = useContentData();
  const nodes = data.teaserCards?.nodes;
  const built = useMemo(() => parseCards(nodes ?? []), [nodes]);
  const cards = useLiveCards(built);
  // The tile's code is not in the first load: here once the browser is idle, for the teasers of
  // pages reached in the app.
  useEffect(() => whenIdle(() => void loadProductTile().catch(() => undefined)), []);
  const value = useMemo(() => {
    const products = Object.fromEntries(cards.map((card) => [card.sku, card]));
    return { ...outer, products, teaserProducts: teaserProducts ?? {}, ProductTile };
  }, [outer, cards, teaserProducts]);
  return <ContentDataProvider value={value}>{children}</ContentDataProvider>;
}
