// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, isCleanText, isValidEmail, textLength } from './field-rules';

describe('isValidEmail', () => {
  it.each([
    'anna@example.com',
    'anna.b+bikes@mail.example.co.uk',
    "o'neil@example.ie",
    `${'a'.repeat(64)}@example.com`,
    'x@a-b.c1',
  ])('accepts %j', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '<script>@x.com',
    'javascript:alert(1)@x.com',
    'a@b',
    'a@b.',
    '@example.com',
    'anna@',
    'anna@@example.com',
    'anna@-example.com',
    'anna@example-.com',
    'anna @example.com',
    'anna\u0000@example.com',
    'anna@exa\u202emple.com',
    'jörg@example.de',
    `${'a'.repeat(65)}@example.com`,
    `${'a'.repeat(5_000)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('refuses more than 254 characters in all', () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`;
    expect(isValidEmail(`a@${domain}`)).toBe(false);
    expect(isValidEmail(`a@${domain.slice(1)}`)).toBe(true);
  });
});

describe('text fields', () => {
  it('refuses control and bidi-override characters, keeping line breaks only where multiline', () => {
    for (const value of ['a\u0000b', 'a\u0007', 'x\u009f', '\u202Eevil', 'a\u2066b', 'two\nlines'])
      expect(hasForbiddenCharacters(value)).toBe(true);
    expect(hasForbiddenCharacters('two\nlines\ttabbed', { multiline: true })).toBe(false);
    expect(hasForbiddenCharacters('a\u0000b', { multiline: true })).toBe(true);
    for (const value of ['Zoë Ørsted', 'שלום', 'مرحبا', '👩🏽‍🔧', "O'Neil-Smith"])
      expect(hasForbiddenCharacters(value)).toBe(false);
  });

  it('counts characters as code points and allows 255', () => {
    expect(textLength('🚲🚲')).toBe(2);
    expect(isCleanText('x'.repeat(255))).toBe(true);
    expect(isCleanText('x'.repeat(256))).toBe(false);
    expect(isCleanText('🚲'.repeat(255))).toBe(true);
  });
});
