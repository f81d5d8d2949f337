import { describe, expect, it } from 'vitest';

import {
  collapseHyphens,
  dropUnsafeCharacters,
  hashSlugPart,
  lowercaseAndTrim,
  slugify,
  stripAccents,
  transliterateSpecialLetters,
  whitespaceToHyphens,
} from './slug';

describe('step 1: stripAccents', () => {
  it.each([
    ['é', 'e'],
    ['Crème Brûlée', 'Creme Brulee'],
    ['Ångström', 'Angstrom'],
    ['Čeština žluťoučký', 'Cestina zlutoucky'],
    ['naïve façade', 'naive facade'],
    ['São Tomé', 'Sao Tome'],
    ['Ñandú', 'Nandu'],
    ['Ǿ', 'Ø'], // O with stroke and acute: the acute goes, the stroke is step 2's job
    ['ǣ', 'æ'],
    ['e\u0301', 'e'], // already decomposed input
    ['plain ascii 123', 'plain ascii 123'],
  ])('%j → %j', (input, expected) => {
    expect(stripAccents(input)).toBe(expected);
  });

  it.each(['ß', 'æ', 'œ', 'ø', 'ð', 'þ', 'ł'])('leaves %j (no combining mark) for step 2', (letter) => {
    expect(stripAccents(letter)).toBe(letter);
  });
});

describe('step 2: transliterateSpecialLetters', () => {
  it.each([
    ['ß', 'ss'],
    ['ẞ', 'SS'],
    ['æ', 'ae'],
    ['Æ', 'AE'],
    ['œ', 'oe'],
    ['Œ', 'OE'],
    ['ø', 'o'],
    ['Ø', 'O'],
    ['ð', 'd'],
    ['Ð', 'D'],
    ['þ', 'th'],
    ['Þ', 'TH'],
    ['ł', 'l'],
    ['Ł', 'L'],
    ['Straße Łódź Ærø', 'Strasse Lódź AEro'],
    ['no specials', 'no specials'],
  ])('%j → %j', (input, expected) => {
    expect(transliterateSpecialLetters(input)).toBe(expected);
  });
});

describe('step 3: lowercaseAndTrim', () => {
  it.each([
    ['  Hello World  ', 'hello world'],
    ['\tTAB\n', 'tab'],
    ['\u00a0NBSP\u00a0', 'nbsp'],
    ['MiXeD', 'mixed'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(lowercaseAndTrim(input)).toBe(expected);
  });
});

describe('step 4: whitespaceToHyphens', () => {
  it.each([
    ['a b', 'a-b'],
    ['a   b', 'a-b'],
    ['a \t\n b', 'a-b'],
    ['a\u00a0b', 'a-b'],
    ['a - b', 'a---b'], // collapsing is step 6
    ['ab', 'ab'],
  ])('%j → %j', (input, expected) => {
    expect(whitespaceToHyphens(input)).toBe(expected);
  });
});

describe('step 5: dropUnsafeCharacters', () => {
  it.each([
    ['abc-123', 'abc-123'],
    ['a/b', 'ab'],
    ['a_b.c,d!e?f', 'abcdef'],
    ['rock&roll', 'rockroll'],
    ['€100', '100'],
    ['ABC', ''], // uppercase is gone by then; step 3 runs first
    ['日本', ''],
    ['a\u200bb', 'ab'], // zero-width space is not whitespace
  ])('%j → %j', (input, expected) => {
    expect(dropUnsafeCharacters(input)).toBe(expected);
  });
});

describe('step 6: collapseHyphens', () => {
  it.each([
    ['a--b', 'a-b'],
    ['a-----b', 'a-b'],
    ['-a-', 'a'],
    ['---a-b---', 'a-b'],
    ['---', ''],
    ['a-b', 'a-b'],
  ])('%j → %j', (input, expected) => {
    expect(collapseHyphens(input)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Urban Wave', 'urban-wave'],
    ['  Urban   Wave  ', 'urban-wave'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Straße', 'strasse'],
    ['STRASSE ẞ', 'strasse-ss'],
    ['Ærø', 'aero'],
    ['Œuvre', 'oeuvre'],
    ['œuvre', 'oeuvre'],
    ['Øresund', 'oresund'],
    ['København ø', 'kobenhavn-o'],
    ['Ðað', 'dad'],
    ['Þórr þing', 'thorr-thing'],
    ['Łódź łąka', 'lodz-laka'],
    ['Ǿ', 'o'],
    ['ǣ', 'ae'],
    ['Rock & Roll', 'rock-roll'],
    ['a / b', 'a-b'],
    ['e-Bike 500Wh (2024)', 'e-bike-500wh-2024'],
    ['--Lead - and -- trail--', 'lead-and-trail'],
    ['tab\tnew\nline', 'tab-new-line'],
    ['a_b', 'ab'],
    ['already-a-slug', 'already-a-slug'],
    ['123', '123'],
    ['', ''],
    ['   ', ''],
    ['!@#$%^&*()', ''],
    ['- - -', ''],
    ['日本語', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each(['Urban Wave', 'Crème Brûlée', 'Łódź', 'a--b'])('is idempotent for %j', (input) => {
    expect(slugify(slugify(input))).toBe(slugify(input));
  });
});

describe('hashSlugPart', () => {
  // Known 32-bit FNV-1a vectors, written in base 36 and padded to 7 characters.
  it.each([
    ['', (0x811c9dc5).toString(36).padStart(7, '0')],
    ['a', (0xe40c292c).toString(36).padStart(7, '0')],
    ['foobar', (0xbf9cf968).toString(36).padStart(7, '0')],
  ])('%j is FNV-1a', (input, expected) => {
    expect(hashSlugPart(input)).toBe(expected);
  });

  it.each(['urban-wave', 'x', 'ß', '日本', 'a'.repeat(500)])('%j gives a 7-character slug-safe hash', (input) => {
    const hash = hashSlugPart(input);
    expect(hash).toMatch(/^[0-9a-z]{7}$/);
    expect(slugify(hash)).toBe(hash);
    expect(hashSlugPart(input)).toBe(hash);
  });

  it('tells different inputs apart', () => {
    expect(hashSlugPart('urban-wave')).not.toBe(hashSlugPart('urban-wavf'));
  });
});
