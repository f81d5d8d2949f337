/**
 * The shop's currencies and their price lists. Every sales channel sells in its country's
 * currency; EUR is the system's default currency, which every product price must have. The
 * other currencies carry their own price lists (Shopware's `product.price` entries per
 * currency), set the way a brand sets country prices: from the euro price at the brand's price
 * level for that market, then rounded to the market's price endings. They are not exchange-rate
 * conversions, so the app must read them from the channel and never compute them.
 *
 * Names come from the ICU data bundled with Node (Intl.DisplayNames), in every language.
 */
import { idFor } from '../../common/prng';
import { type Localized, type SeedCurrency, type SeedPrice, languageCodes } from './types';

export const defaultCurrencyIso = 'EUR';

interface CurrencyFacts {
  symbol: string;
  /** Shopware's currency factor: units of this currency per euro (for amounts without a price list). */
  factor: number;
  /** Price level of the market's price list against the euro list. */
  priceLevel: number;
  /** Endings of the market's prices: bikes end in `step` - 1, small goods as `smallEnding` says. */
  step: number;
  smallEnding: 'x.95' | 'x.99' | 'x.90' | 'x9';
  /** Home delivery cost and the goods total from which it is free, in this currency. */
  shipping: { price: number; freeFrom: number };
}

const currencyFacts: Record<string, CurrencyFacts> = {
  EUR: {
    symbol: '€',
    factor: 1,
    priceLevel: 1,
    step: 10,
    smallEnding: 'x.95',
    shipping: { price: 4.95, freeFrom: 100 },
  },
  GBP: {
    symbol: '£',
    factor: 0.85,
    priceLevel: 0.87,
    step: 10,
    smallEnding: 'x.99',
    shipping: { price: 4.99, freeFrom: 90 },
  },
  CHF: {
    symbol: 'CHF',
    factor: 0.94,
    priceLevel: 1.02,
    step: 10,
    smallEnding: 'x.90',
    shipping: { price: 6.9, freeFrom: 100 },
  },
  DKK: {
    symbol: 'kr.',
    factor: 7.46,
    priceLevel: 7.5,
    step: 100,
    smallEnding: 'x9',
    shipping: { price: 39, freeFrom: 750 },
  },
  SEK: {
    symbol: 'kr',
    factor: 11.1,
    priceLevel: 11.2,
    step: 100,
    smallEnding: 'x9',
    shipping: { price: 59, freeFrom: 1100 },
  },
  PLN: {
    symbol: 'zł',
    factor: 4.25,
    priceLevel: 4.3,
    step: 100,
    smallEnding: 'x.99',
    shipping: { price: 21.99, freeFrom: 430 },
  },
  CZK: {
    symbol: 'Kč',
    factor: 25.1,
    priceLevel: 25,
    step: 100,
    smallEnding: 'x9',
    shipping: { price: 129, freeFrom: 2500 },
  },
};

/** The currency of the sales channel of a brand country ('int' sells for export in euros). */
const channelCurrency: Record<string, string> = {
  gb: 'GBP',
  ch: 'CHF',
  dk: 'DKK',
  se: 'SEK',
  pl: 'PLN',
  cz: 'CZK',
};

export function currencyIsoOfChannel(country: string): string {
  return channelCurrency[country] ?? defaultCurrencyIso;
}

export function currencyId(iso: string): string {
  return idFor('currency', iso);
}

function factsOf(iso: string): CurrencyFacts {
  const facts = currencyFacts[iso];
  if (!facts) throw new Error(`No currency facts for "${iso}"; add it to emulators/seed/catalog/currencies.ts.`);
  return facts;
}

export function buildCurrency(iso: string): SeedCurrency {
  const facts = factsOf(iso);
  const name: Localized = {};
  for (const language of languageCodes) {
    const shown = new Intl.DisplayNames([language], { type: 'currency' }).of(iso) ?? iso;
    name[language] = shown.charAt(0).toUpperCase() + shown.slice(1);
  }
  return {
    id: currencyId(iso),
    isoCode: iso,
    symbol: facts.symbol,
    name,
    shortName: iso,
    factor: facts.factor,
    decimals: 2,
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A market price from the euro price: the market's price level, then its price endings. */
function marketPrice(euro: number, facts: CurrencyFacts): number {
  const value = euro * facts.priceLevel;
  if (euro >= 200) return Math.max(facts.step - 1, Math.round(value / facts.step) * facts.step - 1);
  switch (facts.smallEnding) {
    case 'x.95':
      return cents(Math.max(0.95, Math.round(value) - 0.05));
    case 'x.99':
      return cents(Math.max(0.99, Math.round(value) - 0.01));
    case 'x.90':
      return cents(Math.max(0.9, Math.round(value) - 0.1));
    case 'x9':
      return Math.max(9, Math.round(value / 10) * 10 - 1);
  }
}

/** The price list entry of a currency for a product whose euro price is given. */
export function priceIn(iso: string, euro: SeedPrice): SeedPrice {
  if (iso === defaultCurrencyIso) return euro;
  const facts = factsOf(iso);
  const gross = marketPrice(euro.gross, facts);
  const list = euro.listGross === null ? null : marketPrice(euro.listGross, facts);
  return {
    gross,
    listGross: list !== null && list > gross ? list : null,
    regulationGross: euro.regulationGross === null ? null : marketPrice(euro.regulationGross, facts),
  };
}

/** Home delivery cost and free-from amount of a currency. */
export function shippingIn(iso: string): { price: number; freeFrom: number } {
  return { ...factsOf(iso).shipping };
}
