/**
 * Behaviour of the store-api emulator: sales channels by access key, sessions, carts with tax
 * and promotions, concurrency, persistence across restarts, fault injection, media, the project
 * extensions, and the official @shopware/api-client working against it unchanged.
 */
import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClientError, createAPIClient } from '@shopware/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccessKey } from '../../src/config/backends';
import { loadBrandConfig } from '../../src/config/load';
import { type BrandName, brandNames } from '../../src/config/schema';
import { generateCatalog, type SeedCatalog } from '../seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from './server';
import { StoreApiSession } from './testing';

interface Product {
  id: string;
  name: string;
  productNumber: string;
  parentId?: string;
  childCount: number;
  stock: number;
  isCloseout: boolean;
  calculatedPrice: { unitPrice: number; totalPrice: number; calculatedTaxes: { tax: number; taxRate: number }[] };
  cover?: { media: { url: string; thumbnails: { width: number; url: string }[] } };
  options?: { id: string; group: { name: string } }[];
  properties?: { id: string; groupId: string }[];
  translated: { name: string };
}

interface Cart {
  token: string;
  price: {
    totalPrice: number;
    positionPrice: number;
    netPrice: number;
    calculatedTaxes: { tax: number; taxRate: number; price: number }[];
  };
  lineItems: {
    id: string;
    type: string;
    quantity: number;
    label: string;
    referencedId: string;
    price: { unitPrice: number; totalPrice: number };
  }[];
  errors: Record<string, { messageKey: string; level: number; message: string }>;
  deliveries: { shippingCosts: { totalPrice: number } }[];
}

interface ErrorBody {
  errors: { status: string; code: string; title: string; detail: string; source?: { pointer: string } }[];
}

let catalog: SeedCatalog;
let emulator: RunningCommerceEmulator;
let dir: string;
let stateFile: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopware-emulator-'));
  stateFile = path.join(dir, 'state.json');
  catalog = generateCatalog();
  emulator = await startCommerceEmulator({ catalog, stateFile, port: 0 });
});

afterAll(async () => {
  await emulator.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The currencies per country (issue 16, item 5); every other channel sells in euros. */
const currencyOfCountry: Record<string, string> = { gb: 'GBP', ch: 'CHF', dk: 'DKK', se: 'SEK', pl: 'PLN', cz: 'CZK' };

const store = (brand: BrandName, country: string, headers: Record<string, string> = {}) =>
  new StoreApiSession(`${emulator.url}/store-api`, localAccessKey(brand, country), headers);

/** Variants (or simple products) of a channel that can be bought, with enough stock. */
async function buyable(
  shopper: StoreApiSession,
  count: number,
  minStock = 1,
  variantsOnly = false,
): Promise<Product[]> {
  const answer = await shopper.call<{ elements: Product[] }>('POST', '/product', {
    filter: [
      { type: 'equals', field: 'childCount', value: 0 },
      { type: 'range', field: 'stock', parameters: { gte: minStock } },
      ...(variantsOnly
        ? [{ type: 'not', operator: 'and', queries: [{ type: 'equals', field: 'parentId', value: null }] }]
        : []),
    ],
    sort: [{ field: 'productNumber', order: 'ASC' }],
    limit: count,
  });
  expect(answer.body.elements.length).toBe(count);
  return answer.body.elements;
}

const addProduct = (shopper: StoreApiSession, product: Product, quantity = 1) =>
  shopper.call<Cart>('POST', '/checkout/cart/line-item', {
    items: [{ id: product.id, referencedId: product.id, type: 'product', quantity }],
  });

describe('sales channels', () => {
  it("answers every brand and country by its access key, with its languages and its country's currency", async () => {
    const control = await fetch(`${emulator.url}/__emulator`).then((response) => response.json());
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
    const missing = await new StoreApiSession(`${emulator.url}/store-api`, null).call<ErrorBody>(
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
    const unknown = await new StoreApiSession(`${emulator.url}/store-api`, 'SWSCNOSUCHKEY').call<ErrorBody>(
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
    const legacy = new StoreApiSession(`${emulator.url}/sales-channel-api/v3`, localAccessKey('sparta', 'nl'));
    const answer = await legacy.call<{ elements: Product[] }>('POST', '/product', { limit: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.elements).toHaveLength(1);
  });

  it('allows the store-api headers across origins and exposes the context token', async () => {
    const preflight = await fetch(`${emulator.url}/store-api/checkout/cart`, {
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
    const gbp = catalog.currencies.find((currency) => currency.isoCode === 'GBP')!;
    const seedOf = (number: string) =>
      catalog.brands.find((entry) => entry.brand === 'xlc')!.products.find((p) => p.productNumber === number)!;
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

describe('notify me', () => {
  it('stores the wish for a variant out of stock once per address; refuses an orderable one, bad input and a repeat', async () => {
    const shopper = store('raleigh', 'gb');
    const raleigh = catalog.brands.find((entry) => entry.brand === 'raleigh')!;
    const soldOut = raleigh.products.find((product) => product.parentId !== null && product.stock === 0)!;
    const inStock = raleigh.products.find((product) => product.parentId !== null && product.stock > 5)!;
    expect(soldOut).toBeDefined();
    const wish = { productId: soldOut.id, email: 'Ada@Example.com', consent: true, consentText: 'You may e-mail me.' };

    const bad = await shopper.call<ErrorBody>('POST', '/notify-me', { productId: soldOut.id, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error) => [error.code, error.source?.pointer])).toEqual([
      ['VIOLATION::INVALID_FORMAT_ERROR', '/email'],
      ['VIOLATION::NOT_TRUE_ERROR', '/consent'],
      ['VIOLATION::IS_BLANK_ERROR', '/consentText'],
    ]);
    const orderable = await shopper.call<ErrorBody>('POST', '/notify-me', { ...wish, productId: inStock.id });
    expect([orderable.status, orderable.body.errors[0]?.code]).toEqual([400, 'ACCELL__NOTIFY_ME_PRODUCT_ORDERABLE']);
    const unknown = await shopper.call<ErrorBody>('POST', '/notify-me', { ...wish, productId: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);

    const ok = await shopper.call<{ success: boolean; id: string }>('POST', '/notify-me', wish);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    const again = await store('raleigh', 'gb').call<ErrorBody>('POST', '/notify-me', {
      ...wish,
      email: 'ada@example.com',
    });
    expect([again.status, again.body.errors[0]?.code]).toEqual([409, 'ACCELL__NOTIFY_ME_DUPLICATE']);
    // Another country's shop keeps its own list.
    const ie = await store('raleigh', 'ie').call<{ success: boolean }>('POST', '/notify-me', wish);
    expect(ie.status).toBe(200);

    const control = await fetch(`${emulator.url}/__emulator`).then((response) => response.json());
    const held = control.notifyMeRequests.filter((entry: { productId: string }) => entry.productId === soldOut.id);
    expect(held).toHaveLength(2);
    expect(held[0]).toMatchObject({
      productNumber: soldOut.productNumber,
      email: 'Ada@Example.com',
      consentText: 'You may e-mail me.',
    });
    // Durable: a restarted emulator on the same state file still holds them.
    const restarted = await startCommerceEmulator({ catalog, stateFile, port: 0 });
    try {
      const after = await fetch(`${restarted.url}/__emulator`).then((response) => response.json());
      expect(after.notifyMeRequests.length).toBeGreaterThanOrEqual(2);
    } finally {
      await restarted.close();
    }
  });
});

describe('catalogue', () => {
  it('renders names in the language of the header or the session and prices with the country tax', async () => {
    const fr = store('lapierre', 'be');
    const frProducts = await fr.call<{ elements: Product[] }>('POST', '/product', {
      filter: [{ type: 'equals', field: 'productNumber', value: 'LAP-BAT-500' }],
    });
    expect(frProducts.body.elements[0]?.name).toMatch(/^Batterie/);
    const context = await fr.call<{ salesChannel: { domains: { languageId: string; url: string }[] } }>(
      'GET',
      '/context',
    );
    const dutch = context.body.salesChannel.domains.find((domain) => domain.url.endsWith('be-nl'));
    const nlByHeader = await store('lapierre', 'be', { 'sw-language-id': dutch?.languageId as string }).call<{
      elements: Product[];
    }>('POST', '/product', {
      filter: [{ type: 'equals', field: 'productNumber', value: 'LAP-BAT-500' }],
    });
    expect(nlByHeader.body.elements[0]?.name).toMatch(/accu$/);
    await fr.call('PATCH', '/context', { languageId: dutch?.languageId });
    const nlBySession = await fr.call<{ elements: Product[] }>('POST', '/product', {
      filter: [{ type: 'equals', field: 'productNumber', value: 'LAP-BAT-500' }],
    });
    expect(nlBySession.body.elements[0]?.translated.name).toMatch(/accu$/);
    const foreign = await store('lapierre', 'be', { 'sw-language-id': '0'.repeat(32) }).call<ErrorBody>(
      'GET',
      '/context',
    );
    expect(foreign.status).toBe(412);
    expect(foreign.body.errors[0]?.code).toBe('FRAMEWORK__LANGUAGE_NOT_FOUND');

    // Euro channels share the euro price and add their own tax; Switzerland has its franc price list.
    const taxes = await Promise.all(
      (['de', 'fr', 'ch'] as const).map(async (country) => {
        const answer = await store('lapierre', country).call<{ elements: Product[] }>('POST', '/product', {
          filter: [{ type: 'equals', field: 'productNumber', value: 'LAP-BAT-500' }],
        });
        return answer.body.elements[0]?.calculatedPrice;
      }),
    );
    expect(taxes[0]?.unitPrice).toBe(taxes[1]?.unitPrice);
    expect(taxes[2]?.unitPrice).not.toBe(taxes[0]?.unitPrice);
    expect(taxes.map((price) => price?.calculatedTaxes[0]?.taxRate)).toEqual([19, 20, 8.1]);
    const gross = taxes[0]?.unitPrice as number;
    expect(taxes[0]?.calculatedTaxes[0]?.tax).toBeCloseTo(gross - gross / 1.19, 2);
  });

  it('filters, sorts, pages and projects product lists', async () => {
    const shopper = store('ghost', 'de');
    const parents = await shopper.call<{ elements: Product[]; total: number }>('POST', '/product', {
      filter: [
        { type: 'equals', field: 'parentId', value: null },
        { type: 'contains', field: 'name', value: 'e-' },
      ],
      sort: [{ field: 'name', order: 'DESC', naturalSorting: true }],
      'total-count-mode': 'exact',
      limit: 3,
      page: 1,
    });
    expect(parents.body.elements.length).toBeLessThanOrEqual(3);
    expect(parents.body.total).toBeGreaterThan(3);
    const names = parents.body.elements.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { numeric: true, sensitivity: 'base' })));
    expect(parents.body.elements.every((product) => product.parentId === undefined)).toBe(true);

    const projected = await shopper.call<{ elements: Record<string, unknown>[] }>('POST', '/product', {
      limit: 2,
      includes: { product: ['id', 'name', 'cover'], product_media: ['media'], media: ['url'] },
    });
    expect(Object.keys(projected.body.elements[0] ?? {}).sort()).toEqual(['apiAlias', 'cover', 'id', 'name']);
    expect(Object.keys((projected.body.elements[0]?.cover as { media: object }).media).sort()).toEqual([
      'apiAlias',
      'url',
    ]);

    const byIds = await shopper.call<{ elements: Product[] }>('POST', '/product', {
      ids: [parents.body.elements[1]?.id, parents.body.elements[0]?.id],
    });
    expect(byIds.body.elements.map((product) => product.id)).toEqual([
      parents.body.elements[1]?.id,
      parents.body.elements[0]?.id,
    ]);

    const range = await shopper.call<{ elements: Product[] }>('POST', '/product', {
      filter: [
        {
          type: 'multi',
          operator: 'and',
          queries: [
            { type: 'range', field: 'price', parameters: { gte: 1000, lte: 3000 } },
            { type: 'equalsAny', field: 'parentId', value: [null] },
          ],
        },
      ],
    });
    expect(range.body.elements.length).toBeGreaterThan(0);
    expect(
      range.body.elements.every(
        (product) => product.calculatedPrice.unitPrice >= 1000 && product.calculatedPrice.unitPrice <= 3000,
      ),
    ).toBe(true);

    const invalid = await shopper.call<ErrorBody>('POST', '/product', { filter: [{ type: 'equals' }] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({
      code: 'FRAMEWORK__INVALID_FILTER_QUERY',
      source: { pointer: '/filter/0/field' },
    });
  });

  it('answers a parent id on the detail route with its best variant and the configurator', async () => {
    const shopper = store('raleigh', 'gb');
    const parents = await shopper.call<{ elements: Product[] }>('POST', '/product', {
      filter: [{ type: 'range', field: 'childCount', parameters: { gt: 0 } }],
      limit: 1,
    });
    const parent = parents.body.elements[0] as Product;
    const detail = await shopper.call<{
      product: Product;
      configurator: { name: string; options: { name: string }[] }[];
    }>('POST', `/product/${parent.id}`, {});
    expect(detail.body.product.parentId).toBe(parent.id);
    expect(detail.body.configurator.map((group) => group.name)).toEqual(['COLORCOM', 'UB-FRAMEKI', 'HEIGHTS']);
    const sizes = detail.body.configurator[2]?.options.map((option) => option.name) ?? [];
    const order = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
    expect(sizes).toEqual(order.filter((size) => sizes.includes(size)));
    const missing = await shopper.call<ErrorBody>('POST', `/product/${'f'.repeat(32)}`, {});
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]?.code).toBe('CONTENT__PRODUCT_NOT_FOUND');
  });

  it('lists a category with listing filters, price aggregation, sorting and paging', async () => {
    const shopper = store('haibike', 'de');
    const navigation = await shopper.call<{ id: string; customFields: Record<string, string> }[]>(
      'POST',
      '/navigation/main-navigation/main-navigation',
      { depth: 3 },
    );
    expect(navigation.body[0]?.customFields.accell_category_key).toBe('bikes');
    const bikes = navigation.body[0] as { id: string };
    const listing = await shopper.call<{
      elements: Product[];
      total: number;
      aggregations: {
        price: { min: number; max: number };
        properties: { entities: { name: string; options: { id: string }[] }[] };
      };
      sorting: string;
    }>('POST', `/product-listing/${bikes.id}`, { limit: 5, order: 'price-asc' });
    expect(listing.body.sorting).toBe('price-asc');
    expect(listing.body.elements).toHaveLength(5);
    const prices = listing.body.elements.map((product) => product.calculatedPrice.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(listing.body.aggregations.price.min).toBeLessThanOrEqual(listing.body.aggregations.price.max);
    const groups = listing.body.aggregations.properties.entities.map((group) => group.name);
    expect(groups).toEqual(expect.arrayContaining(['COLORCOM', 'FRAMETYPE', 'HEIGHTS', 'Wheel Size']));
    expect(groups).not.toContain('PRODUCTLINE');

    const colour = listing.body.aggregations.properties.entities.find((group) => group.name === 'COLORCOM')?.options[0]
      ?.id as string;
    const filtered = await shopper.call<{ elements: Product[]; total: number }>(
      'POST',
      `/product-listing/${bikes.id}?properties=${colour}&limit=100`,
      {},
    );
    expect(filtered.body.total).toBeLessThan(listing.body.total);
    for (const product of filtered.body.elements) {
      const detail = await shopper.call<{ product: Product; configurator: { options: { id: string }[] }[] }>(
        'POST',
        `/product/${product.id}`,
        {},
      );
      expect(detail.body.configurator.flatMap((group) => group.options.map((option) => option.id))).toContain(colour);
    }
    const page2 = await shopper.call<{ elements: Product[]; page: number }>('POST', `/product-listing/${bikes.id}`, {
      p: 2,
      limit: 5,
      order: 'price-asc',
    });
    expect(page2.body.page).toBe(2);
    expect(page2.body.elements[0]?.calculatedPrice.unitPrice).toBeGreaterThanOrEqual(prices[4] as number);
    const cheap = await shopper.call<{ elements: Product[] }>('POST', `/product-listing/${bikes.id}`, {
      'max-price': 3000,
    });
    expect(cheap.body.elements.every((product) => product.calculatedPrice.unitPrice <= 3000)).toBe(true);
  });

  it('searches by term', async () => {
    const answer = await store('xlc', 'nl').call<{ elements: Product[]; total: number }>('POST', '/search', {
      search: 'XLC LO-F',
    });
    expect(answer.body.total).toBeGreaterThan(0);
    expect(answer.body.elements.every((product) => product.productNumber.startsWith('XLC-LO-F'))).toBe(true);
    const missing = await store('xlc', 'nl').call<ErrorBody>('POST', '/search', {});
    expect(missing.status).toBe(400);
  });

  it('renders media on its own image route, deterministically, in the thumbnail widths', async () => {
    const answer = await store('sparta', 'nl').call<{ elements: Product[] }>('POST', '/product', {
      limit: 1,
      filter: [{ type: 'equals', field: 'parentId', value: null }],
    });
    const media = answer.body.elements[0]?.cover?.media;
    expect(media?.thumbnails.map((thumbnail) => thumbnail.width)).toEqual([320, 400, 800, 1920]);
    const url = media?.thumbnails[0]?.url as string;
    expect(url.startsWith(`${emulator.url}/media/`)).toBe(true);
    const [first, second] = await Promise.all([fetch(url), fetch(url)]);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    const [a, b] = await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
    expect(Buffer.from(a).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect((await fetch(url.replace('/320.jpg', '/321.jpg'))).status).toBe(404);
  });

  it('serves badges as transparent PNG stickers, as shops upload them', async () => {
    const answer = await store('raleigh', 'gb').call<{
      elements: { extensions?: { badges?: { media?: { url: string; mimeType: string } }[] } }[];
    }>('POST', '/product', { limit: 50, filter: [{ type: 'equals', field: 'parentId', value: null }] });
    const badge = answer.body.elements.flatMap((product) => product.extensions?.badges ?? [])[0]?.media;
    expect(badge?.mimeType).toBe('image/png');
    expect(badge?.url).toMatch(/\/\d+\.png$/);
    const image = await fetch(badge!.url);
    expect(image.headers.get('content-type')).toBe('image/png');
    const { data, info } = await sharp(Buffer.from(await image.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The corner outside the round sticker is see-through; its middle is not.
    expect(data[3]).toBe(0);
    expect(data[(Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4 + 3]).toBe(255);
    expect((await fetch(badge!.url.replace(/\.png$/, '.jpg'))).status).toBe(404);
  });
});

describe('sessions and carts', () => {
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

  it('adds, updates and removes line items with tax, totals and Shopware errors', async () => {
    const shopper = store('lapierre', 'fr');
    const [bike, other] = await buyable(shopper, 2, 3);
    const added = await addProduct(shopper, bike as Product, 2);
    expect(added.status).toBe(200);
    const unit = (bike as Product).calculatedPrice.unitPrice;
    expect(added.body.lineItems[0]).toMatchObject({
      id: bike?.id,
      type: 'product',
      quantity: 2,
      price: { unitPrice: unit, totalPrice: unit * 2 },
    });
    const shipping = added.body.deliveries[0]?.shippingCosts.totalPrice ?? 0;
    expect(added.body.price.positionPrice).toBeCloseTo(unit * 2, 2);
    expect(added.body.price.totalPrice).toBeCloseTo(unit * 2 + shipping, 2);
    const tax = added.body.price.calculatedTaxes[0];
    expect(tax?.taxRate).toBe(20);
    expect(tax?.tax).toBeCloseTo(added.body.price.totalPrice - added.body.price.totalPrice / 1.2, 1);
    expect(added.body.price.netPrice).toBeCloseTo(added.body.price.totalPrice - (tax?.tax ?? 0), 2);

    const stacked = await addProduct(shopper, bike as Product, 1);
    expect(stacked.body.lineItems[0]?.quantity).toBe(3);
    const updated = await shopper.call<Cart>('PATCH', '/checkout/cart/line-item', {
      items: [{ id: bike?.id, quantity: 1 }],
    });
    expect(updated.body.lineItems[0]?.quantity).toBe(1);
    await addProduct(shopper, other as Product);
    const removedByPost = await shopper.call<Cart>('POST', '/checkout/cart/line-item/delete', { ids: [other?.id] });
    expect(removedByPost.body.lineItems.map((line) => line.id)).toEqual([bike?.id]);
    await addProduct(shopper, other as Product);
    const removedByQuery = await shopper.call<Cart>('DELETE', `/checkout/cart/line-item?ids[]=${other?.id}`);
    expect(removedByQuery.body.lineItems.map((line) => line.id)).toEqual([bike?.id]);

    const unknownLine = await shopper.call<ErrorBody>('PATCH', '/checkout/cart/line-item', {
      items: [{ id: 'nope', quantity: 2 }],
    });
    expect(unknownLine.status).toBe(404);
    expect(unknownLine.body.errors[0]).toMatchObject({
      code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
      detail: 'Line item with identifier nope not found.',
    });
    const zero = await shopper.call<ErrorBody>('PATCH', '/checkout/cart/line-item', {
      items: [{ id: bike?.id, quantity: 0 }],
    });
    expect(zero.body.errors[0]?.code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
    const unknownProduct = await shopper.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ id: 'f'.repeat(32), referencedId: 'f'.repeat(32), type: 'product' }],
    });
    expect(unknownProduct.body.errors[`product-not-found${'f'.repeat(32)}`]?.messageKey).toBe('product-not-found');
    const cart = await shopper.call<Cart>('GET', '/checkout/cart');
    expect(cart.body.lineItems).toHaveLength(1);

    const otherChannel = new StoreApiSession(`${emulator.url}/store-api`, localAccessKey('lapierre', 'de'));
    otherChannel.token = shopper.token;
    expect((await otherChannel.call<Cart>('GET', '/checkout/cart')).body.lineItems).toHaveLength(0);

    expect((await shopper.call('DELETE', '/checkout/cart')).status).toBe(204);
    expect((await shopper.call<Cart>('GET', '/checkout/cart')).body.lineItems).toHaveLength(0);
  });

  it('applies promotion codes, reports unknown and not eligible ones', async () => {
    const shopper = store('sparta', 'nl');
    const [product] = await buyable(shopper, 1, 1);
    await addProduct(shopper, product as Product);
    const promoted = await shopper.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'welcome10' }],
    });
    const discount = promoted.body.lineItems.find((line) => line.type === 'promotion');
    const goods = (product as Product).calculatedPrice.unitPrice;
    expect(discount?.referencedId).toBe('WELCOME10');
    expect(discount?.price.totalPrice).toBeCloseTo(-goods * 0.1, 2);
    expect(promoted.body.price.positionPrice).toBeCloseTo(goods * 0.9, 1);
    const unknown = await shopper.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'NOSUCHCODE' }],
    });
    expect(unknown.body.errors['promotion-not-found']).toMatchObject({
      messageKey: 'promotion-not-found',
      level: 20,
      message: 'Promotion with code NOSUCHCODE not found!',
    });
    const removed = await shopper.call<Cart>('POST', '/checkout/cart/line-item/delete', { ids: [discount?.id] });
    expect(removed.body.lineItems.some((line) => line.type === 'promotion')).toBe(false);

    const small = store('xlc', 'de');
    const [part] = await buyable(small, 1, 1);
    await addProduct(small, part as Product);
    const ineligible = await small.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'SPRING50' }],
    });
    expect(Object.values(ineligible.body.errors).map((error) => error.messageKey)).toContain('promotion-not-eligible');
  });

  it('keeps every line item of 20 concurrent adds', async () => {
    const shopper = store('ghost', 'at');
    await shopper.call('GET', '/context');
    const products = await buyable(shopper, 20, 1);
    await Promise.all(products.map((product) => addProduct(shopper, product)));
    const cart = await shopper.call<Cart>('GET', '/checkout/cart');
    expect(cart.body.lineItems.map((line) => line.id).sort()).toEqual(products.map((product) => product.id).sort());

    const same = store('ghost', 'at');
    await same.call('GET', '/context');
    const backOrderable = await same.call<{ elements: Product[] }>('POST', '/product', {
      filter: [
        { type: 'equals', field: 'childCount', value: 0 },
        { type: 'equals', field: 'isCloseout', value: false },
      ],
      limit: 1,
    });
    const product = backOrderable.body.elements[0] as Product;
    await Promise.all(Array.from({ length: 20 }, () => addProduct(same, product)));
    const summed = await same.call<Cart>('GET', '/checkout/cart');
    expect(summed.body.lineItems).toHaveLength(1);
    expect(summed.body.lineItems[0]?.quantity).toBe(20);
  });

  it('validates registration with constraint violations and JSON pointers', async () => {
    const answer = await store('raleigh', 'gb').call<ErrorBody>('POST', '/account/register', {
      guest: true,
      email: 'not-an-email',
      billingAddress: {},
    });
    expect(answer.status).toBe(400);
    const byPointer = Object.fromEntries(answer.body.errors.map((error) => [error.source?.pointer, error.code]));
    expect(byPointer).toMatchObject({
      '/email': 'VIOLATION::INVALID_FORMAT_ERROR',
      '/firstName': 'VIOLATION::IS_BLANK_ERROR',
      '/lastName': 'VIOLATION::IS_BLANK_ERROR',
      '/storefrontUrl': 'VIOLATION::IS_BLANK_ERROR',
      '/billingAddress/street': 'VIOLATION::IS_BLANK_ERROR',
      '/billingAddress/countryId': 'VIOLATION::IS_BLANK_ERROR',
    });
    expect(answer.body.errors[0]?.title).toBe('Constraint violation error');
  });
});

async function registerGuest(shopper: StoreApiSession, email: string) {
  const context = await shopper.call<{ shippingLocation: { country: { id: string } } }>('GET', '/context');
  const before = shopper.token;
  const answer = await shopper.call<{ id: string; guest: boolean; email: string }>('POST', '/account/register', {
    guest: true,
    email,
    firstName: 'Sam',
    lastName: 'Rider',
    acceptedDataProtection: true,
    storefrontUrl: 'http://localhost:9000',
    billingAddress: {
      street: 'High Street 1',
      zipcode: 'NG1 1AA',
      city: 'Nottingham',
      countryId: context.body.shippingLocation.country.id,
    },
  });
  expect(answer.status).toBe(200);
  expect(answer.token).not.toBe(before);
  return answer.body;
}

describe('checkout', () => {
  it('places an order for a guest, takes stock, lists it and pays through the provider page', async () => {
    const shopper = store('raleigh', 'gb');
    const [product] = await buyable(shopper, 1, 3);
    const stockBefore = await shopper.call<{ elements: { stock: number }[] }>(
      'GET',
      `/stock/product?ids[]=${product?.id}`,
    );
    await addProduct(shopper, product as Product, 2);
    const notLoggedIn = await store('raleigh', 'gb').call<ErrorBody>('POST', '/checkout/order', {});
    expect(notLoggedIn.status).toBe(403);
    const customer = await registerGuest(shopper, 'sam@example.co.uk');
    expect(customer.guest).toBe(true);
    const me = await shopper.call<{ email: string }>('POST', '/account/customer', {});
    expect(me.body.email).toBe('sam@example.co.uk');
    expect((await shopper.call<Cart>('GET', '/checkout/cart')).body.lineItems).toHaveLength(1);

    const paypal = catalog.paymentMethods.find((method) => method.technicalName === 'payment_paypal');
    await shopper.call('PATCH', '/context', { paymentMethodId: paypal?.id });
    const order = await shopper.call<{
      id: string;
      orderNumber: string;
      amountTotal: number;
      lineItems: { quantity: number }[];
    }>('POST', '/checkout/order', {});
    expect(order.status).toBe(200);
    expect(order.body.lineItems[0]?.quantity).toBe(2);
    expect((await shopper.call<Cart>('GET', '/checkout/cart')).body.lineItems).toHaveLength(0);
    const stockAfter = await shopper.call<{ elements: { stock: number }[] }>(
      'GET',
      `/stock/product?ids[]=${product?.id}`,
    );
    expect(stockAfter.body.elements[0]?.stock).toBe((stockBefore.body.elements[0]?.stock ?? 0) - 2);
    expect((await shopper.call<ErrorBody>('POST', '/checkout/order', {})).body.errors[0]?.code).toBe(
      'CHECKOUT__CART_EMPTY',
    );

    const orders = await shopper.call<{ orders: { elements: { id: string }[]; total: number } }>('POST', '/order', {});
    expect(orders.body.orders.elements.map((entry) => entry.id)).toEqual([order.body.id]);

    const payment = await shopper.call<{ redirectUrl: string }>('POST', '/handle-payment', {
      orderId: order.body.id,
      finishUrl: 'http://localhost:9000/gb/en/checkout/finish/',
      errorUrl: 'http://localhost:9000/gb/en/checkout/error/',
    });
    expect(payment.body.redirectUrl).toContain('/__emulator/payment/');
    const provider = await fetch(payment.body.redirectUrl, { redirect: 'manual' });
    expect(provider.status).toBe(302);
    expect(provider.headers.get('location')).toBe('http://localhost:9000/gb/en/checkout/finish/');
    const paid = await shopper.call<{
      orders: { elements: { transactions: { stateMachineState: { technicalName: string } }[] }[] };
    }>('POST', '/order', {});
    expect(paid.body.orders.elements[0]?.transactions[0]?.stateMachineState.technicalName).toBe('paid');

    const deepLink = await fetch(`${emulator.url}/__emulator/orders`).then((response) => response.json());
    const record = deepLink.find((entry: { id: string }) => entry.id === order.body.id);
    const guestLookup = await store('raleigh', 'gb').call<{ orders: { total: number } }>('POST', '/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: record.deepLinkCode }],
      email: 'sam@example.co.uk',
      zipcode: 'NG1 1AA',
    });
    expect(guestLookup.body.orders.total).toBe(1);
    const wrong = await store('raleigh', 'gb').call<ErrorBody>('POST', '/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: record.deepLinkCode }],
      email: 'sam@example.co.uk',
      zipcode: 'XX1 1XX',
    });
    expect(wrong.status).toBe(403);
  });
});

describe('project extensions', () => {
  it('answers product and cart stock, free-product promotions and Klarna sessions', async () => {
    const shopper = store('haibike', 'nl');
    const [product] = await buyable(shopper, 1, 5, true);
    const stock = await shopper.call<{
      elements: { productId: string; productNumber: string; stock: number; stockStatus: string }[];
    }>('GET', `/stock/product?productNumbers[]=${product?.productNumber}`);
    expect(stock.body.elements[0]).toMatchObject({ productId: product?.id, stockStatus: 'inStock' });
    expect((await shopper.call<ErrorBody>('GET', '/stock/product')).status).toBe(400);

    expect((await shopper.call<ErrorBody>('POST', '/checkout/klarna/session', {})).body.errors[0]?.code).toBe(
      'CHECKOUT__CART_EMPTY',
    );
    await addProduct(shopper, product as Product, 2);
    const cartStock = await shopper.call<{
      allAvailable: boolean;
      elements: { quantity: number; sufficient: boolean }[];
    }>('GET', '/stock/cart');
    expect(cartStock.body.allAvailable).toBe(true);
    expect(cartStock.body.elements[0]).toMatchObject({ quantity: 2, sufficient: true });

    const check = await shopper.call<{
      freeProductPromotions: {
        code: string;
        qualified: boolean;
        applied: boolean;
        products: { productNumber: string }[];
      }[];
    }>('GET', '/checkout/cart/check');
    expect(check.body.freeProductPromotions[0]).toMatchObject({
      code: 'FREELOCK',
      qualified: true,
      applied: false,
      products: [{ productNumber: 'HAI-LOCK-85' }],
    });
    const withLock = await shopper.call<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'FREELOCK' }],
    });
    const lock = withLock.body.lineItems.find((line) => line.label.includes('FoldLock'));
    const freeDiscount = withLock.body.lineItems.find((line) => line.type === 'promotion');
    expect(lock?.price.totalPrice).toBeCloseTo(-(freeDiscount?.price.totalPrice ?? 0), 2);
    expect(
      (await shopper.call<{ freeProductPromotions: { applied: boolean }[] }>('GET', '/checkout/cart/check')).body
        .freeProductPromotions[0]?.applied,
    ).toBe(true);

    const klarna = await shopper.call<{
      sessionId: string;
      clientToken: string;
      orderAmount: number;
      purchaseCurrency: string;
    }>('POST', '/checkout/klarna/session', {});
    expect(klarna.body.purchaseCurrency).toBe('EUR');
    expect(klarna.body.orderAmount).toBe(Math.round(withLock.body.price.totalPrice * 100));
    expect(klarna.body.clientToken.split('.')).toHaveLength(3);
  });

  it('signs up for the newsletter with validation', async () => {
    const shopper = store('sparta', 'dk');
    const invalid = await shopper.call<ErrorBody>('POST', '/newsletter/signup', { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({
      code: 'VIOLATION::INVALID_FORMAT_ERROR',
      source: { pointer: '/email' },
    });
    const ok = await shopper.call<{ success: boolean; status: string }>('POST', '/newsletter/signup', {
      email: 'cyklist@example.dk',
      firstName: 'Mette',
    });
    expect(ok.body).toMatchObject({ success: true, status: 'notSet' });
    const recipients = await fetch(`${emulator.url}/__emulator/newsletter-recipients`).then((response) =>
      response.json(),
    );
    expect(
      recipients.some(
        (entry: { email: string; source: string }) => entry.email === 'cyklist@example.dk' && entry.source === 'signup',
      ),
    ).toBe(true);
  });
});

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
    emulator = await startCommerceEmulator({ catalog, stateFile, port: 0 });

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
