import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../../config/load';
import { brandLocales, defaultLocale } from './locales';

describe('brandLocales', () => {
  it('builds prefixes with the brand separator and marks the default', () => {
    expect(brandLocales(loadBrandConfig('raleigh'))).toEqual([
      { country: 'gb', language: 'en', prefix: '/gb/en/', hreflang: 'en-gb', isDefault: true },
      { country: 'ie', language: 'en', prefix: '/ie/en/', hreflang: 'en-ie', isDefault: false },
    ]);
  });

  it('gives the default locale the brand default hreflang and INT the bare language', () => {
    const lapierre = brandLocales(loadBrandConfig('lapierre'));
    expect(lapierre[0]).toMatchObject({ prefix: '/int-en/', hreflang: 'en-fr', isDefault: true });
    expect(lapierre.find((locale) => locale.prefix === '/be-nl/')?.hreflang).toBe('nl-be');
    const ghost = brandLocales(loadBrandConfig('ghost'));
    expect(ghost.find((locale) => locale.country === 'int')?.hreflang).toBe('en');
  });

  it('has one locale per country and language', () => {
    expect(brandLocales(loadBrandConfig('haibike'))).toHaveLength(28);
    expect(defaultLocale(loadBrandConfig('sparta')).prefix).toBe('/nl-nl/');
  });
});
