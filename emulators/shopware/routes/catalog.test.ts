/**
 * The store-api emulator's catalogue routes (routes/catalog.ts): product names per language and
 * prices per country tax, product list criteria, the detail route with its configurator,
 * category listings, search by term, and the media and badge images.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { project } from '../criteria';
import { emulatorOfFile, type ErrorBody, type Product } from '../test-support';

const file = emulatorOfFile('shopware-catalog-');
const store = file.store;

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

  it('answers with includes as it would project the whole answer: what they drop is not rendered, nothing else moves', async () => {
    const shopper = store('raleigh', 'gb');
    const parents = { filter: [{ type: 'equals', field: 'parentId', value: null }], limit: 6 };
    const cases: { route: string; criteria: Record<string, unknown>; includes: Record<string, string[]> }[] = [
      {
        // A build's stamps: a few fields of each parent and its variants.
        route: '/product',
        criteria: { ...parents, associations: { children: {} } },
        includes: { product: ['id', 'updatedAt', 'active', 'availableStock', 'stock', 'calculatedPrice', 'children'] },
      },
      {
        // Associations, extensions, a dotted custom field and `translated`, through nested entities.
        route: '/product',
        criteria: { ...parents, associations: { media: {}, children: { associations: { media: {} } }, seoUrls: {} } },
        includes: {
          product: ['id', 'name', 'translated', 'cover', 'media', 'options', 'seoCategory', 'seoUrls', 'badges'],
          product_media: ['media', 'position'],
          media: ['url', 'thumbnails'],
          media_thumbnail: ['width', 'url'],
          property_group_option: ['name', 'group'],
          property_group: ['name'],
          category: ['id', 'name'],
          seo_url: ['seoPathInfo'],
          accell_product_badge: ['name', 'media'],
        },
      },
      {
        route: '/product',
        criteria: { ...parents, associations: { children: {} } },
        includes: { product: ['id', 'children', 'customFields.accell_products_hero_alt', 'labels', 'deliveryTime'] },
      },
    ];
    const first = await shopper.call<{ elements: Product[] }>('POST', '/product', parents);
    cases.push({
      route: `/product/${first.body.elements[0]?.id}`,
      criteria: {},
      includes: { product: ['id', 'name', 'options', 'properties'], property_group_option: ['name'] },
    });
    for (const { route, criteria, includes } of cases) {
      const whole = await shopper.call('POST', route, criteria);
      const narrowed = await shopper.call('POST', route, { ...criteria, includes });
      expect(narrowed.status).toBe(200);
      expect(narrowed.body).toEqual(project(whole.body, includes, null));
    }
    // `fields` narrows the root entity as includes do.
    const whole = await shopper.call('POST', '/product', parents);
    const fields = await shopper.call('POST', '/product', { ...parents, fields: ['name', 'productNumber'] });
    expect(fields.body).toEqual(project(whole.body, { product: ['id', 'name', 'productNumber'] }, null));
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
    expect(url.startsWith(`${file.emulator.url}/media/`)).toBe(true);
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

  it('serves a product manual as a PDF beside its pictures, at its stated size', async () => {
    type Media = {
      url: string;
      mimeType: string;
      fileExtension: string;
      fileSize: number;
      translated: { title: string };
    };
    const answer = await store('xlc', 'de').call<{ elements: { media: { position: number; media: Media }[] }[] }>(
      'POST',
      '/product',
      {
        filter: [{ type: 'equals', field: 'productNumber', value: 'XLC-VC-C39' }],
        associations: { media: {} },
      },
    );
    const media = answer.body.elements[0]?.media ?? [];
    const documents = media.filter((entry) => entry.media.mimeType === 'application/pdf');
    expect(documents.map((entry) => entry.media.translated.title)).toEqual(['Montageanleitung', 'Bedienungsanleitung']);
    expect(media.some((entry) => entry.media.mimeType === 'image/jpeg')).toBe(true);
    const manual = documents[0]!.media;
    expect(manual.fileExtension).toBe('pdf');
    expect(manual.url).toMatch(/^http:\/\/.+\/media\/[0-9a-f]{32}\/xlc-vc-c39-assembly-instructions\.pdf$/);
    const response = await fetch(manual.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(manual.fileSize);
    expect(Number(response.headers.get('content-length'))).toBe(manual.fileSize);
    expect((await fetch(manual.url.replace(/\.pdf$/, '.jpg'))).status).toBe(404);
  });
});
