// @vitest-environment node
/**
 * The checkout form's schema with 1,500 generated customers: nothing throws but a validation
 * error, and no accepted value breaks a field rule (checked by the oracle in
 * `src/testing/hostile-input.ts`, written apart from the rules).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { anyEmail, anyText, emailBreaksRule, mostly, textBreaksRule } from '../../testing/hostile-input';
import { guestCheckoutSchema, type GuestCheckoutValues } from './schemas';
import { isValidPostcode } from './postcode';

const countries = ['GB', 'IE'];
const schema = guestCheckoutSchema(countries);

const customer = fc.record({
  salutationId: fc.constant(''),
  firstName: mostly(fc.constantFrom('Anna', 'Zoë', 'Seán', 'שלום', 'O’Neil')),
  lastName: mostly(fc.constantFrom('Smith', 'Ørsted', 'van der Berg')),
  email: mostly(anyEmail),
  phone: fc.oneof(fc.constant(''), fc.constantFrom('+44 115 123 4567', '0115 1234567'), anyText),
  street: mostly(fc.constantFrom('High Street 1', 'Main Road')),
  houseNumber: fc.oneof(fc.constant(''), fc.constantFrom('12', '4a'), anyText),
  postalCode: mostly(fc.constantFrom('SW1A 1AA', 'GIR 0AA', 'M1 1AE', 'D02 X285')),
  city: mostly(fc.constantFrom('London', 'Dublin', 'Nottingham')),
  country: fc.constantFrom(...countries),
});

function breaksARule(values: GuestCheckoutValues): string | null {
  for (const field of ['firstName', 'lastName', 'street', 'city', 'postalCode'] as const) {
    const value = values[field].trim();
    if (value === '') return `${field} empty`;
    if (textBreaksRule(value)) return `${field} text rule`;
  }
  if (textBreaksRule(values.houseNumber.trim())) return 'houseNumber text rule';
  if (emailBreaksRule(values.email.trim())) return 'email';
  if (!isValidPostcode(values.postalCode.trim(), values.country)) return 'postcode';
  return null;
}

describe('checkout form with generated input', () => {
  it('accepts nothing invalid and throws nothing but validation errors (1,500 inputs)', async () => {
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(customer, async (values) => {
        let result: GuestCheckoutValues | undefined;
        try {
          result = await schema.validate(values, { abortEarly: false });
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          refused += 1;
          return;
        }
        accepted += 1;
        expect(breaksARule(result)).toBeNull();
      }),
      { numRuns: 1_500, seed: 20261125 },
    );
    // Both sides of the rules are reached, or the oracle would check nothing.
    expect(accepted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(100);
  }, 60_000);

  it('refuses the probe’s values and accepts GIR 0AA', async () => {
    const valid = {
      salutationId: '',
      firstName: 'Anna',
      lastName: 'Smith',
      email: 'anna@example.com',
      phone: '',
      street: 'High Street 1',
      houseNumber: '',
      postalCode: 'GIR 0AA',
      city: 'London',
      country: 'GB',
    };
    await expect(schema.isValid(valid)).resolves.toBe(true);
    for (const change of [
      { email: '<script>@x.com' },
      { email: 'javascript:alert(1)@x.com' },
      { email: 'a@b' },
      { email: `${'a'.repeat(5_000)}@x.com` },
      { firstName: 'An\u0000na' },
      { lastName: '\u202Ehtims' },
      { street: 'x'.repeat(256) },
      { city: 'Lon\u0007don' },
    ])
      await expect(schema.isValid({ ...valid, ...change }), JSON.stringify(change)).resolves.toBe(false);
  });
});
