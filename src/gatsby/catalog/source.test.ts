// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../../config/load';
import { contentDateOptions } from '../../lib/i18n/date-pattern';
import { dateTimeFormat, numberFormat, presetDateFormats, presetNumberFormats } from '../../lib/i18n/intl';
import { brandLocales } from '../../lib/i18n/locales';
import { formatKey } from '../../lib/i18n/number-pattern';
import { distanceFormatOptions } from '../../lib/dealers/distance';
import { formatPrice, priceFormatOptions } from '../../lib/product';
import { averageFormatOptions } from '../../lib/reviews';
import { channelFieldsByLocale } from './source';

describe('channel fields of the page context', () => {
  it('carry the channel’s currency and its pages’ number formats, which write as Intl does', () => {
    const locales = brandLocales(loadBrandConfig('ghost'));
    const german = locales.find((locale) => locale.language === 'de');
    expect(german).toBeDefined();
    const euro = { id: 'c1', name: 'Euro', iso: 'EUR', symbol: '€' };
    const fields = channelFieldsByLocale(
      [{ localePrefix: german!.prefix, languageId: 'l1', currency: JSON.stringify(euro) }],
      locales,
    ).get(german!.prefix);
    const tag = `de-${german!.country.toUpperCase()}`;
    expect(fields?.shopwareCurrency).toEqual(euro);
    expect(Object.keys(fields?.numberFormats ?? {})).toEqual([
      formatKey(tag, priceFormatOptions('EUR')),
      formatKey(tag, averageFormatOptions),
      formatKey(tag),
      formatKey('de'),
      formatKey(tag, distanceFormatOptions(0)),
      formatKey(tag, distanceFormatOptions(1)),
    ]);
    expect(Object.keys(fields?.dateFormats ?? {})).toEqual([formatKey(tag, contentDateOptions)]);
    presetNumberFormats(fields?.numberFormats);
    presetDateFormats(fields?.dateFormats);
    expect(dateTimeFormat(tag, contentDateOptions).format(new Date(Date.UTC(2025, 2, 1)))).toBe('1. März 2025');
    expect(formatPrice({ amount: 4299.5, currency: 'EUR' }, german!)).toBe(
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(4299.5),
    );
    expect(numberFormat(tag, averageFormatOptions).format(4.3)).toBe('4,3');
  });
});
