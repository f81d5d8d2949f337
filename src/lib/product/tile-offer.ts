/**
 * A listing tile after load: the store-api's current price ('from' its cheapest variant) and
 * stock (its best variant's) replace the built ones, and the built prices of the required
 * batteries are added as the build added them, as the product page keeps its built battery
 * prices beside the live bike price. Where prices are hidden only the stock changes.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { withCheapestBattery } from './battery';
import { listedPrices, pricesOf, productStockStatus } from './offer';
import type { ProductCard, ProductPrices, StockStatus } from './types';

export type TileOffer = ProductPrices & { stockStatus: StockStatus };

type LiveProduct = Pick<
  Schemas['Product'],
  'active' | 'availableStock' | 'stock' | 'calculatedPrice' | 'calculatedCheapestPrice' | 'children'
>;

/** Only what `currentTileOffer` reads, so the answer for a page of tiles stays small. */
export const tileOfferCriteria = {
  associations: { children: {} },
  includes: {
    product: ['id', 'active', 'availableStock', 'stock', 'calculatedPrice', 'calculatedCheapestPrice', 'children'],
  },
} as const;

export function currentTileOffer(
  live: LiveProduct,
  built: ProductCard,
  context: { currency: string; priceVisible: boolean },
): TileOffer {
  const stockStatus = productStockStatus(live);
  const prices = context.priceVisible
    ? listedPrices(live, { currency: built.price?.currency ?? context.currency })
    : null;
  // An answer without a price (hidden, or malformed) keeps the built one.
  if (!prices?.price) return { ...pricesOf(built), stockStatus };
  return { ...withCheapestBattery(prices, built.requiredBatteries ?? []), stockStatus };
}
