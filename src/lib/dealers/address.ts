import type { DealerAddress } from './types';

/**
 * Countries whose postal convention puts the town before the postcode on its own lines
 * (Royal Mail, An Post), whatever the brand's default.
 */
const cityFirstCountries = new Set(['gb', 'ie']);

export interface AddressStyle {
  /** The brand's UK-style flag (`flags.cityBeforePostalCode`). */
  cityBeforePostalCode: boolean;
}

export function isCityFirst(country: string, style: AddressStyle): boolean {
  return style.cityBeforePostalCode || cityFirstCountries.has(country.toLowerCase());
}

/**
 * The lines of an address as printed: street lines, then "City" and "POSTCODE" on two lines
 * UK style, or "POSTCODE City" on one line otherwise. Empty parts are left out.
 */
export function addressLines(address: DealerAddress, style: AddressStyle): string[] {
  const street = address.lines.map((line) => line.trim()).filter(Boolean);
  const city = address.city.trim();
  const postcode = address.postcode.trim();
  if (isCityFirst(address.country, style)) return [...street, city, postcode].filter(Boolean);
  return [...street, [postcode, city].filter(Boolean).join(' ')].filter(Boolean);
}

/** The address on one line, for a list entry or a map popup. */
export function addressOneLine(address: DealerAddress, style: AddressStyle): string {
  return addressLines(address, style).join(', ');
}
