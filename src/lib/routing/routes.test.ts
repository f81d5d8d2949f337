import { describe, expect, it } from 'vitest';

import type { Locale } from './locale';
import type { ProductSlugSource } from './product-slug';
import {
  basketPath,
  checkoutPath,
  orderConfirmationPath,
  categoryPath,
  dealerPath,
  homePath,
  isNotFoundPath,
  notFoundPath,
  productDetailPath,
  productLineListingPath,
  productLinePath,
  searchPath,
  type DealerSlugSource,
  type ProductDetailOptions,
} from './routes';
import { hashSlugPart } from './slug';
import type { RoutingSettings } from './types';

/** A '/' brand without segmentation. */
const slashPlain: RoutingSettings = {
  localeSeparator: '/',
  segmentation: false,
  productSegment: 'p',
  listingSegment: 'c',
  productLineSegment: 'product-lines',
  skuInSlug: false,
  parentUrlStructure: 'name',
  childSlugAttribute: 'attrFrameShape',
  hashSlugParts: false,
};
/** A '-' brand with segmentation and the French brand's one-letter segments. */
const dashSegmented: RoutingSettings = {
  ...slashPlain,
  localeSeparator: '-',
  segmentation: true,
  productSegment: 'o',
  listingSegment: 'v',
};
/** A '-' brand with segmentation off but segments configured: they must not show. */
const dashPlain: RoutingSettings = { ...dashSegmented, segmentation: false };

const gbEn: Locale = { country: 'gb', language: 'en' };
const deDe: Locale = { country: 'de', language: 'de' };
const intEn: Locale = { country: 'int', language: 'en' };
const upper: Locale = { country: 'FR', language: 'FR' };

describe('checkoutPath, orderConfirmationPath', () => {
  it.each([
    [gbEn, slashPlain, '/gb/en/checkout/', '/gb/en/order-confirmation/'],
    [deDe, dashSegmented, '/de-de/checkout/', '/de-de/order-confirmation/'],
  ])('%j %#', (locale, settings, checkout, confirmation) => {
    expect(checkoutPath(locale, settings)).toBe(checkout);
    expect(orderConfirmationPath(locale, settings)).toBe(confirmation);
  });

  it('carries the order id as the query, encoded', () => {
    expect(orderConfirmationPath(gbEn, slashPlain, 'a1b2')).toBe('/gb/en/order-confirmation/?orderId=a1b2');
    expect(orderConfirmationPath(deDe, dashPlain, 'x y&z')).toBe('/de-de/order-confirmation/?orderId=x+y%26z');
  });
});

describe('homePath, basketPath, searchPath', () => {
  it.each<[Locale, RoutingSettings, string, string, string]>([
    [gbEn, slashPlain, '/gb/en/', '/gb/en/basket/', '/gb/en/search/'],
    [deDe, dashSegmented, '/de-de/', '/de-de/basket/', '/de-de/search/'],
    [intEn, dashPlain, '/int-en/', '/int-en/basket/', '/int-en/search/'],
    [intEn, slashPlain, '/int/en/', '/int/en/basket/', '/int/en/search/'],
    [upper, dashPlain, '/fr-fr/', '/fr-fr/basket/', '/fr-fr/search/'],
    [deDe, slashPlain, '/de/de/', '/de/de/basket/', '/de/de/search/'], // country = language is kept
  ])('%j %#', (locale, settings, home, basket, search) => {
    expect(homePath(locale, settings)).toBe(home);
    expect(basketPath(locale, settings)).toBe(basket);
    expect(searchPath(locale, settings)).toBe(search);
  });

  it('puts the not-found page at {locale}/404/ and recognises not-found paths', () => {
    expect(notFoundPath(gbEn, slashPlain)).toBe('/gb/en/404/');
    expect(notFoundPath(deDe, dashSegmented)).toBe('/de-de/404/');
    expect(isNotFoundPath('/de-de/404/')).toBe(true);
    expect(isNotFoundPath('/404/')).toBe(true);
    expect(isNotFoundPath('/404.html')).toBe(false);
    expect(isNotFoundPath('/de-de/404-bike/')).toBe(false);
    expect(isNotFoundPath('/de-de/bikes/')).toBe(false);
  });

  it('throws for an invalid locale', () => {
    expect(() => homePath({ country: 'gbr1', language: 'en' }, slashPlain)).toThrow(RangeError);
  });
});

describe('categoryPath', () => {
  it.each<[Locale, RoutingSettings, string[], string]>([
    [gbEn, slashPlain, ['bikes', 'city'], '/gb/en/bikes/city/'],
    [deDe, dashSegmented, ['e-bikes', 'city'], '/de-de/v/e-bikes/city/'],
    [deDe, dashPlain, ['e-bikes', 'city'], '/de-de/e-bikes/city/'],
    [gbEn, { ...slashPlain, segmentation: true }, ['bikes'], '/gb/en/c/bikes/'],
    [intEn, dashSegmented, ['bike-parts', 'brakes', 'rim-brakes'], '/int-en/v/bike-parts/brakes/rim-brakes/'],
    [deDe, dashPlain, ['E-Bikes', 'Trekking & Touring'], '/de-de/e-bikes/trekking-touring/'],
    [deDe, dashPlain, ['e-bikes/city'], '/de-de/e-bikes/city/'],
    [deDe, dashPlain, ['', 'e-bikes', '***'], '/de-de/e-bikes/'],
    [deDe, dashPlain, ['e-bikes', 'e-bikes'], '/de-de/e-bikes/'], // duplicate segments removed
    [deDe, dashSegmented, [], '/de-de/v/'],
    [deDe, dashPlain, [], '/de-de/'],
  ])('%j %j %j → %j', (locale, settings, slugs, expected) => {
    expect(categoryPath(locale, settings, slugs)).toBe(expected);
  });
});

describe('productDetailPath', () => {
  const product: ProductSlugSource = {
    name: 'Urban Tour 5',
    sku: 'UT5-BLK-M',
    parentSku: 'UT5',
    model: 'UT',
    customFields: { parentModelName: 'Urban Tour', modelSlug: 'urban-tour-2024' },
    options: [
      { code: 'attrFrameShape', value: 'Wave' },
      { code: 'COLORCOM', value: 'Black' },
    ],
  };

  it.each<[string, Locale, RoutingSettings, ProductSlugSource, ProductDetailOptions, string | null]>([
    ['/ separator, no segment', gbEn, slashPlain, product, {}, '/gb/en/urban-tour/wave/'],
    ['segment on: p', gbEn, { ...slashPlain, segmentation: true }, product, {}, '/gb/en/p/urban-tour/wave/'],
    ["segment on: French 'o'", deDe, dashSegmented, product, {}, '/de-de/o/urban-tour/wave/'],
    ['segment off hides the configured segment', deDe, dashPlain, product, {}, '/de-de/urban-tour/wave/'],
    ['3-letter country', intEn, dashSegmented, product, {}, '/int-en/o/urban-tour/wave/'],
    ['sku in slug', deDe, { ...dashPlain, skuInSlug: true }, product, {}, '/de-de/urban-tour-ut5/wave/'],
    [
      'name-identifier requested',
      deDe,
      { ...dashPlain, parentUrlStructure: 'name-identifier' },
      product,
      { withIdentifier: true },
      '/de-de/urban-tour-urban-tour-2024/wave/',
    ],
    [
      'name-identifier not requested',
      deDe,
      { ...dashPlain, parentUrlStructure: 'name-identifier' },
      product,
      {},
      '/de-de/urban-tour/wave/',
    ],
    [
      'other child attribute',
      deDe,
      { ...dashPlain, childSlugAttribute: 'COLORCOM' },
      product,
      {},
      '/de-de/urban-tour/black/',
    ],
    [
      'child falls back to sku',
      deDe,
      { ...dashPlain, childSlugAttribute: 'HEIGHTS' },
      product,
      {},
      '/de-de/urban-tour/ut5-blk-m/',
    ],
    ['no child slug: parent only', deDe, dashSegmented, { name: 'Helmet' }, {}, '/de-de/o/helmet/'],
    [
      'hashed parts',
      deDe,
      { ...dashSegmented, hashSlugParts: true },
      product,
      {},
      `/de-de/o/${hashSlugPart('urban-tour')}/${hashSlugPart('wave')}/`,
    ],
    [
      'with query',
      gbEn,
      slashPlain,
      product,
      { query: { color: 'Black', frameShape: 'Wave', battery: { sku: 'BAT-500', type: 'required' } } },
      '/gb/en/urban-tour/wave/?color=Black&frameShape=Wave&battery=BAT-500&batteryType=required',
    ],
    ['empty query adds nothing', gbEn, slashPlain, product, { query: {} }, '/gb/en/urban-tour/wave/'],
    [
      'parent slug equal to child slug: the duplicate segment goes (spec rule)',
      deDe,
      dashPlain,
      { name: 'Wave', options: [{ code: 'attrFrameShape', value: 'wave' }] },
      {},
      '/de-de/wave/',
    ],
    ['no parent slug → null', gbEn, slashPlain, { sku: 'UT5', options: product.options }, {}, null],
    ['no parent slug → null when segmented', deDe, dashSegmented, { model: '!!!', sku: 'UT5' }, {}, null],
    ['no parent slug → null with a query', gbEn, slashPlain, { sku: 'UT5' }, { query: { color: 'red' } }, null],
  ])('%s', (_, locale, settings, source, options, expected) => {
    expect(productDetailPath(locale, settings, source, options)).toBe(expected);
  });
});

describe('productLinePath and productLineListingPath', () => {
  it.each<[Locale, RoutingSettings, string, string, string | null]>([
    [gbEn, slashPlain, 'urban', '/gb/en/product-lines/', '/gb/en/product-lines/urban/'],
    [deDe, dashSegmented, 'Urban Tour', '/de-de/product-lines/', '/de-de/product-lines/urban-tour/'],
    [intEn, { ...dashPlain, productLineSegment: 'lines' }, 'x', '/int-en/lines/', '/int-en/lines/x/'],
    [deDe, dashPlain, '', '/de-de/product-lines/', null],
    [deDe, dashPlain, '???', '/de-de/product-lines/', null],
  ])('%j %j %j', (locale, settings, slug, listing, line) => {
    expect(productLineListingPath(locale, settings)).toBe(listing);
    expect(productLinePath(locale, settings, slug)).toBe(line);
  });
});

describe('dealerPath', () => {
  it.each<[Locale, RoutingSettings, DealerSlugSource, string | null]>([
    [
      gbEn,
      slashPlain,
      { identifier: '1234', name: 'Cycle Hub', city: 'London', addressLine1: '12 High St.' },
      '/gb/en/1234/cycle-hub-london-12-high-st/',
    ],
    [
      deDe,
      dashSegmented,
      { identifier: 'D-77', name: 'Rad & Tat', city: 'München', addressLine1: 'Hauptstraße 5' },
      '/de-de/d-77/rad-tat-munchen-hauptstrasse-5/',
    ],
    [deDe, dashPlain, { identifier: '9', name: 'Velo', city: null, addressLine1: 'Weg 1' }, '/de-de/9/velo-weg-1/'],
    [deDe, dashPlain, { identifier: '9', name: 'Velo' }, '/de-de/9/velo/'],
    [deDe, dashPlain, { identifier: '9' }, '/de-de/9/'],
    [deDe, dashPlain, { identifier: '9', name: '***', city: '' }, '/de-de/9/'],
    [deDe, dashPlain, { identifier: '', name: 'Velo' }, null],
    [deDe, dashPlain, { identifier: '%%', name: 'Velo' }, null],
  ])('%j %#', (locale, settings, dealer, expected) => {
    expect(dealerPath(locale, settings, dealer)).toBe(expected);
  });
});
