/**
 * The build-time content client as the sourcing adapter configures it (the spec's retry policy
 * as its fetch, the client's own retries off) gets every story while 30% of answers are 429.
 */
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContentSpace } from '../emulators/seed/content';
import { type RunningContentEmulator, startContentEmulator } from '../emulators/storyblok/server';
import { localContentTokens } from '../src/config/backends';
import { buildTimeRetryPolicy, withRetries } from '../src/services/storyblok/retry';

/** Deterministic fault rolls (mulberry32), so the run is repeatable. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let emulator: RunningContentEmulator;

beforeAll(async () => {
  emulator = await startContentEmulator({ space: generateContentSpace('sparta'), port: 0, random: seeded(7) });
});

afterAll(async () => {
  await emulator?.close();
});

const client = (warn: (message: string) => void) =>
  new StoryblokClient({
    accessToken: localContentTokens('sparta').publicToken,
    endpoint: `${emulator.url}/v2`,
    cache: { type: 'none' },
    maxRetries: 0,
    // The policy's delays grow 1 s, 2 s …; a 5 ms base keeps the test fast with the same rule.
    fetch: withRetries((input, init) => fetch(input, init), { ...buildTimeRetryPolicy(warn), baseDelayMs: 5 }),
  });

describe('build-time content fetch under rate limiting', () => {
  it('gets every story while 30% of answers are 429, warning for each one', async () => {
    const expected = await client(() => undefined).getAll('cdn/stories', { version: 'published' });
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate429: 0.3 }),
    });
    const warnings: string[] = [];
    const stories = await client((message) => warnings.push(message)).getAll('cdn/stories', {
      version: 'published',
      per_page: 25,
    });
    expect(stories.map((story) => story.uuid).sort()).toEqual(expected.map((story) => story.uuid).sort());
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toContain('rate limited (429)');
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate429: 0 }),
    });
  });
});
