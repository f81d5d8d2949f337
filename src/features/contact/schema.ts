/**
 * Validation of the contact form (spec section 5), as a yup schema whose messages are keys of
 * the contact texts: the required fields with their own messages, a valid email, a chosen
 * country, a postcode that fits the chosen country, and a solved captcha.
 */
import { boolean, object, type ObjectSchema, string } from 'yup';
import { isValidPostcode } from '../../lib/checkout';
import { hasForbiddenCharacters, isValidEmail, textLength } from '../../lib/field-rules';
import type { ContactValidationKey, ContactVisibleField } from './validation-keys';

/** The provider's field lengths: longer values would be cut or refused by the case object. */
export const maxLengths: Record<ContactVisibleField, number> = {
  type: 255,
  subject: 255,
  description: 32_000,
  firstName: 80,
  lastName: 80,
  email: 80,
  phone: 40,
  street: 255,
  houseNumber: 40,
  postalCode: 20,
  city: 40,
  country: 2,
  frameNumber: 40,
  dealerName: 80,
};

export type ContactFormValues = Record<ContactVisibleField, string> & { recaptcha: boolean };

const requiredKeys: Partial<Record<ContactVisibleField, ContactValidationKey>> = {
  type: 'requiredType',
  subject: 'requiredSubject',
  description: 'requiredDescription',
  firstName: 'requiredFirstName',
  lastName: 'requiredLastName',
  email: 'requiredEmail',
  country: 'validCountry',
};

export const isRequiredField = (field: ContactVisibleField) => field in requiredKeys;

/** Whitespace alone is no answer to a required field. */
const present = (value: string | undefined) => value !== undefined && /\S/.test(value);

export interface ContactSchemaOptions {
  fields: readonly ContactVisibleField[];
  enquiryTypes: readonly string[];
  /** ISO codes of the country dropdown. */
  countries: readonly string[];
}

export function contactSchema({
  fields,
  enquiryTypes,
  countries,
}: ContactSchemaOptions): ObjectSchema<ContactFormValues> {
  const known = new Set(countries);
  const shape: Record<string, unknown> = {
    recaptcha: boolean().required('validRecaptcha').oneOf([true], 'validRecaptcha'),
  };
  for (const field of fields) {
    const requiredKey = requiredKeys[field];
    // Lengths in characters as the provider counts them (an emoji is one, not two UTF-16 units).
    let rule = string()
      .default('')
      .test('length', 'tooLong', (value) => textLength(value ?? '') <= maxLengths[field])
      .test(
        'text',
        'validText',
        (value) => !hasForbiddenCharacters(value ?? '', { multiline: field === 'description' }),
      );
    if (requiredKey) rule = rule.test('present', requiredKey, present);
    if (field === 'type') rule = rule.test('offered', 'requiredType', (value) => enquiryTypes.includes(value ?? ''));
    if (field === 'country') rule = rule.test('known', 'validCountry', (value) => known.has(value ?? ''));
    if (field === 'email')
      rule = rule.test('email', 'validEmail', (value) => !present(value) || isValidEmail((value ?? '').trim()));
    if (field === 'postalCode') {
      rule = rule.test('postcode', 'validPostalCode', function check(value) {
        const country = (this.parent as { country?: string }).country ?? '';
        return !present(value) || !known.has(country) || isValidPostcode(value ?? '', country);
      });
    }
    shape[field] = rule;
  }
  // Fields the locale does not show are not part of the form (and not posted).
  return object(shape as Record<string, never>) as unknown as ObjectSchema<ContactFormValues>;
}
