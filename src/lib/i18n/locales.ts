import type { BrandConfig } from '../../config/schema';
import { hreflangOf, localePrefix } from '../routing/locale';

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

/** Every locale of a brand, default first; the default carries the brand's default hreflang. */
export function brandLocales(brand: Pick<BrandConfig, 'countries' | 'routing' | 'defaultHreflang'>): BrandLocale[] {
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

export function defaultLocale(brand: Pick<BrandConfig, 'countries' | 'routing' | 'defaultHreflang'>): BrandLocale {
  const [first] = brandLocales(brand);
  if (!first) throw new Error('A brand has at least one locale.');
  return first;
}
