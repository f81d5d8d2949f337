/** The browser's store-api client against the commerce emulator. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { localAccessKey } from '../src/config/backends';
import { assertPathParams, createStoreClient } from '../src/services/shopware/store-client';

const catalog = generateCatalog({ brands: ['sparta'] });
const parents = catalog.brands[0]!.products.filter((product) => product.parentId === null);
let emulator: RunningCommerceEmulator;
let endpoints: Record<string, { baseUrl: string; accessKey: string }>;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
  endpoints = {
    nl: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('sparta', 'nl') },
    dk: { baseUrl: `${emulator.url}/store-api`, accessKey: 'SWSCNOSUCHCHANNEL' },
  };
});

afterAll(async () => {
  await emulator?.close();
});

describe('store-api client', () => {
  it('reads products by id with the default criteria and the caller’s overrides', async () => {
    const store = createStoreClient({ country: 'nl', endpoints, logFailures: false });
    const ids = parents.slice(0, 3).map((product) => product.id);
    const result = await store.productsByIds(ids);
    expect(result.status).toBe('success');
    expect(result.elements.map((product) => product.id).sort()).toEqual([...ids].sort());
    const limited = await store.productsByIds(ids, { limit: 1 });
    expect(limited.elements).toHaveLength(1);
  });

  it('fails with errors[0].detail as the message and an empty list, logged outside production only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = createStoreClient({ country: 'dk', endpoints, logFailures: true });
    const result = await failing.productsByIds([parents[0]!.id]);
    expect(result).toEqual({ status: 'failed', elements: [], message: 'No matching sales channel found.' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No matching sales channel found.'));
    warn.mockClear();
    await createStoreClient({ country: 'dk', endpoints, logFailures: false }).productsByIds([parents[0]!.id]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('fails with "Timeout" when a request exceeds its time limit', async () => {
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 400 }),
    });
    try {
      const slow = createStoreClient({ country: 'nl', endpoints, timeoutMs: 100, logFailures: false });
      expect(await slow.productsByIds([parents[0]!.id])).toMatchObject({ status: 'failed', message: 'Timeout' });
    } finally {
      await fetch(`${emulator.url}/__emulator/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ latencyMs: 0 }),
      });
    }
  });

  it('reads one product with current stock and price', async () => {
    const product = await createStoreClient({ country: 'nl', endpoints }).product(parents[0]!.id);
    expect(product?.id).toBe(parents[0]!.id);
    expect(product?.calculatedPrice?.totalPrice).toBeGreaterThan(0);
  });

  it('throws the spec’s messages for a country without configuration', () => {
    expect(() => createStoreClient({ country: 'be', endpoints })).toThrow(
      'Unable to find shopware token for country be!',
    );
    expect(() => createStoreClient({ country: 'be', endpoints: { be: { accessKey: 'x' } } })).toThrow(
      'Unable to find shopware url for country be!',
    );
  });

  it('refuses an array as a path parameter', () => {
    expect(() => assertPathParams({ productId: ['a', 'b'] })).toThrow(
      'Path parameter "productId" must be a single value, not an array.',
    );
    expect(() => assertPathParams({ productId: 'a' })).not.toThrow();
  });
});
