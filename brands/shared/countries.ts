import type { BrandName, CountryConfig } from '../../src/config/schema';

type CountryEntry = [code: string, languages: string[], extra?: Partial<CountryConfig>];

/**
 * Countries of a brand with their live commerce addresses and the environment variable of
 * each sales channel's access key (SHOPWARE_ACCESS_KEY_<BRAND>_<COUNTRY>): keeps the brand
 * files to the facts that differ.
 */
export function countries(brand: BrandName, liveCommerceOrigin: string, entries: CountryEntry[]): CountryConfig[] {
  return entries.map(([code, languages, extra]) => ({
    code,
    languages,
    commerce: {
      url: liveCommerceOrigin,
      accessKeyEnv: `SHOPWARE_ACCESS_KEY_${brand.toUpperCase()}_${code.toUpperCase()}`,
    },
    ...extra,
  }));
}
