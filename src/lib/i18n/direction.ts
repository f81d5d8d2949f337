/**
 * Writing direction of a language (spec section 9: the language table's right-to-left flag):
 * Arabic, Persian, Hebrew, Urdu, Pashto, Kurdish (Sorani), Yiddish, Hausa (Ajami), Divehi and
 * Kashmiri are written right to left. A table rather than `Intl.Locale#textInfo`: the spec's
 * table counts Hausa and Kurdish by their Arabic scripts, which ICU's defaults (Latin) do not.
 */
const rightToLeft = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'ku', 'yi', 'ha', 'dv', 'ks']);

export type TextDirection = 'ltr' | 'rtl';

/** The direction of a language code ('ar', 'he-IL'); left to right for any other. */
export function textDirection(language: string): TextDirection {
  const base = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return rightToLeft.has(base) ? 'rtl' : 'ltr';
}
