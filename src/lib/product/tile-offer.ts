/**
 * A listing tile after load: the store-api's current price ('from' its cheapest variant) and
 * stock (its best variant's) replace the built ones, and the built prices of the required
 * batteries are added as the build added them, as the product page keeps its built battery
 * prices beside the live bike price. Where prices are hidden only the stock changes.
 */
import { withBatteries } from './battery';
import { type ListedPriceFields, listedPrices, pricesOf, productStockStatus, type StockFields } from './offer';
import { roundMoney } from './price';
import type { BatteryOffer, Money, ProductCard, ProductPrices, StockStatus } from './types';

// Here rather than in battery.ts: the product page loads battery.ts and never draws a tile.
/** The prices of the required batteries on offer, cheapest first (one of them is bought with the bike). */
export function requiredBatteryPrices(offers: readonly BatteryOffer[]): Money[] {
  return offers
    .filter((offer) => offer.type === 'required' && offer.price !== null)
    .map((offer) => offer.price as Money)
    .sort((a, b) => a.amount - b.amount);
}

/** A tile's prices: with the cheapest of the required batteries, and 'from' when they differ in price. */
export function withCheapestBattery(prices: ProductPrices, required: readonly Money[]): ProductPrices {
  const cheapest = [...required].sort((a, b) => a.amount - b.amount)[0];
  if (!cheapest) return prices;
  const bundled = withBatteries(prices, [cheapest]);
  const differs = required.some((money) => roundMoney(money.amount) !== roundMoney(cheapest.amount));
  return differs && bundled.price ? { ...bundled, priceRange: true } : bundled;
}

export type TileOffer = ProductPrices & { stockStatus: StockStatus };

/** What `currentTileOffer` reads of a store-api product (`tileOfferCriteria` asks for no more). */
export interface LiveTileProduct extends StockFields, ListedPriceFields {
  id: string;
  children?: readonly StockFields[] | null;
}

/** Only what `currentTileOffer` reads, so the answer for a page of tiles stays small. */
export const tileOfferCriteria = {
  associations: { children: {} },
  includes: {
    product: ['id', 'active', 'availableStock', 'stock', 'calculatedPrice', 'calculatedCheapestPrice', 'children'],
  },
} as const;

export function currentTileOffer(
  live: LiveTileProduct,
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
