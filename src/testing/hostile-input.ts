/**
 * Generators of visitor input for the fuzz suites of the forms (fast-check), and an oracle of
 * the field rules written apart from `src/lib/field-rules.ts`, by code point, so a fault in the
 * rules is not repeated in the check.
 */
import fc from 'fast-check';

const rightToLeft = fc.constantFrom('שלום עולם', 'مرحبا بالعالم', '\u202Eevil\u202C', 'a\u2066b\u2069', 'سلام');
const markup = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  "'; DROP TABLE customer;--",
);
const controls = fc.constantFrom('a\u0000b', 'Anna\u0000', '\u0007bell', 'x\u009fy', 'line\nbreak', 'tab\there');
const emoji = fc.constantFrom('🚲', '👩🏽‍🔧', '🇳🇱', '❤️‍🔥');
const whitespace = fc.constantFrom('', ' ', '\t', '\n\n', '\u00a0', '\u2003');

export const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 250, maxLength: 300 }),
  rightToLeft,
  markup,
  controls,
  emoji,
  whitespace,
);

/** Addresses of every kind: valid ones, the probe's hostile ones, and generated noise. */
export const anyEmail = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    '<script>@x.com',
    'javascript:alert(1)@x.com',
    'a@b',
    `${'a'.repeat(5_000)}@example.com`,
    `${'a'.repeat(65)}@example.com`,
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`,
    'anna\u0000@example.com',
    'anna@exa\u202emple.com',
    'anna@-example.com',
    'anna@example-.com',
    'anna..b@example.com',
    'anna@example.com.',
    ' anna@example.com ',
  ),
  anyText,
  fc.tuple(anyText, anyText).map(([local, domain]) => `${local}@${domain}`),
);

/** Mostly a plausible answer, sometimes anything: so both sides of a rule are reached. */
export const mostly = (plausible: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: plausible, weight: 6 }, { arbitrary: anyText, weight: 1 });

const localChars = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const label = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** The oracle of an email address: the HTML standard's grammar, two labels at least, RFC lengths. */
export function emailBreaksRule(email: string): boolean {
  const parts = email.split('@');
  if (parts.length !== 2) return true;
  const [local = '', domain = ''] = parts;
  if (email.length > 254 || local.length === 0 || local.length > 64 || !localChars.test(local)) return true;
  const labels = domain.split('.');
  return labels.length < 2 || labels.some((part) => part.length > 63 || !label.test(part));
}

/** The oracle of a one-line text: no control or bidi-override character, at most `max` code points. */
export function textBreaksRule(value: string, max = 255): boolean {
  const chars = [...value];
  if (chars.length > max) return true;
  return chars.some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return (
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });
}
