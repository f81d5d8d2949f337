/**
 * Tiles are built once; price and stock change after that. After load the page asks the
 * store-api for its tiles' products in one call and redraws them with the current values (see
 * `currentTileOffer`). Until the answer comes, and when the call fails, the built tiles stay; a
 * product the answer lacks keeps its built tile too.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { useEffect, useMemo, useState } from 'react';
import { usePageContext } from '../../../components/page-context';
import {
  type ProductCard,
  currentTileOffer,
  defaultCurrency,
  isPriceVisible,
  tileOfferCriteria,
} from '../../../lib/product';
import { useCatalogSettings } from '../settings';
import { storeClientOf } from '../store-client';

/** Reads the current state of products by id; the page's store-api by default. */
export type ReadTileProducts = (country: string, ids: readonly string[]) => Promise<Schemas['Product'][]>;

const readFromStore: ReadTileProducts = async (country, ids) => {
  const answer = await (await storeClientOf(country)).productsByIds(ids, tileOfferCriteria);
  // The client has logged a failure; the built tiles stay.
  return answer.elements;
};

const noneRead: ReadonlyMap<string, Schemas['Product']> = new Map();

export function useLiveCards(
  cards: readonly ProductCard[],
  read: ReadTileProducts = readFromStore,
): readonly ProductCard[] {
  const { country, shopwareCurrency } = usePageContext();
  const { flags } = useCatalogSettings();
  const priceVisible = isPriceVisible(country, flags);
  const [live, setLive] = useState(noneRead);
  // One request per set of tiles, not per render: the ids are the effect's key.
  const ids = cards.map((card) => card.id).join(' ');
  useEffect(() => {
    if (ids === '') return undefined;
    let active = true;
    Promise.resolve()
      .then(() => read(country, ids.split(' ')))
      .then((products) => {
        if (active) setLive(new Map(products.map((product) => [product.id, product])));
      })
      .catch((error: unknown) => console.warn('Live prices and stock of the tiles could not be read.', error));
    return () => {
      active = false;
    };
  }, [ids, country, read]);
  const currency = shopwareCurrency?.iso ?? defaultCurrency;
  return useMemo(
    () =>
      live.size === 0
        ? cards
        : cards.map((card) => {
            const product = live.get(card.id);
            return product ? { ...card, ...currentTileOffer(product, card, { currency, priceVisible }) } : card;
          }),
    [cards, live, currency, priceVisible],
  );
}
