/**
 * The store-api emulator as a whole (server.ts): carts, customers, orders and sign-ups kept
 * across a restart, fault injection, and the official @shopware/api-client working against it
 * unchanged. The routes' own behaviour is tested beside each module in routes/.
 */
import { ApiClientError, createAPIClient } from '@shopware/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccessKey } from '../../src/config/backends';
import { generateCatalog, type SeedCatalog } from '../seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from './server';
import {
  addProduct,
  buyable,
  type Cart,
  type ErrorBody,
  type Product,
  registerGuest,
  storeSessions,
  type TemporaryState,
  temporaryState,
} from './test-support';
import { StoreApiSession } from './testing';

let catalog: SeedCatalog;
let emulator: RunningCommerceEmulator;
let state: TemporaryState;

beforeAll(async () => {
  state = temporaryState('shopware-server-');
  catalog = generateCatalog();
  emulator = await startCommerceEmulator({ catalog, stateFile: state.stateFile, port: 0 });
});

afterAll(async () => {
  await emulator.close();
  state.remove();
});

const store = storeSessions(() => emulator);

describe('durability', () => {
  it('keeps carts, customers, orders and sign-ups across a restart', async () => {
    const shopper = store('winora', 'at');
    const [product] = await buyable(shopper, 1, 1);
    await addProduct(shopper, product as Product, 3);
    await shopper.call('POST', '/newsletter/signup', { email: 'radler@example.at' });
    const buyer = store('winora', 'at');
    const [other] = await buyable(buyer, 1, 2);
    await addProduct(buyer, other as Product);
    await registerGuest(buyer, 'radler@example.at');
    const order = await buyer.call<{ id: string }>('POST', '/checkout/order', {});

    await emulator.close();
    emulator = await startCommerceEmulator({ catalog, stateFile: state.stateFile, port: 0 });

    const restored = new StoreApiSession(`${emulator.url}/store-api`, localAccessKey('winora', 'at'));
    restored.token = shopper.token;
    const cart = await restored.call<Cart>('GET', '/checkout/cart');
    expect(cart.body.lineItems.map((line) => [line.id, line.quantity])).toEqual([[product?.id, 3]]);
    const customer = new StoreApiSession(`${emulator.url}/store-api`, localAccessKey('winora', 'at'));
    customer.token = buyer.token;
    expect((await customer.call<{ email: string }>('POST', '/account/customer', {})).body.email).toBe(
      'radler@example.at',
    );
    expect(
      (await customer.call<{ orders: { elements: { id: string }[] } }>('POST', '/order', {})).body.orders.elements[0]
        ?.id,
    ).toBe(order.body.id);
    const recipients = await fetch(`${emulator.url}/__emulator/newsletter-recipients`).then((response) =>
      response.json(),
    );
    expect(recipients.map((entry: { email: string }) => entry.email)).toContain('radler@example.at');
    const stock = await customer.call<{ elements: { stock: number }[] }>('GET', `/stock/product?ids=${other?.id}`);
    expect(stock.body.elements[0]?.stock).toBe((other?.stock ?? 0) - 1);
  });
});

describe('fault injection', () => {
  it('answers 429 and 5xx at the configured rates, adds latency, and leaves control routes alone', async () => {
    const faulty = await startCommerceEmulator({ catalog, port: 0, faults: { rate429: 1 } });
    try {
      const shopper = new StoreApiSession(`${faulty.url}/store-api`, localAccessKey('xlc', 'de'));
      const limited = await shopper.call<ErrorBody>('POST', '/product', { limit: 1 });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('1');
      expect(limited.body.errors[0]).toMatchObject({ status: '429', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' });
      expect((await fetch(`${faulty.url}/__emulator`)).status).toBe(200);

      const switched = await fetch(`${faulty.url}/__emulator/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rate429: 0, rate5xx: 1 }),
      });
      expect(switched.status).toBe(200);
      const failing = await shopper.call<ErrorBody>('POST', '/product', { limit: 1 });
      expect(failing.status).toBe(503);
      expect(failing.body.errors[0]?.status).toBe('503');

      faulty.faults.rate5xx = 0;
      faulty.faults.latencyMs = 120;
      const started = performance.now();
      expect((await shopper.call('POST', '/product', { limit: 1 })).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    } finally {
      await faulty.close();
    }
  });

  it('limits faults to scoped rules of path and headers, each set and lifted on its own', async () => {
    const faulty = await startCommerceEmulator({ catalog, port: 0 });
    const setFaults = (body: unknown) =>
      fetch(`${faulty.url}/__emulator/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      const de = localAccessKey('xlc', 'de');
      const nl = localAccessKey('xlc', 'nl');
      const broken = new StoreApiSession(`${faulty.url}/store-api`, de);
      const bystander = new StoreApiSession(`${faulty.url}/store-api`, nl);
      const deRule = { path: '/checkout/cart/line-item$', headers: { 'sw-access-key': de } };
      const nlRule = { path: '/checkout/cart$', headers: { 'sw-access-key': nl } };
      const scoped = await setFaults({ rate5xx: 1, scope: deRule });
      expect(scoped.status).toBe(200);
      expect((await scoped.json()).faults.rules).toEqual([{ rate429: 0, rate5xx: 1, latencyMs: 0, scope: deRule }]);
      expect((await setFaults({ rate5xx: 1, scope: nlRule })).status).toBe(200);

      expect((await broken.call('POST', '/checkout/cart/line-item', { items: [] })).status).toBe(503);
      expect((await broken.call('GET', '/checkout/cart')).status).toBe(200);
      expect((await bystander.call('POST', '/checkout/cart/line-item', { items: [] })).status).not.toBe(503);
      expect((await bystander.call('GET', '/checkout/cart')).status).toBe(503);

      // Lifting one rule leaves the other in place.
      const lifted = await (await setFaults({ rate5xx: 0, scope: deRule })).json();
      expect(lifted.faults.rules).toEqual([{ rate429: 0, rate5xx: 1, latencyMs: 0, scope: nlRule }]);
      expect((await broken.call('POST', '/checkout/cart/line-item', { items: [] })).status).not.toBe(503);
      expect((await bystander.call('GET', '/checkout/cart')).status).toBe(503);

      expect((await setFaults({ rate5xx: 1, scope: { path: '(' } })).status).toBe(400);
      expect((await setFaults({ rate5xx: 1, scope: { headers: { 'sw-access-key': 1 } } })).status).toBe(400);

      const cleared = await (await setFaults({ scope: null })).json();
      expect(cleared.faults).toEqual({ rate429: 0, rate5xx: 0, latencyMs: 0 });
      expect((await bystander.call('GET', '/checkout/cart')).status).toBe(200);
    } finally {
      await faulty.close();
    }
  });

  it('injects faults from a seeded random source at the given share', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const faulty = await startCommerceEmulator({ catalog, port: 0, faults: { rate429: 0.5 }, random });
    try {
      const shopper = new StoreApiSession(`${faulty.url}/store-api`, localAccessKey('xlc', 'de'));
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await shopper.call('GET', '/context')).status);
      const limited = statuses.filter((status) => status === 429).length;
      expect(limited).toBeGreaterThan(8);
      expect(limited).toBeLessThan(32);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    } finally {
      await faulty.close();
    }
  });
});

describe('@shopware/api-client against the emulator', () => {
  it('works unchanged: product list, cart with context token, errors', async () => {
    const contextTokens: string[] = [];
    const client = createAPIClient({
      baseURL: `${emulator.url}/store-api`,
      accessToken: localAccessKey('lapierre', 'int'),
    });
    client.hook('onContextChanged', (token) => {
      contextTokens.push(token);
    });

    const products = await client.invoke('readProduct post /product', {
      body: {
        limit: 3,
        filter: [
          { type: 'equals', field: 'childCount', value: 0 },
          { type: 'range', field: 'stock', parameters: { gte: 1 } },
        ],
      },
    });
    expect(products.status).toBe(200);
    expect(products.data.elements).toHaveLength(3);
    const first = products.data.elements[0];
    expect(first?.calculatedPrice.calculatedTaxes[0]?.taxRate).toBe(0);

    const cart = await client.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ id: first?.id as string, referencedId: first?.id as string, type: 'product', quantity: 1 }] },
    });
    expect(cart.data.lineItems).toHaveLength(1);
    expect(contextTokens).toHaveLength(1);
    expect(client.defaultHeaders['sw-context-token']).toBe(contextTokens[0]);
    const read = await client.invoke('readCart get /checkout/cart');
    expect(read.data.token).toBe(contextTokens[0]);
    expect(read.data.lineItems?.[0]?.referencedId).toBe(first?.id);

    const context = await client.invoke('readContext get /context');
    expect(context.data.salesChannel.name).toBe('Lapierre INT');

    const detail = await client.invoke('readProductDetail post /product/{productId}', {
      pathParams: { productId: first?.id as string },
    });
    expect(detail.data.product.id).toBe(first?.id);

    let failure: unknown;
    try {
      await client.invoke('readProductDetail post /product/{productId}', { pathParams: { productId: 'a'.repeat(32) } });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ApiClientError);
    expect((failure as ApiClientError<ErrorBody>).status).toBe(404);
    expect((failure as ApiClientError<ErrorBody>).details.errors[0]?.code).toBe('CONTENT__PRODUCT_NOT_FOUND');
  });
});
