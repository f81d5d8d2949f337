import { describe, expect, it } from 'vitest';
import { mapProduct } from '../../services/shopware/product-map';
import { rawMedia, rawOption, rawPrice, rawProduct, rawProductMedia } from '../../services/shopware/product-fixtures';
import { brandSettings } from './fixtures';
import { cardColors, facetKeyOf, productFacets, toProductCard, toProductDetail } from './views';

const locale = { country: 'de', language: 'de' };
const brand = brandSettings();
const colour = { code: 'COLORCOM', displayType: 'color' };
const shape = { code: 'FRAMETYPE' };
const size = { code: 'HEIGHT' };

function bike() {
  const variant = (id: string, colourCode: string, height: string) =>
    rawProduct({
      id,
      parentId: 'parent',
      productNumber: `LAP-${id}`,
      customFields: {},
      cover: rawProductMedia(id, `side-${colourCode}`, 0),
      media: [rawProductMedia(id, `side-${colourCode}`, 0), rawProductMedia(id, 'detail', 1)],
      options: [
        rawOption(colour, colourCode === 'RED' ? 'Rot' : 'Schwarz', colourCode, {
          colorHexCode: '#000000',
          position: colourCode === 'RED' ? 2 : 1,
        }),
        rawOption(shape, 'Trapez', 'TRAPEZE'),
        rawOption(size, `${height} cm`, height),
      ],
    });
  return mapProduct(
    rawProduct({
      id: 'parent',
      cover: rawProductMedia('parent', 'side-BLACK', 0),
      media: [rawProductMedia('parent', 'side-BLACK', 0)],
      properties: [
        rawOption({ code: 'Wheel Size', position: 1 }, '28"', '28'),
        rawOption({ code: 'GEARS', label: 'Schaltung', position: 2 }, 'Deore', 'Deore'),
        rawOption({ code: 'BRAKES', label: 'Bremsen', position: 3 }, 'MT200', 'MT200'),
      ],
      calculatedPrice: rawPrice({ total: 999, list: 1199, regulation: 1049 }),
      customFields: { some_import_field: 'x', accell_products_description: '<p>D</p>' },
      children: [variant('v1', 'BLACK', '50'), variant('v2', 'RED', '45'), variant('v3', 'BLACK', '45')],
      extensions: {
        badges: [
          { id: 'off', name: 'Off', priority: 1, active: false },
          { id: 'new', name: 'Neu', priority: 2, active: true, media: rawMedia('badge', [400, 800]) },
        ],
        labels: [{ id: 'l', active: false, priority: 1, freeText: 'Hidden', colourway: null }],
      },
    }),
    { locale, brand },
  );
}

describe('toProductCard', () => {
  it('keeps what a tile needs', () => {
    const product = bike();
    const card = toProductCard(product, { filterKeys: brand.catalog.listingFilters });
    expect(card).toMatchObject({
      id: 'parent',
      sku: 'RAL10001',
      name: 'Motus Tour',
      subtitle: 'Electric trekking bike',
      url: product.url,
      price: { amount: 999, currency: 'EUR' },
      listPrice: { amount: 1199, currency: 'EUR' },
      regulationPrice: { amount: 1049, currency: 'EUR' },
      stockStatus: 'inStock',
      sales: 5,
      labels: [],
    });
    expect(card.image).toMatchObject({ url: 'https://cdn.test/side-BLACK/320.jpg', width: 320, height: 213 });
    expect(card.badges).toEqual([{ id: 'new', name: 'Neu', url: 'https://cdn.test/badge/400.jpg', alt: 'alt badge' }]);
    expect(card.facets).toEqual({
      attrFrameShape: ['TRAPEZE'],
      attrMarketingColor: ['BLACK', 'RED'],
      attrFrameSize: ['50', '45'],
    });
    expect(card).not.toHaveProperty('customFields');
    expect(card).not.toHaveProperty('variants');
  });

  it('lists each colourway once, linking to its first variant', () => {
    const product = bike();
    expect(cardColors(product)).toEqual([
      { code: 'BLACK', name: 'Schwarz', colorHexCode: '#000000', url: product.variants[0]?.url },
      { code: 'RED', name: 'Rot', colorHexCode: '#000000', url: product.variants[1]?.url },
    ]);
    const simple = mapProduct(rawProduct({ properties: [rawOption(colour, 'Blau', 'BLUE')] }), { locale, brand });
    expect(cardColors(simple)).toEqual([{ code: 'BLUE', name: 'Blau', colorHexCode: null, url: simple.url }]);
    expect(cardColors(mapProduct(rawProduct(), { locale, brand }))).toEqual([]);
  });

  it('prices an e-bike tile with its cheapest required battery, "from" when batteries differ', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const batteries = [
      { sku: 'B500', type: 'required' as const, name: 'PowerPack 500 Wh', price: eur(479) },
      { sku: 'B625', type: 'required' as const, name: 'PowerPack 625 Wh', price: eur(559) },
    ];
    const card = toProductCard(bike(), { batteries });
    expect(card).toMatchObject({ price: eur(1478), listPrice: eur(1678), priceRange: true });
    expect(card).not.toHaveProperty('customFields');
    // The live tile adds them to the current price again.
    expect(card.requiredBatteries).toEqual([eur(479), eur(559)]);
    expect(toProductCard(bike(), { batteries: batteries.slice(1) })).toMatchObject({
      price: eur(1558),
      priceRange: false,
    });
    expect(toProductCard(bike())).not.toHaveProperty('requiredBatteries');
  });

  it('carries no amounts where prices are hidden', () => {
    const card = toProductCard(bike(), { priceVisible: false });
    expect(card).toMatchObject({ price: null, listPrice: null, taxPrice: null, regulationPrice: null });
    const bundle = [{ sku: 'B500', type: 'required' as const, name: 'PowerPack 500 Wh', price: null }];
    expect(toProductCard(bike(), { priceVisible: false, batteries: bundle })).not.toHaveProperty('requiredBatteries');
  });

  it('collects facets of every key without filter keys, under display key or code', () => {
    const facets = productFacets(bike());
    expect(Object.keys(facets).sort()).toEqual([
      'attrBrakeDescription',
      'attrFrameShape',
      'attrFrameSize',
      'attrGears',
      'attrMarketingColor',
      'attrWheelSize',
    ]);
    expect(facetKeyOf({ key: null, group: 'COLORBAS' })).toBe('COLORBAS');
  });
});

describe('toProductDetail', () => {
  it('keeps what a detail page needs, with variants by reference', () => {
    const product = bike();
    const detail = toProductDetail(product, { ascendingAttributes: ['attrFrameSize'], language: 'de' });
    expect(detail.customFields).not.toHaveProperty('extra');
    expect(detail.customFields.description).toBe('<p>D</p>');
    expect(detail.images.map((image) => image.mediaId)).toEqual(['side-BLACK', 'detail', 'side-RED']);
    expect(detail.variants[1]).toMatchObject({
      id: 'v2',
      sku: 'LAP-v2',
      optionIds: ['option-COLORCOM-RED', 'option-FRAMETYPE-TRAPEZE', 'option-HEIGHT-45'],
      mediaIds: ['side-RED', 'detail'],
      color: 'Rot',
      size: '45 cm',
    });
    const optionIds = detail.variantGroups.flatMap((group) => group.options.map((option) => option.id));
    for (const variant of detail.variants) for (const id of variant.optionIds) expect(optionIds).toContain(id);
    expect(detail.variantGroups.find((group) => group.name === 'HEIGHT')?.options.map((o) => o.name)).toEqual([
      '45 cm',
      '50 cm',
    ]);
    expect(detail.technicalSpecification.map((row) => [row.label, row.values])).toEqual([
      ['Bremsen', ['MT200']],
      ['Schaltung', ['Deore']],
    ]);
    expect(detail.attributeGroups.map((group) => group.name)).toEqual(['Wheel Size', 'GEARS', 'BRAKES']);
    expect(detail.badges.map((badge) => badge.id)).toEqual(['new']);
    expect(detail.labels).toEqual([]);
    expect(detail.breadcrumb).toEqual(['Home', 'Category leaf']);
    expect(detail.legalNotes).toEqual(['<p>Legal</p>']);
  });

  it('carries no amounts where prices are hidden, on the product and its variants', () => {
    const detail = toProductDetail(bike(), { ascendingAttributes: [], language: 'de', priceVisible: false });
    expect(detail.price).toBeNull();
    expect(detail.variants.every((variant) => variant.price === null && variant.listPrice === null)).toBe(true);
  });
});
