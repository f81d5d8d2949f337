import { describe, expect, it } from 'vitest';

import {
  contentLanguage,
  hreflangOf,
  isLocaleShape,
  localePrefix,
  parseLocale,
  stripLocale,
  type LocaleSeparator,
} from './locale';

describe('localePrefix', () => {
  it.each<[string, string, LocaleSeparator, string]>([
    ['gb', 'en', '/', '/gb/en/'],
    ['ie', 'en', '/', '/ie/en/'],
    ['de', 'de', '-', '/de-de/'],
    ['be', 'fr', '-', '/be-fr/'],
    ['int', 'en', '-', '/int-en/'],
    ['int', 'en', '/', '/int/en/'],
    ['GB', 'EN', '/', '/gb/en/'],
    ['De', 'De', '-', '/de-de/'],
    ['INT', 'En', '-', '/int-en/'],
  ])('(%j, %j, %j) → %j', (country, language, separator, expected) => {
    expect(localePrefix(country, language, separator)).toBe(expected);
  });

  it.each<[string, string]>([
    ['', 'en'],
    ['g', 'en'],
    ['gbrx', 'en'],
    ['gb', ''],
    ['gb', 'e'],
    ['gb', 'eng'],
    ['g1', 'en'],
    ['gb', 'e-'],
    ['g b', 'en'],
  ])('throws for country %j and language %j', (country, language) => {
    expect(() => localePrefix(country, language, '-')).toThrow(RangeError);
  });

  it.each<[string, string, LocaleSeparator]>([
    ['gb', 'en', '/'],
    ['int', 'en', '/'],
    ['de', 'de', '-'],
    ['int', 'en', '-'],
  ])('parses back: %j %j %j', (country, language, separator) => {
    expect(parseLocale(localePrefix(country, language, separator), separator)).toEqual({ country, language });
  });
});

describe('isLocaleShape', () => {
  it.each<[string, string, boolean]>([
    ['gb', 'en', true],
    ['int', 'en', true],
    ['GB', 'EN', true],
    ['gbrx', 'en', false],
    ['gb', 'eng', false],
    ['', '', false],
  ])('(%j, %j) → %j', (country, language, expected) => {
    expect(isLocaleShape(country, language)).toBe(expected);
  });
});

describe('parseLocale', () => {
  it.each<[string, LocaleSeparator, { country: string; language: string } | null]>([
    // '-' separator
    ['/de-de/', '-', { country: 'de', language: 'de' }],
    ['/de-de', '-', { country: 'de', language: 'de' }],
    ['/de-de/e-bikes/city/', '-', { country: 'de', language: 'de' }],
    ['/be-fr/?q=1', '-', { country: 'be', language: 'fr' }],
    ['/be-fr?q=1', '-', { country: 'be', language: 'fr' }],
    ['/nl-nl#top', '-', { country: 'nl', language: 'nl' }],
    ['/int-en/bike-parts/', '-', { country: 'int', language: 'en' }],
    ['de-de/story', '-', { country: 'de', language: 'de' }], // content-service slug without leading slash
    ['/DE-DE/', '-', null], // paths are lowercase
    ['/de_de/', '-', null],
    ['/de-deu/', '-', null],
    ['/deut-de/', '-', null],
    ['/d-de/', '-', null],
    ['/de-d/', '-', null],
    ['/de/de/', '-', null], // other separator
    ['/bikes/de-de/', '-', null], // start of the path only
    ['/e-bikes/', '-', null],
    ['/', '-', null],
    ['', '-', null],
    // '/' separator
    ['/gb/en/', '/', { country: 'gb', language: 'en' }],
    ['/gb/en', '/', { country: 'gb', language: 'en' }],
    ['/ie/en/bikes/', '/', { country: 'ie', language: 'en' }],
    ['/gb/en?x=1', '/', { country: 'gb', language: 'en' }],
    ['/int/en/', '/', { country: 'int', language: 'en' }],
    ['gb/en/x/', '/', { country: 'gb', language: 'en' }],
    ['/GB/EN/', '/', null],
    ['/gb/', '/', null],
    ['/gb/eng/', '/', null],
    ['/gbrx/en/', '/', null],
    ['/gb-en/', '/', null], // other separator
    ['/bikes/gb/en/', '/', null], // start of the path only
    ['/basket/', '/', null],
    ['/1b/en/', '/', null],
  ])('%j with %j → %j', (path, separator, expected) => {
    expect(parseLocale(path, separator)).toEqual(expected);
  });
});

describe('stripLocale', () => {
  it.each<[string, LocaleSeparator, string]>([
    ['/gb/en/bikes/', '/', '/bikes/'],
    ['/gb/en/', '/', '/'],
    ['/gb/en', '/', '/'],
    ['/int/en/x/y/', '/', '/x/y/'],
    ['/gb/en?x=1', '/', '/?x=1'],
    ['/gb/en#top', '/', '/#top'],
    ['/de-de/e-bikes/', '-', '/e-bikes/'],
    ['/de-de/', '-', '/'],
    ['/int-en/bike-parts/brakes/', '-', '/bike-parts/brakes/'],
    ['de-de/story', '-', '/story'],
    ['/bikes/', '-', '/bikes/'], // no prefix: unchanged
    ['/bikes/gb/en/', '/', '/bikes/gb/en/'],
    ['/de-de/x/', '/', '/de-de/x/'], // other separator: no prefix
  ])('%j with %j → %j', (path, separator, expected) => {
    expect(stripLocale(path, separator)).toBe(expected);
  });
});

describe('hreflangOf', () => {
  it.each([
    ['gb', 'en', 'en-gb'],
    ['de', 'de', 'de-de'],
    ['fr', 'en', 'en-fr'],
    ['nl', 'nl', 'nl-nl'],
    ['be', 'fr', 'fr-be'],
    ['int', 'en', 'en'],
    ['INT', 'EN', 'en'],
    ['GB', 'EN', 'en-gb'],
  ])('(%j, %j) → %j', (country, language, expected) => {
    expect(hreflangOf(country, language)).toBe(expected);
  });
});

describe('contentLanguage', () => {
  it.each([
    ['gb', 'en', 'en-gb'],
    ['ie', 'en', 'en-gb'],
    ['GB', 'EN', 'en-gb'],
    ['int', 'en', 'en'],
    ['de', 'en', 'en'],
    ['fr', 'en', 'en'],
    ['de', 'de', 'de'],
    ['be', 'fr', 'fr'],
    ['ie', 'ga', 'ga'], // only English gets the British variant
  ])('(%j, %j) → %j', (country, language, expected) => {
    expect(contentLanguage(country, language)).toBe(expected);
  });
});
