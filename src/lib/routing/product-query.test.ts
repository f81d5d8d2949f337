import { describe, expect, it } from 'vitest';

import { buildProductQuery, parseProductQuery, type ProductQuery } from './product-query';

describe('buildProductQuery', () => {
  it.each<[string, ProductQuery, string]>([
    ['nothing', {}, ''],
    ['colour', { color: 'red' }, '?color=red'],
    ['frame shape', { frameShape: 'wave' }, '?frameShape=wave'],
    ['required battery', { battery: { sku: 'BAT-500', type: 'required' } }, '?battery=BAT-500&batteryType=required'],
    ['optional battery', { battery: { sku: 'BAT-625', type: 'optional' } }, '?battery=BAT-625&batteryType=optional'],
    [
      'all, in fixed order',
      { battery: { sku: 'B1', type: 'optional' }, frameShape: 'Trapeze', color: 'Black' },
      '?color=Black&frameShape=Trapeze&battery=B1&batteryType=optional',
    ],
    [
      'values are encoded',
      { color: 'Black Matt / Grey', frameShape: 'Low & Step' },
      '?color=Black+Matt+%2F+Grey&frameShape=Low+%26+Step',
    ],
    ['non-ASCII values', { color: 'Grün' }, '?color=Gr%C3%BCn'],
    ['values are trimmed', { color: '  red ' }, '?color=red'],
    ['blank values are left out', { color: '', frameShape: '   ' }, ''],
    ['blank battery sku is left out', { color: 'red', battery: { sku: ' ', type: 'required' } }, '?color=red'],
  ])('%s', (_, query, expected) => {
    expect(buildProductQuery(query)).toBe(expected);
  });
});

describe('parseProductQuery', () => {
  it.each<[string, string | URLSearchParams, ProductQuery]>([
    ['empty string', '', {}],
    ['only "?"', '?', {}],
    ['colour', '?color=red', { color: 'red' }],
    ['without "?"', 'color=red&frameShape=wave', { color: 'red', frameShape: 'wave' }],
    ['a whole link', '/gb/en/p/urban/wave/?color=red#gallery', { color: 'red' }],
    ['a path without query', '/gb/en/p/urban/wave/', {}],
    ['hash is not query', '?color=red#frameShape=wave', { color: 'red' }],
    ['required battery', '?battery=BAT-500&batteryType=required', { battery: { sku: 'BAT-500', type: 'required' } }],
    ['optional battery', '?battery=BAT-625&batteryType=optional', { battery: { sku: 'BAT-625', type: 'optional' } }],
    ['battery without type is ignored', '?battery=BAT-500', {}],
    ['battery with unknown type is ignored', '?battery=BAT-500&batteryType=maybe', {}],
    ['battery type is case-sensitive', '?battery=BAT-500&batteryType=Required', {}],
    ['type without battery is ignored', '?batteryType=required', {}],
    [
      'decoded values',
      '?color=Black+Matt+%2F+Grey&frameShape=Gr%C3%BCn',
      { color: 'Black Matt / Grey', frameShape: 'Grün' },
    ],
    ['blank values are ignored', '?color=&frameShape=%20', {}],
    ['first of repeated wins', '?color=red&color=blue', { color: 'red' }],
    ['unknown parameters are ignored', '?utm_source=x&color=red', { color: 'red' }],
    [
      'URLSearchParams input',
      new URLSearchParams({ color: 'red', frameShape: 'wave' }),
      { color: 'red', frameShape: 'wave' },
    ],
  ])('%s', (_, input, expected) => {
    expect(parseProductQuery(input)).toEqual(expected);
  });
});

describe('round trip', () => {
  it.each<ProductQuery>([
    {},
    { color: 'red' },
    { frameShape: 'Wave' },
    { color: 'Black Matt / Grey', frameShape: 'Low & Step', battery: { sku: 'BAT 500?', type: 'required' } },
    { battery: { sku: 'B#1', type: 'optional' } },
    { color: 'Grün=Ø&', frameShape: '50%' },
  ])('%j', (query) => {
    expect(parseProductQuery(buildProductQuery(query))).toEqual(query);
  });
});
