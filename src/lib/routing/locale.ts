/**
 * Locale prefixes: every shop path starts with /{country}{separator}{language}/, the country
 * 2-3 letters, the language 2 letters, both lowercase in the path.
 */
import type { RoutingSettings } from './types';

export type LocaleSeparator = RoutingSettings['localeSeparator'];

/** Country and language of a page, lowercase. */
export interface Locale {
  country: string;
  language: string;
}

const countryPattern = /^[a-z]{2,3}$/;
const languagePattern = /^[a-z]{2}$/;

/** The international sales channel: its pages have a language but no country of their own. */
const internationalCountry = 'int';
/** British and Irish English read the content service's British English variant. */
const britishEnglishCountries: ReadonlySet<string> = new Set(['gb', 'ie']);
const britishEnglishContentLanguage = 'en-gb';

/** Whether country and language have the shape the locale path pattern accepts (case-insensitive). */
export function isLocaleShape(country: string, language: string): boolean {
  return countryPattern.test(country.toLowerCase()) && languagePattern.test(language.toLowerCase());
}

/**
 * The locale prefix of a path: '/gb/en/' for '/', '/de-de/' for '-'. Input is lowercased.
 * Throws a RangeError for a shape the path pattern would not parse back, because such a
 * prefix would silently produce pages no link can reach; codes come from validated config.
 */
export function localePrefix(country: string, language: string, separator: LocaleSeparator): string {
  if (!isLocaleShape(country, language)) {
    throw new RangeError(
      `Locale "${country}${separator}${language}" is not a 2-3 letter country and a 2 letter language`,
    );
  }
  return `/${country.toLowerCase()}${separator}${language.toLowerCase()}/`;
}

function localePattern(separator: LocaleSeparator): RegExp {
  // Anchored at the start (a leading slash is optional, as in content-service slugs), and the
  // language must end the segment so '/de-deu/' or '/gb/eng/' are not read as a locale.
  const separatorPattern = separator === '/' ? '\\/' : '-';
  return new RegExp(`^\\/?([a-z]{2,3})${separatorPattern}([a-z]{2})(?=[/?#]|$)`);
}

/**
 * Country and language of a path's locale prefix, or null when the path does not start with
 * one. Only lowercase prefixes match, since only those are pages ('/DE-DE/' is not one).
 */
export function parseLocale(path: string, separator: LocaleSeparator): Locale | null {
  const match = localePattern(separator).exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { country: match[1], language: match[2] };
}

/**
 * The path without its locale prefix, always starting with '/' ('/gb/en/bikes/' → '/bikes/',
 * '/de-de' → '/'); query and hash are kept. A path without a prefix is returned unchanged.
 */
export function stripLocale(path: string, separator: LocaleSeparator): string {
  const match = localePattern(separator).exec(path);
  if (!match) return path;
  const rest = path.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The hreflang of a locale: language-country ('en-gb'); the international channel has no
 * country to name, so it is the language alone ('en').
 */
export function hreflangOf(country: string, language: string): string {
  const lowerCountry = country.toLowerCase();
  const lowerLanguage = language.toLowerCase();
  return lowerCountry === internationalCountry ? lowerLanguage : `${lowerLanguage}-${lowerCountry}`;
}

/**
 * The language asked of the content service: British and Irish English use its special
 * 'en-gb' variant; every other locale uses the plain language code.
 */
export function contentLanguage(country: string, language: string): string {
  const lowerLanguage = language.toLowerCase();
  return lowerLanguage === 'en' && britishEnglishCountries.has(country.toLowerCase())
    ? britishEnglishContentLanguage
    : lowerLanguage;
}
