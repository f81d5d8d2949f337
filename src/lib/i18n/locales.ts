import type { BrandConfig, CountrySettings } from '../../config/schema';
import { contentLanguage, hreflangOf, localePrefix } from '../routing/locale';

/** One country-language pair a brand serves. */
export interface BrandLocale {
  country: string;
  language: string;
  /** Path prefix with both slashes, e.g. '/gb/en/' or '/de-de/'. */
  prefix: string;
  hreflang: string;
  /** The brand's default locale: first country, its first language. */
  isDefault: boolean;
}

type LocaleSource = { countries: readonly CountrySettings[] } & Pick<BrandConfig, 'routing' | 'defaultHreflang'> &
  Partial<Pick<BrandConfig, 'marketingSite'>>;

/**
 * Every locale of a brand, default first; the default carries the brand's default hreflang. A
 * marketing site's locales are its markets.
 */
export function brandLocales(brand: LocaleSource): BrandLocale[] {
  if (brand.marketingSite)
    return brand.marketingSite.markets.map(({ country, language }, index) => ({
      country,
      language,
      prefix: localePrefix(country, language, brand.routing.localeSeparator),
      hreflang: index === 0 ? brand.defaultHreflang : hreflangOf(country, language),
      isDefault: index === 0,
    }));
  return brand.countries.flatMap((country, countryIndex) =>
    country.languages.map((language, languageIndex) => {
      const isDefault = countryIndex === 0 && languageIndex === 0;
      return {
        country: country.code,
        language,
        prefix: localePrefix(country.code, language, brand.routing.localeSeparator),
        hreflang: isDefault ? brand.defaultHreflang : hreflangOf(country.code, language),
        isDefault,
      };
    }),
  );
}

export function defaultLocale(brand: LocaleSource): BrandLocale {
  const [first] = brandLocales(brand);
  if (!first) throw new Error('A brand has at least one locale.');
  return first;
}

/** The content space's default language: stories in it carry no language code. */
export const defaultContentLanguage = 'en';

/** Content languages a brand needs besides the default (what its space lists), sorted. */
export function brandContentLanguages(
  brand: { countries: readonly CountrySettings[] } & Partial<Pick<BrandConfig, 'marketingSite'>>,
): string[] {
  // A marketing site's markets are written in the space's default language, one tree each.
  if (brand.marketingSite) return [];
  const all = brand.countries.flatMap((country) =>
    country.languages.map((language) => contentLanguage(country.code, language)),
  );
  return [...new Set(all)].filter((language) => language !== defaultContentLanguage).sort();
}

/** The language code of a locale's stories as the content API labels them ('default' for the default). */
export function storyLanguage(locale: Pick<BrandLocale, 'country' | 'language'>): string {
  const language = contentLanguage(locale.country, locale.language);
  return language === defaultContentLanguage ? 'default' : language;
}
