import { describe, expect, it } from 'vitest';
import { rawPrice } from '../../services/shopware/product-fixtures';
import {
  discountPercent,
  formatPrice,
  isPriceVisible,
  localeTag,
  priceDisplay,
  pricesFromCalculatedPrice,
  roundMoney,
  samePrices,
  showsListPrice,
  showsRegulationPrice,
  withoutPrices,
} from './price';
import type { Money, ProductPrices } from './types';

const eur = (amount: number): Money => ({ amount, currency: 'EUR' });
const prices = (price: number | null, list: number | null = null, regulation: number | null = null): ProductPrices => ({
  price: price === null ? null : eur(price),
  listPrice: list === null ? null : eur(list),
  taxPrice: null,
  regulationPrice: regulation === null ? null : eur(regulation),
  priceRange: false,
});

describe('pricesFromCalculatedPrice', () => {
  it('takes totalPrice as the gross price in a gross context; the tax is already in it', () => {
    const result = pricesFromCalculatedPrice(rawPrice({ total: 2119, tax: 353.17, list: 2499, regulation: 2199 }));
    expect(result).toEqual({
      price: eur(2119),
      listPrice: eur(2499),
      taxPrice: eur(353.17),
      regulationPrice: eur(2199),
    });
  });

  it('adds the calculated taxes to a net totalPrice and grosses up list and regulation prices', () => {
    const net = rawPrice({ total: 1000, tax: 200, list: 1250, regulation: 1100 });
    expect(pricesFromCalculatedPrice(net, { taxState: 'net' })).toEqual({
      price: eur(1200),
      listPrice: eur(1500),
      taxPrice: eur(200),
      regulationPrice: eur(1320),
    });
  });

  it('treats tax-free like net: no taxes, the total is the price', () => {
    const free = rawPrice({ total: 1000, tax: 0, taxRate: 0 });
    expect(pricesFromCalculatedPrice(free, { taxState: 'tax-free' }).price).toEqual(eur(1000));
    expect(pricesFromCalculatedPrice(free, { taxState: 'tax-free' }).taxPrice).toEqual(eur(0));
  });

  it('sums several tax rates', () => {
    const mixed = {
      ...rawPrice({ total: 100 }),
      calculatedTaxes: [] as ReturnType<typeof rawPrice>['calculatedTaxes'],
    };
    mixed.calculatedTaxes.push(
      { apiAlias: 'cart_tax_calculated', tax: 7.98, taxRate: 19, price: 50 },
      { apiAlias: 'cart_tax_calculated', tax: 3.27, taxRate: 7, price: 50 },
    );
    expect(pricesFromCalculatedPrice(mixed).taxPrice).toEqual(eur(11.25));
  });

  it('gives the price of one unit when the quantity is above one', () => {
    const two = { ...rawPrice({ total: 200, tax: 40 }), quantity: 2 };
    expect(pricesFromCalculatedPrice(two)).toMatchObject({ price: eur(100), taxPrice: eur(20) });
  });

  it('drops a list price that is not above the price', () => {
    expect(pricesFromCalculatedPrice(rawPrice({ total: 100, list: 100 })).listPrice).toBeNull();
    expect(pricesFromCalculatedPrice(rawPrice({ total: 100, list: 90 })).listPrice).toBeNull();
  });

  it('uses the given currency and has no prices without a calculatedPrice', () => {
    expect(pricesFromCalculatedPrice(rawPrice({ total: 5 }), { currency: 'GBP' }).price).toEqual({
      amount: 5,
      currency: 'GBP',
    });
    expect(pricesFromCalculatedPrice(undefined)).toEqual({
      price: null,
      listPrice: null,
      taxPrice: null,
      regulationPrice: null,
    });
  });

  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [353.165, 353.17],
  ])('roundMoney(%f) = %f', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });
});

describe('samePrices', () => {
  it('holds for equal amounts and currencies in other objects', () => {
    expect(samePrices(prices(2999, 3299, 2899), prices(2999, 3299, 2899))).toBe(true);
    expect(samePrices(prices(null), prices(null))).toBe(true);
  });

  it("tells any amount, currency, missing price or 'from' apart", () => {
    expect(samePrices(prices(2999), prices(3099))).toBe(false);
    expect(samePrices(prices(2999, 3299), prices(2999))).toBe(false);
    expect(samePrices(prices(2999, null, 2899), prices(2999, null, 2799))).toBe(false);
    expect(samePrices(prices(2999), { ...prices(2999), price: { amount: 2999, currency: 'GBP' } })).toBe(false);
    expect(samePrices(prices(2999), { ...prices(2999), taxPrice: eur(479) })).toBe(false);
    expect(samePrices(prices(2999), { ...prices(2999), priceRange: true })).toBe(false);
    expect(samePrices(prices(null), prices(2999))).toBe(false);
  });
});

describe('isPriceVisible', () => {
  it.each([
    ['de', false, true],
    ['gb', false, true],
    ['int', false, false],
    ['INT', false, false],
    ['int', true, true],
  ])('country %s, internationalPrice %s -> %s', (country, internationalPrice, visible) => {
    expect(isPriceVisible(country, { internationalPrice })).toBe(visible);
  });
});

describe('formatPrice', () => {
  it.each([
    [{ country: 'de', language: 'de' }, 'de-DE'],
    [{ country: 'gb', language: 'en' }, 'en-GB'],
    [{ country: 'be', language: 'fr' }, 'fr-BE'],
    [{ country: 'int', language: 'en' }, 'en'],
  ])('locale tag of %o is %s', (locale, tag) => {
    expect(localeTag(locale)).toBe(tag);
  });

  it('formats with the page locale, never the runtime default', () => {
    const amount = eur(1234.5);
    expect(formatPrice(amount, { country: 'de', language: 'de' })).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatPrice(amount, { country: 'de', language: 'de' })).toMatch(/^1\.234,50\s€$/);
    expect(formatPrice(amount, { country: 'gb', language: 'en' })).toBe('€1,234.50');
    expect(formatPrice(amount, { country: 'nl', language: 'nl' })).toMatch(/^€\s1\.234,50$/);
    expect(formatPrice(amount, { country: 'int', language: 'en' })).toBe('€1,234.50');
  });
});

describe('list and regulation price rules', () => {
  it.each([
    [prices(100, 120), true],
    [prices(100, 100), false],
    [prices(100, 80), false],
    [prices(100, 100.004), false],
    [prices(100), false],
    [prices(null, 120), false],
  ])('showsListPrice %#', (input, expected) => {
    expect(showsListPrice(input)).toBe(expected);
  });

  it('shows the regulation price only with a shown list price', () => {
    expect(showsRegulationPrice(prices(100, 120, 105))).toBe(true);
    expect(showsRegulationPrice(prices(100, null, 105))).toBe(false);
    expect(showsRegulationPrice(prices(100, 90, 105))).toBe(false);
    expect(showsRegulationPrice(prices(100, 120))).toBe(false);
  });

  it('gives the discount in whole percent', () => {
    expect(discountPercent(prices(2119, 2499))).toBe(15);
    expect(discountPercent(prices(100))).toBeNull();
  });
});

describe('priceDisplay', () => {
  const de = { locale: { country: 'de', language: 'de' }, flags: { internationalPrice: false } };

  it('formats price, struck-through list price, regulation price and discount', () => {
    const display = priceDisplay({ ...prices(2119, 2499, 2199), priceRange: true }, de);
    expect(display).toEqual({
      visible: true,
      price: formatPrice(eur(2119), de.locale),
      listPrice: formatPrice(eur(2499), de.locale),
      regulationPrice: formatPrice(eur(2199), de.locale),
      discountPercent: 15,
      from: true,
    });
  });

  it('leaves out list and regulation price without a reduction', () => {
    expect(priceDisplay(prices(100, 90, 95), de)).toMatchObject({ listPrice: null, regulationPrice: null });
  });

  it('is hidden in the international channel unless enabled, and without a price', () => {
    const int = { country: 'int', language: 'en' };
    expect(priceDisplay(prices(100), { locale: int, flags: { internationalPrice: false } })).toEqual({
      visible: false,
    });
    expect(priceDisplay(prices(100), { locale: int, flags: { internationalPrice: true } }).visible).toBe(true);
    expect(priceDisplay(prices(null), de)).toEqual({ visible: false });
  });

  it('withoutPrices clears every amount and keeps the rest', () => {
    const item = { id: 'x', ...prices(100, 120, 110), priceRange: true };
    expect(withoutPrices(item)).toEqual({
      id: 'x',
      price: null,
      listPrice: null,
      taxPrice: null,
      regulationPrice: null,
      priceRange: false,
    });
  });
});
