/**
 * How the backends' slugs are written: Shopware's SEO URLs and the story slugs the seed's editors
 * type, by the rule of spec section 2 (accents stripped, special letters spelt out, lowercase,
 * whitespace to hyphens, only a-z, 0-9 and single inner hyphens). Stated here on its own, not
 * taken from the app, so `tests/slug-agreement.test.ts` checks the app's `slugify` against
 * what the backends hold instead of mirroring it.
 */

/** Letters NFD leaves whole, spelt out as the spec's transliteration table has them (lowercase). */
const spelt: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ł: 'l',
};

export function seoSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøðþł]/g, (letter) => spelt[letter] ?? letter)
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
}
