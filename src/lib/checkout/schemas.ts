/**
 * Validation of the checkout's guest customer and address (yup). Messages are keys of the
 * checkout feature's translated texts, so the rules stay free of languages.
 */
import { object, string, type InferType } from 'yup';
import { isCleanText, isValidEmail } from '../field-rules';
import { houseNumberUseOf } from './address';
import { isValidPostcode } from './postcode';

export const checkoutValidationKeys = [
  'requiredFirstName',
  'requiredLastName',
  'requiredEmail',
  'validEmail',
  'validPhone',
  'requiredStreet',
  'requiredHouseNumber',
  'requiredPostalCode',
  'validPostcode',
  'requiredCity',
  'validCountry',
  'validText',
] as const;

export type CheckoutValidationKey = (typeof checkoutValidationKeys)[number];

const message = (key: CheckoutValidationKey) => key;

/** A one-line text field: required with its own message, then the shared text rule. */
const text = (required: CheckoutValidationKey) =>
  string()
    .trim()
    .required(message(required))
    .test('text', message('validText'), (value) => !value || isCleanText(value));

/** Digits with the usual separators, an optional leading '+' or area code in brackets; 6 to 20 characters. */
const phonePattern = /^\+?[0-9(][0-9 ()./-]{4,18}[0-9]$/;

export const guestCustomerSchema = object({
  salutationId: string().default(''),
  firstName: text('requiredFirstName'),
  lastName: text('requiredLastName'),
  email: string()
    .trim()
    .required(message('requiredEmail'))
    .test('email', message('validEmail'), (value) => !value || isValidEmail(value)),
  phone: string()
    .trim()
    .default('')
    .test('phone', message('validPhone'), (value) => !value || phonePattern.test(value)),
});

/** The address of a checkout; `countries` are the ones the brand delivers to. */
export function addressSchema(countries: readonly string[]) {
  return object({
    street: text('requiredStreet'),
    houseNumber: string()
      .trim()
      .default('')
      .test('text', message('validText'), (value) => !value || isCleanText(value))
      .when('country', ([country]: unknown[], schema) =>
        typeof country === 'string' && houseNumberUseOf(country) === 'required'
          ? schema.required(message('requiredHouseNumber'))
          : schema,
      ),
    postalCode: text('requiredPostalCode').test('postcode', message('validPostcode'), (value, context) => {
      const country: unknown = context.parent.country;
      // Without a country there is nothing to check against; the country has its own message.
      return !value || typeof country !== 'string' || !country || isValidPostcode(value, country);
    }),
    city: text('requiredCity'),
    country: string()
      .required(message('validCountry'))
      .oneOf([...countries], message('validCountry')),
  });
}

/** Guest customer and billing address in one flat form. */
export function guestCheckoutSchema(countries: readonly string[]) {
  return guestCustomerSchema.concat(addressSchema(countries));
}

export type GuestCustomerValues = InferType<typeof guestCustomerSchema>;
export type AddressValues = InferType<ReturnType<typeof addressSchema>>;
export type GuestCheckoutValues = InferType<ReturnType<typeof guestCheckoutSchema>>;

/** Whether an error message is one of the checkout's keys (yup may give its own for odd input). */
export function isCheckoutValidationKey(value: unknown): value is CheckoutValidationKey {
  return (checkoutValidationKeys as readonly unknown[]).includes(value);
}
