/**
 * The store-api emulator's sales channels and sessions (routes/context.ts and the access key and
 * context token handling around it): channels by access key with their languages and currency,
 * Shopware's 401 and 412, both API prefixes, CORS, prices and carts in the channel's currency,
 * and the context token that keeps a session.
 */
import { describe, expect, it } from 'vitest';
import { localAccessKey } from '../../../src/config/backends';
import { loadBrandConfig } from '../../../src/config/load';
import { brandNames } from '../../../src/config/schema';
import { addProduct, emulatorOfFile, type ErrorBody, type Product } from '../test-support';
import { StoreApiSession } from '../testing';

const file = emulatorOfFile('shopware-context-');
const store = file.store;

/** The currencies per country (issue 16, item 5); every other channel sells in euros. */
const currencyOfCountry: Record<string, string> = { gb: 'GBP', ch: 'CHF', dk: 'DKK', se: 'SEK', pl: 'PLN', cz: 'CZK' };

describe('sales channels', () => {
  it("answers every brand and country by its access key, with its languages and its country's currency", async () => {
    const control = await fetch(`${file.emulator.url}/__emulator`).then((response) => response.json());
    const expected = brandNames.flatMap((brand) =>
      loadBrandConfig(brand).countries.map((country) => ({ brand, country: country.code })),
    );
    expect(
      control.salesChannels.map((channel: { brand: string; country: string }) => ({
        brand: channel.brand,
        country: channel.country,
      })),
    ).toEqual(expected);
    expect(control.faults).toEqual({ rate429: 0, rate5xx: 0, latencyMs: 0 });
    for (const channel of control.salesChannels.slice(0, 12)) {
      const context = await store(channel.brand, channel.country).call<{
        salesChannel: { id: string; customFields: Record<string, string> };
        currency: { isoCode: string };
        languageInfo: { localeCode: string };
      }>('GET', '/context');
      expect(context.status).toBe(200);
      expect(context.body.salesChannel.customFields).toEqual({
        accell_brand: channel.brand,
        accell_country: channel.country,
      });
      expect(context.body.currency.isoCode).toBe(currencyOfCountry[channel.country] ?? 'EUR');
      expect(context.body.languageInfo.localeCode).toBe(channel.languages[0].localeCode);
      expect(channel.accessKey).toBe(localAccessKey(channel.brand, channel.country));
    }
  });

  it("answers a missing key with Shopware's 401 and an unknown one with 412", async () => {
    const missing = await new StoreApiSession(`${file.emulator.url}/store-api`, null).call<ErrorBody>(
      'POST',
      '/product',
      {},
    );
    expect(missing.status).toBe(401);
    expect(missing.body.errors[0]).toMatchObject({
      status: '401',
      code: '0',
      title: 'Unauthorized',
      detail: 'Header "sw-access-key" is required.',
    });
    const unknown = await new StoreApiSession(`${file.emulator.url}/store-api`, 'SWSCNOSUCHKEY').call<ErrorBody>(
      'GET',
      '/context',
    );
    expect(unknown.status).toBe(412);
    expect(unknown.body.errors[0]).toMatchObject({
      code: 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND',
      detail: 'No matching sales channel found.',
    });
    const route = await store('raleigh', 'gb').call<ErrorBody>('GET', '/no-such-route');
    expect(route.status).toBe(404);
    expect(route.body.errors[0]?.detail).toContain('No route found');
  });

  it('serves the same API under /sales-channel-api/v3', async () => {
    const legacy = new StoreApiSession(`${file.emulator.url}/sales-channel-api/v3`, localAccessKey('sparta', 'nl'));
    const answer = await legacy.call<{ elements: Product[] }>('POST', '/product', { limit: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.elements).toHaveLength(1);
  });

  it('allows the store-api headers across origins and exposes the context token', async () => {
    const preflight = await fetch(`${file.emulator.url}/store-api/checkout/cart`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:9000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'sw-access-key, sw-context-token',
      },
    });
    expect(preflight.status).toBe(204);
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['sw-access-key', 'sw-context-token', 'sw-language-id', 'sw-include-seo-urls'])
      expect(allowed).toContain(header);
    const answer = await store('raleigh', 'gb', { origin: 'http://localhost:9000' }).call('GET', '/context');
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:9000');
    expect(answer.headers.get('access-control-expose-headers')).toContain('sw-context-token');
  });
});

describe('currencies', () => {
  it("prices, carts and shipping of a British channel in pounds from the product's price list", async () => {
    const shopper = store('xlc', 'gb');
    const context = await shopper.call<{ currency: { isoCode: string; symbol: string; factor: number } }>(
      'GET',
      '/context',
    );
    expect(context.body.currency).toMatchObject({ isoCode: 'GBP', symbol: '£' });
    const gbp = file.catalog.currencies.find((currency) => currency.isoCode === 'GBP')!;
    const seedOf = (number: string) =>
      file.catalog.brands.find((entry) => entry.brand === 'xlc')!.products.find((p) => p.productNumber === number)!;
    const [small] = (
      await shopper.call<{ elements: Product[] }>('POST', '/product', {
        filter: [
          { type: 'equals', field: 'childCount', value: 0 },
          { type: 'range', field: 'stock', parameters: { gte: 1 } },
          { type: 'range', field: 'price', parameters: { lt: 50 } },
        ],
        sort: [{ field: 'price', order: 'ASC' }],
        limit: 1,
      })
    ).body.elements;
    expect(small).toBeDefined();
    const pounds = seedOf(small!.productNumber).currencyPrices.find((price) => price.currencyId === gbp.id)!;
    expect(small!.calculatedPrice.unitPrice).toBe(pounds.gross);
    // The range filter and sort read the pound prices too: under £50 is what the shopper sees.
    expect(pounds.gross).toBeLessThan(50);

    const cart = await addProduct(shopper, small!);
    expect(cart.status).toBe(200);
    expect(cart.body.price.positionPrice).toBe(pounds.gross);
    // Below £90 home delivery costs £4.99 (the pound shipping price, not 4.95 converted).
    expect(cart.body.price.totalPrice).toBeCloseTo(pounds.gross + 4.99, 2);
    const ie = await store('xlc', 'ie').call<{ elements: Product[] }>('POST', '/product', {
      filter: [{ type: 'equals', field: 'productNumber', value: small!.productNumber }],
    });
    expect(ie.body.elements[0]?.calculatedPrice.unitPrice).toBe(seedOf(small!.productNumber).price.gross);
  });
});

describe('sessions', () => {
  it('issues a context token, answers it in the header and in the context, and keeps the session', async () => {
    const shopper = store('winora', 'de');
    const first = await shopper.call<{ token: string }>('GET', '/context');
    expect(first.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(first.body.token).toBe(first.token);
    const again = await shopper.call<{ token: string }>('GET', '/context');
    expect(again.token).toBe(first.token);
    const other = await store('winora', 'de').call<{ token: string }>('GET', '/context');
    expect(other.token).not.toBe(first.token);
  });
});
