import { describe, expect, it } from 'vitest';
import {
  compareAttributeValues,
  createAttributeKeys,
  defaultAttributeKeyMap,
  groupAttributes,
  isAscendingAttribute,
  isDisplayKey,
  leadingNumber,
  sizeIndex,
  sizeOrder,
  sortAttributeOptions,
  technicalSpecification,
  technicalSpecificationKeys,
  variantAttributes,
} from './attributes';
import { attribute } from './fixtures';
import { type DisplayKey, displayKeys } from './types';

describe('display keys', () => {
  it('lists the 19 keys of the spec', () => {
    expect(displayKeys).toHaveLength(19);
    expect(new Set(displayKeys).size).toBe(19);
    expect(isDisplayKey('attrFrameShape')).toBe(true);
    expect(isDisplayKey('COLORCOM')).toBe(false);
  });

  it('maps every default code to a display key', () => {
    for (const key of Object.values(defaultAttributeKeyMap)) expect(isDisplayKey(key)).toBe(true);
  });
});

describe('createAttributeKeys', () => {
  const keys = createAttributeKeys();

  it.each([
    ['COLORCOM', 'attrMarketingColor'],
    ['UB-FRAMEKI', 'attrFrameShape'],
    ['FRAMETYPE', 'attrFrameShape'],
    ['HEIGHTS', 'attrFrameSize'],
    ['HEIGHT', 'attrFrameSize'],
    ['SIZE', 'attrSize'],
    ['Wheel Size', 'attrWheelSize'],
    ['wheel size', 'attrWheelSize'],
    ['  Frame material ', 'attrFrameMaterial'],
    ['MOTOR', 'attrEngineDescription'],
    ['RANGE', 'attrExactRange'],
    ['GEARS', 'attrGears'],
    ['REARDERAILLEUR', 'attrRearDerailleurDescription'],
    ['FRONTFORK', 'FrontForkDescription'],
    ['FRONTTIRE', 'attrFrontTire'],
    ['REARTIRE', 'attrRearTire'],
    ['BRAKES', 'attrBrakeDescription'],
    ['PRODUCTLINE', 'attrProductLine'],
    ['COLOR2ND', 'COLOR2ND'],
    ['attrFrameShape', 'attrFrameShape'],
    ['requiredBattery', 'requiredBattery'],
    ['COLORBAS', null],
    ['Unknown', null],
    ['', null],
  ] as const)('default map: %s -> %s', (name, key) => {
    expect(keys.keyOf(name, 'en')).toBe(key);
  });

  it('prefers the language map of the site configuration, then its default, then the default map', () => {
    const configured = createAttributeKeys({
      default: { Rahmenform: 'attrFrameShape', HEIGHT: 'attrSize' },
      languages: { de: { Farbe: 'attrMarketingColor', Rahmenform: 'FRAMETYPE' } },
    });
    expect(configured.keyOf('Rahmenform', 'de')).toBe('FRAMETYPE');
    expect(configured.keyOf('Rahmenform', 'fr')).toBe('attrFrameShape');
    expect(configured.keyOf('farbe', 'DE')).toBe('attrMarketingColor');
    expect(configured.keyOf('Farbe', 'en')).toBeNull();
    expect(configured.keyOf('HEIGHT', 'en')).toBe('attrSize');
    expect(configured.keyOf('HEIGHTS', 'en')).toBe('attrFrameSize');
  });

  it('looks names up in reverse from a key', () => {
    expect(keys.namesOf('attrFrameShape', 'en')).toEqual(['UB-FRAMEKI', 'FRAMETYPE', 'attrFrameShape']);
    expect(keys.namesOf('attrFrameSize', 'en')).toEqual(['HEIGHTS', 'HEIGHT', 'attrFrameSize']);
    expect(keys.namesOf('optionalBattery', 'en')).toEqual(['optionalBattery']);
    const configured = createAttributeKeys({ languages: { de: { Rahmenform: 'attrFrameShape' } } });
    expect(configured.namesOf('attrFrameShape', 'de')).toEqual([
      'Rahmenform',
      'UB-FRAMEKI',
      'FRAMETYPE',
      'attrFrameShape',
    ]);
    expect(configured.namesOf('attrFrameShape', 'fr')).toEqual(['UB-FRAMEKI', 'FRAMETYPE', 'attrFrameShape']);
  });

  it('round-trips every default code through its key', () => {
    for (const [code, key] of Object.entries(defaultAttributeKeyMap)) {
      expect(keys.namesOf(key, 'en')).toContain(code);
      expect(keys.keyOf(code, 'en')).toBe(key);
    }
  });
});

describe('variantAttributes', () => {
  it('finds every role by display key, base colour by its code', () => {
    const attributes = [
      attribute({ name: 'Black', group: 'COLORCOM', key: 'attrMarketingColor' }),
      attribute({ name: 'Wave', group: 'FRAMETYPE', key: 'attrFrameShape' }),
      attribute({ name: 'M', group: 'HEIGHTS', key: 'attrFrameSize' }),
      attribute({ name: '28"', group: 'Wheel Size', key: 'attrWheelSize' }),
      attribute({ name: 'Alu', group: 'Frame material', key: 'attrFrameMaterial' }),
      attribute({ name: 'Deore', group: 'REARDERAILLEUR', key: 'attrRearDerailleurDescription' }),
      attribute({ name: 'Bosch', group: 'MOTOR', key: 'attrEngineDescription' }),
      attribute({ name: 'Suntour', group: 'FRONTFORK', key: 'FrontForkDescription' }),
      attribute({ name: 'Black', group: 'colorbas', key: null }),
      attribute({ name: 'Red', group: 'COLOR2ND', key: 'COLOR2ND' }),
    ];
    const roles = variantAttributes(attributes);
    expect(Object.fromEntries(Object.entries(roles).map(([role, found]) => [role, found.name]))).toEqual({
      color: 'Black',
      shape: 'Wave',
      size: 'M',
      wheelSize: '28"',
      frameMaterial: 'Alu',
      rearDerailleur: 'Deore',
      motor: 'Bosch',
      frontFork: 'Suntour',
      baseColor: 'Black',
      secondaryColor: 'Red',
    });
  });

  it('finds parts sizes (SIZE) as size and the raw FRAMETYPE key as shape', () => {
    const roles = variantAttributes([
      attribute({ name: 'L', group: 'SIZE', key: 'attrSize' }),
      attribute({ name: 'Trapeze', group: 'X', key: 'FRAMETYPE' }),
    ]);
    expect(roles.size?.name).toBe('L');
    expect(roles.shape?.name).toBe('Trapeze');
    expect(roles.color).toBeUndefined();
  });
});

describe('technicalSpecification', () => {
  it('lists the group in its fixed order, with labels, skipping missing keys', () => {
    const keyed = (key: DisplayKey, name: string) => attribute({ name, key, group: key, label: `${key} label` });
    const rows = technicalSpecification([
      keyed('attrGears', 'Nexus 8'),
      keyed('attrFrontTire', 'Marathon'),
      keyed('attrMarketingColor', 'Black'),
      keyed('attrRearDerailleurDescription', 'Deore'),
      keyed('attrBrakeDescription', 'MT200'),
      keyed('attrBrakeDescription', 'MT200'),
      keyed('attrBrakeDescription', 'MT400'),
    ]);
    expect(rows).toEqual([
      { key: 'attrRearDerailleurDescription', label: 'attrRearDerailleurDescription label', values: ['Deore'] },
      { key: 'attrFrontTire', label: 'attrFrontTire label', values: ['Marathon'] },
      { key: 'attrBrakeDescription', label: 'attrBrakeDescription label', values: ['MT200', 'MT400'] },
      { key: 'attrGears', label: 'attrGears label', values: ['Nexus 8'] },
    ]);
    expect(technicalSpecificationKeys).toEqual([
      'attrRearDerailleurDescription',
      'attrFrontTire',
      'attrRearTire',
      'attrBrakeDescription',
      'attrEngineDescription',
      'FrontForkDescription',
      'attrGears',
    ]);
  });

  it("takes a parts brand's own rows in its order, leaving out codes that are no display key", () => {
    const keyed = (key: DisplayKey, name: string) => attribute({ name, key, group: key, label: `${key} label` });
    const rows = technicalSpecification(
      [keyed('attrFrameMaterial', 'Aluminium'), keyed('attrProductLine', 'XLC Comp'), keyed('attrGears', 'Nexus 8')],
      ['attrProductLine', 'attrFrameMaterial', 'attrWeight'],
    );
    expect(rows).toEqual([
      { key: 'attrProductLine', label: 'attrProductLine label', values: ['XLC Comp'] },
      { key: 'attrFrameMaterial', label: 'attrFrameMaterial label', values: ['Aluminium'] },
    ]);
  });
});

describe('size order and ascending values', () => {
  it('has one size list XS..XXL', () => {
    expect(sizeOrder).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sizeIndex(' xl ')).toBe(4);
    expect(sizeIndex('XXXL')).toBe(-1);
  });

  it.each([
    ['27.5"', 27.5],
    ['29"', 29],
    ['45 cm', 45],
    ['1,5 l', 1.5],
    ['700 x 47c', 700],
    ['Alu', null],
    ['', null],
  ])('leadingNumber(%j) = %j', (value, expected) => {
    expect(leadingNumber(value)).toBe(expected);
  });

  it.each([
    ['27.5"', '29"', -1],
    ['29"', '27.5"', 1],
    ['45 cm', '50 cm', -1],
    ['9 cm', '10 cm', -1],
    ['XS', 'XXL', -1],
    ['XL', 'L', 1],
    ['m', 'M', 0],
    ['S', '45 cm', -1],
    ['45 cm', 'Alu', -1],
    ['Alu', '45', 1],
    ['Carbon', 'alu', 1],
    ['Size 2', 'Size 10', -1],
  ])('compareAttributeValues(%j, %j) has sign %i', (a, b, sign) => {
    expect(Math.sign(compareAttributeValues(a, b))).toBe(sign);
  });

  it('sorts ascending only the configured attributes, letter sizes always in size order', () => {
    const wheels = ['29"', '20"', '27.5"'].map((name, index) =>
      attribute({ name, group: 'Wheel Size', key: 'attrWheelSize', position: index }),
    );
    expect(sortAttributeOptions(wheels, ['attrWheelSize']).map((option) => option.name)).toEqual([
      '20"',
      '27.5"',
      '29"',
    ]);
    expect(sortAttributeOptions(wheels, []).map((option) => option.name)).toEqual(['29"', '20"', '27.5"']);
    expect(sortAttributeOptions(wheels, ['wheel size']).map((option) => option.name)).toEqual(['20"', '27.5"', '29"']);
    const sizes = ['XL', 'S', 'M'].map((name) => attribute({ name, group: 'HEIGHTS', key: 'attrFrameSize' }));
    expect(sortAttributeOptions(sizes, []).map((option) => option.name)).toEqual(['S', 'M', 'XL']);
    const heights = ['50 cm', '45 cm', '54 cm'].map((name) =>
      attribute({ name, group: 'HEIGHT', key: 'attrFrameSize' }),
    );
    expect(sortAttributeOptions(heights, ['attrFrameSize']).map((option) => option.name)).toEqual([
      '45 cm',
      '50 cm',
      '54 cm',
    ]);
    expect(isAscendingAttribute({ key: null, group: 'RANGE' }, ['RANGE'])).toBe(true);
    expect(isAscendingAttribute({ key: 'attrExactRange', group: 'RANGE' }, ['attrWheelSize'])).toBe(false);
  });

  it('groups attributes by group position, options in display order, each once', () => {
    const colour = (name: string, position: number) =>
      attribute({ name, group: 'COLORCOM', key: 'attrMarketingColor', position, groupPosition: 2 });
    const size = (name: string) => attribute({ name, group: 'HEIGHTS', key: 'attrFrameSize', groupPosition: 1 });
    const groups = groupAttributes([colour('Red', 2), size('L'), colour('Black', 1), size('S'), colour('Red', 2)], []);
    expect(groups.map((group) => [group.name, group.options.map((option) => option.name)])).toEqual([
      ['HEIGHTS', ['S', 'L']],
      ['COLORCOM', ['Black', 'Red']],
    ]);
    expect(groups[1]).toMatchObject({ key: 'attrMarketingColor', label: 'Label', filterable: true, position: 2 });
  });
});
