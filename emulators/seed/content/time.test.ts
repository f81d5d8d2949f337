/**
 * The seed clock: `SEED_CLOCK` pins it; without it every date counts from the start of the
 * current UTC day, so a build and the tests of one day agree on every date.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedClockFrom } from './time';

describe('seed clock', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is the start of the current UTC day without SEED_CLOCK', () => {
    const lateEvening = new Date(Date.UTC(2027, 10, 30, 23, 59, 30));
    expect(seedClockFrom(undefined, lateEvening)).toBe(Date.UTC(2027, 10, 30));
    expect(seedClockFrom('', lateEvening)).toBe(Date.UTC(2027, 10, 30));
    expect(seedClockFrom(undefined, new Date(Date.UTC(2027, 11, 1, 0, 0, 1)))).toBe(Date.UTC(2027, 11, 1));
  });

  it('reads an ISO date or timestamp from SEED_CLOCK and refuses anything else', () => {
    expect(seedClockFrom('2031-07-15')).toBe(Date.UTC(2031, 6, 15));
    expect(seedClockFrom('2031-07-15T09:30:00Z')).toBe(Date.UTC(2031, 6, 15, 9, 30));
    expect(() => seedClockFrom('next tuesday')).toThrow(/SEED_CLOCK/);
  });

  it('dates the seed from SEED_CLOCK, read once when the seed loads', async () => {
    vi.stubEnv('SEED_CLOCK', '2031-07-15');
    vi.resetModules();
    const time = await import('./time');
    expect(time.daysBefore(0)).toBe('2031-07-15T00:00:00.000Z');
    expect(time.daysBefore(-20)).toBe('2031-08-04T00:00:00.000Z');
    expect(time.seedYear).toBe(2031);
    vi.stubEnv('SEED_CLOCK', '2040-01-01');
    expect(time.daysBefore(0)).toBe('2031-07-15T00:00:00.000Z');
  });

  it('without SEED_CLOCK, dates the seed from today', async () => {
    vi.stubEnv('SEED_CLOCK', '');
    vi.resetModules();
    const time = await import('./time');
    const today = new Date().toISOString().slice(0, 10);
    // A run across midnight may read the clock a day before this line does.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect([`${today}T00:00:00.000Z`, `${yesterday}T00:00:00.000Z`]).toContain(time.daysBefore(0));
  });
});
