import { describe, expect, it } from 'vitest';
import { checkPostcode, isValidPostcode, postcodeCountryCode } from './postcode';

describe('checkPostcode', () => {
  it.each<[string, string, boolean]>([
    // US: five digits, or five plus four
    ['12345', 'us', true],
    ['12345-6789', 'us', true],
    ['1234', 'us', false],
    ['12345-678', 'us', false],
    // NL: four digits and two letters, in any case and with or without the space
    ['1234 AB', 'nl', true],
    ['1234AB', 'nl', true],
    ['1234 ab', 'nl', true],
    ['1234', 'nl', false],
    ['AB 1234', 'nl', false],
    // four digits in many countries
    ['1000', 'be', true],
    ['2100', 'dk', true],
    ['8001', 'ch', true],
    ['L-1234', 'lu', true],
    ['10000', 'be', false],
    ['100', 'dk', false],
    // UK: outward and inward code
    ['SW1A 1AA', 'gb', true],
    ['sw1a1aa', 'gb', true],
    ['M1 1AE', 'gb', true],
    ['B33 8TH', 'gb', true],
    ['GIR 0AA', 'gb', true],
    ['gir0aa', 'uk', true],
    ['GIR 0AB', 'gb', false],
    ['SW1A', 'gb', false],
    ['12345', 'gb', false],
    // Canada: letter-digit pattern
    ['K1A 0B1', 'ca', true],
    ['K1A0B1', 'ca', true],
    ['123 456', 'ca', false],
    // the rest of our markets
    ['10115', 'de', true],
    ['1011', 'de', false],
    ['75001', 'fr', true],
    ['D02 X285', 'ie', true],
    ['110 00', 'cz', true],
    ['00-950', 'pl', true],
    ['00950', 'pl', false],
  ])('%s in %s: %s', (postcode, country, expected) => {
    expect(checkPostcode(postcode, country)).toBe(expected);
  });

  it('treats uk as gb, in either case', () => {
    expect(postcodeCountryCode('uk')).toBe('GB');
    expect(postcodeCountryCode('UK')).toBe('GB');
    expect(checkPostcode('SW1A 1AA', 'uk')).toBe(true);
    expect(checkPostcode('12345', 'uk')).toBe(false);
  });

  it('rejects cs: no postcode fits, although the library knows five digits for it', () => {
    expect(checkPostcode('12345', 'cs')).toBe(false);
    expect(checkPostcode('110 00', 'CS')).toBe(false);
  });

  it('throws for an unknown country', () => {
    expect(() => checkPostcode('12345', 'zz')).toThrow('Unknown country for a postcode check: zz');
    expect(() => checkPostcode('12345', 'int')).toThrow(/int/);
    expect(() => checkPostcode('12345', '')).toThrow();
  });
});

describe('isValidPostcode', () => {
  it('fails on a mismatch and passes on a match', () => {
    expect(isValidPostcode('1234', 'de')).toBe(false);
    expect(isValidPostcode('10115', 'de')).toBe(true);
    expect(isValidPostcode('SW1A 1AA', 'uk')).toBe(true);
  });

  it('counts an error inside the check as valid', () => {
    expect(isValidPostcode('whatever', 'zz')).toBe(true);
    expect(isValidPostcode('whatever', 'int')).toBe(true);
  });

  it('keeps cs rejected, since that is a mismatch and no error', () => {
    expect(isValidPostcode('12345', 'cs')).toBe(false);
  });
});
