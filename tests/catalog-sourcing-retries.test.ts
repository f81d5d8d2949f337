/**
 * The build's catalogue reads under the spec's retry policy (issue 18, point 5): 429, 5xx and
 * dropped connections are retried with warnings; a backend that stays down ends the build with
 * one line naming the service, the address and the status; a refusal (4xx) is not retried.
 */
import net from 'node:net';
import { ApiClientError } from '@shopware/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { localAccessKey } from '../src/config/backends';
import { SourcingFailure, type SourcingRetryPolicy } from '../src/services/shopware/build-retry';
import { fetchChannelCatalog, fetchChannelMethods } from '../src/services/shopware/catalog';
import { mulberry32 } from '../emulators/common/prng';

let emulator: RunningCommerceEmulator;
const endpoint = () => ({ baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('sparta', 'nl') });
const setFaults = (faults: { rate429?: number; rate5xx?: number }) =>
  fetch(`${emulator.url}/__emulator/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rate429: 0, rate5xx: 0, ...faults }),
  });

/** The policy's rule with delays of 1 ms instead of 1 s …, warnings kept. */
const policy = (warnings: string[], maxRetries = 10): SourcingRetryPolicy => ({
  maxRetries,
  baseDelayMs: 1,
  warn: (message) => warnings.push(message),
});

beforeAll(async () => {
  emulator = await startCommerceEmulator({
    catalog: generateCatalog({ brands: ['sparta'] }),
    port: 0,
    random: mulberry32(11),
  });
});
afterAll(async () => {
  await emulator?.close();
});

describe('build-time catalogue reads', () => {
  it('read the whole catalogue while a third of the answers are 429 or 503, warning for each retry', async () => {
    const expected = await fetchChannelCatalog(endpoint(), 'nl', { policy: policy([]) });
    await setFaults({ rate429: 0.15, rate5xx: 0.2 });
    const warnings: string[] = [];
    try {
      const catalog = await fetchChannelCatalog(endpoint(), 'nl', { policy: policy(warnings) });
      const methods = await fetchChannelMethods(endpoint(), { policy: policy(warnings) });
      expect(catalog.products.map((product) => product.id)).toEqual(expected.products.map((product) => product.id));
      expect(catalog.channel.currency.iso).toBe('EUR');
      expect(methods.payment.length).toBeGreaterThan(0);
    } finally {
      await setFaults({});
    }
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings)
      expect(warning).toMatch(
        /^Commerce service: (GET|POST) http:\S+ answered (429|503), attempt \d+ of 11; retrying\.$/,
      );
  });

  it('give up with one line naming the service, address and status when every answer is 503', async () => {
    await setFaults({ rate5xx: 1 });
    const warnings: string[] = [];
    try {
      const read = fetchChannelCatalog(endpoint(), 'nl', { policy: policy(warnings, 2) });
      await expect(read).rejects.toBeInstanceOf(SourcingFailure);
      await expect(read).rejects.toThrow(
        `Commerce service failed: POST ${emulator.url}/store-api/language answered 503 after 3 attempts.`,
      );
    } finally {
      await setFaults({});
    }
    expect(warnings).toHaveLength(2);
  });

  it('retry a refused connection and then name it', async () => {
    const warnings: string[] = [];
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const closed = { baseUrl: `http://127.0.0.1:${port}/store-api`, accessKey: 'SWSC' };
    await expect(fetchChannelMethods(closed, { policy: policy(warnings, 1) })).rejects.toThrow(
      new RegExp(
        `^Commerce service unreachable: POST http://127\\.0\\.0\\.1:${port}/store-api/(payment|shipping)-method failed with ECONNREFUSED after 2 attempts\\.$`,
      ),
    );
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('do not retry a refusal: a wrong access key fails at once', async () => {
    const warnings: string[] = [];
    const wrongKey = { baseUrl: `${emulator.url}/store-api`, accessKey: 'SWSCNOTAKEY' };
    await expect(fetchChannelCatalog(wrongKey, 'nl', { policy: policy(warnings) })).rejects.toBeInstanceOf(
      ApiClientError,
    );
    expect(warnings).toEqual([]);
  });
});
