import { describe, expect, it } from 'vitest';
import { productDetailPath } from '../../lib/routing';
import { createAttributeKeys } from '../../lib/product/attributes';
import { brandSettings } from '../../lib/product/fixtures';
import { mapDownload, mapMedia, mapThumbnails, preferredThumbnails } from '../../lib/product/media';
import { bestStockStatus, isOrderable, stockStatusOf } from '../../lib/product/stock';
import { slugOptions, variantQuery } from '../../lib/product/variant-links';
import {
  batteryChoices,
  legalNotesOf,
  mapAttribute,
  mapCustomFields,
  mapDownloads,
  mapProduct,
  parseBatteryList,
} from './product-map';
import {
  rawCategory,
  rawDocumentMedia,
  rawMedia,
  rawOption,
  rawPrice,
  rawProduct,
  rawProductMedia,
  type GroupInput,
} from './product-fixtures';
import type { StockStatus } from '../../lib/product/types';

const locale = { country: 'de', language: 'de' };
const colour: GroupInput = { code: 'COLORCOM', label: 'Farbe', displayType: 'color', position: 2 };
const shape: GroupInput = { code: 'UB-FRAMEKI', label: 'Rahmenform', position: 3 };
const height: GroupInput = { code: 'HEIGHTS', label: 'Rahmengröße', position: 4 };
const wheel: GroupInput = { code: 'Wheel Size', label: 'Laufradgröße', position: 1 };

describe('stock status', () => {
  it.each([
    [true, 10, 'inStock'],
    [true, 4, 'inStock'],
    [true, 3, 'lowStock'],
    [true, 1, 'lowStock'],
    [true, 0, 'outOfStock'],
    [true, -2, 'outOfStock'],
    [false, 10, 'inactive'],
    [false, 0, 'inactive'],
  ] as const)('active %s, available %i -> %s', (active, stock, status) => {
    expect(stockStatusOf(active, stock)).toBe(status);
  });

  it.each([
    [['outOfStock', 'lowStock'], 'lowStock'],
    [['lowStock', 'inStock', 'outOfStock'], 'inStock'],
    [['inactive', 'outOfStock'], 'outOfStock'],
    [[], 'inactive'],
  ] as [StockStatus[], StockStatus][])('best of %j is %s', (statuses, best) => {
    expect(bestStockStatus(statuses)).toBe(best);
  });

  it('can order in and low stock only', () => {
    expect(['inStock', 'lowStock', 'outOfStock', 'inactive'].map((s) => isOrderable(s as StockStatus))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('battery bundle', () => {
  it.each([
    ['RAL-BAT-400,RAL-BAT-500', ['RAL-BAT-400', 'RAL-BAT-500']],
    [' A , ,B,A ', ['A', 'B']],
    ['A', ['A']],
    ['', []],
    [',,', []],
    [null, []],
    [undefined, []],
    [42, []],
    [
      ['A', ' B', '', 'A'],
      ['A', 'B'],
    ],
  ])('parseBatteryList(%j) = %j', (value, expected) => {
    expect(parseBatteryList(value)).toEqual(expected);
  });

  it('lists required batteries before optional ones', () => {
    expect(batteryChoices({ requiredBattery: ['A', 'B'], optionalBattery: ['B', 'C'] })).toEqual([
      { sku: 'A', type: 'required' },
      { sku: 'B', type: 'required' },
      { sku: 'B', type: 'optional' },
      { sku: 'C', type: 'optional' },
    ]);
  });
});

describe('media', () => {
  it('sorts thumbnails by width and drops malformed ones', () => {
    const thumbnails = mapThumbnails([
      { id: 'b', url: 'u800', width: 800, height: 533 },
      { id: 'a', url: 'u320', width: 320, height: 213 },
      { url: 'no-size' },
      'junk',
      { url: 'u400', width: 400, height: 267 },
    ]);
    expect(thumbnails).toEqual([
      { id: 'a', url: 'u320', width: 320, height: 213 },
      { id: 'u400', url: 'u400', width: 400, height: 267 },
      { id: 'b', url: 'u800', width: 800, height: 533 },
    ]);
    expect(mapThumbnails(undefined)).toEqual([]);
  });

  it.each([
    [
      [320, 400, 800, 1920],
      [320, 400],
    ],
    [[400, 800], [400]],
    [[320], [320]],
    [
      [200, 800],
      [200, 800],
    ],
    [[], []],
  ])('preferred thumbnails of %j are %j', (widths, expected) => {
    const thumbnails = widths.map((width) => ({ id: String(width), url: `${width}`, width, height: width }));
    expect(preferredThumbnails(thumbnails).map((thumbnail) => thumbnail.width)).toEqual(expected);
  });

  it('maps media with its translated alt, the fallback alt, and null without a url', () => {
    const media = mapMedia(rawMedia('m1', [400, 320], 'Side view'), 'fallback');
    expect(media).toMatchObject({ id: 'm1', url: 'https://cdn.test/m1/2400.jpg', alt: 'Side view', width: 2400 });
    expect(media?.thumbnails.map((thumbnail) => thumbnail.width)).toEqual([320, 400]);
    expect(mapMedia({ ...rawMedia('m2'), alt: '', translated: {} }, 'fallback')?.alt).toBe('fallback');
    expect(mapMedia({ id: 'm3' }, 'x')).toBeNull();
    expect(mapMedia(null, 'x')).toBeNull();
  });
});

describe('mapAttribute', () => {
  const keys = createAttributeKeys();

  it('maps an option with code, group, key, label, positions, display type and colour', () => {
    const option = rawOption(colour, 'Mattschwarz', 'BLACK-MATT', { position: 3, colorHexCode: '#222326' });
    expect(mapAttribute(option, keys, 'de')).toEqual({
      id: 'option-COLORCOM-BLACK-MATT',
      name: 'Mattschwarz',
      code: 'BLACK-MATT',
      group: 'COLORCOM',
      groupId: 'group-COLORCOM',
      key: 'attrMarketingColor',
      label: 'Farbe',
      position: 3,
      groupPosition: 2,
      displayType: 'color',
      colorHexCode: '#222326',
      filterable: true,
    });
  });

  it('uses the label as code without accell_option_code', () => {
    expect(mapAttribute(rawOption(wheel, '28"', null), keys, 'de')?.code).toBe('28"');
  });

  it('reads the code of a translated group from accell_attribute_code', () => {
    const option = rawOption({ code: 'UB-FRAMEKI', translatedName: 'Rahmenform' }, 'Wave', 'WAVE');
    expect(mapAttribute(option, keys, 'de')).toMatchObject({ group: 'UB-FRAMEKI', key: 'attrFrameShape' });
  });

  it('maps a translated group name through the site configuration', () => {
    const configured = createAttributeKeys({ languages: { de: { Rahmenform: 'attrFrameShape' } } });
    const option = rawOption({ code: 'Rahmenform' }, 'Wave', 'WAVE');
    expect(mapAttribute(option, configured, 'de')?.key).toBe('attrFrameShape');
    expect(mapAttribute(option, configured, 'fr')?.key).toBeNull();
  });

  it('skips an option whose group is not loaded', () => {
    const option = { ...rawOption(colour, 'Black'), group: undefined } as unknown as Parameters<typeof mapAttribute>[0];
    expect(mapAttribute(option, keys, 'de')).toBeNull();
  });
});

describe('custom fields', () => {
  it('reads the named fields and keeps the others in extra', () => {
    const fields = mapCustomFields({
      accell_products_description: '<p>Text</p>',
      accell_products_key_features: '[{"title":"Motor","text":"Strong"},{"title":"","text":""},7]',
      accell_products_subtitle: ' E-bike ',
      accell_products_hero: 'hero-1',
      accell_products_hero_alt: 'Hero alt',
      accell_products_geometry: 'unknown-media',
      accell_products_halfords: '1',
      accell_products_required_battery: 'B1,B2',
      accell_products_optional_battery: '',
      accell_products_color_group: 'black',
      accell_products_model_year: '2025',
      some_other_field: { nested: true },
    });
    expect(fields).toMatchObject({
      description: '<p>Text</p>',
      keyFeatures: [{ title: 'Motor', text: 'Strong' }],
      subtitle: 'E-bike',
      heroMediaId: 'hero-1',
      hero: null,
      heroAlt: 'Hero alt',
      heroThumbnails: [],
      geometryMediaId: 'unknown-media',
      geometry: null,
      halfords: true,
      requiredBattery: ['B1', 'B2'],
      optionalBattery: [],
      colorGroup: 'black',
      modelYear: 2025,
      extra: { some_other_field: { nested: true } },
    });
  });

  it('reads the geometry measurements per size, dropping rows without a label or a number', () => {
    const fields = mapCustomFields({
      accell_products_geometry_data: {
        unit: 'mm',
        rows: [
          { label: 'A', measure: 'seatTube', values: { 'size-s': 440, 'size-m': '480', 'size-l': 'tall' } },
          { label: '', measure: 'topTube', values: { 'size-s': 560 } },
          { label: 'C', measure: 'wheelbase', values: {} },
          'noise',
        ],
      },
    });
    expect(fields.geometryData).toEqual({
      unit: 'mm',
      rows: [{ label: 'A', measure: 'seatTube', values: { 'size-s': 440, 'size-m': 480 } }],
    });
    expect(mapCustomFields({ accell_products_geometry_data: { rows: [] } }).geometryData).toBeNull();
    expect(mapCustomFields({}).geometryData).toBeNull();
  });

  it('resolves media ids with the given media; the alt field wins over the media alt', () => {
    const media = new Map([['hero-1', rawMedia('hero-1', [320, 1920], 'Media alt')]]);
    const fields = mapCustomFields({ accell_products_hero: 'hero-1', accell_products_hero_alt: 'Hero alt' }, media);
    expect(fields.hero).toMatchObject({ id: 'hero-1', alt: 'Hero alt', url: 'https://cdn.test/hero-1/2400.jpg' });
    expect(fields.heroThumbnails.map((thumbnail) => thumbnail.width)).toEqual([320, 1920]);
    expect(mapCustomFields({ accell_products_hero: 'hero-1' }, media).hero?.alt).toBe('Media alt');
  });

  it('tolerates malformed values', () => {
    const fields = mapCustomFields({
      accell_products_key_features: '{not json',
      accell_products_halfords: 'maybe',
      accell_products_model_year: 'soon',
      accell_products_description: 42,
    });
    expect(fields).toMatchObject({ keyFeatures: [], halfords: false, modelYear: null, description: null });
  });
});

describe('legal notes', () => {
  it('collects category legal notes without blanks and repeats', () => {
    const categories = [
      rawCategory('a', { legalNotes: '<p>A</p>' }),
      rawCategory('b', { legalNotes: '' }),
      rawCategory('c', { legalNotes: '<p>A</p>' }),
      rawCategory('d', { legalNotes: '<p>D</p>' }),
      rawCategory('e'),
    ];
    expect(legalNotesOf(categories)).toEqual(['<p>A</p>', '<p>D</p>']);
  });
});

describe('paths', () => {
  const options = [
    { ...baseAttribute('COLORCOM', 'attrMarketingColor'), name: 'Matt black', code: 'BLACK-MATT' },
    { ...baseAttribute('UB-FRAMEKI', 'attrFrameShape'), name: 'Wave', code: 'WAVE' },
    { ...baseAttribute('HEIGHTS', 'attrFrameSize'), name: 'M', code: 'M' },
  ];

  it('offers every option under its display key and its code', () => {
    expect(slugOptions(options.slice(0, 2))).toEqual([
      { code: 'attrMarketingColor', value: 'Matt black' },
      { code: 'COLORCOM', value: 'Matt black' },
      { code: 'attrFrameShape', value: 'Wave' },
      { code: 'UB-FRAMEKI', value: 'Wave' },
    ]);
  });

  it.each([
    ['attrFrameShape', { color: 'BLACK-MATT' }],
    ['UB-FRAMEKI', { color: 'BLACK-MATT' }],
    ['attrMarketingColor', { frameShape: 'WAVE' }],
    ['COLORCOM', { frameShape: 'WAVE' }],
    ['attrFrameSize', { color: 'BLACK-MATT', frameShape: 'WAVE' }],
  ])('child slug attribute %s -> query %o', (attributeName, query) => {
    expect(variantQuery(options, attributeName)).toEqual(query);
  });
});

function baseAttribute(group: string, key: 'attrMarketingColor' | 'attrFrameShape' | 'attrFrameSize') {
  return {
    id: `${group}-id`,
    group,
    groupId: group,
    key,
    label: group,
    position: 1,
    groupPosition: 1,
    displayType: 'text',
    colorHexCode: null,
    filterable: true,
  };
}

/** A bike: a parent with a wheel-size property and variants over colour, frame shape and size. */
function bike(overrides: Record<string, unknown> = {}) {
  const variant = (
    id: string,
    colourCode: string,
    colourName: string,
    shapeName: string,
    size: string,
    stock: number,
  ) =>
    rawProduct({
      id,
      parentId: 'parent',
      productNumber: `RAL10001-${id}`,
      name: null,
      translated: { name: 'Motus Tour' },
      customFields: {},
      stock,
      availableStock: stock,
      cover: rawProductMedia(id, `cover-${colourCode}`, 0),
      media: [rawProductMedia(id, `cover-${colourCode}`, 0), rawProductMedia(id, 'detail', 1)],
      options: [
        rawOption(colour, colourName, colourCode, { position: colourCode === 'RED' ? 2 : 1 }),
        rawOption(shape, shapeName, shapeName.toUpperCase()),
        rawOption(height, size, size),
      ],
      calculatedPrice: rawPrice({ total: size === 'L' ? 2199 : 2119 }),
    });
  return rawProduct({
    id: 'parent',
    productNumber: 'RAL10001',
    stock: 0,
    availableStock: 0,
    cover: rawProductMedia('parent', 'cover-BLACK', 0),
    media: [rawProductMedia('parent', 'detail', 2), rawProductMedia('parent', 'cover-BLACK', 0)],
    properties: [rawOption(wheel, '28"', '28')],
    manufacturer: { id: 'man', name: 'Raleigh', translated: { name: 'Raleigh' } },
    categories: [rawCategory('leaf', { legalNotes: '<p>Legal</p>', key: 'e-bikes/city' })],
    categoriesRo: [rawCategory('root'), rawCategory('leaf', { key: 'e-bikes/city' })],
    categoryTree: ['root', 'leaf'],
    tags: [{ id: 't1', name: 'e-bike' }],
    customFields: {
      accell_products_required_battery: 'BAT-400,BAT-500',
      accell_products_optional_battery: 'BAT-500',
    },
    calculatedCheapestPrice: { totalPrice: 2119, hasRange: true, variantId: 'v2', listPrice: null },
    children: [
      variant('v1', 'RED', 'Red', 'Wave', 'L', 0),
      variant('v2', 'BLACK', 'Black', 'Diamond', 'S', 2),
      variant('v3', 'BLACK', 'Black', 'Diamond', 'M', 12),
    ],
    extensions: {
      badges: [
        { id: 'b-sale', name: 'Sale', mediaId: 'badge', priority: 3, active: true, media: rawMedia('badge', [400]) },
        { id: 'b-award', name: 'Award', priority: 1, active: false },
        { name: 'no id' },
      ],
      labels: [
        { id: 'l2', active: true, priority: 2, freeText: 'Limited', colourway: null },
        { id: 'l1', active: true, priority: 1, freeText: 'New colour', colourway: 'RED' },
      ],
    },
    ...overrides,
  });
}

describe('mapProduct', () => {
  const brand = brandSettings();

  it('maps identity, naming, meta, classification and status', () => {
    const product = mapProduct(
      rawProduct({ metaTitle: 'Meta', keywords: 'a, b', metaDescription: 'Desc', translated: { metaTitle: 'Titel' } }),
      { locale, brand },
    );
    expect(product).toMatchObject({
      id: 'p1',
      objectID: 'p1',
      sku: 'RAL10001',
      ean: '4014330551657',
      name: 'Motus Tour',
      brand: null,
      subtitle: 'Electric trekking bike',
      metaTitle: 'Titel',
      metaDescription: 'Desc',
      metaKeywords: 'a, b',
      type: 'physical',
      inactive: false,
      stockStatus: 'inStock',
      availableStock: 10,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      product: null,
      variantIds: [],
      variants: [],
      batteries: [],
      legalNotes: ['<p>Legal</p>'],
    });
    // Without the categories association the main (SEO) category stands in.
    expect(product.categories.map((category) => category.id)).toEqual(['leaf']);
  });

  it('builds the link of a simple product with the routing library', () => {
    const product = mapProduct(rawProduct(), { locale, brand });
    expect(product.url).toBe(
      productDetailPath(locale, brand.routing, {
        name: 'Motus Tour',
        sku: 'RAL10001',
        customFields: { parentModelName: 'Motus Tour', modelSlug: 'motus-tour-2025' },
      }),
    );
    expect(product.url).toBe('/de-de/p/motus-tour/ral10001/');
  });

  it('has no link when no parent slug can be made', () => {
    const product = mapProduct(rawProduct({ name: '—', customFields: { accell_products_parent_model_name: '' } }), {
      locale,
      brand,
    });
    expect(product.url).toBeNull();
  });

  it('derives status from active and available stock', () => {
    expect(mapProduct(rawProduct({ active: false }), { locale, brand })).toMatchObject({
      inactive: true,
      stockStatus: 'inactive',
    });
    expect(mapProduct(rawProduct({ availableStock: 2, stock: 9 }), { locale, brand }).stockStatus).toBe('lowStock');
    expect(mapProduct(rawProduct({ availableStock: undefined, stock: 0 }), { locale, brand }).stockStatus).toBe(
      'outOfStock',
    );
  });

  it('prefers the translated name and falls back to the parent model name, then the sku', () => {
    expect(mapProduct(rawProduct({ name: null, translated: { name: 'Übersetzt' } }), { locale, brand }).name).toBe(
      'Übersetzt',
    );
    expect(mapProduct(rawProduct({ name: null }), { locale, brand }).name).toBe('Motus Tour');
    const bare = rawProduct({ name: null, customFields: { accell_products_parent_model_name: null } });
    expect(mapProduct(bare, { locale, brand }).name).toBe('RAL10001');
  });

  it('maps a parent with its variants, configurator and default variant', () => {
    const product = mapProduct(bike(), { locale, brand });
    expect(product.variantIds).toEqual(['v1', 'v2', 'v3']);
    // The cheapest variant (named by Shopware) is the default one.
    expect(product.defaultVariantId).toBe('v2');
    expect(product.url).toBe('/de-de/p/motus-tour/diamond/?color=BLACK');
    expect(product.variants.map((variant) => variant.url)).toEqual([
      '/de-de/p/motus-tour/wave/?color=RED',
      '/de-de/p/motus-tour/diamond/?color=BLACK',
      '/de-de/p/motus-tour/diamond/?color=BLACK',
    ]);
    expect(
      product.variants.map((variant) => [variant.color, variant.shape, variant.size, variant.stockStatus]),
    ).toEqual([
      ['Red', 'Wave', 'L', 'outOfStock'],
      ['Black', 'Diamond', 'S', 'lowStock'],
      ['Black', 'Diamond', 'M', 'inStock'],
    ]);
    expect(product.variantGroups.map((group) => [group.name, group.options.map((option) => option.name)])).toEqual([
      ['COLORCOM', ['Black', 'Red']],
      // Equal positions: by label.
      ['UB-FRAMEKI', ['Diamond', 'Wave']],
      ['HEIGHTS', ['S', 'M', 'L']],
    ]);
    // A parent is as available as its best variant, with their stock summed.
    expect(product).toMatchObject({ stockStatus: 'inStock', availableStock: 14, color: 'Black', shape: 'Diamond' });
    expect(product.attributes.map((attribute) => [attribute.key, attribute.name])).toEqual([['attrWheelSize', '28"']]);
    expect(product.brand).toBe('Raleigh');
    expect(product.categoriesRo.map((category) => category.id)).toEqual(['root', 'leaf']);
    expect(product.categoryTree).toEqual(['root', 'leaf']);
    expect(product.tags).toEqual([{ id: 't1', name: 'e-bike' }]);
  });

  it('takes the first orderable variant as default without a cheapest variant', () => {
    const product = mapProduct(bike({ calculatedCheapestPrice: undefined }), { locale, brand });
    expect(product.defaultVariantId).toBe('v2');
    expect(product.priceRange).toBe(false);
  });

  it('names the battery bundle', () => {
    const product = mapProduct(bike(), { locale, brand });
    expect(product.customFields.requiredBattery).toEqual(['BAT-400', 'BAT-500']);
    expect(product.batteries).toEqual([
      { sku: 'BAT-400', type: 'required' },
      { sku: 'BAT-500', type: 'required' },
      { sku: 'BAT-500', type: 'optional' },
    ]);
  });

  it('shows the cheapest price for a parent whose variants differ, with its share of the tax', () => {
    const product = mapProduct(bike({ calculatedPrice: rawPrice({ total: 2400, tax: 400 }) }), { locale, brand });
    expect(product.price).toEqual({ amount: 2119, currency: 'EUR' });
    expect(product.taxPrice).toEqual({ amount: 353.17, currency: 'EUR' });
    expect(product.priceRange).toBe(true);
    expect(product.variants.map((variant) => variant.price?.amount)).toEqual([2199, 2119, 2119]);
  });

  it('adds the taxes to net prices', () => {
    const raw = rawProduct({ calculatedPrice: rawPrice({ total: 1000, tax: 190, list: 1200 }) });
    const product = mapProduct(raw, { locale, brand, taxState: 'net' });
    expect(product.price).toEqual({ amount: 1190, currency: 'EUR' });
    expect(product.listPrice).toEqual({ amount: 1428, currency: 'EUR' });
    expect(product.taxPrice).toEqual({ amount: 190, currency: 'EUR' });
  });

  it('takes the cover and gallery with the preferred thumbnails', () => {
    const product = mapProduct(bike(), { locale, brand });
    expect(product.img).toBe('https://cdn.test/cover-BLACK/2400.jpg');
    expect(product.imgThumbnails.map((thumbnail) => thumbnail.width)).toEqual([320, 400]);
    expect(product.imgAlt).toBe('alt cover-BLACK');
    expect(product.images.map((image) => [image.position, image.mediaId])).toEqual([
      [0, 'cover-BLACK'],
      [2, 'detail'],
    ]);
    expect(product.images[0]).toMatchObject({ metadata: { width: 2400, height: 1600 }, alt: 'alt cover-BLACK' });
    expect(product.images[0]?.thumbnails.map((thumbnail) => thumbnail.width)).toEqual([320, 400, 800, 1920]);
  });

  it('splits the media into the gallery (pictures) and the downloads (documents), each by position', () => {
    const documentAt = (mediaId: string, position: number, title: string, fileSize?: number) => ({
      ...rawProductMedia('p1', mediaId, position),
      media: rawDocumentMedia(mediaId, title, fileSize),
    });
    const raw = rawProduct({
      media: [
        documentAt('user-manual', 5, 'Bedienungsanleitung', 2_345_678),
        rawProductMedia('p1', 'side', 1),
        documentAt('assembly', 3, 'Montageanleitung'),
        { ...rawProductMedia('p1', 'front', 0), media: { ...rawMedia('front'), mimeType: 'image/jpeg' } },
        { ...rawProductMedia('p1', 'clip', 4), media: { ...rawMedia('clip'), mimeType: 'video/mp4' } },
      ],
    });
    const product = mapProduct(raw, { locale, brand });
    expect(product.images.map((image) => image.mediaId)).toEqual(['front', 'side']);
    expect(product.img).toBe('https://cdn.test/front/2400.jpg');
    expect(product.downloads).toEqual([
      { title: 'Montageanleitung', url: 'https://cdn.test/assembly/assembly.pdf', fileSize: 18_600, extension: 'pdf' },
      {
        title: 'Bedienungsanleitung',
        url: 'https://cdn.test/user-manual/user-manual.pdf',
        fileSize: 2_345_678,
        extension: 'pdf',
      },
    ]);
    expect(mapProduct(rawProduct({ media: [rawProductMedia('p1', 'only', 0)] }), { locale, brand }).downloads).toEqual(
      [],
    );
    expect(mapDownloads({})).toEqual([]);
  });

  it('maps a document with fallbacks for its title, extension and size; a picture is no download', () => {
    const document = rawDocumentMedia('doc', 'Notice de montage');
    expect(mapDownload({ ...document, translated: {}, title: null, alt: 'Notice' })?.title).toBe('Notice');
    expect(mapDownload({ ...document, translated: {}, title: null })?.title).toBe('doc');
    expect(
      mapDownload({ ...document, fileExtension: null, fileSize: null, url: 'https://cdn.test/x/Sheet.PDF?v=2' }),
    ).toMatchObject({ extension: 'pdf', fileSize: 0 });
    expect(mapDownload({ ...document, url: null })).toBeNull();
    expect(mapDownload({ ...document, url: 'javascript:alert(1)' })).toBeNull();
    expect(mapDownload(rawMedia('photo'))).toBeNull();
    expect(mapDownload({ ...rawMedia('photo'), mimeType: 'image/png' })).toBeNull();
  });

  it('falls back to the first gallery image, then to no image', () => {
    const noCover = mapProduct(rawProduct({ media: [rawProductMedia('p1', 'only', 0, [800])] }), { locale, brand });
    expect(noCover.img).toBe('https://cdn.test/only/2400.jpg');
    expect(noCover.imgThumbnails.map((thumbnail) => thumbnail.width)).toEqual([800]);
    const none = mapProduct(rawProduct(), { locale, brand });
    expect(none).toMatchObject({ img: null, imgThumbnails: [], imgAlt: 'Motus Tour', images: [] });
  });

  it('maps badges and labels by priority and ignores malformed entries', () => {
    const product = mapProduct(bike(), { locale, brand });
    expect(product.badges.map((badge) => [badge.id, badge.priority, badge.active])).toEqual([
      ['b-award', 1, false],
      ['b-sale', 3, true],
    ]);
    expect(product.badges[1]?.media).toMatchObject({ url: 'https://cdn.test/badge/2400.jpg', alt: 'alt badge' });
    expect(product.labels.map((label) => [label.id, label.freeText, label.colourway])).toEqual([
      ['l1', 'New colour', 'RED'],
      ['l2', 'Limited', null],
    ]);
    expect(mapProduct(rawProduct({ extensions: { badges: 'junk' } }), { locale, brand }).badges).toEqual([]);
  });

  it('follows the brand configuration, not the brand name', () => {
    const byColour = brandSettings({
      childSlugAttribute: 'attrMarketingColor',
      productSegment: 'o',
      localeSeparator: '/',
    });
    const product = mapProduct(bike(), { locale: { country: 'gb', language: 'en' }, brand: byColour });
    expect(product.variants.map((variant) => variant.url)).toEqual([
      '/gb/en/o/motus-tour/red/?frameShape=WAVE',
      '/gb/en/o/motus-tour/black/?frameShape=DIAMOND',
      '/gb/en/o/motus-tour/black/?frameShape=DIAMOND',
    ]);
    const byCode = brandSettings({ childSlugAttribute: 'UB-FRAMEKI', segmentation: false, skuInSlug: true });
    expect(mapProduct(bike(), { locale, brand: byCode }).variants[0]?.url).toBe(
      '/de-de/motus-tour-ral10001/wave/?color=RED',
    );
    const sorted = brandSettings({}, { ascendingAttributes: [] });
    expect(mapProduct(bike(), { locale, brand: sorted }).variantGroups[2]?.options.map((o) => o.name)).toEqual([
      'S',
      'M',
      'L',
    ]);
  });

  it('uses the parent given in the context for a variant mapped alone', () => {
    const skuBrand = brandSettings({ skuInSlug: true });
    const child = bike().children![0]!;
    const alone = mapProduct(child, { locale, brand: skuBrand, parent: bike() });
    expect(alone.product).toBe('parent');
    expect(alone.options.map((option) => option.name)).toEqual(['Red', 'Wave', 'L']);
    expect(alone).toMatchObject({ color: 'Red', colorCode: 'RED', shape: 'Wave' });
    expect(alone.url).toBe('/de-de/p/motus-tour-ral10001/wave/?color=RED');
  });

  it('resolves custom-field media from a list', () => {
    const raw = rawProduct({ customFields: { accell_products_geometry: 'geo' } });
    const product = mapProduct(raw, { locale, brand, media: [rawMedia('geo', [320])] });
    expect(product.customFields.geometry?.thumbnails.map((thumbnail) => thumbnail.width)).toEqual([320]);
  });

  it('maps secondary colour and base colour from properties', () => {
    const raw = rawProduct({
      properties: [
        rawOption({ code: 'COLOR2ND' }, 'Silver', 'SILVER'),
        rawOption({ code: 'COLORBAS' }, 'Grey', 'GREY'),
      ],
    });
    const product = mapProduct(raw, { locale, brand });
    expect(product.secondaryColor).toBe('Silver');
    expect(product.attributes.find((attribute) => attribute.group === 'COLORBAS')?.key).toBeNull();
  });
});
