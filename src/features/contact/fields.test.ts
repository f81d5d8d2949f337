import { describe, expect, it } from 'vitest';
import { brandDefinitions } from '../../../brands';
import {
  addressFields,
  captchaSettings,
  enquiryTypesFor,
  hiddenFields,
  languageName,
  postedFields,
  preselectedType,
  providerFieldIds,
  returnUrlOf,
  visibleFields,
} from './fields';

const sparta = brandDefinitions.sparta.contact;
const lapierre = brandDefinitions.lapierre.contact;
const raleigh = brandDefinitions.raleigh.contact;

describe('field order', () => {
  it('puts the house number first on English pages outside GB, the street first elsewhere, and no address in GB', () => {
    expect(addressFields('ie', 'en')).toEqual(['houseNumber', 'street', 'postalCode', 'city']);
    expect(addressFields('int', 'en')).toEqual(['houseNumber', 'street', 'postalCode', 'city']);
    expect(addressFields('nl', 'nl')).toEqual(['street', 'houseNumber', 'postalCode', 'city']);
    expect(addressFields('be', 'fr')).toEqual(['street', 'houseNumber', 'postalCode', 'city']);
    expect(addressFields('gb', 'en')).toEqual([]);
    expect(addressFields('GB', 'en')).toEqual([]);
  });

  it("adds the brand's frame number and dealer fields after the enquiry type (sparta only)", () => {
    expect(visibleFields(sparta, 'nl', 'nl')).toEqual([
      'type',
      'frameNumber',
      'dealerName',
      'subject',
      'description',
      'firstName',
      'lastName',
      'email',
      'phone',
      'street',
      'houseNumber',
      'postalCode',
      'city',
      'country',
    ]);
    expect(visibleFields(raleigh, 'gb', 'en')).toEqual([
      'type',
      'subject',
      'description',
      'firstName',
      'lastName',
      'email',
      'phone',
      'country',
    ]);
    expect(visibleFields(lapierre, 'fr', 'fr')).not.toContain('frameNumber');
  });
});

describe('enquiry types', () => {
  it("offers lapierre's recall types everywhere and Press relations in FR only", () => {
    expect(enquiryTypesFor(lapierre, 'fr')).toEqual(expect.arrayContaining(['Recall fork', 'Press relations']));
    expect(enquiryTypesFor(lapierre, 'de')).toContain('Recall e-bike battery');
    expect(enquiryTypesFor(lapierre, 'de')).not.toContain('Press relations');
    expect(enquiryTypesFor(sparta, 'nl')).toEqual([
      'Information Request',
      'Order-,delivery- or invoice',
      'Shipment and Transport',
      'Warranty Claims',
      'Dealer-Service',
      'Suggestion Box and Requests',
    ]);
  });

  it('preselects the type a salesforceform tag names, when it is offered', () => {
    const offered = enquiryTypesFor(lapierre, 'fr');
    expect(preselectedType({ type: 'warranty claims' }, offered)).toBe('Warranty Claims');
    expect(preselectedType({ 'data-type': 'Press relations' }, offered)).toBe('Press relations');
    expect(preselectedType({ type: 'Press relations' }, enquiryTypesFor(lapierre, 'de'))).toBe('');
    expect(preselectedType({}, offered)).toBe('');
  });
});

describe('provider ids and hidden fields', () => {
  it("takes a country's own ids over the brand's", () => {
    expect(providerFieldIds(sparta.provider, 'be').dealerName).toBe('00N5J00000A1fDb');
    expect(providerFieldIds(sparta.provider, 'nl').dealerName).toBe('00N5J00000A1fDl');
    expect(providerFieldIds(sparta.provider, 'nl').subject).toBe('subject');
  });

  it('builds captcha settings, org id, brand, language, web source and return URL', () => {
    const ids = providerFieldIds(sparta.provider, 'nl');
    const hidden = hiddenFields({
      provider: sparta.provider,
      ids,
      brandName: 'Sparta',
      language: 'nl',
      captchaSolvedAt: 1_764_000_000_000,
      returnUrl: returnUrlOf({ origin: 'https://www.sparta.nl', pathname: '/nl-nl/contact/' }),
    });
    expect(Object.fromEntries(hidden)).toEqual({
      captcha_settings: JSON.stringify({
        keyname: 'SpartaRecaptcha',
        fallback: 'true',
        orgId: sparta.provider.orgId,
        ts: '1764000000000',
      }),
      orgid: sparta.provider.orgId,
      retURL: 'https://www.sparta.nl/nl-nl/contact/',
      [ids.brandName]: 'Sparta',
      [ids.languageName]: 'Dutch',
      [ids.webSource]: 'Sparta Website',
    });
    expect(JSON.parse(captchaSettings(sparta.provider, null)).ts).toBe('');
    expect(languageName('fr')).toBe('French');
  });

  it('posts the visible fields under their ids, then the hidden fields and the captcha response', () => {
    const ids = providerFieldIds(raleigh.provider, 'gb');
    const fields = visibleFields(raleigh, 'gb', 'en');
    const posted = postedFields(
      { type: 'Warranty Claims', subject: 'Bell', firstName: 'Ada', country: 'GB' },
      fields,
      [['orgid', raleigh.provider.orgId]],
      ids,
      'token',
    );
    expect(posted.slice(0, fields.length).map(([name]) => name)).toEqual(fields.map((field) => ids[field]));
    expect(posted).toContainEqual([ids.firstName, 'Ada']);
    expect(posted).toContainEqual([ids.phone, '']);
    expect(posted.slice(-2)).toEqual([
      ['orgid', raleigh.provider.orgId],
      ['g-recaptcha-response', 'token'],
    ]);
  });
});
