// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, displayNames, localeTag, numberFormat, presetDateFormats, presetNumberFormats } from './intl';
import { contentDateOptions, contentDatePatterns } from './date-pattern';
import { numberPatterns } from './number-pattern';

describe('page locale for Intl', () => {
  it('joins language and region, and leaves the international channel without a region', () => {
    expect(localeTag({ country: 'de', language: 'de' })).toBe('de-DE');
    expect(localeTag({ country: 'be', language: 'NL' })).toBe('nl-BE');
    expect(localeTag({ country: 'int', language: 'en' })).toBe('en');
  });
});

describe('cached Intl formatters', () => {
  it('build one formatter per locale and options, and format as a fresh one would', () => {
    const euro = { style: 'currency', currency: 'EUR' } as const;
    const first = numberFormat('de-DE', euro);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(first);
    expect(first.format(1234.5)).toBe(new Intl.NumberFormat('de-DE', euro).format(1234.5));
    expect(numberFormat('fr-FR', euro)).not.toBe(first);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'CHF' })).not.toBe(first);
  });

  it('keep date formats and display names apart by their options', () => {
    const long = dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    expect(long.format(new Date(Date.UTC(2025, 2, 1)))).toBe('1 March 2025');
    expect(dateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(long);
    expect(displayNames(['de'], { type: 'region' }).of('GB')).toBe('Vereinigtes Königreich');
    expect(displayNames(['de'], { type: 'language' }).of('nl')).toBe('Niederländisch');
  });
});

/** Counts the `Intl[name]` objects built from now on (each still a real one). */
function countBuilt(name: 'NumberFormat' | 'DateTimeFormat'): () => number {
  const Original = Intl[name] as new (...args: unknown[]) => object;
  let built = 0;
  vi.spyOn(Intl, name).mockImplementation(function counted(...args: unknown[]) {
    built += 1;
    return new Original(...args);
  } as never);
  return () => built;
}

describe('preset number formats', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('write with the preset pattern and build no Intl.NumberFormat', () => {
    const options = { style: 'currency', currency: 'NOK' } as const;
    presetNumberFormats(numberPatterns([['nb-NO', options]]));
    const expected = new Intl.NumberFormat('nb-NO', options).format(1234.5);
    const sek = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'SEK' }).format(1);
    const built = countBuilt('NumberFormat');
    expect(numberFormat('nb-NO', options).format(1234.5)).toBe(expected);
    expect(built()).toBe(0);
    expect(numberFormat('nb-NO', { style: 'currency', currency: 'SEK' }).format(1)).toBe(sek);
    expect(built()).toBe(1);
  });

  it('write content dates with the preset pattern and build no Intl.DateTimeFormat', () => {
    presetDateFormats(contentDatePatterns(['nl-BE']));
    const built = countBuilt('DateTimeFormat');
    expect(dateTimeFormat('nl-BE', contentDateOptions).format(new Date(Date.UTC(2025, 2, 1)))).toBe('1 maart 2025');
    expect(built()).toBe(0);
    // An invalid date is Intl's to refuse, as before.
    expect(() => dateTimeFormat('nl-BE', contentDateOptions).format(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('fall back to Intl for a value the pattern does not cover', () => {
    const options = { maximumFractionDigits: 2 } as const;
    presetNumberFormats(numberPatterns([['fr-FR', options]]));
    expect(numberFormat('fr-FR', options).format(1e21)).toBe(new Intl.NumberFormat('fr-FR', options).format(1e21));
  });
});
