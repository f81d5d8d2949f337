/**
 * Slugs: the six steps of the spec, one function each, applied in order by `slugify`.
 * The result only holds a-z, 0-9 and single inner hyphens, so it is safe in a path segment.
 */

/** Step 1: strip accents. NFD splits 'é' into 'e' + a combining mark, which is then removed. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

// Letters that carry no combining mark under NFD, so step 1 leaves them alone and step 5
// would drop them: written out instead, so 'Straße' stays readable as 'strasse'.
const specialLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ł: 'l',
  Ł: 'L',
};
const specialLetterPattern = new RegExp(`[${Object.keys(specialLetters).join('')}]`, 'gu');

/** Step 2: transliterate special letters (sharp s, ae and oe ligatures, slashed o, eth, thorn, Polish l). */
export function transliterateSpecialLetters(text: string): string {
  return text.replace(specialLetterPattern, (letter) => specialLetters[letter] ?? letter);
}

/** Step 3: lowercase and trim. */
export function lowercaseAndTrim(text: string): string {
  return text.toLowerCase().trim();
}

/** Step 4: turn whitespace into hyphens; a run of whitespace becomes one hyphen. */
export function whitespaceToHyphens(text: string): string {
  return text.replace(/\s+/g, '-');
}

/** Step 5: drop everything except a-z, 0-9 and hyphen. */
export function dropUnsafeCharacters(text: string): string {
  return text.replace(/[^a-z0-9-]+/g, '');
}

/** Step 6: collapse repeated hyphens and trim hyphens from the ends. */
export function collapseHyphens(text: string): string {
  return text.replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '');
}

/** A URL slug made by the six steps; '' when nothing safe is left (empty or all-symbol input). */
export function slugify(text: string): string {
  return collapseHyphens(
    dropUnsafeCharacters(whitespaceToHyphens(lowercaseAndTrim(transliterateSpecialLetters(stripAccents(text))))),
  );
}

const fnvOffsetBasis = 0x811c9dc5;
const fnvPrime = 0x01000193;
// 2^32 - 1 in base 36 has 7 digits; padding keeps every hash the same length.
const hashLength = 7;

/**
 * A short stable hash of a slug part, for brands that hash slug parts: 32-bit FNV-1a over
 * the UTF-8 bytes, in base 36, padded to 7 characters. Pure JS (no node:crypto) because
 * links are also built in the browser, and the same text gives the same hash everywhere.
 */
export function hashSlugPart(text: string): string {
  let hash = fnvOffsetBasis;
  for (const byte of new TextEncoder().encode(text)) {
    hash = Math.imul(hash ^ byte, fnvPrime) >>> 0;
  }
  return hash.toString(36).padStart(hashLength, '0');
}
