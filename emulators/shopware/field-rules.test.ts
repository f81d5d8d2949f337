/**
 * The store-api stand-in refuses what Shopware refuses (issue 18, finding 3): malformed
 * customers and newsletter addresses get a 400 error document with a violation per field and
 * JSON pointer, and nothing is stored. The rules are field-rules.ts', checked here through the
 * registration and newsletter routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from './server';
import { type ErrorBody, storeSessions, type TemporaryState, temporaryState } from './test-support';

let emulator: RunningCommerceEmulator;
let state: TemporaryState;

beforeAll(async () => {
  state = temporaryState('shopware-malformed-');
  emulator = await startCommerceEmulator({
    catalog: generateCatalog(),
    stateFile: state.stateFile,
    port: 0,
  });
});

afterAll(async () => {
  await emulator.close();
  state.remove();
});

const store = storeSessions(() => emulator);
const shopper = () => store('raleigh', 'gb');
const stored = async <T>(what: string): Promise<T[]> =>
  (await fetch(`${emulator.url}/__emulator/${what}`).then((response) => response.json())) as T[];

async function register(overrides: Record<string, unknown>, address: Record<string, unknown> = {}) {
  const session = shopper();
  const context = await session.call<{ shippingLocation: { country: { id: string } } }>('GET', '/context');
  return session.call<ErrorBody>('POST', '/account/register', {
    guest: true,
    email: 'sam@example.co.uk',
    firstName: 'Sam',
    lastName: 'Rider',
    storefrontUrl: 'http://localhost:9000',
    billingAddress: {
      street: 'High Street 1',
      zipcode: 'GIR 0AA',
      city: 'London',
      countryId: context.body.shippingLocation.country.id,
      ...address,
    },
    ...overrides,
  });
}

const long = 'x'.repeat(256);
const malformedCustomers: [string, Record<string, unknown>, Record<string, unknown>, string, string][] = [
  ['NUL in the first name', { firstName: 'Sa\u0000m' }, {}, '/firstName', 'REGEX_FAILED_ERROR'],
  ['NUL in the last name', { lastName: 'Rider\u0000' }, {}, '/lastName', 'REGEX_FAILED_ERROR'],
  ['right-to-left override', { lastName: '\u202Eredir' }, {}, '/lastName', 'REGEX_FAILED_ERROR'],
  ['isolate', { firstName: 'S\u2066am' }, {}, '/firstName', 'REGEX_FAILED_ERROR'],
  ['bell in the street', {}, { street: 'High\u0007 Street' }, '/billingAddress/street', 'REGEX_FAILED_ERROR'],
  ['override in the city', {}, { city: 'Lon\u202Edon' }, '/billingAddress/city', 'REGEX_FAILED_ERROR'],
  ['first name over 255', { firstName: long }, {}, '/firstName', 'TOO_LONG_ERROR'],
  ['last name over 255', { lastName: long }, {}, '/lastName', 'TOO_LONG_ERROR'],
  ['street over 255', {}, { street: long }, '/billingAddress/street', 'TOO_LONG_ERROR'],
  ['city over 255', {}, { city: long }, '/billingAddress/city', 'TOO_LONG_ERROR'],
  ['script email', { email: '<script>@x.com' }, {}, '/email', 'INVALID_FORMAT_ERROR'],
  ['javascript email', { email: 'javascript:alert(1)@x.com' }, {}, '/email', 'INVALID_FORMAT_ERROR'],
  ['email without a dotted domain', { email: 'a@b' }, {}, '/email', 'INVALID_FORMAT_ERROR'],
  ['5,012-character email', { email: `${'a'.repeat(5_000)}@example.com` }, {}, '/email', 'INVALID_FORMAT_ERROR'],
  ['65-character local part', { email: `${'a'.repeat(65)}@example.com` }, {}, '/email', 'INVALID_FORMAT_ERROR'],
];

describe('malformed customers', () => {
  it.each(malformedCustomers)(
    'refuses %s with a violation and stores nothing',
    async (_name, fields, address, pointer, code) => {
      const before = (await stored('customers')).length;
      const answer = await register(fields, address);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual(
        expect.objectContaining({ status: '400', code: `VIOLATION::${code}`, source: { pointer } }),
      );
      expect(await stored('customers')).toHaveLength(before);
    },
  );

  it('stores a well-formed customer with the GB postcode GIR 0AA, right-to-left names and 255 characters', async () => {
    const answer = await register({ firstName: 'שלום', lastName: 'y'.repeat(255), email: 'girobank@example.co.uk' });
    expect(answer.status).toBe(200);
    const customers = await stored<{ email: string }>('customers');
    expect(customers.some((customer) => customer.email === 'girobank@example.co.uk')).toBe(true);
  });
});

describe('malformed newsletter addresses', () => {
  const addresses = [
    '<script>@x.com',
    'javascript:alert(1)@x.com',
    'a@b',
    `${'a'.repeat(5_000)}@example.com`,
    'anna\u0000@example.com',
    'anna@exa\u202emple.com',
    'anna@-example.com',
    'anna@example.com.',
    'anna..@',
    'anna@@example.com',
    'anna @example.com',
    'jörg@example.de',
  ];

  it.each(addresses)('refuses %j and stores nothing', async (email) => {
    const before = (await stored('newsletter-recipients')).length;
    const answer = await shopper().call<ErrorBody>('POST', '/newsletter/signup', { email });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({
      code: 'VIOLATION::INVALID_FORMAT_ERROR',
      source: { pointer: '/email' },
    });
    expect(await stored('newsletter-recipients')).toHaveLength(before);
  });

  it('refuses a name with a control character', async () => {
    const answer = await shopper().call<ErrorBody>('POST', '/newsletter/signup', {
      email: 'rider@example.com',
      firstName: 'Ri\u0000der',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({
      code: 'VIOLATION::REGEX_FAILED_ERROR',
      source: { pointer: '/firstName' },
    });
  });
});
