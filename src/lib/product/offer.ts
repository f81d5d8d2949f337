/**
 * What a store-api product offers now: its listed prices and its stock status. The build's
 * mapping and the browser's live tiles read products with these, so a tile after load shows
 * what a build would. Apart from `price.ts` and `stock.ts` because pages that never read a
 * listed product (the product page) should not carry them.
 */
import { numberOf } from './guards';
import { type CalculatedPriceFields, type PriceContext, pricesFromCalculatedPrice } from './price';
import { bestStockStatus, stockStatusOf } from './stock';
import type { ProductPrices, StockStatus } from './types';

/*
 * The fields of a store-api product these rules read. Structural and owned here: the Shopware
 * adapter's products fit them, and nothing outside the adapter names the store-api's types.
 */

/** A product's activity and stock. */
export interface StockFields {
  active?: boolean;
  availableStock?: number;
  stock?: number;
}

/** A product's prices: its own, and for a parent its cheapest variant's ('from'). */
export interface ListedPriceFields {
  calculatedPrice?: CalculatedPriceFields | null;
  calculatedCheapestPrice?: {
    hasRange?: boolean;
    totalPrice?: number;
    listPrice?: { price?: number } | null;
    regulationPrice?: { price?: number } | null;
  } | null;
}

/**
 * The prices a product shows. A parent whose variants differ in price shows the cheapest
 * variant's price ('from'); Shopware sends it as calculatedCheapestPrice, without taxes, so its
 * taxes are taken in proportion from calculatedPrice (same tax rules).
 */
export function listedPrices(raw: ListedPriceFields, context: PriceContext = {}): ProductPrices {
  const cheapest = raw.calculatedCheapestPrice;
  const calculated = raw.calculatedPrice;
  if (cheapest?.hasRange === true && cheapest.totalPrice !== undefined && calculated) {
    const ratio = calculated.totalPrice > 0 ? cheapest.totalPrice / calculated.totalPrice : 0;
    const prices = pricesFromCalculatedPrice(
      {
        totalPrice: cheapest.totalPrice,
        quantity: 1,
        calculatedTaxes: calculated.calculatedTaxes.map((tax) => ({ ...tax, tax: tax.tax * ratio })),
        listPrice: cheapest.listPrice ?? null,
        regulationPrice: cheapest.regulationPrice ?? null,
      },
      context,
    );
    return { ...prices, priceRange: true };
  }
  return { ...pricesFromCalculatedPrice(calculated, context), priceRange: false };
}

/** Only the price fields of something priced (a product, a tile). */
export function pricesOf(prices: ProductPrices): ProductPrices {
  return {
    price: prices.price,
    listPrice: prices.listPrice,
    taxPrice: prices.taxPrice,
    regulationPrice: prices.regulationPrice,
    priceRange: prices.priceRange,
  };
}

/** What can be sold of a product now: `availableStock`, else `stock`, else nothing. */
export function availableStockOf(raw: StockFields): number {
  return numberOf(raw.availableStock) ?? numberOf(raw.stock) ?? 0;
}

/** A product's status: a parent's is its best variant's, since its tile stands for all of them. */
export function productStockStatus(raw: StockFields & { children?: readonly StockFields[] | null }): StockStatus {
  if (raw.active === false) return 'inactive';
  const variants = raw.children ?? [];
  return variants.length > 0
    ? bestStockStatus(variants.map((variant) => stockStatusOf(variant.active !== false, availableStockOf(variant))))
    : stockStatusOf(true, availableStockOf(raw));
}
