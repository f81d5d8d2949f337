/**
 * The product library against real store-api answers: the emulator serves the demo catalogue of
 * raleigh, lapierre and xlc, the official @shopware/api-client fetches it as the build will, and
 * every product maps. Paths must come out of the routing library, e-bikes carry their battery
 * bundle, prices are gross with tax, images prefer the 320/400 thumbnails.
 */
import { createAPIClient } from '@shopware/api-client';
import type { Schemas } from '@shopware/api-client/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { localAccessKey } from '../src/config/backends';
import { loadBrandConfig } from '../src/config/load';
import type { BrandName } from '../src/config/schema';
import {
  applyListing,
  buildListingQuery,
  facetDefinitions,
  byIds,
  byProductNumbers,
  formatPrice,
  listingFacets,
  parseListingQuery,
  priceDisplay,
  type Product,
  productCriteria,
  productCustomFieldNames,
  productFacets,
  toProductCard,
  toProductDetail,
  toSearchRecord,
  topLevelOnly,
} from '../src/lib/product';
import { productDetailPath } from '../src/lib/routing';
import { mapProduct } from '../src/services/shopware/product-map';

let emulator: RunningCommerceEmulator;

beforeAll(async () => {
  emulator = await startCommerceEmulator({
    catalog: generateCatalog({ brands: ['raleigh', 'lapierre', 'xlc'] }),
    port: 0,
  });
});

afterAll(async () => {
  await emulator.close();
});

function storeClient(brand: BrandName, country: string) {
  return createAPIClient({ baseURL: `${emulator.url}/store-api`, accessToken: localAccessKey(brand, country) });
}

interface Answers {
  client: ReturnType<typeof storeClient>;
  products: Schemas['Product'][];
  media: Schemas['Media'][];
}

/** Every top-level product of a channel (paged), plus the media its custom fields name. */
async function fetchChannel(brand: BrandName, country: string): Promise<Answers> {
  const client = storeClient(brand, country);
  const products: Schemas['Product'][] = [];
  const limit = 25;
  for (let page = 1; ; page++) {
    const answer = await client.invoke('readProduct post /product', {
      body: productCriteria('detail', { filter: [topLevelOnly()], page, limit }),
    });
    products.push(...answer.data.elements);
    if (answer.data.elements.length < limit) break;
  }
  const mediaFields = [
    productCustomFieldNames.hero,
    productCustomFieldNames.geometry,
    productCustomFieldNames.modelLogo,
  ];
  const ids = [
    ...new Set(
      products.flatMap((product) =>
        mediaFields.map((field) => product.customFields?.[field]).filter((id): id is string => typeof id === 'string'),
      ),
    ),
  ];
  const media = await client.invoke('readMedia post /media', { body: { ids } });
  return { client, products, media: media.data };
}

const channels: { brand: BrandName; country: string; language: string }[] = [
  { brand: 'raleigh', country: 'gb', language: 'en' },
  { brand: 'lapierre', country: 'fr', language: 'fr' },
  { brand: 'lapierre', country: 'int', language: 'en' },
  { brand: 'xlc', country: 'de', language: 'de' },
  { brand: 'xlc', country: 'int', language: 'en' },
];

describe.each(channels)('$brand $country-$language', ({ brand, country, language }) => {
  const config = loadBrandConfig(brand);
  const locale = { country, language };
  let answers: Answers;
  let products: Product[];

  beforeAll(async () => {
    answers = await fetchChannel(brand, country);
    products = answers.products.map((raw) => mapProduct(raw, { locale, brand: config, media: answers.media }));
  });

  it('maps every generated product with identity, naming and status', () => {
    expect(products.length).toBeGreaterThan(5);
    for (const [index, product] of products.entries()) {
      const raw = answers.products[index]!;
      expect(product.id).toBe(raw.id);
      expect(product.objectID).toBe(raw.id);
      expect(product.sku).toBe(raw.productNumber);
      expect(product.ean).toBe(raw.ean);
      expect(product.name).toBe(raw.translated.name);
      expect(product.brand).toBe(config.displayName);
      expect(product.subtitle).toBeTruthy();
      expect(product.metaTitle).toBeTruthy();
      expect(product.inactive).toBe(false);
      expect(['inStock', 'lowStock', 'outOfStock']).toContain(product.stockStatus);
      expect(product.createdAt).toBe(raw.createdAt);
      expect(product.product).toBeNull();
      expect(product.categories.length).toBeGreaterThan(0);
      expect(product.categoryTree).toEqual(raw.categoryTree);
      expect(product.categoriesRo.map((category) => category.id)).toEqual(raw.categoryTree);
      expect(product.tags.length).toBeGreaterThan(0);
      const notes = [...(raw.categories ?? []), raw.seoCategory]
        .map((category) => category.customFields?.accell_category_legal_notes)
        .filter((note): note is string => typeof note === 'string' && note !== '');
      expect(product.legalNotes).toEqual([...new Set(notes)]);
      expect(product.customFields.description).toContain('<p>');
      expect(product.customFields.keyFeatures.length).toBeGreaterThan(0);
      expect(product.customFields.hero?.url).toMatch(/^http/);
      expect(product.customFields.heroThumbnails.length).toBeGreaterThan(0);
      expect(product.customFields.geometry?.alt).toBe(product.customFields.geometryAlt);
      expect(product.variantIds).toEqual((raw.children ?? []).map((child) => child.id));
      // Batteries and locks are simple products without properties; everything with variants has some.
      if (product.variants.length > 0) expect(product.attributes.length).toBeGreaterThan(0);
      for (const attribute of [...product.attributes, ...product.variants.flatMap((variant) => variant.options)]) {
        // Every code the demo catalogue uses has a display key, except the base colour.
        if (attribute.group !== 'COLORBAS') expect(attribute.key, attribute.group).not.toBeNull();
      }
    }
  });

  it('keeps pictures in the gallery and manuals in the downloads, each served at its stated size', async () => {
    for (const product of products) {
      expect(product.images.every((image) => !image.url.endsWith('.pdf'))).toBe(true);
      for (const variant of product.variants)
        expect(variant.images.every((image) => !image.url.endsWith('.pdf'))).toBe(true);
    }
    const withDownloads = products.filter((product) => product.downloads.length > 0);
    // The parts brand ships manuals with its lights, carriers, trailers, pumps and brakes; bikes have none.
    if (brand !== 'xlc') {
      expect(withDownloads).toEqual([]);
      return;
    }
    expect(withDownloads.length).toBeGreaterThan(5);
    expect(withDownloads.length).toBeLessThan(products.length);
    const titles = { de: 'Montageanleitung', en: 'Assembly instructions' } as Record<string, string>;
    const download = withDownloads
      .flatMap((product) => product.downloads)
      .find((entry) => entry.title === titles[language]);
    expect(download?.extension).toBe('pdf');
    const file = await fetch(download!.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.arrayBuffer()).byteLength).toBe(download!.fileSize);
  });

  it('takes legal notes from the category custom fields', () => {
    const bikes = products.filter((product) => product.variants.length > 0);
    expect(bikes.every((product) => product.legalNotes.length > 0)).toBe(true);
    expect(bikes[0]!.legalNotes[0]).toMatch(/^<p>/);
  });

  it('builds detail paths with the routing library', () => {
    for (const product of products) {
      for (const variant of product.variants) {
        const options = variant.options.flatMap((option) => [
          { code: option.key ?? option.group, value: option.name },
          { code: option.group, value: option.name },
        ]);
        const query: { color?: string; frameShape?: string } = {};
        const color = variant.options.find((option) => option.key === 'attrMarketingColor');
        const shape = variant.options.find((option) => option.key === 'attrFrameShape');
        const slugAttribute = config.routing.childSlugAttribute;
        if (color && color.key !== slugAttribute) query.color = color.code;
        if (shape && shape.key !== slugAttribute) query.frameShape = shape.code;
        const expected = productDetailPath(
          locale,
          config.routing,
          {
            name: product.name,
            sku: variant.sku,
            parentSku: product.sku,
            customFields: product.customFields,
            options,
          },
          { query },
        );
        expect(variant.url).toBe(expected);
        expect(variant.url).not.toBeNull();
      }
      if (product.variants.length === 0) {
        expect(product.url).toBe(
          productDetailPath(locale, config.routing, {
            name: product.name,
            sku: product.sku,
            customFields: product.customFields,
          }),
        );
      } else {
        expect(product.url).toBe(product.variants.find((variant) => variant.id === product.defaultVariantId)?.url);
      }
      const prefix = config.routing.localeSeparator === '/' ? `/${country}/${language}/` : `/${country}-${language}/`;
      expect(
        product.url?.startsWith(prefix + (config.routing.segmentation ? `${config.routing.productSegment}/` : '')),
      ).toBe(true);
    }
  });

  it('gives e-bikes their required and optional batteries', () => {
    const ebikes = products.filter((product) =>
      product.categories.some((category) => category.key?.startsWith('e-bikes')),
    );
    const others = products.filter((product) => !ebikes.includes(product));
    if (brand === 'xlc') expect(ebikes).toHaveLength(0);
    else expect(ebikes.length).toBeGreaterThan(0);
    for (const ebike of ebikes) {
      const raw = answers.products.find((entry) => entry.id === ebike.id)!;
      const required = String(raw.customFields?.[productCustomFieldNames.requiredBattery]).split(',');
      expect(ebike.customFields.requiredBattery).toEqual(required);
      expect(ebike.customFields.requiredBattery.length).toBeGreaterThan(0);
      expect(ebike.batteries.filter((battery) => battery.type === 'required').map((battery) => battery.sku)).toEqual(
        required,
      );
      for (const sku of [...ebike.customFields.requiredBattery, ...ebike.customFields.optionalBattery]) {
        expect(products.some((product) => product.sku === sku)).toBe(true);
      }
    }
    if (ebikes.length > 0) expect(ebikes.some((ebike) => ebike.customFields.optionalBattery.length > 0)).toBe(true);
    for (const product of others) expect(product.customFields.requiredBattery).toEqual([]);
  });

  it('finds the battery bundle and products by id with the named filters', async () => {
    const numbers = [...new Set(products.flatMap((product) => product.batteries.map((battery) => battery.sku)))];
    if (numbers.length > 0) {
      const batteries = await answers.client.invoke('readProduct post /product', {
        body: productCriteria('list', { filter: [byProductNumbers(numbers)] }),
      });
      expect(batteries.data.elements.map((battery) => battery.productNumber).sort()).toEqual([...numbers].sort());
    }
    const ids = products.slice(0, 3).map((product) => product.id);
    const byId = await answers.client.invoke('readProduct post /product', {
      body: productCriteria('list', { filter: [byIds(ids)] }),
    });
    const mapped = byId.data.elements.map((raw) => mapProduct(raw, { locale, brand: config }));
    expect(mapped.map((product) => product.id).sort()).toEqual([...ids].sort());
    // The list field list maps to the same cards as the detail one (minus what a card does not show).
    for (const product of mapped) {
      const full = products.find((entry) => entry.id === product.id)!;
      const filterKeys = config.catalog.listingFilters;
      expect(toProductCard(product, { filterKeys })).toEqual(toProductCard(full, { filterKeys }));
    }
  });

  it('has gross prices with their tax', () => {
    for (const [index, product] of products.entries()) {
      const raw = answers.products[index]!;
      const taxes = raw.calculatedPrice.calculatedTaxes;
      const tax = taxes.reduce((sum, entry) => sum + entry.tax, 0);
      const expected = raw.calculatedCheapestPrice?.hasRange
        ? raw.calculatedCheapestPrice.totalPrice
        : raw.calculatedPrice.totalPrice;
      expect(product.price).toEqual({ amount: expected, currency: 'EUR' });
      if (!product.priceRange) expect(product.taxPrice?.amount).toBeCloseTo(tax, 2);
      const rate = taxes[0]?.taxRate ?? 0;
      expect(product.taxPrice!.amount).toBeCloseTo(product.price!.amount - product.price!.amount / (1 + rate / 100), 1);
      if (country === 'int') expect(product.taxPrice!.amount).toBe(0);
      else expect(product.taxPrice!.amount).toBeGreaterThan(0);
      if (product.listPrice) expect(product.listPrice.amount).toBeGreaterThan(product.price!.amount);
      for (const variant of product.variants) expect(variant.price?.amount).toBeGreaterThan(0);
    }
    expect(products.some((product) => product.listPrice !== null && product.regulationPrice !== null)).toBe(true);
  });

  it('hides prices in the international channel unless the brand enables them', () => {
    const display = priceDisplay(products[0]!, { locale, flags: config.flags });
    const hidden = country === 'int' && !config.flags.internationalPrice;
    expect(display.visible).toBe(!hidden);
    if (display.visible) expect(display.price).toBe(formatPrice(products[0]!.price!, locale));
    const card = toProductCard(products[0]!, { priceVisible: !hidden });
    expect(card.price === null).toBe(hidden);
  });

  it('prefers the 320 and 400 wide thumbnails for covers and cards', () => {
    for (const product of products) {
      expect(product.img).toMatch(/^http.*\.jpg$/);
      expect(product.imgThumbnails.map((thumbnail) => thumbnail.width)).toEqual([320, 400]);
      expect(product.imgAlt).not.toBe('');
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.images.map((image) => image.position)).toEqual(
        [...product.images.map((image) => image.position)].sort((a, b) => a - b),
      );
      expect(product.images[0]?.metadata.width).toBeGreaterThan(0);
      const card = toProductCard(product, { filterKeys: config.catalog.listingFilters });
      expect(card.image?.url).toMatch(/\/320\.jpg$/);
      expect(card.image?.width).toBe(320);
      for (const variant of product.variants) {
        expect(variant.imgThumbnails.map((thumbnail) => thumbnail.width)).toEqual([320, 400]);
      }
    }
  });

  it('maps badges, labels, variants and the configurator', () => {
    const withBadges = products.filter((product) => product.badges.length > 0);
    expect(withBadges.length).toBeGreaterThan(0);
    for (const product of withBadges) {
      expect(product.badges.map((badge) => badge.priority)).toEqual(
        [...product.badges.map((badge) => badge.priority)].sort((a, b) => a - b),
      );
      expect(product.badges[0]?.media?.url).toMatch(/^http/);
    }
    const withVariants = products.filter((product) => product.variants.length > 0);
    expect(withVariants.length).toBeGreaterThan(0);
    for (const product of withVariants) {
      expect(product.variantGroups.length).toBeGreaterThan(0);
      expect(product.defaultVariantId).not.toBeNull();
      for (const group of product.variantGroups) {
        const sizes = group.options.map((option) => option.code);
        if (group.name === 'HEIGHTS' || group.name === 'SIZE') {
          const order = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
          expect(sizes).toEqual([...sizes].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
        }
        if (group.name === 'HEIGHT') expect(sizes.map(Number)).toEqual(sizes.map(Number).sort((a, b) => a - b));
      }
    }
    if (brand !== 'xlc') {
      const bikes = withVariants.filter((product) => product.variants.some((variant) => variant.shape !== null));
      expect(bikes.length).toBeGreaterThan(0);
      for (const bike of bikes) {
        expect(bike.color).not.toBeNull();
        expect(bike.shape).not.toBeNull();
        expect(bike.variants.every((variant) => variant.size !== null && variant.color !== null)).toBe(true);
      }
    }
  });

  it('builds cards, details, search records and a listing that round-trips through the URL', () => {
    const filterKeys = config.catalog.listingFilters;
    const cards = products.map((product) => toProductCard(product, { filterKeys }));
    for (const card of cards) {
      expect(Object.keys(card.facets).every((key) => filterKeys.includes(key))).toBe(true);
      expect(JSON.stringify(card).length).toBeLessThan(6000);
    }
    const withVariants = products.find((product) => product.variants.length > 0)!;
    const detail = toProductDetail(withVariants, {
      ascendingAttributes: config.catalog.ascendingAttributes,
      language,
    });
    expect(detail.attributeGroups.length).toBeGreaterThan(0);
    expect(detail.breadcrumb.length).toBeGreaterThan(0);
    expect(detail.variants).toHaveLength(withVariants.variants.length);
    if (brand !== 'xlc') expect(detail.technicalSpecification.length).toBeGreaterThan(0);

    const record = toSearchRecord(products[0]!, config.routing.childSlugAttribute);
    expect(record.objectID).toBe(products[0]!.id);
    expect(record.customFields.accell_products_color_group).toBe(products[0]!.customFields.colorGroup);

    const definitions = facetDefinitions(products, {
      filterKeys,
      ascendingAttributes: config.catalog.ascendingAttributes,
      language,
    });
    expect(definitions.length).toBeGreaterThan(0);
    const first = definitions[0]!;
    const code = first.options[0]!.code;
    const state = { sort: 'p' as const, page: 1, filters: { [first.key]: [code] } };
    const query = buildListingQuery(state, { filterKeys });
    expect(parseListingQuery(query, { filterKeys })).toEqual(state);
    const page = applyListing(cards, state, { pageSize: config.catalog.categoryPageSize, locale: language });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((card) => card.facets[first.key]?.includes(code))).toBe(true);
    const amounts = page.items.map((card) => card.price?.amount ?? Infinity);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const facets = listingFacets(cards, state.filters, definitions);
    expect(facets[0]?.options.find((option) => option.code === code)).toMatchObject({
      selected: true,
      count: page.total,
    });
    expect(productFacets(products[0]!, filterKeys)).toEqual(cards[0]!.facets);
  });
});
