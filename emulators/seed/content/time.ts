/**
 * The clock of the content seed: every date is an offset from one reference moment, read once
 * when the seed loads, never `Date.now()` per story. The moment is `SEED_CLOCK` (an ISO date or
 * timestamp) when set, so a test or a build can pin it; else the start of the current UTC day,
 * so a build and the tests run on the same day see the same content, and "current" campaigns
 * are current whenever the site is built.
 */

const DAY = 86_400_000;

/** The reference moment for `SEED_CLOCK` (or its absence), in milliseconds since the epoch. */
export function seedClockFrom(value: string | undefined, now: Date = new Date()): number {
  const pinned = value?.trim();
  if (!pinned) return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // A date alone (`2031-07-15`) is midnight UTC, as `Date.parse` reads it.
  const moment = Date.parse(pinned);
  if (Number.isNaN(moment)) throw new Error(`SEED_CLOCK "${pinned}" is not an ISO date.`);
  return moment;
}

/** The seed's reference moment, read once. */
export const seedClock = seedClockFrom(process.env.SEED_CLOCK);

/** ISO 8601 timestamp `days` before (negative: after) the seed's reference moment. */
export const daysBefore = (days: number): string => new Date(seedClock - days * DAY).toISOString();

/** Storyblok's `datetime` field format, `YYYY-MM-DD HH:mm`. */
export const storyblokDate = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

/** The year of the reference moment, for copyright lines. */
export const seedYear = new Date(seedClock).getUTCFullYear();
