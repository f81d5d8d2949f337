/**
 * Prices: from Shopware's calculatedPrice to the app's gross amounts, formatting with the page's
 * locale, the international-channel rule and the list / regulation price display rules.
 *
 * Price semantics. Shopware computes `calculatedPrice` for the session's tax state: with 'gross'
 * (consumer customer groups, the shops' setting) `totalPrice` already includes the tax and
 * `calculatedTaxes` only reports it; with 'net' or 'tax-free' `totalPrice` is net and the taxes
 * come on top. The spec's "total price plus calculated taxes" is the gross amount in both cases,
 * so `price` = totalPrice (gross state) or totalPrice + sum of calculatedTaxes (otherwise), and
 * `taxPrice` = sum of calculatedTaxes. List and regulation prices are quoted in the same state
 * as totalPrice, so in a net state they are grossed up by the same factor.
 */
import type { BrandConfig } from '../../config/schema';
import { localeTag, numberFormat, type PageLocale } from '../i18n/intl';
import type { Money, ProductPrices } from './types';

export { localeTag, type PageLocale };

/** The shops' default currency (spec section 9); a channel of another country names its own. */
export const defaultCurrency = 'EUR';

/** Country code of the international sales channel, whose prices are hidden unless enabled. */
export const internationalCountry = 'int';

/** Shopware's tax states of a sales-channel context. */
export type TaxState = 'gross' | 'net' | 'tax-free';

/** Rounds to cents; EPSILON keeps 1.005 from rounding down. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/**
 * The parts of a store-api `calculatedPrice` the price rules read. Structural and owned here: the
 * Shopware adapter's answers fit it, and nothing outside the adapter names the store-api's types.
 */
export interface CalculatedPriceFields {
  totalPrice: number;
  quantity: number;
  calculatedTaxes: readonly { tax: number }[];
  listPrice?: { price?: number } | null;
  regulationPrice?: { price?: number } | null;
}

export interface PriceContext {
  taxState?: TaxState;
  currency?: string;
}

/**
 * The gross prices of one unit from a calculatedPrice (see the module comment). The list price
 * is kept only when it is above the price, since only then is there a reduction to show.
 * Null prices for a missing or malformed calculatedPrice.
 */
export function pricesFromCalculatedPrice(
  calculated: CalculatedPriceFields | null | undefined,
  context: PriceContext = {},
): Omit<ProductPrices, 'priceRange'> {
  const currency = context.currency ?? defaultCurrency;
  const empty = { price: null, listPrice: null, taxPrice: null, regulationPrice: null };
  if (!calculated || !Number.isFinite(calculated.totalPrice)) return empty;
  // Prices of a product are asked for one unit; a quantity above 1 would multiply every amount.
  const quantity = calculated.quantity > 0 ? calculated.quantity : 1;
  const tax = (calculated.calculatedTaxes ?? []).reduce(
    (sum, entry) => sum + (Number.isFinite(entry.tax) ? entry.tax : 0),
    0,
  );
  const total = calculated.totalPrice;
  const grossTotal = context.taxState === 'gross' || context.taxState === undefined ? total : total + tax;
  const factor = total > 0 ? grossTotal / total : 1;
  const money = (amount: number): Money => ({ amount: roundMoney(amount), currency });
  const price = money(grossTotal / quantity);
  const listAmount = calculated.listPrice?.price;
  const regulationAmount = calculated.regulationPrice?.price;
  return {
    price,
    listPrice:
      listAmount !== undefined && Number.isFinite(listAmount) && roundMoney(listAmount * factor) > price.amount
        ? money(listAmount * factor)
        : null,
    taxPrice: money(tax / quantity),
    regulationPrice:
      regulationAmount !== undefined && Number.isFinite(regulationAmount) ? money(regulationAmount * factor) : null,
  };
}

/** Whether prices are shown: always, except in the international channel without `flags.internationalPrice`. */
export function isPriceVisible(country: string, flags: Pick<BrandConfig['flags'], 'internationalPrice'>): boolean {
  return country.toLowerCase() !== internationalCountry || flags.internationalPrice;
}

/** How prices in `currency` are written. */
export const priceFormatOptions = (currency: string): Intl.NumberFormatOptions => ({ style: 'currency', currency });

/** A price formatted for the page: always with the page's locale, never the runtime's default. */
export function formatPrice(money: Money, locale: PageLocale): string {
  return numberFormat(localeTag(locale), priceFormatOptions(money.currency)).format(money.amount);
}

/** Whether a list price is shown struck through: only when it is higher than the price. */
export function showsListPrice(prices: Pick<ProductPrices, 'price' | 'listPrice'>): boolean {
  return (
    prices.price !== null &&
    prices.listPrice !== null &&
    prices.listPrice.currency === prices.price.currency &&
    roundMoney(prices.listPrice.amount) > roundMoney(prices.price.amount)
  );
}

/**
 * Whether the regulation price (lowest of the last 30 days) is shown: with an advertised
 * reduction only, as the EU price indication rules ask; a regulation price without a reduction
 * would only confuse.
 */
export function showsRegulationPrice(prices: Pick<ProductPrices, 'price' | 'listPrice' | 'regulationPrice'>): boolean {
  return showsListPrice(prices) && prices.regulationPrice !== null;
}

const sameMoney = (a: Money | null, b: Money | null): boolean =>
  a === b || (a !== null && b !== null && a.amount === b.amount && a.currency === b.currency);

/**
 * Whether two sets of prices say the same: amounts, currencies and 'from'. A live answer that
 * repeats what the page was built with, as most do, then draws nothing again (issue 20).
 */
export function samePrices(a: ProductPrices, b: ProductPrices): boolean {
  return (
    a.priceRange === b.priceRange &&
    sameMoney(a.price, b.price) &&
    sameMoney(a.listPrice, b.listPrice) &&
    sameMoney(a.taxPrice, b.taxPrice) &&
    sameMoney(a.regulationPrice, b.regulationPrice)
  );
}

/** Reduction against the list price in whole percent, or null when no list price is shown. */
export function discountPercent(prices: Pick<ProductPrices, 'price' | 'listPrice'>): number | null {
  if (!showsListPrice(prices) || !prices.price || !prices.listPrice) return null;
  return Math.round((1 - prices.price.amount / prices.listPrice.amount) * 100);
}

/** What a price block renders; every text already formatted with the page's locale. */
export type PriceDisplay =
  | { visible: false }
  | {
      visible: true;
      price: string;
      /** Struck-through list price. */
      listPrice: string | null;
      regulationPrice: string | null;
      discountPercent: number | null;
      /** Show 'from' before the price: the variants differ in price. */
      from: boolean;
    };

export interface PriceDisplayContext {
  locale: PageLocale;
  flags: Pick<BrandConfig['flags'], 'internationalPrice'>;
}

/** The price block of a product, card or variant for a page (hidden: international rule or no price). */
export function priceDisplay(prices: ProductPrices, context: PriceDisplayContext): PriceDisplay {
  if (!isPriceVisible(context.locale.country, context.flags) || prices.price === null) return { visible: false };
  const listShown = showsListPrice(prices);
  return {
    visible: true,
    price: formatPrice(prices.price, context.locale),
    listPrice: listShown && prices.listPrice ? formatPrice(prices.listPrice, context.locale) : null,
    regulationPrice:
      showsRegulationPrice(prices) && prices.regulationPrice
        ? formatPrice(prices.regulationPrice, context.locale)
        : null,
    discountPercent: discountPercent(prices),
    from: prices.priceRange,
  };
}

/** The same prices with every amount removed: what page data of a channel with hidden prices carries. */
export function withoutPrices<T extends ProductPrices>(item: T): T {
  return { ...item, price: null, listPrice: null, taxPrice: null, regulationPrice: null, priceRange: false };
}
