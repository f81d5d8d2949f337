/**
 * The languages of a brand's content space, as its content team set them up: English is the
 * space's default; British and Irish pages are written in the `en-gb` variant; every other
 * country's language under its plain code. Stated for the seed on its own, so
 * `tests/content-language-agreement.test.ts` checks that the app asks for what the space holds.
 */
export const spaceDefaultLanguage = 'en';

const britishEnglishMarkets = new Set(['gb', 'ie']);

/** The space language a country's pages in one language are written in. */
export function spaceLanguageOf(country: string, language: string): string {
  const code = language.toLowerCase();
  return code === 'en' && britishEnglishMarkets.has(country.toLowerCase()) ? 'en-gb' : code;
}

/** The space's languages besides the default, sorted, for the countries a brand sells in. */
export function spaceLanguages(countries: readonly { code: string; languages: readonly string[] }[]): string[] {
  const all = countries.flatMap((country) =>
    country.languages.map((language) => spaceLanguageOf(country.code, language)),
  );
  return [...new Set(all)].filter((language) => language !== spaceDefaultLanguage).sort();
}
