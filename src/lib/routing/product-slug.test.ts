import { describe, expect, it } from 'vitest';

import {
  childSlug,
  firstSlug,
  identifierSlug,
  optionValue,
  parentModelSlug,
  parentSlug,
  skuSlug,
  slugPart,
  type ParentSlugSettings,
  type ProductSlugSource,
} from './product-slug';
import { hashSlugPart } from './slug';

const full: ProductSlugSource = {
  name: 'Urban Tour 5',
  sku: 'UT5-BLK-M',
  parentSku: 'UT5',
  model: 'UT Series',
  customFields: { parentModelName: 'Urban Tour', modelSlug: 'Urban Tour 2024' },
  options: [
    { code: 'attrFrameShape', value: 'Wave' },
    { code: 'COLORCOM', value: 'Black Matt' },
  ],
};

describe('firstSlug', () => {
  it.each<[(string | null | undefined)[], string]>([
    [['A', 'B'], 'a'],
    [[null, 'B'], 'b'],
    [[undefined, '', '  ', '!!!', 'C d'], 'c-d'],
    [[], ''],
    [[null, undefined, ''], ''],
  ])('%j → %j', (candidates, expected) => {
    expect(firstSlug(candidates)).toBe(expected);
  });
});

describe('slugPart', () => {
  it.each<[string, boolean, string]>([
    ['urban', false, 'urban'],
    ['urban', true, hashSlugPart('urban')],
    ['', true, ''], // nothing to hash stays nothing
    ['', false, ''],
  ])('(%j, hash %j) → %j', (slug, hash, expected) => {
    expect(slugPart(slug, hash)).toBe(expected);
  });
});

describe('parentModelSlug: parent model name, otherwise name, otherwise model', () => {
  it.each<[string, ProductSlugSource, string]>([
    ['parent model name custom field first', full, 'urban-tour'],
    ['name without the custom field', { ...full, customFields: { modelSlug: 'x' } }, 'urban-tour-5'],
    ['name when the custom field is null', { ...full, customFields: { parentModelName: null } }, 'urban-tour-5'],
    ['name when customFields is null', { ...full, customFields: null }, 'urban-tour-5'],
    ['name when the custom field is blank', { ...full, customFields: { parentModelName: '  ' } }, 'urban-tour-5'],
    [
      'name when the custom field is all symbols',
      { ...full, customFields: { parentModelName: '***' } },
      'urban-tour-5',
    ],
    ['model without custom field and name', { model: 'UT Series', sku: 'X' }, 'ut-series'],
    ['model when the name is empty', { name: '', model: 'UT Series' }, 'ut-series'],
    ['model when the name is null', { name: null, model: 'Ærø 2' }, 'aero-2'],
    ['nothing without any of them', { sku: 'UT5', parentSku: 'UT5' }, ''],
    ['nothing when all are blank', { name: ' ', model: '-', customFields: { parentModelName: '' } }, ''],
  ])('%s', (_, product, expected) => {
    expect(parentModelSlug(product)).toBe(expected);
  });
});

describe('identifierSlug: model slug field, otherwise parent sku, otherwise sku', () => {
  it.each<[string, ProductSlugSource, string]>([
    ['model slug custom field first', full, 'urban-tour-2024'],
    ['parent sku without the custom field', { ...full, customFields: null }, 'ut5'],
    ['parent sku when the custom field is blank', { ...full, customFields: { modelSlug: '' } }, 'ut5'],
    ['sku without a parent sku', { ...full, customFields: null, parentSku: null }, 'ut5-blk-m'],
    ['sku when the parent sku is empty', { sku: 'A 1', parentSku: '' }, 'a-1'],
    ['nothing without any of them', { name: 'x' }, ''],
  ])('%s', (_, product, expected) => {
    expect(identifierSlug(product)).toBe(expected);
  });
});

describe('skuSlug: parent sku, otherwise sku', () => {
  it.each<[ProductSlugSource, string]>([
    [full, 'ut5'],
    [{ sku: 'UT5-BLK-M' }, 'ut5-blk-m'],
    [{ sku: 'UT5_BLK/M', parentSku: null }, 'ut5blkm'],
    [{ name: 'x' }, ''],
  ])('%j → %j', (product, expected) => {
    expect(skuSlug(product)).toBe(expected);
  });
});

describe('parentSlug', () => {
  const base: ParentSlugSettings = { skuInSlug: false, parentUrlStructure: 'name', hashSlugParts: false };

  it.each<[string, ProductSlugSource, ParentSlugSettings, { withIdentifier?: boolean }, string | null]>([
    ['model slug alone', full, base, {}, 'urban-tour'],
    ['sku on: {model}-{sku}', full, { ...base, skuInSlug: true }, {}, 'urban-tour-ut5'],
    [
      'sku on, no parent: own sku',
      { ...full, parentSku: null },
      { ...base, skuInSlug: true },
      {},
      'urban-tour-ut5-blk-m',
    ],
    ['sku on, no sku at all', { name: 'Urban' }, { ...base, skuInSlug: true }, {}, 'urban'],
    ['sku equal to the model is not repeated', { name: 'UT5', sku: 'ut5' }, { ...base, skuInSlug: true }, {}, 'ut5'],
    ['name structure ignores the identifier request', full, base, { withIdentifier: true }, 'urban-tour'],
    ['name-identifier without the request', full, { ...base, parentUrlStructure: 'name-identifier' }, {}, 'urban-tour'],
    [
      'name-identifier explicitly not requested',
      full,
      { ...base, parentUrlStructure: 'name-identifier' },
      { withIdentifier: false },
      'urban-tour',
    ],
    [
      'name-identifier: model slug field',
      full,
      { ...base, parentUrlStructure: 'name-identifier' },
      { withIdentifier: true },
      'urban-tour-urban-tour-2024',
    ],
    [
      'name-identifier: parent sku fallback',
      { ...full, customFields: { parentModelName: 'Urban Tour' } },
      { ...base, parentUrlStructure: 'name-identifier' },
      { withIdentifier: true },
      'urban-tour-ut5',
    ],
    [
      'name-identifier: sku fallback',
      { ...full, customFields: { parentModelName: 'Urban Tour' }, parentSku: undefined },
      { ...base, parentUrlStructure: 'name-identifier' },
      { withIdentifier: true },
      'urban-tour-ut5-blk-m',
    ],
    [
      'name-identifier: no identifier at all',
      { name: 'Urban Tour' },
      { ...base, parentUrlStructure: 'name-identifier' },
      { withIdentifier: true },
      'urban-tour',
    ],
    [
      'name-identifier and sku: {model}-{identifier}-{sku}',
      full,
      { ...base, parentUrlStructure: 'name-identifier', skuInSlug: true },
      { withIdentifier: true },
      'urban-tour-urban-tour-2024-ut5',
    ],
    [
      'name-identifier and sku: the same sku once',
      { ...full, customFields: null },
      { ...base, parentUrlStructure: 'name-identifier', skuInSlug: true },
      { withIdentifier: true },
      'urban-tour-5-ut5',
    ],
    ['hashed model', full, { ...base, hashSlugParts: true }, {}, hashSlugPart('urban-tour')],
    [
      'hashed model and sku',
      full,
      { ...base, hashSlugParts: true, skuInSlug: true },
      {},
      `${hashSlugPart('urban-tour')}-${hashSlugPart('ut5')}`,
    ],
    [
      'hashed model and identifier',
      full,
      { ...base, hashSlugParts: true, parentUrlStructure: 'name-identifier' },
      { withIdentifier: true },
      `${hashSlugPart('urban-tour')}-${hashSlugPart('urban-tour-2024')}`,
    ],
    ['no model slug → null', { sku: 'UT5', parentSku: 'UT5' }, base, {}, null],
    ['no model slug → null even with sku on', { sku: 'UT5' }, { ...base, skuInSlug: true }, {}, null],
    [
      'no model slug → null even with an identifier',
      { sku: 'UT5', customFields: { modelSlug: 'ut' } },
      { ...base, parentUrlStructure: 'name-identifier' },
      { withIdentifier: true },
      null,
    ],
    ['no model slug → null even when hashing', { name: '%%%' }, { ...base, hashSlugParts: true }, {}, null],
  ])('%s', (_, product, settings, options, expected) => {
    expect(parentSlug(product, settings, options)).toBe(expected);
  });
});

describe('optionValue', () => {
  it.each<[string, string | undefined]>([
    ['attrFrameShape', 'Wave'],
    ['ATTRFRAMESHAPE', 'Wave'],
    [' attrFrameShape ', 'Wave'],
    ['COLORCOM', 'Black Matt'],
    ['UB-FRAMEKI', undefined],
  ])('%j → %j', (attribute, expected) => {
    expect(optionValue(full, attribute)).toBe(expected);
  });

  it('is undefined without options', () => {
    expect(optionValue({ options: null }, 'attrFrameShape')).toBeUndefined();
  });
});

describe('childSlug', () => {
  it.each<[string, ProductSlugSource, string, boolean, string]>([
    ['frame shape option', full, 'attrFrameShape', false, 'wave'],
    ['colour option', full, 'COLORCOM', false, 'black-matt'],
    ['code case differs', full, 'attrframeshape', false, 'wave'],
    ['brand-specific code', { options: [{ code: 'UB-FRAMEKI', value: 'Trapèze' }] }, 'UB-FRAMEKI', false, 'trapeze'],
    ['missing attribute: own sku', full, 'HEIGHTS', false, 'ut5-blk-m'],
    ['no options: own sku', { sku: 'A1' }, 'attrFrameShape', false, 'a1'],
    [
      'all-symbol option value: own sku',
      { sku: 'A1', options: [{ code: 'attrFrameShape', value: '—' }] },
      'attrFrameShape',
      false,
      'a1',
    ],
    ['nothing at all', { name: 'x' }, 'attrFrameShape', false, ''],
    ['hashed', full, 'attrFrameShape', true, hashSlugPart('wave')],
    ['hashed sku fallback', { sku: 'A1' }, 'attrFrameShape', true, hashSlugPart('a1')],
    ['hashing nothing gives nothing', { name: 'x' }, 'attrFrameShape', true, ''],
  ])('%s', (_, product, childSlugAttribute, hashSlugParts, expected) => {
    expect(childSlug(product, { childSlugAttribute, hashSlugParts })).toBe(expected);
  });
});
