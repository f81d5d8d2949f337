import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../../config/load';
import { brandNames } from '../../config/schema';
import { contentDateOptions, contentDatePatterns, datePatternOf, formatDateWithPattern } from './date-pattern';
import { localeTag } from './intl';
import { brandLocales } from './locales';
import { formatKey } from './number-pattern';

const locales = [...new Set(brandNames.flatMap((name) => brandLocales(loadBrandConfig(name)).map(localeTag)))];

/** Every day from 2023 to 2025, at midnight and just before the next (UTC). */
const days = Array.from({ length: 3 * 365 + 1 }, (_, index) => new Date(Date.UTC(2023, 0, 1 + index)));

describe('content date patterns', () => {
  it('write every day as Intl.DateTimeFormat does, in every brand locale and a few more', () => {
    for (const locale of [...locales, 'en-US', 'pl-PL', 'cs-CZ', 'da-DK', 'sv-SE', 'es-ES', 'pt-PT', 'fi-FI']) {
      const pattern = datePatternOf(locale);
      expect(pattern, locale).not.toBeNull();
      const intl = new Intl.DateTimeFormat(locale, contentDateOptions);
      for (const day of days) {
        expect(formatDateWithPattern(pattern!, day), `${locale} ${day.toISOString()}`).toBe(intl.format(day));
        const late = new Date(day.getTime() + 86_399_000);
        expect(formatDateWithPattern(pattern!, late), `${locale} ${late.toISOString()}`).toBe(intl.format(late));
      }
    }
  });

  it('keep the order, words and case of the locale', () => {
    const written = (locale: string) => formatDateWithPattern(datePatternOf(locale)!, new Date(Date.UTC(2025, 2, 1)));
    expect(written('de-DE')).toBe('1. März 2025');
    expect(written('en-US')).toBe('March 1, 2025');
    expect(written('fr-FR')).toBe('1 mars 2025');
    // Polish writes the month in the genitive inside a date.
    expect(written('pl-PL')).toBe('1 marca 2025');
  });

  it('are keyed as the cached formatters name them', () => {
    expect(Object.keys(contentDatePatterns(['en-GB', 'nl-NL']))).toEqual([
      formatKey('en-GB', contentDateOptions),
      formatKey('nl-NL', contentDateOptions),
    ]);
  });
});
