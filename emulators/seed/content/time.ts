/** Fixed clock of the content seed: every date is an offset from one moment, never `Date.now()`. */

const EPOCH = Date.UTC(2025, 2, 1, 9, 0, 0);
const DAY = 86_400_000;

/** ISO 8601 timestamp `days` before (negative: after) the seed's reference moment. */
export const daysBefore = (days: number): string => new Date(EPOCH - days * DAY).toISOString();

/** Storyblok's `datetime` field format, `YYYY-MM-DD HH:mm`. */
export const storyblokDate = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

/** The year of the reference moment, for copyright lines. */
export const seedYear = new Date(EPOCH).getUTCFullYear();
