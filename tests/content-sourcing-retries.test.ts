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
import { mulberry32 } from '../emulators/common/prng';

let emulator: RunningContentEmulator;

beforeAll(async () => {
  emulator = await startContentEmulator({ space: generateContentSpace('sparta'), port: 0, random: mulberry32(7) });
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

describe('build-time content fetch when the service stays down', () => {
  /** The policy with a 1 ms base delay; `giveUp` records the reason instead of ending the process. */
  const failing = (reasons: string[], warnings: string[]) =>
    withRetries((input, init) => fetch(input, init), {
      ...buildTimeRetryPolicy((message) => warnings.push(message)),
      baseDelayMs: 1,
      giveUp: (reason) => {
        reasons.push(reason);
        throw new Error(reason);
      },
    });

  it('gives up with one line naming the service, address and status when every answer is 5xx', async () => {
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate5xx: 1 }),
    });
    const reasons: string[] = [];
    const warnings: string[] = [];
    const token = localContentTokens('sparta').publicToken;
    await expect(failing(reasons, warnings)(`${emulator.url}/v2/cdn/stories?token=${token}`)).rejects.toThrow();
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate5xx: 0 }),
    });
    expect(warnings).toHaveLength(11);
    expect(reasons).toEqual([
      `Content service failed: GET ${emulator.url}/v2/cdn/stories?token=… answered 503 after 11 attempts.`,
    ]);
    expect(reasons[0]).not.toContain('\n');
  });

  it('retries a refused connection and names the network error when it lasts', async () => {
    const gone = await startContentEmulator({ space: generateContentSpace('sparta'), port: 0 });
    const url = `${gone.url}/v2/cdn/spaces/me`;
    await gone.close();
    const reasons: string[] = [];
    const warnings: string[] = [];
    await expect(failing(reasons, warnings)(url)).rejects.toThrow();
    expect(warnings).toHaveLength(10);
    expect(warnings[0]).toContain('ECONNREFUSED');
    expect(reasons).toEqual([`Content service unreachable: GET ${url} failed with ECONNREFUSED after 11 attempts.`]);
  });

  it('recovers when a dropped connection is followed by an answer', async () => {
    let drops = 2;
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    // The emulator cannot drop a connection half-way; the first two attempts fail as Node's fetch reports it.
    const flaky: typeof fetch = (input, init) => (drops-- > 0 ? Promise.reject(reset) : fetch(input, init));
    const warnings: string[] = [];
    const response = await withRetries(flaky, {
      ...buildTimeRetryPolicy((message) => warnings.push(message)),
      baseDelayMs: 1,
    })(`${emulator.url}/v2/cdn/spaces/me?token=${localContentTokens('sparta').publicToken}`);
    expect(response.status).toBe(200);
    expect(warnings.map((warning) => warning.includes('ECONNRESET'))).toEqual([true, true]);
  });
});
