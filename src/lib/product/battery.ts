/**
 * What an e-bike costs with its battery bundle (spec section 3). A required battery is always
 * bought with the bike, so every price a shopper sees includes it: the chosen one on the product
 * page, the cheapest on a listing tile ('from' when the choice changes the total).
 */
import type { BatteryChoice } from '../routing';
import { roundMoney } from './price';
import type { BatteryOffer, Money, ProductPrices } from './types';

/** What the channel says of a battery: its name and unit price. */
export interface BatteryFacts {
  name: string;
  price: Money | null;
}

/** The bundle's batteries with their names and prices in the channel (no price where prices are hidden). */
export function batteryOffers(
  batteries: readonly BatteryChoice[],
  factsOf: (sku: string) => BatteryFacts | undefined,
  priceVisible = true,
): BatteryOffer[] {
  return batteries.map((battery) => {
    const facts = factsOf(battery.sku);
    return { ...battery, name: facts?.name ?? null, price: priceVisible ? (facts?.price ?? null) : null };
  });
}

/**
 * The prices of a bike plus the batteries bought with it. List and regulation prices move by
 * the same amount, so a shown reduction stays the bike's. A battery in another currency, or
 * without a price, adds nothing (it cannot be ordered either). The tax share of the sum is not
 * known here, so it is left out.
 */
export function withBatteries(prices: ProductPrices, batteries: readonly (Money | null)[]): ProductPrices {
  const currency = prices.price?.currency;
  const extra = batteries.reduce((sum, money) => (money && money.currency === currency ? sum + money.amount : sum), 0);
  if (!prices.price || extra === 0) return prices;
  const plus = (money: Money | null): Money | null =>
    money && { amount: roundMoney(money.amount + extra), currency: money.currency };
  return {
    price: plus(prices.price),
    listPrice: plus(prices.listPrice),
    taxPrice: null,
    regulationPrice: plus(prices.regulationPrice),
    priceRange: prices.priceRange,
  };
}

/** The offers of a selection: the chosen required battery and the chosen extra one, when any. */
export function chosenBatteries(
  offers: readonly BatteryOffer[],
  selection: { required: string | null; optional: string | null },
): BatteryOffer[] {
  const find = (sku: string | null, type: BatteryChoice['type']) =>
    sku === null ? undefined : offers.find((offer) => offer.sku === sku && offer.type === type);
  return [find(selection.required, 'required'), find(selection.optional, 'optional')].filter(
    (offer): offer is BatteryOffer => offer !== undefined,
  );
}
