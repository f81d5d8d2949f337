import { describe, expect, it } from 'vitest';
import {
  addressCountries,
  addressFieldOrder,
  cityBeforePostalCode,
  countryName,
  countryOptions,
  formatAddressLines,
  streetLine,
  houseNumberFirst,
  houseNumberUseOf,
  type PostalAddress,
} from './address';

describe('houseNumberFirst', () => {
  it.each<[string, string, boolean]>([
    ['gb', 'en', false],
    ['ie', 'en', true],
    ['int', 'en', true],
    ['de', 'en', true],
    ['GB', 'EN', false],
    ['IE', 'EN', true],
    ['de', 'de', false],
    ['fr', 'fr', false],
    ['be', 'nl', false],
  ])('%s-%s: %s', (country, language, expected) => {
    expect(houseNumberFirst({ country, language })).toBe(expected);
  });
});

describe('houseNumberUseOf', () => {
  it('has no separate number in GB, an optional one in IE and a required one elsewhere', () => {
    expect(houseNumberUseOf('gb')).toBe('none');
    expect(houseNumberUseOf('GB')).toBe('none');
    expect(houseNumberUseOf('ie')).toBe('optional');
    for (const country of ['de', 'fr', 'nl', 'be', 'cz', 'pl', 'dk'])
      expect(houseNumberUseOf(country)).toBe('required');
  });
});

describe('cityBeforePostalCode', () => {
  it('is UK style in GB and IE, and everywhere when the brand is configured so', () => {
    expect(cityBeforePostalCode('gb', false)).toBe(true);
    expect(cityBeforePostalCode('ie', false)).toBe(true);
    expect(cityBeforePostalCode('IE', false)).toBe(true);
    expect(cityBeforePostalCode('de', false)).toBe(false);
    expect(cityBeforePostalCode('de', true)).toBe(true);
  });
});

describe('addressFieldOrder', () => {
  const order = (country: string, language: string, addressCountry = country, configured = false) =>
    addressFieldOrder({ country, language }, { addressCountry, cityBeforePostalCode: configured });

  it('en-gb: street line without a separate number, city before postal code', () => {
    expect(order('gb', 'en')).toEqual(['street', 'city', 'postalCode', 'country']);
  });

  it('en-ie: house number first, city before postal code', () => {
    expect(order('ie', 'en')).toEqual(['houseNumber', 'street', 'city', 'postalCode', 'country']);
  });

  it('de-de and fr-fr: street first, postal code before city', () => {
    expect(order('de', 'de')).toEqual(['street', 'houseNumber', 'postalCode', 'city', 'country']);
    expect(order('fr', 'fr')).toEqual(['street', 'houseNumber', 'postalCode', 'city', 'country']);
  });

  it('English outside GB (de-en, int-en) puts the number first', () => {
    expect(order('de', 'en')).toEqual(['houseNumber', 'street', 'postalCode', 'city', 'country']);
    expect(order('int', 'en', 'fr')).toEqual(['houseNumber', 'street', 'postalCode', 'city', 'country']);
  });

  it('follows the address country for the number field and the brand flag for the locality', () => {
    expect(order('gb', 'en', 'ie')).toEqual(['street', 'houseNumber', 'city', 'postalCode', 'country']);
    expect(order('ie', 'en', 'gb')).toEqual(['street', 'city', 'postalCode', 'country']);
    expect(order('de', 'de', 'de', true)).toEqual(['street', 'houseNumber', 'city', 'postalCode', 'country']);
  });
});

describe('countries', () => {
  it('offers the brand countries that are ISO regions, without INT', () => {
    expect(addressCountries(['int', 'fr', 'gb', 'be'])).toEqual(['fr', 'gb', 'be']);
  });

  it('names countries in the page language, sorted by that name', () => {
    expect(countryName('gb', 'de')).toBe('Vereinigtes Königreich');
    expect(countryName('de', 'fr')).toBe('Allemagne');
    expect(countryName('int', 'en')).toBe('INT');
    expect(countryOptions(['int', 'nl', 'de', 'be'], 'de')).toEqual([
      { value: 'be', label: 'Belgien' },
      { value: 'de', label: 'Deutschland' },
      { value: 'nl', label: 'Niederlande' },
    ]);
    expect(countryOptions(['nl', 'de', 'be'], 'nl').map((option) => option.label)).toEqual([
      'België',
      'Duitsland',
      'Nederland',
    ]);
  });
});

describe('streetLine', () => {
  it('puts the house number after the street, and first for English outside GB', () => {
    const address = { street: 'Main Street', houseNumber: ' 12 ' };
    expect(streetLine(address, { country: 'de', language: 'de' })).toBe('Main Street 12');
    expect(streetLine(address, { country: 'ie', language: 'en' })).toBe('12 Main Street');
    expect(streetLine(address, { country: 'gb', language: 'en' })).toBe('Main Street 12');
    expect(streetLine({ street: 'Main Street', houseNumber: '' }, { country: 'ie', language: 'en' })).toBe(
      'Main Street',
    );
  });
});

describe('formatAddressLines', () => {
  const london: PostalAddress = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '10 Downing Street',
    postalCode: 'SW1A 2AA',
    city: 'London',
    country: 'gb',
  };
  const berlin: PostalAddress = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: 'Unter den Linden',
    houseNumber: '77',
    postalCode: '10117',
    city: 'Berlin',
    country: 'de',
  };

  it('writes a British address UK style on a en-gb page', () => {
    expect(formatAddressLines(london, { country: 'gb', language: 'en' }, { cityBeforePostalCode: true })).toEqual([
      'Ada Lovelace',
      '10 Downing Street',
      'London',
      'SW1A 2AA',
      'United Kingdom',
    ]);
  });

  it('writes a German address with the postal code before the city, number after the street on de-de', () => {
    expect(formatAddressLines(berlin, { country: 'de', language: 'de' }, { cityBeforePostalCode: false })).toEqual([
      'Ada Lovelace',
      'Unter den Linden 77',
      '10117 Berlin',
      'Deutschland',
    ]);
  });

  it('puts the number first for English outside GB, and names the country in the page language', () => {
    expect(formatAddressLines(berlin, { country: 'de', language: 'en' }, { cityBeforePostalCode: false })).toEqual([
      'Ada Lovelace',
      '77 Unter den Linden',
      '10117 Berlin',
      'Germany',
    ]);
  });

  it('writes an Irish address UK style and a configured brand UK style everywhere', () => {
    const dublin: PostalAddress = {
      street: 'Grafton Street',
      houseNumber: '4',
      postalCode: 'D02 X285',
      city: 'Dublin',
      country: 'ie',
    };
    expect(formatAddressLines(dublin, { country: 'ie', language: 'en' }, { cityBeforePostalCode: false })).toEqual([
      '4 Grafton Street',
      'Dublin',
      'D02 X285',
      'Ireland',
    ]);
    expect(formatAddressLines(berlin, { country: 'de', language: 'de' }, { cityBeforePostalCode: true })).toEqual([
      'Ada Lovelace',
      'Unter den Linden 77',
      'Berlin',
      '10117',
      'Deutschland',
    ]);
  });

  it('leaves out empty parts and trims the rest', () => {
    expect(
      formatAddressLines(
        {
          firstName: ' ',
          street: ' Rue de Rivoli ',
          houseNumber: '',
          postalCode: '75001',
          city: 'Paris ',
          country: 'fr',
        },
        { country: 'fr', language: 'fr' },
        { cityBeforePostalCode: false },
      ),
    ).toEqual(['Rue de Rivoli', '75001 Paris', 'France']);
  });
});
