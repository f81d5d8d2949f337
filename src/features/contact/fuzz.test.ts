/**
 * Property test of the form's pipeline (schema, then what the post would carry) with generated
 * visitor input: long, unicode, right-to-left, emoji, markup, empty and whitespace-only values.
 * Nothing may throw but a validation error, no accepted value may break a rule (checked by an
 * oracle written apart from the schema), and the post carries exactly what the visitor typed
 * under the provider's ids, plus the hidden fields of the configuration.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { brandDefinitions } from '../../../brands';
import { isValidPostcode } from '../../lib/checkout';
import { enquiryTypesFor, hiddenFields, postedFields, providerFieldIds, visibleFields } from './fields';
import { type ContactFormValues, contactSchema, maxLengths } from './schema';
import type { ContactVisibleField } from './validation-keys';

const contact = brandDefinitions.sparta.contact;
const countries = ['NL', 'BE', 'DK', 'DE', 'GB', 'US'];
const fields = visibleFields(contact, 'nl', 'nl');
const types = enquiryTypesFor(contact, 'nl');
const schema = contactSchema({ fields, enquiryTypes: types, countries });
const ids = providerFieldIds(contact.provider, 'nl');

const rightToLeft = fc.constantFrom('שלום עולם', 'مرحبا بالعالم', '\u202Eevil\u202C', 'سلام');
const markup = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '&amp;&lt;',
  '{{7*7}}',
  "'; DROP TABLE cases;--",
);
const emoji = fc.constantFrom('🚲', '👩🏽‍🔧', '🇳🇱', '❤️‍🔥');
const whitespace = fc.constantFrom('', ' ', '\t', '\n\n', '\u00a0', '\u2003');
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 400 }),
  rightToLeft,
  markup,
  emoji,
  whitespace,
  fc.tuple(fc.string({ maxLength: 10 }), emoji, rightToLeft).map((parts) => parts.join(' ')),
);
const emailLike = fc.oneof(
  fc.emailAddress(),
  anyText,
  fc.tuple(anyText, anyText).map(([local, domain]) => `${local}@${domain}`),
);
const postcodeLike = fc.oneof(
  { arbitrary: fc.constant(''), weight: 4 },
  { arbitrary: fc.constantFrom('1234 AB', '1000', '90210', 'SW1A 1AA', '2100', '12345'), weight: 2 },
  { arbitrary: anyText, weight: 1 },
);

/** Mostly a plausible answer, sometimes anything: so that both sides of the schema are reached. */
const mostly = (plausible: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: plausible, weight: 10 }, { arbitrary: anyText, weight: 1 });
const someText = fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), rightToLeft, markup, emoji);

/** An optional field: often left empty, as visitors do, otherwise anything. */
const optional = fc.oneof({ arbitrary: fc.constant(''), weight: 2 }, { arbitrary: anyText, weight: 1 });

const formValues = fc.record({
  type: mostly(fc.constantFrom(...types)),
  frameNumber: optional,
  dealerName: optional,
  subject: mostly(someText),
  description: mostly(fc.oneof(someText, fc.constantFrom('x'.repeat(32_000), 'x'.repeat(32_001)))),
  firstName: mostly(someText),
  lastName: mostly(someText),
  email: mostly(emailLike),
  phone: optional,
  street: optional,
  houseNumber: optional,
  postalCode: postcodeLike,
  city: optional,
  country: mostly(fc.constantFrom(...countries)),
  recaptcha: fc.oneof({ arbitrary: fc.constant(true), weight: 6 }, { arbitrary: fc.constant(false), weight: 1 }),
});

/** The rules of spec section 5, restated without the schema. */
function breaksARule(values: ContactFormValues): string | null {
  const required: ContactVisibleField[] = [
    'type',
    'subject',
    'description',
    'firstName',
    'lastName',
    'email',
    'country',
  ];
  for (const field of required) if (values[field].trim() === '') return `${field} empty`;
  for (const field of fields) if ([...values[field]].length > maxLengths[field]) return `${field} too long`;
  for (const field of fields) {
    const allowed = field === 'description' ? [0x09, 0x0a, 0x0d] : [];
    const bad = [...values[field]].some((char) => {
      const code = char.codePointAt(0) ?? 0;
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
      return (control && !allowed.includes(code)) || bidi;
    });
    if (bad) return `${field} holds a control or bidi-override character`;
  }
  if (!types.includes(values.type)) return 'type not offered';
  if (!countries.includes(values.country)) return 'unknown country';
  const email = values.email;
  const at = email.indexOf('@');
  if (
    at < 1 ||
    at > 64 ||
    email.length > 254 ||
    at !== email.lastIndexOf('@') ||
    /[\s\u0080-\uffff<>()[\]\\,;:"]/.test(email) ||
    !/\.[A-Za-z0-9-]+$/.test(email)
  ) {
    return 'invalid email';
  }
  if (values.postalCode.trim() !== '' && !isValidPostcode(values.postalCode, values.country)) return 'postcode';
  if (values.recaptcha !== true) return 'captcha';
  return null;
}

describe('contact form with generated input', () => {
  it('accepts nothing invalid, throws nothing else, and posts only what was typed', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(formValues, async (values) => {
        let result: ContactFormValues | undefined;
        try {
          result = await schema.validate(values, { abortEarly: false });
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
        }
        if (!result) return;
        accepted += 1;
        expect(breaksARule(values)).toBeNull();
        // The schema does not rewrite what the visitor typed.
        for (const field of fields) expect(result[field]).toBe(values[field]);
        const hidden = hiddenFields({
          provider: contact.provider,
          ids,
          brandName: 'Sparta',
          language: 'nl',
          captchaSolvedAt: 1,
          returnUrl: 'https://www.sparta.nl/nl-nl/contact/',
        });
        const posted = postedFields(result, fields, hidden, ids, 'token');
        const typed = new Map(fields.map((field) => [ids[field], values[field]]));
        const ours = new Map([...hidden, ['g-recaptcha-response', 'token']]);
        expect(posted).toHaveLength(typed.size + ours.size);
        for (const [name, value] of posted) expect(typed.has(name) ? typed.get(name) : ours.get(name)).toBe(value);
      }),
      { numRuns: 1_000, seed: 20261125 },
    );
    // The generators must reach the accepting side too, or the oracle would check nothing.
    expect(accepted).toBeGreaterThan(20);
  }, 60_000);
});
