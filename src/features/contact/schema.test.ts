import { describe, expect, it } from 'vitest';
import { brandDefinitions } from '../../../brands';
import { enquiryTypesFor, visibleFields } from './fields';
import { type ContactFormValues, contactSchema } from './schema';

const countries = ['NL', 'BE', 'GB', 'US', 'DE', 'CA'];

function schemaFor(brand: 'sparta' | 'raleigh', country: string, language: string) {
  const contact = brandDefinitions[brand].contact;
  return contactSchema({
    fields: visibleFields(contact, country, language),
    enquiryTypes: enquiryTypesFor(contact, country),
    countries,
  });
}

const valid: ContactFormValues = {
  type: 'Warranty Claims',
  subject: 'Bell rings twice',
  description: 'Since Tuesday.',
  firstName: 'Joris',
  lastName: 'de Vries',
  email: 'joris@example.nl',
  phone: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  country: 'NL',
  frameNumber: '',
  dealerName: '',
  recaptcha: true,
};

/** The message keys of every failing field. */
async function errorsOf(values: Partial<ContactFormValues>, schema = schemaFor('sparta', 'nl', 'nl')) {
  try {
    await schema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((entry) => [entry.path, entry.message]));
  }
}

describe('contact schema', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('names each missing required field with its own message', async () => {
    expect(
      await errorsOf({
        type: '',
        subject: '',
        description: ' ',
        firstName: '',
        lastName: '\t',
        email: '',
        country: '',
      }),
    ).toEqual({
      type: 'requiredType',
      subject: 'requiredSubject',
      description: 'requiredDescription',
      firstName: 'requiredFirstName',
      lastName: 'requiredLastName',
      email: 'requiredEmail',
      country: 'validCountry',
    });
  });

  it('wants a valid email, a known country, an offered type and a solved captcha', async () => {
    expect(await errorsOf({ email: 'joris@' })).toEqual({ email: 'validEmail' });
    expect(await errorsOf({ email: 'jo ris@example.nl' })).toEqual({ email: 'validEmail' });
    expect(await errorsOf({ country: 'XX' })).toEqual({ country: 'validCountry' });
    expect(await errorsOf({ type: 'Press relations' })).toEqual({ type: 'requiredType' });
    expect(await errorsOf({ recaptcha: false })).toEqual({ recaptcha: 'validRecaptcha' });
  });

  it('checks the postcode against the chosen country, and leaves it optional', async () => {
    expect(await errorsOf({ postalCode: '1234 AB', country: 'NL' })).toEqual({});
    expect(await errorsOf({ postalCode: '1234', country: 'NL' })).toEqual({ postalCode: 'validPostalCode' });
    expect(await errorsOf({ postalCode: '1000', country: 'BE' })).toEqual({});
    expect(await errorsOf({ postalCode: '90210-1234', country: 'US' })).toEqual({});
    expect(await errorsOf({ postalCode: 'K1A 0B1', country: 'CA' })).toEqual({});
    expect(await errorsOf({ postalCode: '' })).toEqual({});
  });

  it('keeps phone, address, frame number and dealer optional but bounded', async () => {
    expect(await errorsOf({ frameNumber: 'WSP123', dealerName: 'Fietsen Jansen', phone: '+31 20 123' })).toEqual({});
    expect(await errorsOf({ subject: 'x'.repeat(256) })).toEqual({ subject: 'tooLong' });
  });

  it('has no address fields for GB (a GB postcode field is not part of the form)', async () => {
    const schema = schemaFor('raleigh', 'gb', 'en');
    expect(Object.keys(schema.fields).sort()).toEqual(
      ['country', 'description', 'email', 'firstName', 'lastName', 'phone', 'recaptcha', 'subject', 'type'].sort(),
    );
  });
});
