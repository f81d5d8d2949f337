/**
 * Deterministic randomness and ids for every emulator's seed: seeded PRNGs (mulberry32) and
 * stable ids derived from readable keys, so an entity's data does not shift when another entity
 * is added before it. Same input, same output, on every machine and Node version; no
 * Math.random and no clock in any seed.
 */

/** mulberry32: a tiny, fast 32-bit PRNG with good enough spread for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * cyrb128: four independent 32-bit hashes of a string. Used for ids (128 bits, like Shopware's
 * UUIDs) and for per-entity PRNG seeds, so an entity's data does not shift when another entity
 * is added before it.
 */
export function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const hex8 = (value: number) => value.toString(16).padStart(8, '0');

/** cyrb53: a fast 53-bit string hash with good spread. */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const hexDigits = (value: number, digits: number) => value.toString(16).padStart(digits, '0').slice(-digits);

/** A version-4-shaped uuid that is a pure function of its key. */
export function uuidFor(key: string): string {
  const a = hash53(key, 1);
  const b = hash53(key, 2);
  const c = hash53(key, 3);
  const variant = (8 + (b % 4)).toString(16);
  return `${hexDigits(a, 8)}-${hexDigits(Math.floor(a / 2 ** 32), 4)}-4${hexDigits(b, 3)}-${variant}${hexDigits(Math.floor(b / 2 ** 32), 3)}-${hexDigits(c, 12)}`;
}

/** A short lowercase hex digest, like the hash segment of Storyblok asset paths. */
export const digest = (key: string, length = 10): string => hexDigits(hash53(key, 7), 14).slice(0, length);

/** A Shopware-style id (32 lowercase hex digits) that is a pure function of its key parts. */
export function idFor(...parts: (string | number)[]): string {
  const [a, b, c, d] = cyrb128(parts.join('\u241f'));
  return hex8(a) + hex8(b) + hex8(c) + hex8(d);
}

/** A PRNG seeded from readable key parts (cyrb128): the catalogue's and the reviews' streams. */
export function rngFor(...parts: (string | number)[]): Random {
  return new Random(cyrb128(parts.join('\u241f'))[0]);
}

/**
 * A PRNG seeded from one key (cyrb53): the content seed's streams. Both seedings stay, so
 * neither seed's data shifts.
 */
export function randomFor(key: string): Random {
  return new Random(hash53(key) % 4294967296);
}

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items, in their original order (keeps option order like XS..XXL intact). */
  sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, index) => index);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((index) => items[index] as T);
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      const swap = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = swap;
    }
    return copy;
  }

  /** A contiguous run of `count` items (sizes of a model are neighbours: S-M-L, not S-XL). */
  run<T>(items: readonly T[], count: number): T[] {
    const length = Math.min(count, items.length);
    const start = this.int(0, items.length - length);
    return items.slice(start, start + length);
  }
}

/** EAN-13 with a valid check digit, from 12 digits. */
export function ean13(twelveDigits: string): string {
  const digits = twelveDigits.padStart(12, '0').slice(-12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}
