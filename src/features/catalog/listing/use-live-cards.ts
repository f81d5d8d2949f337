/**
 * Tiles are built once; price and stock change after that. After load the page asks the
 * store-api for its tiles' products in one call and redraws them with the current values (see
 * `currentTileOffer`). The call is a product list request of the generic request store (spec
 * section 4: ready, loading, success, failed), so a page shown again within a minute reuses the
 * answer. Until the answer comes, when the call fails, and for a product the answer lacks, the
 * built tiles stay.
 */
import { useMemo } from 'react';
import { usePageContext } from '../../../components/page-context';
import {
  type ProductCard,
  type TileOffer,
  currentTileOffer,
  defaultCurrency,
  isPriceVisible,
  type LiveTileProduct,
  tileOfferCriteria,
} from '../../../lib/product';
import { useRequest } from '../../requests';
import { useCatalogSettings } from '../settings';
import { storeClientOf } from '../store-client';

/** Reads the current state of products by id; the page's store-api by default. */
export type ReadTileProducts = (country: string, ids: readonly string[]) => Promise<LiveTileProduct[]>;

type StoreClient = Awaited<ReturnType<typeof storeClientOf>>;

/** The tiles' products from a country's store-api client; a failed list rejects with its message. */
export const tileProductsFrom =
  (clientOf: (country: string) => Promise<Pick<StoreClient, 'productsByIds'>>): ReadTileProducts =>
  async (country, ids) => {
    const answer = await (await clientOf(country)).productsByIds(ids, tileOfferCriteria);
    if (answer.status === 'failed') throw new Error(answer.message ?? 'The product list failed.');
    return answer.elements;
  };

// A function, not a call at load: a module with no top-level call is one webpack can leave out of
// pages that import the catalogue's index without using the tiles (the app chunk, the product page).
const readFromStore: ReadTileProducts = (country, ids) => tileProductsFrom(storeClientOf)(country, ids);

/** How long an answer is reused: long enough for back and forth, short enough to stay current. */
export const liveTilesCacheMs = 60_000;

export function useLiveCards(
  cards: readonly ProductCard[],
  read: ReadTileProducts = readFromStore,
): readonly ProductCard[] {
  const { country, shopwareCurrency } = usePageContext();
  const { flags } = useCatalogSettings();
  const priceVisible = isPriceVisible(country, flags);
  const currency = shopwareCurrency?.iso ?? defaultCurrency;
  const ids = cards.map((card) => card.id);
  // One request per country and set of tiles, not per render.
  const key = ids.length > 0 ? `tiles:${country}:${ids.join(',')}` : null;
  const { data: offers } = useRequest<Record<string, TileOffer>>(
    key,
    async () => {
      const products = await read(country, ids);
      const built = new Map(cards.map((card) => [card.id, card]));
      return Object.fromEntries(
        products.flatMap((product) => {
          const card = built.get(product.id);
          return card ? [[product.id, currentTileOffer(product, card, { currency, priceVisible })]] : [];
        }),
      );
    },
    { method: 'POST', trigger: true, cacheMs: liveTilesCacheMs },
  );
  return useMemo(
    () => (offers ? cards.map((card) => (offers[card.id] ? { ...card, ...offers[card.id] } : card)) : cards),
    [cards, offers],
  );
}
