import { describe, expect, it } from 'vitest';
import { arrayOf, booleanOf, customFieldsOf, isRecord, numberOf, stringOf, translatedString } from './guards';

describe('guards', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['x', false],
  ])('isRecord(%j) = %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });

  it.each([
    [' text ', 'text'],
    ['', null],
    ['   ', null],
    [5, null],
    [null, null],
  ])('stringOf(%j) = %j', (value, expected) => {
    expect(stringOf(value)).toBe(expected);
  });

  it.each([
    [3, 3],
    [1.5, 1.5],
    ['2025', 2025],
    [' 7 ', 7],
    ['', null],
    ['x', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
  ])('numberOf(%j) = %j', (value, expected) => {
    expect(numberOf(value)).toBe(expected);
  });

  it.each([
    [true, false, true],
    [false, true, false],
    [1, false, true],
    ['1', false, true],
    ['true', false, true],
    [0, true, false],
    ['false', true, false],
    ['maybe', true, true],
    [undefined, false, false],
  ])('booleanOf(%j, fallback %s) = %s', (value, fallback, expected) => {
    expect(booleanOf(value, fallback)).toBe(expected);
  });

  it('keeps the array elements that pass a guard', () => {
    expect(arrayOf([1, 'a', 2], (item): item is number => typeof item === 'number')).toEqual([1, 2]);
    expect(arrayOf('not an array', isRecord)).toEqual([]);
  });

  it('prefers the translated value of a field', () => {
    expect(translatedString({ name: 'Top', translated: { name: 'Übersetzt' } }, 'name')).toBe('Übersetzt');
    expect(translatedString({ name: 'Top', translated: { name: '' } }, 'name')).toBe('Top');
    expect(translatedString({ name: null, translated: {} }, 'name')).toBeNull();
    expect(translatedString(null, 'name')).toBeNull();
  });

  it('merges custom fields, translated values winning unless missing', () => {
    expect(
      customFieldsOf({ customFields: { a: 1, b: 2, c: 3 }, translated: { customFields: { b: 'two', c: null } } }),
    ).toEqual({ a: 1, b: 'two', c: 3 });
    expect(customFieldsOf({ customFields: null })).toEqual({});
    expect(customFieldsOf('x')).toEqual({});
  });
});
