/**
 * A rebuild's catalogue read with the products an earlier build kept (issue 20, warm builds):
 * only products whose stamp moved are fetched again, and what the build gets is what a full
 * read of the store-api gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import type { SeedCatalog } from '../emulators/seed/catalog/types';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { localAccessKey } from '../src/config/backends';
import { fetchChannelCatalog, type KeptProduct, type ProductKeep } from '../src/services/shopware/catalog';

const day = 24 * 3_600_000;
// A restart of the emulator drops the client's pooled connections once: retried without waiting.
const policy = { maxRetries: 2, baseDelayMs: 1, warn: () => undefined };
const original = generateCatalog({ brands: ['sparta'] });
let emulator: RunningCommerceEmulator;
const endpoint = () => ({ baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('sparta', 'nl') });

/** The store-api now serves this catalogue, at the same address (media URLs name it). */
async function serve(catalog: SeedCatalog) {
  const port = emulator ? Number(new URL(emulator.url).port) : 0;
  await emulator?.close();
  emulator = await startCommerceEmulator({ catalog, port });
}

/** A keep in memory, as Gatsby's cache is between builds, counting what was read and written. */
function memoryKeep(now: number) {
  const entries = new Map<string, KeptProduct>();
  const keep: ProductKeep & { entries: typeof entries } = {
    entries,
    get: async (key) => structuredClone(entries.get(key)),
    set: async (key, kept) => {
      entries.set(key, structuredClone(kept));
    },
    maxAgeMs: day,
    now: () => now,
  };
  return keep;
}

/** The catalogue after an editor saved one bike and an order took stock of another bike's variant. */
function edited(catalog: SeedCatalog) {
  const copy = structuredClone(catalog);
  const products = copy.brands[0]!.products;
  const parents = products.filter((product) => product.parentId === null && product.childIds.length > 0);
  const [saved, sold] = [parents[0]!, parents[1]!];
  saved.name = { ...saved.name!, nl: 'Bewerkte fiets' };
  saved.updatedAt = new Date(Date.parse(saved.updatedAt) + 60_000).toISOString();
  const variant = products.find((product) => product.id === sold.childIds[0])!;
  variant.stock -= 1;
  return { catalog: copy, saved: saved.id, sold: sold.id };
}

beforeAll(async () => {
  await serve(original);
});

afterAll(async () => {
  await emulator?.close();
});

describe('catalogue read with kept products', { timeout: 120_000 }, () => {
  it('fetches every product the first time and none the second, with the same answer as a full read', async () => {
    const full = await fetchChannelCatalog(endpoint(), 'nl');
    const keep = memoryKeep(Date.parse('2026-11-29T12:00:00Z'));
    const first = await fetchChannelCatalog(endpoint(), 'nl', { keep });
    expect(first.products.length).toBeGreaterThan(10);
    expect(first.sourced).toEqual({ fetched: full.products.length, kept: 0 });
    expect(keep.entries.size).toBe(full.products.length);
    const second = await fetchChannelCatalog(endpoint(), 'nl', { keep });
    expect(second.sourced).toEqual({ fetched: 0, kept: full.products.length });
    expect(second.products).toEqual(full.products);
    expect(second.categories).toEqual(full.categories);
    expect(second.media).toEqual(full.media);
  });

  it('fetches again a product saved since, and one whose variant lost stock without a save', async () => {
    const keep = memoryKeep(Date.parse('2026-11-29T12:00:00Z'));
    const before = await fetchChannelCatalog(endpoint(), 'nl', { keep });
    const change = edited(original);
    await serve(change.catalog);
    let full, rebuilt;
    try {
      full = await fetchChannelCatalog(endpoint(), 'nl', { policy });
      rebuilt = await fetchChannelCatalog(endpoint(), 'nl', { keep, policy });
    } finally {
      await serve(original);
    }
    expect(rebuilt.sourced).toEqual({ fetched: 2, kept: before.products.length - 2 });
    expect(rebuilt.products).toEqual(full.products);
    const saved = rebuilt.products.find((product) => product.id === change.saved)!;
    expect(saved.translated?.name).toBe('Bewerkte fiets');
    const stockOf = (products: typeof full.products) =>
      products.find((product) => product.id === change.sold)!.children!.map((child) => child.availableStock);
    expect(stockOf(rebuilt.products)).not.toEqual(stockOf(before.products));
  });

  it('fetches everything again once the kept answers are older than the keep allows', async () => {
    const start = Date.parse('2026-11-29T12:00:00Z');
    const keep = memoryKeep(start);
    const first = await fetchChannelCatalog(endpoint(), 'nl', { keep, policy });
    const sameDay = await fetchChannelCatalog(endpoint(), 'nl', {
      keep: { ...keep, now: () => start + day },
      policy,
    });
    expect(sameDay.sourced.kept).toBe(first.products.length);
    const nextDay = await fetchChannelCatalog(endpoint(), 'nl', {
      keep: { ...keep, now: () => start + day + 1 },
      policy,
    });
    expect(nextDay.sourced).toEqual({ fetched: first.products.length, kept: 0 });
  });
});
