/**
 * What the build makes of a sales channel's catalogue: fetched with the real store-api client
 * from the commerce emulator, planned into listing and product records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { catalogMenus } from '../src/gatsby/catalog/menu';
import { planChannelCatalog } from '../src/gatsby/catalog/plan';
import { localAccessKey } from '../src/config/backends';
import { loadBrandConfig } from '../src/config/load';
import type { BrandName } from '../src/config/schema';
import { brandLocales } from '../src/lib/i18n/locales';
import {
  productCriteria,
  productCustomFieldNames,
  type ProductCard,
  type ProductDetail,
  topLevelOnly,
} from '../src/lib/product';
import type { Rating } from '../src/lib/reviews';
import { type ChannelCatalog, fetchChannelCatalog } from '../src/services/shopware/catalog';

let emulator: RunningCommerceEmulator;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog: generateCatalog({ brands: ['raleigh', 'lapierre'] }), port: 0 });
});

afterAll(async () => {
  await emulator?.close();
});

async function planFor(brand: BrandName, prefix: string, ratings: ReadonlyMap<string, Rating> | null = null) {
  const config = loadBrandConfig(brand);
  const locale = brandLocales(config).find((candidate) => candidate.prefix === prefix)!;
  const endpoint = { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey(brand, locale.country) };
  return planChannelCatalog(config, locale, await fetchChannelCatalog(endpoint, locale.language), ratings);
}

const cardOf = (record: { card: string }) => JSON.parse(record.card) as ProductCard;
const detailOf = (record: { detail: string }) => JSON.parse(record.detail) as ProductDetail;

// Each test plans a brand's whole catalogue twice: seconds when idle, far more beside a build.
describe('ratings in the plan', { timeout: 120_000 }, () => {
  it('puts the rating on the card and the review widget on the page, by product number', async () => {
    const first = (await planFor('lapierre', '/fr-fr/')).products;
    const [rated, unrated] = [first[0]!.sku, first[1]!.sku];
    const ratings = new Map([[rated, { average: 4.4, count: 12 }]]);
    const plan = await planFor('lapierre', '/fr-fr/', ratings);
    const ratedRecord = plan.products.find((product) => product.sku === rated)!;
    expect(cardOf(ratedRecord).rating).toEqual({ average: 4.4, count: 12 });
    expect(detailOf(ratedRecord).reviews).toEqual({ rating: { average: 4.4, count: 12 } });
    // lapierre's minimum count is 0: an unrated product invites the first review, without stars.
    const unratedRecord = plan.products.find((product) => product.sku === unrated)!;
    expect(cardOf(unratedRecord)).not.toHaveProperty('rating');
    expect(detailOf(unratedRecord).reviews).toEqual({ rating: { average: 0, count: 0 } });
  });

  it('shows no widget where the country hides reviews (lapierre international)', async () => {
    const skus = (await planFor('lapierre', '/int-en/')).products.map((product) => product.sku);
    const plan = await planFor('lapierre', '/int-en/', new Map(skus.map((sku) => [sku, { average: 5, count: 3 }])));
    for (const product of plan.products) {
      expect(cardOf(product)).not.toHaveProperty('rating');
      expect(detailOf(product)).not.toHaveProperty('reviews');
    }
  });

  it('leaves the widget out below the brand’s minimum count (raleigh: 1)', async () => {
    const plan = await planFor('raleigh', '/gb/en/', new Map());
    expect(plan.products.every((product) => detailOf(product).reviews === undefined)).toBe(true);
  });

  it('lets the page read the rating live when the build could not (null ratings)', async () => {
    const plan = await planFor('raleigh', '/gb/en/', null);
    expect(plan.products.every((product) => detailOf(product).reviews?.rating === null)).toBe(true);
    expect(plan.products.every((product) => !('rating' in cardOf(product)))).toBe(true);
  });
});

describe('catalogue plan', () => {
  it("prices every card, variant and battery in the channel's currency: pounds in Britain, euros in Ireland", async () => {
    const [gb, ie] = await Promise.all([planFor('raleigh', '/gb/en/'), planFor('raleigh', '/ie/en/')]);
    const prices = (plan: typeof gb) =>
      plan.products.flatMap((product) => {
        const card = JSON.parse(product.card) as ProductCard;
        const detail = JSON.parse(product.detail) as ProductDetail;
        return [
          card.price,
          card.listPrice,
          ...detail.variants.flatMap((variant) => [variant.price, variant.listPrice, variant.regulationPrice]),
          ...(detail.batteries ?? []).map((battery) => battery.price),
        ].filter((price) => price !== null && price !== undefined);
      });
    const pounds = prices(gb);
    expect(pounds.length).toBeGreaterThan(10);
    expect(new Set(pounds.map((price) => price!.currency))).toEqual(new Set(['GBP']));
    expect(new Set(prices(ie).map((price) => price!.currency))).toEqual(new Set(['EUR']));
    // Price lists, not a conversion: the same bike has a pound price of its own.
    const sku = gb.products[0]!.sku;
    const gbCard = JSON.parse(gb.products[0]!.card) as ProductCard;
    const ieCard = JSON.parse(ie.products.find((product) => product.sku === sku)!.card) as ProductCard;
    expect(gbCard.price!.amount).not.toBe(ieCard.price!.amount);
  });

  it('makes a listing per category with translated slug chains, breadcrumbs and subcategories (lapierre, v segment)', async () => {
    const plan = await planFor('lapierre', '/fr-fr/');
    const eBikes = plan.categories.find((category) => category.key === 'e-bikes')!;
    expect(eBikes.path).toMatch(/^\/fr-fr\/v\/[a-z-]+\/[a-z-]+\/$/);
    expect(eBikes.breadcrumb).toHaveLength(2);
    expect(eBikes.breadcrumb[1]!.path).toBe(eBikes.path);
    expect(eBikes.children.length).toBeGreaterThan(0);
    expect(eBikes.children.every((child) => child.path.startsWith(eBikes.path))).toBe(true);
    expect(new Set(plan.categories.map((category) => category.path)).size).toBe(plan.categories.length);
    // Filter options carry the French names, not only the option codes.
    const colours = eBikes.facets.find((facet) => facet.key === 'attrMarketingColor');
    expect(colours?.options.length).toBeGreaterThan(0);
    expect(colours?.options.every((option) => option.name && option.name !== option.code)).toBe(true);
    const shapes = eBikes.facets.find((facet) => facet.key === 'attrFrameShape');
    expect(shapes?.options.some((option) => option.name !== option.code)).toBe(true);
  });

  it('makes product records with cards, details and one page per variant path (raleigh, no segment)', async () => {
    const plan = await planFor('raleigh', '/gb/en/');
    expect(plan.products.length).toBeGreaterThan(5);
    for (const product of plan.products) {
      const card = JSON.parse(product.card) as ProductCard;
      const detail = JSON.parse(product.detail) as ProductDetail;
      expect(card.sku).toBe(product.sku);
      expect(detail.sku).toBe(product.sku);
      expect(product.pages.length).toBeGreaterThan(0);
      for (const page of product.pages) expect(page.path).toMatch(/^\/gb\/en\/[a-z0-9-]+\/([a-z0-9-]+\/)?$/);
      expect(product.categoryKeys.length).toBeGreaterThan(0);
    }
    const bikes = plan.products.filter((product) => product.categoryKeys.includes('bikes'));
    expect(bikes.length).toBeGreaterThan(0);
  });

  it('resolves every image a product names in its custom fields: hero, geometry, model and bike logo', async () => {
    const plan = await planFor('raleigh', '/gb/en/');
    const fields = plan.products.map((product) => detailOf(product).customFields);
    const named = (key: 'heroMediaId' | 'geometryMediaId' | 'modelLogoMediaId' | 'bikeLogoMediaId') =>
      fields.filter((each) => typeof each[key] === 'string');
    expect(named('bikeLogoMediaId').length).toBeGreaterThan(0);
    for (const each of named('heroMediaId')) expect(each.hero?.url).toMatch(/^http/);
    for (const each of named('geometryMediaId')) expect(each.geometry?.url).toMatch(/^http/);
    for (const each of named('modelLogoMediaId')) expect(each.modelLogo?.url).toMatch(/^http/);
    for (const each of named('bikeLogoMediaId')) expect(each.bikeLogo?.url).toMatch(/^http/);
  });

  it('hides prices in the international channel of a brand without international prices', async () => {
    const plan = await planFor('lapierre', '/int-en/');
    const card = JSON.parse(plan.products[0]!.card) as ProductCard & { price?: unknown };
    expect(card.price ?? null).toBeNull();
  });

  it('builds the mega menu from the top categories and their subcategories', async () => {
    const plan = await planFor('raleigh', '/gb/en/');
    const menu = catalogMenus(
      plan.categories.map((category) => ({ ...category, breadcrumb: JSON.stringify(category.breadcrumb) })),
    ).get('/gb/en/')!;
    expect(menu.map((group) => group.key)).toEqual(['bikes', 'accessories']);
    expect(menu[0]!.links.map((link) => link.key)).toContain('e-bikes');
  });
});

// The build asks for the detail field list's `includes` and the variants in a list of their own;
// this plans the whole answer beside it: every field, the variants in the `children` association.
describe('the detail field list', { timeout: 120_000 }, () => {
  async function wholeAnswer(endpoint: { baseUrl: string; accessKey: string }, languageId: string) {
    const criteria = productCriteria('detail', { filter: [topLevelOnly()], limit: 500 });
    const response = await fetch(`${endpoint.baseUrl}/product`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sw-access-key': endpoint.accessKey,
        'sw-language-id': languageId,
      },
      body: JSON.stringify(criteria),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { elements: ChannelCatalog['products'] }).elements;
  }

  it.each([
    ['raleigh', '/gb/en/'],
    ['lapierre', '/fr-fr/'],
  ] as const)('keeps every field the plan reads, at half the bytes to fetch (%s %s)', async (brand, prefix) => {
    const config = loadBrandConfig(brand);
    const locale = brandLocales(config).find((candidate) => candidate.prefix === prefix)!;
    const endpoint = { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey(brand, locale.country) };
    const projected = await fetchChannelCatalog(endpoint, locale.language);
    const whole = await wholeAnswer(endpoint, projected.channel.languageId);
    expect(whole.map((product) => product.id)).toEqual(projected.products.map((product) => product.id));
    expect(planChannelCatalog(config, locale, projected)).toEqual(
      planChannelCatalog(config, locale, { ...projected, products: whole }),
    );
    expect(JSON.stringify(projected.products).length).toBeLessThan(JSON.stringify(whole).length * 0.5);
    // A variant inherits its parent's custom fields; it is asked for the two its path reads only.
    const variantFields = projected.products.flatMap((product) =>
      (product.children ?? []).flatMap((variant) => [
        ...Object.keys(variant.customFields ?? {}),
        ...Object.keys((variant.translated as { customFields?: object } | undefined)?.customFields ?? {}),
      ]),
    );
    expect(variantFields.length).toBeGreaterThan(0);
    expect(new Set(variantFields)).toEqual(
      new Set([productCustomFieldNames.parentModelName, productCustomFieldNames.modelSlug]),
    );
  });
});
