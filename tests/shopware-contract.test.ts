/**
 * The emulator's answers checked against the official store-api OpenAPI document shipped in
 * @shopware/api-client, with ajv resolving the document's $refs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccessKey } from '../src/config/backends';
import { generateCatalog } from '../emulators/seed/catalog';
import { createContractValidator, documentPatches, storeApiSchemaPath } from '../emulators/shopware/contract';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { StoreApiSession } from '../emulators/shopware/testing';

interface Entity {
  id: string;
  [key: string]: unknown;
}

const contract = createContractValidator();
let emulator: RunningCommerceEmulator;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopware-contract-'));
  emulator = await startCommerceEmulator({
    catalog: generateCatalog({ brands: ['lapierre', 'xlc'] }),
    stateFile: path.join(dir, 'state.json'),
    port: 0,
  });
});

afterAll(async () => {
  await emulator.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function expectContract(apiPath: string, method: string, answer: { status: number; body: unknown }) {
  const result = contract.validateResponse(apiPath, method, answer.status, answer.body);
  expect(result.errors, `${method.toUpperCase()} ${apiPath} -> ${answer.status}`).toEqual([]);
}

const session = (brand: 'lapierre' | 'xlc' = 'lapierre', country = 'fr') =>
  new StoreApiSession(`${emulator.url}/store-api`, localAccessKey(brand, country));

describe('the official document', () => {
  it('is the one shipped in @shopware/api-client, patched only where no real answer can match', () => {
    expect(storeApiSchemaPath()).toMatch(/@shopware[\\/]api-client[\\/]api-types[\\/]storeApiSchema\.json$/);
    expect(contract.version).toMatch(/^6\.\d+/);
    expect(documentPatches.map((patch) => patch.pointer)).toEqual([
      '/components/schemas/EntitySearchResult/properties/aggregations',
      '/components/schemas/LineItem/properties/payload',
      '/components/schemas/CartDeliveryInformation/properties',
      '/components/schemas/OrderLineItem/properties/payload/properties/options',
    ]);
  });

  it('rejects answers that break it', () => {
    expect(contract.validateSchema('Product', { id: 'nope' }).valid).toBe(false);
    expect(contract.validateResponse('/checkout/cart', 'get', 200, { apiAlias: 'cart' }).valid).toBe(false);
  });
});

describe('catalogue answers', () => {
  it('POST /product (list, with every association)', async () => {
    const answer = await session().call('POST', '/product', {
      limit: 4,
      filter: [{ type: 'equals', field: 'parentId', value: null }],
      associations: {
        media: {},
        children: { associations: { media: {} } },
        manufacturer: {},
        categories: {},
        categoriesRo: {},
        tags: {},
        configuratorSettings: {},
        mainCategories: {},
        seoUrls: {},
      },
      aggregations: [{ name: 'price', type: 'stats', field: 'price' }],
      'total-count-mode': 'exact',
    });
    expect(answer.status).toBe(200);
    expectContract('/product', 'post', answer);
  });

  it('GET /product', async () => {
    expectContract('/product', 'get', await session().call('GET', '/product?limit=3&p=2'));
  });

  it('POST /product/{productId} (best variant and configurator)', async () => {
    const list = await session().call<{ elements: Entity[] }>('POST', '/product', {
      filter: [{ type: 'range', field: 'childCount', parameters: { gt: 0 } }],
      limit: 1,
    });
    const answer = await session().call<{ product: Entity; configurator: unknown[] }>(
      'POST',
      `/product/${list.body.elements[0]?.id}`,
      { associations: { media: {} } },
    );
    expect(answer.body.configurator.length).toBeGreaterThan(0);
    expectContract('/product/{productId}', 'post', answer);
  });

  it('POST /product-listing/{categoryId} (aggregations for the listing filters)', async () => {
    const categories = await session().call<{ elements: (Entity & { level: number })[] }>('POST', '/category', {});
    const bikes = categories.body.elements.find((category) => category.level === 2);
    const answer = await session().call<{ aggregations: Record<string, unknown> }>(
      'POST',
      `/product-listing/${bikes?.id}`,
      { limit: 5, order: 'price-asc' },
    );
    expect(Object.keys(answer.body.aggregations)).toEqual(
      expect.arrayContaining(['price', 'properties', 'manufacturer']),
    );
    expectContract('/product-listing/{categoryId}', 'post', answer);
  });

  it('POST /search', async () => {
    expectContract('/search', 'post', await session('xlc', 'de').call('POST', '/search', { search: 'XLC', limit: 3 }));
  });

  it("POST /search with the search page's facet aggregations and filters", async () => {
    const answer = await session().call('POST', '/search', {
      search: 'velo',
      limit: 3,
      order: 'price-asc',
      aggregations: [
        { name: 'stockForFaceting', type: 'terms', field: 'available' },
        { name: 'colorGroup', type: 'terms', field: 'customFields.accell_products_color_group' },
      ],
      'post-filter': [{ type: 'equals', field: 'available', value: true }],
    });
    expectContract('/search', 'post', answer);
  });

  it('POST /search-suggest', async () => {
    const answer = await session().call('POST', '/search-suggest', { search: 'velo', limit: 5 });
    expect(answer.status).toBe(200);
    expectContract('/search-suggest', 'post', answer);
  });

  it('POST and GET /category, GET /category/{navigationId}, POST /navigation', async () => {
    const list = await session().call<{ elements: Entity[] }>('POST', '/category', {
      associations: { children: {}, seoUrls: {} },
    });
    expectContract('/category', 'post', list);
    const leaf = list.body.elements.at(-1) as Entity;
    expectContract('/category/{navigationId}', 'get', await session().call('GET', `/category/${leaf.id}`));
    expectContract(
      '/category/{navigationId}',
      'post',
      await session().call('POST', `/category/${leaf.id}`, { associations: { children: {} } }),
    );
    expectContract(
      '/navigation/{activeId}/{rootId}',
      'post',
      await session().call('POST', '/navigation/main-navigation/main-navigation', { depth: 3 }),
    );
  });

  it('POST /media', async () => {
    const list = await session().call<{ elements: { coverId: string; cover: { mediaId: string } }[] }>(
      'POST',
      '/product',
      { limit: 1 },
    );
    expectContract(
      '/media',
      'post',
      await session().call('POST', '/media', { ids: [list.body.elements[0]?.cover.mediaId] }),
    );
  });
});

describe('session, cart and order answers', () => {
  it('GET and PATCH /context and the configuration lists', async () => {
    const shopper = session();
    const context = await shopper.call<{ salesChannel: { paymentMethodId: string } }>('GET', '/context');
    expectContract('/context', 'get', context);
    expectContract(
      '/context',
      'patch',
      await shopper.call('PATCH', '/context', { paymentMethodId: context.body.salesChannel.paymentMethodId }),
    );
    for (const route of ['/shipping-method', '/payment-method', '/country', '/salutation', '/currency', '/language']) {
      expectContract(route, 'post', await shopper.call('POST', route, {}));
    }
  });

  it('cart, registration, order, orders and payment', async () => {
    const shopper = session();
    const variants = await shopper.call<{ elements: Entity[] }>('POST', '/product', {
      filter: [
        { type: 'range', field: 'stock', parameters: { gte: 5 } },
        { type: 'equals', field: 'childCount', value: 0 },
        // Variants: the cart and the order then carry their options and their (decimal) weight.
        { type: 'not', operator: 'and', queries: [{ type: 'equals', field: 'parentId', value: null }] },
      ],
      limit: 2,
    });
    const [first, second] = variants.body.elements;
    const added = await shopper.call('POST', '/checkout/cart/line-item', {
      items: [
        { id: first?.id, referencedId: first?.id, type: 'product', quantity: 2 },
        { type: 'promotion', referencedId: 'WELCOME10' },
      ],
    });
    expectContract('/checkout/cart/line-item', 'post', added);
    expectContract(
      '/checkout/cart/line-item',
      'patch',
      await shopper.call('PATCH', '/checkout/cart/line-item', { items: [{ id: first?.id, quantity: 1 }] }),
    );
    await shopper.call('POST', '/checkout/cart/line-item', {
      items: [{ id: second?.id, referencedId: second?.id, type: 'product' }],
    });
    expectContract(
      '/checkout/cart/line-item/delete',
      'post',
      await shopper.call('POST', '/checkout/cart/line-item/delete', { ids: [second?.id] }),
    );
    expectContract('/checkout/cart', 'get', await shopper.call('GET', '/checkout/cart'));

    const context = await shopper.call<{ shippingLocation: { country: Entity } }>('GET', '/context');
    const registered = await shopper.call('POST', '/account/register', {
      guest: true,
      email: 'claire@example.fr',
      firstName: 'Claire',
      lastName: 'Martin',
      acceptedDataProtection: true,
      storefrontUrl: 'http://localhost:8000',
      billingAddress: {
        street: '12 rue des Lilas',
        zipcode: '69003',
        city: 'Lyon',
        countryId: context.body.shippingLocation.country.id,
      },
    });
    expectContract('/account/register', 'post', registered);
    expectContract('/account/customer', 'post', await shopper.call('POST', '/account/customer', {}));
    expectContract('/context', 'get', await shopper.call('GET', '/context'));

    const order = await shopper.call<Entity>('POST', '/checkout/order', { customerComment: 'Please ring twice' });
    expect(order.status).toBe(200);
    expectContract('/checkout/order', 'post', order);
    const orderedLines = (order.body as { lineItems?: { payload?: { options?: unknown[] } }[] }).lineItems ?? [];
    expect(orderedLines.some((line) => (line.payload?.options?.length ?? 0) > 0)).toBe(true);
    expectContract(
      '/order',
      'post',
      await shopper.call('POST', '/order', { checkPromotion: true, associations: { lineItems: {} } }),
    );
    expectContract(
      '/handle-payment',
      'post',
      await shopper.call('POST', '/handle-payment', {
        orderId: order.body.id,
        finishUrl: 'http://localhost:8000/fr-fr/checkout/finish/',
      }),
    );
  });

  it('DELETE /checkout/cart/line-item (query ids) and DELETE /checkout/cart', async () => {
    const shopper = session('xlc', 'de');
    const products = await shopper.call<{ elements: Entity[] }>('POST', '/product', {
      filter: [{ type: 'equals', field: 'childCount', value: 0 }],
      limit: 1,
    });
    const id = products.body.elements[0]?.id as string;
    await shopper.call('POST', '/checkout/cart/line-item', { items: [{ id, referencedId: id, type: 'product' }] });
    expectContract(
      '/checkout/cart/line-item',
      'delete',
      await shopper.call('DELETE', `/checkout/cart/line-item?ids[]=${id}`),
    );
    expect((await shopper.call('DELETE', '/checkout/cart')).status).toBe(204);
  });

  it('POST /newsletter/subscribe', async () => {
    expectContract(
      '/newsletter/subscribe',
      'post',
      await session().call('POST', '/newsletter/subscribe', {
        email: 'velo@example.fr',
        option: 'subscribe',
        storefrontUrl: 'http://localhost:8000',
      }),
    );
  });
});

describe('error answers', () => {
  it('401 without access key, 404 for an unknown product, 400 for invalid criteria', async () => {
    expectContract(
      '/product',
      'post',
      await new StoreApiSession(`${emulator.url}/store-api`, null).call('POST', '/product', {}),
    );
    expectContract(
      '/product/{productId}',
      'post',
      await session().call('POST', '/product/0123456789abcdef0123456789abcdef', {}),
    );
    expectContract('/product', 'post', await session().call('POST', '/product', { limit: -1 }));
    expectContract(
      '/checkout/cart/line-item',
      'patch',
      await session().call('PATCH', '/checkout/cart/line-item', { items: [{ id: 'missing', quantity: 1 }] }),
    );
    expectContract('/checkout/order', 'post', await session().call('POST', '/checkout/order', {}));
  });
});
