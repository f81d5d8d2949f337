/** A BCP 47 tag for Intl from the page's language and country ('int' is no region: language only). */
export function intlLocale(language: string, country: string): string {
  return /^[a-z]{2}$/.test(country) ? `${language}-${country.toUpperCase()}` : language;
}
