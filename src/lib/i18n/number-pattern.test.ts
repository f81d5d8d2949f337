import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../../config/load';
import { brandNames } from '../../config/schema';
import { localeTag } from './intl';
import { brandLocales } from './locales';
import { formatKey, formatWithPattern, numberPatternOf, numberPatterns } from './number-pattern';

const locales = [...new Set(brandNames.flatMap((name) => brandLocales(loadBrandConfig(name)).map(localeTag)))];
const currencies = ['EUR', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'HUF', 'USD', 'JPY'];

/** Prices, totals and their sums as the shop computes them, with a fixed seed. */
function values(): number[] {
  let seed = 20;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const drawn = Array.from({ length: 400 }, (_, index) => {
    const magnitude = 10 ** Math.floor(random() * 8);
    const value = Math.round(random() * magnitude * 1000) / (index % 3 === 0 ? 1000 : 100);
    return index % 5 === 0 ? -value : value;
  });
  return [
    0,
    -0,
    0.004,
    0.005,
    0.015,
    0.045,
    1.005,
    1.115,
    2.675,
    8.345,
    999.995,
    1000,
    9999.5,
    1e6,
    0.1 + 0.2,
    ...drawn,
  ];
}

describe('number patterns', () => {
  it('write every brand locale’s prices and decimals exactly as Intl.NumberFormat does', () => {
    const formats: [string, Intl.NumberFormatOptions][] = locales.flatMap((locale) => [
      ...currencies.map((currency): [string, Intl.NumberFormatOptions] => [locale, { style: 'currency', currency }]),
      [locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
      [locale, {}],
    ]);
    expect(formats.length).toBeGreaterThan(100);
    for (const [locale, options] of formats) {
      const pattern = numberPatternOf(locale, options);
      expect(pattern, `${locale} ${JSON.stringify(options)}`).not.toBeNull();
      const intl = new Intl.NumberFormat(locale, options);
      for (const value of values()) {
        expect(formatWithPattern(pattern!, value), `${locale} ${JSON.stringify(options)} ${value}`).toBe(
          intl.format(value),
        );
      }
    }
  });

  it('groups as the locale does: Spanish leaves four digits together, Swiss German uses an apostrophe', () => {
    const es = numberPatternOf('es-ES', { style: 'currency', currency: 'EUR' })!;
    expect([formatWithPattern(es, 1234.5), formatWithPattern(es, 12345.5)]).toEqual([
      '1234,50\u00a0€',
      '12.345,50\u00a0€',
    ]);
    const ch = numberPatternOf('de-CH', { style: 'currency', currency: 'CHF' })!;
    expect(formatWithPattern(ch, -12345.675)).toBe(
      new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(-12345.675),
    );
    expect(formatWithPattern(ch, 12345)).toMatch(/^CHF\s12.345\.00$/);
  });

  it('rounds half away from zero on the number as written, as ICU does (not on its binary value)', () => {
    const pattern = numberPatternOf('en-GB', { style: 'currency', currency: 'GBP' })!;
    expect(formatWithPattern(pattern, 1.005)).toBe('£1.01');
    expect(formatWithPattern(pattern, 9.995)).toBe('£10.00');
    expect(formatWithPattern(pattern, -0.001)).toBe('-£0.00');
    expect(formatWithPattern(pattern, 999999.999)).toBe('£1,000,000.00');
  });

  it('leaves values outside the pattern to Intl', () => {
    const pattern = numberPatternOf('en-GB', {})!;
    expect(formatWithPattern(pattern, Number.NaN)).toBeNull();
    expect(formatWithPattern(pattern, 1e21)).toBeNull();
    expect(formatWithPattern(pattern, 1e-7)).toBeNull();
  });

  it('has no pattern for formats it cannot stand for', () => {
    expect(numberPatternOf('en-IN', {})).toBeNull(); // 12,34,567: groups of two
    expect(numberPatternOf('en-GB', { style: 'percent' })).toBeNull();
    expect(numberPatternOf('en-GB', { notation: 'compact' })).toBeNull();
    expect(numberPatternOf('en-GB', { maximumSignificantDigits: 2 })).toBeNull();
    expect(
      numberPatterns([
        ['en-IN', {}],
        ['en-GB', {}],
      ]),
    ).toEqual({
      [formatKey('en-GB', {})]: numberPatternOf('en-GB', {}),
    });
  });
});
