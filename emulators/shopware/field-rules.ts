/**
 * The field constraints of Shopware's customer, address and newsletter-recipient definitions,
 * stated here for the stand-in (it must not borrow the storefront's rules):
 * - email: Symfony's `Email` constraint in `html5` mode, the HTML standard's grammar with a dot
 *   in the domain, within the 254 / 64 character limits of RFC 5321 (`INVALID_FORMAT_ERROR`);
 * - string fields: at most 255 characters, `mb_strlen` (code points) (`TOO_LONG_ERROR`);
 * - names and address lines: no control characters and no bidirectional embedding, override
 *   or isolate characters (`REGEX_FAILED_ERROR`), the sanitising a real shop adds in front of
 *   its customer data so invoices and staff screens show what was typed.
 */
import type { Violation } from './errors';

const html5Email =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  const at = value.indexOf('@');
  return value.length <= 254 && at >= 1 && at <= 64 && html5Email.test(value);
}

export const maxStringLength = 255;

// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** The violation of a string field's value, if any (blank values are checked by the caller). */
export function stringViolation(value: string, pointer: string): Violation | null {
  if ([...value].length > maxStringLength)
    return { pointer, code: 'TOO_LONG_ERROR', parameters: { limit: maxStringLength } };
  if (unsafeCharacters.test(value)) return { pointer, code: 'REGEX_FAILED_ERROR' };
  return null;
}

/** Adds the violations of several string fields to `found`. */
export function checkStrings(fields: Record<string, string | null>, pointerPrefix: string, found: Violation[]): void {
  for (const [name, value] of Object.entries(fields)) {
    const violation = value ? stringViolation(value, `${pointerPrefix}/${name}`) : null;
    if (violation) found.push(violation);
  }
}
