import { describe, expect, it } from 'vitest';
import { brandDefinitions } from '../../brands';
import { ConfigurationError, brandFromEnv, loadBrandConfig, validateBrand } from './load';
import { brandNames } from './schema';

describe('brand selection', () => {
  it('defaults to raleigh when BRAND is unset or empty', () => {
    expect(brandFromEnv({})).toBe('raleigh');
    expect(brandFromEnv({ BRAND: '  ' })).toBe('raleigh');
  });

  it.each(brandNames)('accepts %s', (name) => {
    expect(brandFromEnv({ BRAND: name })).toBe(name);
  });

  it('stops with a message listing the valid names', () => {
    expect(() => brandFromEnv({ BRAND: 'gazelle' })).toThrow(ConfigurationError);
    expect(() => brandFromEnv({ BRAND: 'gazelle' })).toThrow(
      'Unknown BRAND "gazelle". Valid brands are: lapierre, raleigh, sparta, xlc, ghost, winora, haibike.',
    );
  });
});

describe('brand configuration validation', () => {
  it.each(brandNames)('%s loads and validates', (name) => {
    const config = loadBrandConfig(name);
    expect(config.name).toBe(name);
    expect(config.countries.length).toBeGreaterThan(0);
  });

  it('names the path of a malformed field', () => {
    const broken = structuredClone(brandDefinitions.sparta);
    (broken.countries[1] as { languages: string[] }).languages = ['DAN'];
    expect(() => validateBrand('sparta', broken)).toThrow(
      /countries\.1\.languages\.0: a language code is 2 lowercase letters/,
    );
  });

  it('names a wrong token value with its path', () => {
    const broken = structuredClone(brandDefinitions.xlc);
    broken.theme = { ...broken.theme, light: { ...broken.theme.light, primary: 'orange' } };
    expect(() => validateBrand('xlc', broken)).toThrow(/theme\.light\.primary: a colour like "#1a2b3c"/);
  });

  it('rejects unknown fields, so a typo cannot pass silently', () => {
    const broken = { ...structuredClone(brandDefinitions.ghost), flgs: {} };
    expect(() => validateBrand('ghost', broken)).toThrow(/Unrecognized key/);
  });

  it('rejects duplicate countries and cycle-to-work countries the brand does not serve', () => {
    const broken = structuredClone(brandDefinitions.raleigh);
    broken.countries.push(structuredClone(broken.countries[0]!));
    broken.catalog.cycleToWorkCountries = ['de'];
    expect(() => validateBrand('raleigh', broken)).toThrow(/countries\.2\.code: duplicate country "gb"/);
    expect(() => validateBrand('raleigh', broken)).toThrow(/catalog\.cycleToWorkCountries\.0: unknown country "de"/);
  });
});
