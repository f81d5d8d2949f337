/**
 * The app asks the content service for `contentLanguage(country, language)`; the seeded space
 * holds its stories in the languages its content team set up (`emulators/seed/content/languages.ts`).
 * Stated on both sides, so a market moved to another variant on one side fails here.
 */
import { describe, expect, it } from 'vitest';
import { spaceDefaultLanguage, spaceLanguageOf, spaceLanguages } from '../emulators/seed/content/languages';
import { loadBrandConfig } from '../src/config/load';
import { brandNames } from '../src/config/schema';
import { brandContentLanguages, defaultContentLanguage } from '../src/lib/i18n/locales';
import { contentLanguage } from '../src/lib/routing/locale';

describe('content languages of the app and of the space', () => {
  it('agree on the default language', () => {
    expect(defaultContentLanguage).toBe(spaceDefaultLanguage);
  });

  it.each(brandNames)('%s: every locale asks for a language its space holds', (brand) => {
    const config = loadBrandConfig(brand);
    // A marketing site reads only its markets' trees, written in the space's default language.
    expect(brandContentLanguages(config)).toEqual(config.marketingSite ? [] : spaceLanguages(config.countries));
    for (const country of config.countries)
      for (const language of country.languages)
        expect(contentLanguage(country.code, language), `${country.code}-${language}`).toBe(
          spaceLanguageOf(country.code, language),
        );
  });

  it('writes British and Irish English in the en-gb variant, every other English plainly', () => {
    expect(['gb', 'ie', 'de', 'int'].map((country) => contentLanguage(country, 'en'))).toEqual([
      'en-gb',
      'en-gb',
      'en',
      'en',
    ]);
  });
});
