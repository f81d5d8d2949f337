import { describe, expect, it } from 'vitest';
import { requiredLabel, trimTrailing } from './forms';

describe('requiredLabel', () => {
  it.each([
    ['First name', 'First name *'],
    ['First name *', 'First name *'],
    ['First name*', 'First name *'],
    ['First name **  ', 'First name *'],
    ['Rue *bis', 'Rue *bis *'],
    ['', ' *'],
  ])('%j gives %j', (label, expected) => {
    expect(requiredLabel(label)).toBe(expected);
  });
});

describe('trimTrailing', () => {
  it('removes trailing whitespace of strings only', () => {
    expect(trimTrailing('  Ada \t\n')).toBe('  Ada');
    expect(trimTrailing('Ada')).toBe('Ada');
    expect(trimTrailing(42)).toBe(42);
    expect(trimTrailing(null)).toBeNull();
  });
});
