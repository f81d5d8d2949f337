/**
 * Checkout addresses: which fields a country uses, their order for the page's locale, and the
 * lines of an address for display. Unlike the contact form, checkout always asks for an address
 * (the contact form's "no address fields for GB" does not apply here).
 */
import { collator, displayNames } from '../i18n/intl';

export type AddressField = 'street' | 'houseNumber' | 'postalCode' | 'city' | 'country';

/** Country and language of a page, lower case ('gb', 'en'). */
export interface AddressLocale {
  country: string;
  language: string;
}

export interface PostalAddress {
  firstName?: string;
  lastName?: string;
  street: string;
  houseNumber?: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2 code, lower case. */
  country: string;
}

/** How a country's addresses carry the house number. */
export type HouseNumberUse = 'required' | 'optional' | 'none';

/**
 * British addresses put the number into the first address line ('10 Downing Street'); Irish
 * ones use a separate number where there is one, but many rural houses have none. Elsewhere in
 * our markets the number is its own, required part of the address.
 */
const houseNumberUse: Record<string, HouseNumberUse> = { gb: 'none', ie: 'optional' };

export function houseNumberUseOf(country: string): HouseNumberUse {
  return houseNumberUse[country.toLowerCase()] ?? 'required';
}

/** Countries whose addresses are written UK style, city before postal code. */
const ukStyleCountries = new Set(['gb', 'ie']);

/** UK style: the city before the postal code, in GB and IE and for brands configured so. */
export function cityBeforePostalCode(country: string, configured: boolean): boolean {
  return configured || ukStyleCountries.has(country.toLowerCase());
}

/** The house number goes before the street for English outside GB, after it otherwise. */
export function houseNumberFirst(locale: AddressLocale): boolean {
  return locale.language.toLowerCase() === 'en' && locale.country.toLowerCase() !== 'gb';
}

export interface AddressLayoutOptions {
  /** The country the address is in (decides whether there is a house-number field). */
  addressCountry: string;
  /** The brand's `flags.cityBeforePostalCode`. */
  cityBeforePostalCode: boolean;
}

/** The address fields of a checkout form in the order the page's locale shows them. */
export function addressFieldOrder(locale: AddressLocale, options: AddressLayoutOptions): AddressField[] {
  const hasHouseNumber = houseNumberUseOf(options.addressCountry) !== 'none';
  const streetLine: AddressField[] = !hasHouseNumber
    ? ['street']
    : houseNumberFirst(locale)
      ? ['houseNumber', 'street']
      : ['street', 'houseNumber'];
  const localityLine: AddressField[] = cityBeforePostalCode(locale.country, options.cityBeforePostalCode)
    ? ['city', 'postalCode']
    : ['postalCode', 'city'];
  return [...streetLine, ...localityLine, 'country'];
}

/** The name of a country in a language ('de', 'gb' gives 'Vereinigtes Königreich'). */
export function countryName(country: string, language: string): string {
  try {
    return displayNames([language], { type: 'region', fallback: 'code' }).of(country.toUpperCase()) ?? country;
  } catch {
    // Not a region code Intl knows (e.g. 'int'): show the code rather than fail the page.
    return country.toUpperCase();
  }
}

/** Countries a shopper can have goods sent to: the brand's countries that are real ISO regions. */
export function addressCountries(brandCountries: readonly string[]): string[] {
  return brandCountries.filter((code) => /^[a-z]{2}$/.test(code));
}

/** The address countries with their names in the page language, sorted by name. */
export function countryOptions(brandCountries: readonly string[], language: string) {
  const names = collator(language);
  return addressCountries(brandCountries)
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => names.compare(a.label, b.label));
}

const joined = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** The street and house number in one line, in the page locale's order ('10 Main Street' for English outside GB). */
export function streetLine(address: Pick<PostalAddress, 'street' | 'houseNumber'>, locale: AddressLocale): string {
  return houseNumberFirst(locale)
    ? joined(address.houseNumber, address.street)
    : joined(address.street, address.houseNumber);
}

/**
 * The lines of an address as the page shows it: name, street line (house number placed by the
 * page's locale), locality (UK style puts the city on its own line above the postal code, for
 * addresses in GB and IE or when the brand is configured so), country name in the page language.
 */
export function formatAddressLines(
  address: PostalAddress,
  locale: AddressLocale,
  options: { cityBeforePostalCode: boolean },
): string[] {
  const locality = cityBeforePostalCode(address.country, options.cityBeforePostalCode)
    ? [joined(address.city), joined(address.postalCode)]
    : [joined(address.postalCode, address.city)];
  return [
    joined(address.firstName, address.lastName),
    streetLine(address, locale),
    ...locality,
    countryName(address.country, locale.language),
  ].filter((line) => line !== '');
}
