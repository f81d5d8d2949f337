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
  samePrices,
  tileOfferCriteria,
} from '../../../lib/product';
import { useMounted } from '../../../components/hydration';
import { type RequestEntry, useRequest, useRequestStore } from '../../requests';
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

type TileOffers = Record<string, TileOffer>;

const tilesKeyPrefix = (country: string) => `tiles:${country}:`;

/** Whether an offer changes what the built tile shows; most answers repeat the build. */
const changesTile = (card: ProductCard, offer: TileOffer | undefined): offer is TileOffer =>
  offer !== undefined && !(offer.stockStatus === card.stockStatus && samePrices(offer, card));

/** The tile with its current offer; the built tile itself where the offer repeats it, so it is not drawn again. */
const withOffer = (card: ProductCard, offer: TileOffer | undefined): ProductCard =>
  changesTile(card, offer) ? { ...card, ...offer } : card;

/** Asks the store-api for the tiles' current offers, once per country and set of tiles; their status. */
function useTileOffers(cards: readonly ProductCard[], read: ReadTileProducts) {
  const { country, shopwareCurrency } = usePageContext();
  const { flags } = useCatalogSettings();
  const priceVisible = isPriceVisible(country, flags);
  const currency = shopwareCurrency?.iso ?? defaultCurrency;
  const ids = cards.map((card) => card.id);
  return useRequest<TileOffers>(
    ids.length > 0 ? `${tilesKeyPrefix(country)}${ids.join(',')}` : null,
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
}

/** The tiles, each with its current offer once the answer has come. */
export function useLiveCards(
  cards: readonly ProductCard[],
  read: ReadTileProducts = readFromStore,
): readonly ProductCard[] {
  const { data: offers } = useTileOffers(cards, read);
  return useMemo(() => (offers ? cards.map((card) => withOffer(card, offers[card.id])) : cards), [cards, offers]);
}

/**
 * Asks for the tiles' current offers and draws nothing: each tile takes its own (`useLiveCard`).
 * The answer then redraws the tiles, not the listing around them, and a tile still waiting to
 * hydrate keeps the props its server HTML was made with.
 */
export function TileOffersRequest({
  cards,
  read = readFromStore,
}: {
  cards: readonly ProductCard[];
  read?: ReadTileProducts;
}) {
  useTileOffers(cards, read);
  return null;
}

/** A product's offer in the latest answer of the country's tile requests that has it. */
function latestTileOffer(
  requests: Readonly<Record<string, RequestEntry>>,
  country: string,
  productId: string,
): TileOffer | undefined {
  let latest: { offer: TileOffer; expiresAt: number } | undefined;
  for (const [key, entry] of Object.entries(requests)) {
    const offer = (entry.data as TileOffers | null)?.[productId];
    if (!offer || entry.status !== 'success' || !key.startsWith(tilesKeyPrefix(country))) continue;
    const expiresAt = entry.expiresAt ?? Infinity;
    if (!latest || expiresAt > latest.expiresAt) latest = { offer, expiresAt };
  }
  return latest?.offer;
}

/**
 * A tile with its current offer, from the latest tile request that has its product (the page's
 * own, `TileOffersRequest`). Only the card goes in, so a tile waiting to hydrate keeps its props
 * when the visitor sorts or filters. Its first render draws the built tile, as the server did: a
 * tile that hydrates after the answer came must match its HTML, and takes the offer right after.
 */
export function useLiveCard(card: ProductCard): ProductCard {
  const { country } = usePageContext();
  // An offer that repeats the built tile selects nothing: the tile is not drawn again for it.
  const offer = useRequestStore((state) => {
    const latest = latestTileOffer(state.requests, country, card.id);
    return changesTile(card, latest) ? latest : undefined;
  });
  const mounted = useMounted();
  return useMemo(() => (mounted && offer ? { ...card, ...offer } : card), [card, offer, mounted]);
}
