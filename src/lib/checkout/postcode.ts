/**
 * The postal-code check of spec section 5, on the `postcode-validator` patterns (US five digits
 * or five plus four, NL four digits and two letters, four digits in many countries, the UK's
 * outward and inward code, Canada's letter-digit pattern ...).
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * 'cs' is an ISO 639 language code (Czech), never a country of ours; the library would read it
 * as the retired code of Serbia and Montenegro and accept five digits, so it is refused outright.
 */
const rejectedCountries = new Set(['cs']);

/**
 * Valid forms the library's patterns miss: GB's `GIR 0AA` (the Girobank code, still in
 * Royal Mail's address file) does not follow the outward-code pattern.
 */
const extraForms: Readonly<Record<string, RegExp>> = { GB: /^GIR ?0AA$/ };

/** The library's country code of one of ours: upper case, with 'uk' read as 'gb'. */
export function postcodeCountryCode(country: string): string {
  const code = country.trim().toLowerCase();
  return (code === 'uk' ? 'gb' : code).toUpperCase();
}

/**
 * Whether a postcode fits the country's pattern. 'uk' is treated as 'gb'; 'cs' never fits;
 * a country without a pattern throws. Surrounding spaces and letter case are ignored, because
 * some patterns (NL, IE) are written for capitals only and shoppers type '1234 ab'.
 */
export function checkPostcode(postcode: string, country: string): boolean {
  if (rejectedCountries.has(country.trim().toLowerCase())) return false;
  const code = postcodeCountryCode(country);
  if (!postcodeValidatorExistsForCountry(code)) throw new Error(`Unknown country for a postcode check: ${country}`);
  const value = postcode.trim().toUpperCase();
  return extraForms[code]?.test(value) === true || postcodeValidator(value, code);
}

/**
 * The rule the forms use: a postcode is valid when it fits the country, and also when the check
 * itself fails (unknown country or an error inside the library), so a gap in the patterns never
 * stops a shopper; the commerce backend validates the address again.
 */
export function isValidPostcode(postcode: string, country: string): boolean {
  try {
    return checkPostcode(postcode, country);
  } catch {
    return true;
  }
}
