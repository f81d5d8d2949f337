/**
 * Deterministic randomness and ids for the content seed: mulberry32 seeded from readable keys
 * (cyrb53 hash), so a story's data does not shift when another story is added before it. No
 * Math.random and no clock anywhere in the generator.
 */

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

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0').slice(-digits);

/** A version-4-shaped uuid that is a pure function of its key. */
export function uuidFor(key: string): string {
  const a = hash53(key, 1);
  const b = hash53(key, 2);
  const c = hash53(key, 3);
  const variant = (8 + (b % 4)).toString(16);
  return `${hex(a, 8)}-${hex(Math.floor(a / 2 ** 32), 4)}-4${hex(b, 3)}-${variant}${hex(Math.floor(b / 2 ** 32), 3)}-${hex(c, 12)}`;
}

/** A short lowercase hex digest, like the hash segment of Storyblok asset paths. */
export const digest = (key: string, length = 10): string => hex(hash53(key, 7), 14).slice(0, length);

/** mulberry32: a tiny 32-bit PRNG, plenty for demo data. */
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

export class Random {
  private readonly next: () => number;

  constructor(key: string) {
    this.next = mulberry32(hash53(key) % 4294967296);
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick on an empty list');
    return item;
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
}
