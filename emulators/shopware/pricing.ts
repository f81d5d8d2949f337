/**
 * Gross price calculation as Shopware does it for customer groups that see gross prices: the
 * stored gross price is the unit price, the tax is extracted from it with the rate of the
 * shipping country, totals and taxes are rounded to the currency's two decimals.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import type { SeedCurrency, SeedPrice, SeedProduct, SeedShippingMethod } from '../seed/catalog/types';

export type CalculatedPrice = Schemas['CalculatedPrice'];
export type CalculatedTax = CalculatedPrice['calculatedTaxes'][number];
export type CartPrice = Schemas['CartPrice'];

export const round = (value: number, decimals = 2): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

export const taxOf = (gross: number, taxRate: number): number => round(gross - gross / (1 + taxRate / 100));

export function taxRules(taxRate: number): CalculatedPrice['taxRules'] {
  return [{ taxRate, name: `${taxRate} %`, percentage: 100 } as CalculatedPrice['taxRules'][number]];
}

/** An amount of the default currency in another one, by the currency's factor (Shopware's fallback). */
export function byFactor(amount: number, currency: SeedCurrency): number {
  return round(amount * currency.factor);
}

/**
 * A product's price in the context's currency: the product's price list entry of that currency,
 * else the default-currency price times the currency factor, as Shopware falls back.
 */
export function productPriceIn(
  product: Pick<SeedProduct, 'price' | 'currencyPrices'>,
  currency: SeedCurrency,
): SeedPrice {
  const entry = product.currencyPrices.find((price) => price.currencyId === currency.id);
  if (entry) return { gross: entry.gross, listGross: entry.listGross, regulationGross: entry.regulationGross };
  const convert = (value: number | null) => (value === null ? null : byFactor(value, currency));
  return {
    gross: byFactor(product.price.gross, currency),
    listGross: convert(product.price.listGross),
    regulationGross: convert(product.price.regulationGross),
  };
}

/** A shipping method's cost and free-from amount in a currency, with the same fallback. */
export function shippingPriceIn(
  method: SeedShippingMethod,
  currency: SeedCurrency,
): { price: number; freeFrom: number | null } {
  const entry = method.currencyPrices.find((price) => price.currencyId === currency.id);
  if (entry) return { price: entry.price, freeFrom: entry.freeFrom };
  return {
    price: byFactor(method.price, currency),
    freeFrom: method.freeFrom === null ? null : byFactor(method.freeFrom, currency),
  };
}

export interface PriceInput {
  /** Gross unit price. */
  unitPrice: number;
  quantity: number;
  taxRate: number;
  /** Gross unit list price (RRP); only shown when above the unit price. */
  listPrice?: number | null;
  /** Lowest gross unit price of the last 30 days. */
  regulationPrice?: number | null;
}

export function calculatePrice(input: PriceInput): CalculatedPrice {
  const unitPrice = round(input.unitPrice);
  const totalPrice = round(unitPrice * input.quantity);
  const list = input.listPrice ?? null;
  return {
    unitPrice,
    quantity: input.quantity,
    totalPrice,
    calculatedTaxes: [
      {
        tax: taxOf(totalPrice, input.taxRate),
        taxRate: input.taxRate,
        price: totalPrice,
        apiAlias: 'cart_tax_calculated',
      },
    ],
    taxRules: taxRules(input.taxRate),
    referencePrice: null,
    listPrice:
      list !== null && list > unitPrice
        ? {
            price: round(list),
            discount: round(unitPrice - list),
            percentage: round((1 - unitPrice / list) * 100),
            apiAlias: 'cart_list_price',
          }
        : null,
    regulationPrice:
      input.regulationPrice !== null && input.regulationPrice !== undefined
        ? { price: round(input.regulationPrice), apiAlias: 'cart_regulation_price' }
        : null,
    apiAlias: 'calculated_price',
  };
}

/** Sums taxes per rate (a cart can mix rates when products carry reduced rates). */
export function mergeTaxes(taxes: readonly CalculatedTax[]): CalculatedTax[] {
  const byRate = new Map<number, CalculatedTax>();
  for (const tax of taxes) {
    const existing = byRate.get(tax.taxRate);
    if (existing) {
      existing.tax = round(existing.tax + tax.tax);
      existing.price = round(existing.price + tax.price);
    } else {
      byRate.set(tax.taxRate, { ...tax });
    }
  }
  return [...byRate.values()].sort((a, b) => a.taxRate - b.taxRate);
}

/**
 * A (negative or positive) amount spread over the tax rates of the given taxes in proportion to
 * their prices: Shopware's "auto" tax distribution used for discounts and shipping costs.
 */
export function proportionalPrice(amount: number, basis: readonly CalculatedTax[], quantity = 1): CalculatedPrice {
  const total = round(amount);
  const basisTotal = basis.reduce((sum, tax) => sum + tax.price, 0);
  const rates =
    basis.length > 0 && basisTotal !== 0
      ? basis
      : [{ tax: 0, taxRate: 0, price: 1, apiAlias: 'cart_tax_calculated' as const }];
  const shareTotal = basisTotal !== 0 ? basisTotal : 1;
  const calculatedTaxes = rates.map((tax) => {
    const price = round((total * tax.price) / shareTotal);
    return { tax: taxOf(price, tax.taxRate), taxRate: tax.taxRate, price, apiAlias: 'cart_tax_calculated' as const };
  });
  return {
    unitPrice: round(total / quantity),
    quantity,
    totalPrice: total,
    calculatedTaxes,
    taxRules: rates.map((tax) => ({
      taxRate: tax.taxRate,
      name: `${tax.taxRate} %`,
      percentage: round((tax.price / shareTotal) * 100),
    })) as CalculatedPrice['taxRules'],
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** The cart (or order) price from its line item prices and the shipping costs. */
export function cartPrice(
  lineItemPrices: readonly CalculatedPrice[],
  shipping: CalculatedPrice | null,
  taxRate: number,
): CartPrice {
  const positionPrice = round(lineItemPrices.reduce((sum, price) => sum + price.totalPrice, 0));
  const totalPrice = round(positionPrice + (shipping?.totalPrice ?? 0));
  const calculatedTaxes = mergeTaxes([
    ...lineItemPrices.flatMap((price) => price.calculatedTaxes),
    ...(shipping?.calculatedTaxes ?? []),
  ]);
  const taxTotal = round(calculatedTaxes.reduce((sum, tax) => sum + tax.tax, 0));
  return {
    netPrice: round(totalPrice - taxTotal),
    totalPrice,
    positionPrice,
    rawTotal: totalPrice,
    taxStatus: 'gross',
    calculatedTaxes,
    taxRules:
      calculatedTaxes.length > 0
        ? calculatedTaxes.map((tax) => ({ taxRate: tax.taxRate, name: `${tax.taxRate} %` }))
        : taxRules(taxRate),
    apiAlias: 'cart_price',
  };
}
