/**
 * Relevance of a search term, as Shopware's product search ranks it: every word of the term
 * must be found in one of the entity's weighted texts (name, product number, manufacturer,
 * EAN, keywords, properties ...); the best field's weight counts. A whole word scores its full
 * weight, a word that starts with the term word a little less, a part inside a word less again.
 * Words of five letters or more (without digits) also match with one typo (one insertion, deletion, substitution
 * or swap of neighbours), at half the weight, as Shopware's fuzzy matching does for longer words.
 */

export interface WeightedText {
  text: string;
  weight: number;
}

/** Lowercase without accents: 'Grand Tour Pro' and 'grand tour pro', 'Vélo' and 'velo' match. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Shortest term word that tolerates a typo. */
export const typoMinLength = 5;

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether a and b differ by at most one edit (insert, delete, substitute, swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let index = 0; index < a.length && diffs.length <= 2; index++) if (a[index] !== b[index]) diffs.push(index);
    if (diffs.length === 1) return true;
    const [first, second] = diffs as [number, number];
    return diffs.length === 2 && second === first + 1 && a[first] === b[second] && a[second] === b[first];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let index = 0;
  while (index < short.length && short[index] === long[index]) index++;
  return short.slice(index) === long.slice(index + 1);
}

/** The score of one term word in one text: 0 when it is not found. */
function wordScore(token: string, text: string, weight: number): number {
  if (!text.includes(token)) {
    // Numbers (product numbers, EANs) must match exactly: 'RAL10001' is not 'RAL10002'.
    if (token.length < typoMinLength || /\d/.test(token)) return 0;
    return words(text).some((word) => withinOneEdit(token, word) || withinOneEdit(token, word.slice(0, token.length)))
      ? weight * 0.5
      : 0;
  }
  const textWords = words(text);
  if (textWords.includes(token)) return weight;
  if (textWords.some((word) => word.startsWith(token))) return weight * 0.8;
  // Product numbers and EANs are matched as a whole string too ('RAL10001-M' holds '-').
  return text === token ? weight : weight * 0.6;
}

/** The relevance of an entity for the term's words; 0 when a word is found nowhere. */
export function relevance(texts: readonly WeightedText[], tokens: readonly string[]): number {
  const folded = texts.map((entry) => ({ text: fold(entry.text), weight: entry.weight }));
  let score = 0;
  for (const token of tokens) {
    let best = 0;
    for (const entry of folded) best = Math.max(best, wordScore(token, entry.text, entry.weight));
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** The words of a search term. */
export const termTokens = (term: string) => fold(term).split(/\s+/).filter(Boolean);
