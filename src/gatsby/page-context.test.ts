// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../config/load';
import { brandLocales } from '../lib/i18n/locales';
import { localeKey } from '../lib/page-context';
import { localeNamesFor } from './page-context';

describe('localeNamesFor', () => {
  it('names every locale of the brand in its own language', () => {
    const brand = loadBrandConfig('lapierre');
    const names = localeNamesFor(brand);
    expect(Object.keys(names)).toEqual(brandLocales(brand).map(localeKey));
    expect(names['int-en']).toBe('International – English');
    expect(names['de-de']).toBe('Deutschland – Deutsch');
    expect(names['be-nl']).toBe('België – Nederlands');
    expect(names['ch-fr']).toBe('Suisse – français');
    expect(names['gb-en']).toBe('United Kingdom – English');
  });
});
