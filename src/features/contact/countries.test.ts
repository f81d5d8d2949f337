import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('country list', () => {
  it('lists about 250 countries, each once, with ISO code and name', () => {
    const list = countryOptions('en');
    expect(list.length).toBeGreaterThanOrEqual(245);
    expect(list.length).toBeLessThanOrEqual(255);
    expect(new Set(list.map((entry) => entry.code)).size).toBe(list.length);
    expect(list.every((entry) => /^[A-Z]{2}$/.test(entry.code) && entry.name.length > 1)).toBe(true);
  });

  it('names countries in the page language, sorted for that language', () => {
    const name = (language: string, code: string) =>
      countryOptions(language).find((entry) => entry.code === code)?.name;
    expect(name('en', 'NL')).toBe('Netherlands');
    expect(name('de', 'NL')).toBe('Niederlande');
    expect(name('fr', 'DE')).toBe('Allemagne');
    // Common names, as a shopper looks for them, not the official long forms.
    expect(name('nl', 'BE')).toBe('België');
    expect(name('nl', 'NL')).toBe('Nederland');
    expect(name('nl', 'AT')).toBe('Oostenrijk');
    expect(name('en', 'US')).toBe('United States');
    expect(name('de', 'CZ')).toBe('Tschechien');
    expect(name('pl', 'GB')).toBe('Wielka Brytania');
    const dutch = countryOptions('nl').map((entry) => entry.name);
    expect(dutch.filter((country) => /^(Koninkrijk|Republiek|Federale|Gemenebest|Vorstendom) /.test(country))).toEqual(
      [],
    );
    expect(name('da', 'DK')).toBe('Danmark');
    const german = countryOptions('de').map((entry) => entry.name);
    expect(german).toEqual([...german].sort(new Intl.Collator('de').compare));
    // A language without names of its own falls back to English.
    expect(countryOptions('xx').find((entry) => entry.code === 'FR')?.name).toBe('France');
  });

  it('gives the telephone prefix of each country that has one', () => {
    const prefix = (code: string) => countryOptions('en').find((entry) => entry.code === code)?.prefix;
    expect(prefix('NL')).toBe('31');
    expect(prefix('GB')).toBe('44');
    expect(prefix('US')).toBe('1');
    expect(prefix('DK')).toBe('45');
    expect(countryOptions('en').filter((entry) => entry.prefix === '').length).toBeLessThan(10);
  });
});
