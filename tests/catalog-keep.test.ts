/**
 * A rebuild's catalogue read with what an earlier build made of its products (issue 20, warm
 * builds): only products whose stamp moved are fetched again, and the records the build plans
 * are those a full read of the store-api gives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SourceNodesArgs } from 'gatsby';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import type { SeedCatalog } from '../emulators/seed/catalog/types';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { localAccessKey } from '../src/config/backends';
import { loadBrandConfig } from '../src/config/load';
import { planChannelCatalog, planProjectedCatalog } from '../src/gatsby/catalog/plan';
import { sourceCatalog } from '../src/gatsby/catalog/source';
import { brandLocales } from '../src/lib/i18n/locales';
import type { Product, StoreCriteria } from '../src/lib/product';
import {
  fetchChannelCatalog,
  fetchKeptChannelCatalog,
  type KeptProduct,
  type ProductKeep,
  productProjection,
} from '../src/services/shopware/catalog';

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

const brand = loadBrandConfig('sparta');
const locale = brandLocales(brand).find((candidate) => candidate.country === 'nl' && candidate.language === 'nl')!;

/**
 * A keep in memory of the app's products, as gatsby-node keeps them in Gatsby's cache between
 * builds: through JSON, the cache's encoding.
 */
function memoryKeep(now: number) {
  const entries = new Map<string, string>();
  const channels = new Set<string>();
  const keep: ProductKeep<Product> & { entries: typeof entries } = {
    entries,
    project: productProjection(brand, locale),
    scope: locale.prefix,
    get: async (key) => {
      const entry = entries.get(key);
      return entry === undefined ? undefined : (JSON.parse(entry) as KeptProduct<Product>);
    },
    set: async (key, kept) => {
      entries.set(key, JSON.stringify(kept));
    },
    channelKept: async (key) => channels.has(key),
    keepChannel: async (key) => {
      channels.add(key);
    },
    maxAgeMs: day,
    now: () => now,
  };
  return keep;
}

const read = (keep: ProductKeep<Product>, options = {}) => fetchKeptChannelCatalog(endpoint(), 'nl', keep, options);

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

/** The store-api behind a proxy that notes the body of each product read: which passes a read made. */
async function recordingProxy() {
  const productReads: StoreCriteria[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.url?.endsWith('/store-api/product')) productReads.push(JSON.parse(body.toString('utf8')));
      const upstream = http.request(
        new URL(request.url ?? '/', emulator.url),
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    productReads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  await serve(original);
});

afterAll(async () => {
  await emulator?.close();
});

describe('catalogue read with kept products', { timeout: 120_000 }, () => {
  it('fetches every product the first time and none the second, planning what a full read plans', async () => {
    const full = await fetchChannelCatalog(endpoint(), 'nl');
    const keep = memoryKeep(Date.parse('2026-11-29T12:00:00Z'));
    const first = await read(keep);
    expect(first.products.length).toBeGreaterThan(10);
    expect(first.sourced).toEqual({ fetched: full.products.length, kept: 0 });
    expect(first.media).toEqual(full.media);
    expect(keep.entries.size).toBe(full.products.length);
    const second = await read(keep);
    expect(second.sourced).toEqual({ fetched: 0, kept: full.products.length });
    expect(second.products.map((product) => product.id)).toEqual(full.products.map((product) => product.id));
    expect(second.categories).toEqual(full.categories);
    // The kept products went through JSON; the records the pages get are the same.
    expect(planProjectedCatalog(brand, locale, second)).toEqual(planChannelCatalog(brand, locale, full));
  });

  it('asks for no stamps the first time, and for nothing but the stamps when nothing changed', async () => {
    const proxy = await recordingProxy();
    try {
      const keep = memoryKeep(Date.parse('2026-11-29T12:00:00Z'));
      const viaProxy = { ...endpoint(), baseUrl: `${proxy.url}/store-api` };
      const first = await fetchKeptChannelCatalog(viaProxy, 'nl', keep);
      const firstReads = proxy.productReads.splice(0);
      expect(firstReads.length).toBeGreaterThan(1);
      // Stamps are the one product read with the variants as an association.
      expect(firstReads.filter((body) => body.associations?.children)).toEqual([]);
      const second = await fetchKeptChannelCatalog(viaProxy, 'nl', keep);
      expect(second.sourced).toEqual({ fetched: 0, kept: first.products.length });
      expect(proxy.productReads.length).toBeGreaterThan(0);
      expect(proxy.productReads.every((body) => body.associations?.children)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('keeps per scope: another locale or brand setting fetches its own', async () => {
    const keep = memoryKeep(Date.parse('2026-11-29T12:00:00Z'));
    const first = await read(keep);
    const other = await read({ ...keep, scope: 'another' });
    expect(other.sourced).toEqual({ fetched: first.products.length, kept: 0 });
  });

  it('fetches again a product saved since, and one whose variant lost stock without a save', async () => {
    const keep = memoryKeep(Date.parse('2026-11-29T12:00:00Z'));
    const before = await read(keep);
    const change = edited(original);
    await serve(change.catalog);
    let full, rebuilt;
    try {
      full = await fetchChannelCatalog(endpoint(), 'nl', { policy });
      rebuilt = await read(keep, { policy });
    } finally {
      await serve(original);
    }
    expect(rebuilt.sourced).toEqual({ fetched: 2, kept: before.products.length - 2 });
    expect(planProjectedCatalog(brand, locale, rebuilt)).toEqual(planChannelCatalog(brand, locale, full));
    const saved = rebuilt.products.find((product) => product.id === change.saved)!;
    expect(saved.name).toBe('Bewerkte fiets');
    // Its images are resolved from the media this read fetched for it, not from other products'.
    expect(saved.customFields.bikeLogo?.url).toMatch(/^http/);
    const stockOf = (products: Product[]) =>
      products.find((product) => product.id === change.sold)!.variants.map((variant) => variant.availableStock);
    expect(stockOf(rebuilt.products)).not.toEqual(stockOf(before.products));
  });

  it('fetches everything again once the kept answers are older than the keep allows', async () => {
    const start = Date.parse('2026-11-29T12:00:00Z');
    const keep = memoryKeep(start);
    const first = await read(keep, { policy });
    const sameDay = await read({ ...keep, now: () => start + day }, { policy });
    expect(sameDay.sourced.kept).toBe(first.products.length);
    const nextDay = await read({ ...keep, now: () => start + day + 1 }, { policy });
    expect(nextDay.sourced).toEqual({ fetched: first.products.length, kept: 0 });
  });
});

describe('the build sourcing with Gatsby’s cache', { timeout: 120_000 }, () => {
  /** What a sourcing pass reports it fetched and kept, with the cache gatsby-node is given. */
  function gatsbyArgs() {
    const cache = new Map<string, unknown>();
    const reports: { fetched: number; kept: number }[] = [];
    const args = {
      actions: { createNode: () => undefined },
      // Gatsby's cache is LMDB: what comes back is a copy.
      cache: {
        get: async (key: string) => structuredClone(cache.get(key)),
        set: async (key: string, value: unknown) => cache.set(key, structuredClone(value)),
      },
      createNodeId: (seed: string) => seed,
      createContentDigest: (input: unknown) => JSON.stringify(input),
      reporter: {
        info: (message: string) => {
          const [, fetched, kept] = /fetched (\d+), kept from the last build (\d+)/.exec(message) ?? [];
          if (fetched !== undefined) reports.push({ fetched: Number(fetched), kept: Number(kept) });
        },
        warn: () => undefined,
        panic: (message: string) => {
          throw new Error(message);
        },
      },
    } as unknown as SourceNodesArgs;
    return { args, reports };
  }

  it('fetches again every product another build of the code made: the code names what it kept', async () => {
    await serve(original);
    const endpoints = Object.fromEntries(
      brandLocales(brand).map((each) => [
        each.country,
        { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('sparta', each.country) },
      ]),
    );
    const { args, reports } = gatsbyArgs();
    await sourceCatalog(brand, endpoints, args, { codeDigest: 'build-1' });
    await sourceCatalog(brand, endpoints, args, { codeDigest: 'build-1' });
    await sourceCatalog(brand, endpoints, args, { codeDigest: 'build-2' });
    const total = reports[0]!.fetched;
    expect(total).toBeGreaterThan(10);
    expect(reports).toEqual([
      { fetched: total, kept: 0 },
      { fetched: 0, kept: total },
      { fetched: total, kept: 0 },
    ]);
  });
});
