// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, localeTag, numberFormat } from './intl';

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
