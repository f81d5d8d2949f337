import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  addressSchema,
  checkoutValidationKeys,
  guestCheckoutSchema,
  guestCustomerSchema,
  isCheckoutValidationKey,
} from './schemas';

/** Field paths and message keys of everything wrong with a value. */
function errorsOf(validate: () => unknown): Record<string, string> {
  try {
    validate();
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const customer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const german = { street: 'Unter den Linden', houseNumber: '77', postalCode: '10117', city: 'Berlin', country: 'de' };
const countries = ['de', 'gb', 'ie', 'nl'];

describe('guestCustomerSchema', () => {
  const check = (value: object) => errorsOf(() => guestCustomerSchema.validateSync(value, { abortEarly: false }));

  it('accepts a customer without salutation and phone and trims the names', () => {
    expect(check(customer)).toEqual({});
    expect(guestCustomerSchema.validateSync({ ...customer, firstName: ' Ada ' })).toMatchObject({
      firstName: 'Ada',
      salutationId: '',
      phone: '',
    });
  });

  it('requires first name, last name and email, each with its own key', () => {
    expect(check({})).toEqual({
      firstName: 'requiredFirstName',
      lastName: 'requiredLastName',
      email: 'requiredEmail',
    });
    expect(check({ firstName: '  ', lastName: '', email: ' ' })).toEqual({
      firstName: 'requiredFirstName',
      lastName: 'requiredLastName',
      email: 'requiredEmail',
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada example@example.com'])('refuses the email %j', (email) => {
    expect(check({ ...customer, email })).toEqual({ email: 'validEmail' });
  });

  it('checks a phone number only when one is given', () => {
    expect(check({ ...customer, phone: '' })).toEqual({});
    expect(check({ ...customer, phone: '+44 20 7946 0958' })).toEqual({});
    expect(check({ ...customer, phone: '(030) 123-456' })).toEqual({});
    expect(check({ ...customer, phone: 'call me' })).toEqual({ phone: 'validPhone' });
    expect(check({ ...customer, phone: '12' })).toEqual({ phone: 'validPhone' });
  });
});

describe('addressSchema', () => {
  const check = (value: object) => errorsOf(() => addressSchema(countries).validateSync(value, { abortEarly: false }));

  it('accepts a complete address', () => {
    expect(check(german)).toEqual({});
  });

  it('requires every field of a German address', () => {
    expect(check({ country: 'de' })).toEqual({
      street: 'requiredStreet',
      houseNumber: 'requiredHouseNumber',
      postalCode: 'requiredPostalCode',
      city: 'requiredCity',
    });
  });

  it('needs no house number in GB and makes it optional in IE', () => {
    expect(check({ street: '10 Downing Street', postalCode: 'SW1A 2AA', city: 'London', country: 'gb' })).toEqual({});
    expect(check({ street: 'Main Street', postalCode: 'D02 X285', city: 'Dublin', country: 'ie' })).toEqual({});
  });

  it('checks the postal code against the chosen country', () => {
    expect(check({ ...german, postalCode: '1011' })).toEqual({ postalCode: 'validPostcode' });
    expect(check({ ...german, country: 'nl', postalCode: '1011' })).toEqual({ postalCode: 'validPostcode' });
    expect(check({ ...german, country: 'nl', postalCode: '1011 ab' })).toEqual({});
    expect(check({ ...german, country: 'gb', postalCode: '10117' })).toEqual({ postalCode: 'validPostcode' });
  });

  it('accepts only the brand countries, with validCountry', () => {
    expect(check({ ...german, country: '' })).toEqual({ country: 'validCountry' });
    expect(check({ ...german, country: 'fr', postalCode: '75001' })).toEqual({ country: 'validCountry' });
  });

  it('lets a postcode pass when the country has no pattern (the check errs on the side of the shopper)', () => {
    const withUnknown = addressSchema(['de', 'ae']);
    expect(() => withUnknown.validateSync({ ...german, country: 'ae', postalCode: 'anything' })).not.toThrow();
  });
});

describe('guestCheckoutSchema', () => {
  it('validates customer and address together', () => {
    const errors = errorsOf(() =>
      guestCheckoutSchema(countries).validateSync({ country: 'de' }, { abortEarly: false }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['city', 'email', 'firstName', 'houseNumber', 'lastName', 'postalCode', 'street'].sort(),
    );
    expect(Object.values(errors).every(isCheckoutValidationKey)).toBe(true);
    expect(guestCheckoutSchema(countries).isValidSync({ ...customer, ...german })).toBe(true);
  });

  it('lists every message key it can give', () => {
    expect(isCheckoutValidationKey('validPostcode')).toBe(true);
    expect(isCheckoutValidationKey('this must be a `string` type')).toBe(false);
    expect(new Set(checkoutValidationKeys).size).toBe(checkoutValidationKeys.length);
  });
});
