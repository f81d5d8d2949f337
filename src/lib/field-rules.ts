/**
 * One rule per kind of field, shared by every form (checkout, newsletter, contact), so a value
 * one form accepts is never refused by another or by the commerce backend with a generic error.
 *
 * - Email: the HTML standard's "valid e-mail address" grammar (what `<input type="email">`
 *   checks), with a dot in the domain as Shopware's validator (Symfony's `html5` mode) demands,
 *   and the lengths of RFC 5321: 254 characters in all, 64 before the `@`.
 * - Names, streets, cities: no control characters and no bidirectional embedding, override or
 *   isolate characters (they reorder what staff see on an invoice), at most 255 characters as
 *   Shopware's string fields allow.
 */

/** Shopware's length of a customer's or address's string field. */
export const maxTextLength = 255;
export const maxEmailLength = 254;
export const maxEmailLocalLength = 64;

// The HTML standard's grammar, a domain of at least two labels (Symfony's html5 mode).
const emailGrammar =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether an address (as typed, without surrounding spaces) is an email address the backend takes. */
export function isValidEmail(value: string): boolean {
  if (value.length > maxEmailLength) return false;
  const at = value.indexOf('@');
  if (at < 1 || at > maxEmailLocalLength) return false;
  return emailGrammar.test(value);
}

// C0 and C1 controls, DEL; bidi embeddings and overrides (U+202A-202E) and isolates (U+2066-2069).
// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// The same, but a text area's line breaks and tabs are part of the text.
// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const forbiddenInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Whether a one-line value holds a control or bidi-override character. */
export function hasForbiddenCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? forbiddenInText : forbiddenInLine).test(value);
}

/** Length in characters as the backend counts them (code points, not UTF-16 units). */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** Whether a one-line value is free of forbidden characters and within `max` characters. */
export function isCleanText(value: string, max: number = maxTextLength): boolean {
  return !hasForbiddenCharacters(value) && textLength(value) <= max;
}
