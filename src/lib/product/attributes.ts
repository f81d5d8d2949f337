/**
 * Attribute rules: which display key an attribute name or code has (per language, from site
 * configuration over a default map), the reverse look-up, the variant attribute roles, the
 * technical specification group, the size order and the ascending sort by value.
 */
import { collator } from '../i18n/intl';
import {
  type AttributeGroup,
  type DisplayKey,
  displayKeys,
  type ProductAttribute,
  type SpecificationRow,
} from './types';

export { displayKeys, type DisplayKey } from './types';

export function isDisplayKey(value: string): value is DisplayKey {
  return (displayKeys as readonly string[]).includes(value);
}

/**
 * Attribute codes (property group names) of the catalogues -> display keys. Several brands'
 * codes share a key (UB-FRAMEKI and FRAMETYPE are both frame shapes; HEIGHTS holds letter sizes,
 * HEIGHT centimetres, both frame sizes), so brand differences stay data. The display keys map to
 * themselves, so a catalogue that already names its groups by display key needs no entry.
 */
export const defaultAttributeKeyMap: Readonly<Record<string, DisplayKey>> = {
  COLORCOM: 'attrMarketingColor',
  'UB-FRAMEKI': 'attrFrameShape',
  FRAMETYPE: 'attrFrameShape',
  HEIGHTS: 'attrFrameSize',
  HEIGHT: 'attrFrameSize',
  SIZE: 'attrSize',
  'Wheel Size': 'attrWheelSize',
  'Frame material': 'attrFrameMaterial',
  MOTOR: 'attrEngineDescription',
  RANGE: 'attrExactRange',
  GEARS: 'attrGears',
  REARDERAILLEUR: 'attrRearDerailleurDescription',
  FRONTFORK: 'FrontForkDescription',
  FRONTTIRE: 'attrFrontTire',
  REARTIRE: 'attrRearTire',
  BRAKES: 'attrBrakeDescription',
  PRODUCTLINE: 'attrProductLine',
  COLOR2ND: 'COLOR2ND',
};

/**
 * Site configuration of attribute names: per language, attribute name -> display key (a shop
 * whose group names are translated, e.g. 'Rahmenform' in German); `default` applies to every
 * language. Both take precedence over `defaultAttributeKeyMap`.
 */
export interface AttributeKeySettings {
  default?: Readonly<Record<string, DisplayKey>>;
  languages?: Readonly<Record<string, Readonly<Record<string, DisplayKey>>>>;
}

/** Names are compared ignoring case and surrounding space: catalogues spell one code differently. */
const normalize = (name: string) => name.trim().toLowerCase();

function normalizedMap(map: Readonly<Record<string, DisplayKey>> | undefined): Map<string, DisplayKey> {
  return new Map(Object.entries(map ?? {}).map(([name, key]) => [normalize(name), key]));
}

export interface AttributeKeys {
  /** The display key of an attribute name or code in a language; null when it has none. */
  keyOf(name: string, language: string): DisplayKey | null;
  /**
   * Reverse look-up: the attribute names that map to a display key in a language, configured
   * names first, then the default codes, then the key itself (a catalogue may use it as name).
   */
  namesOf(key: DisplayKey, language: string): string[];
}

/** The key resolver of a site configuration (or of the default map alone). */
export function createAttributeKeys(settings: AttributeKeySettings = {}): AttributeKeys {
  const base = normalizedMap(defaultAttributeKeyMap);
  const shared = normalizedMap(settings.default);
  const perLanguage = new Map(
    Object.entries(settings.languages ?? {}).map(([language, map]) => [language.toLowerCase(), normalizedMap(map)]),
  );
  const keysByName = (language: string) => [perLanguage.get(language.toLowerCase()), shared, base];

  return {
    keyOf(name, language) {
      const wanted = normalize(name);
      if (wanted === '') return null;
      for (const map of keysByName(language)) {
        const key = map?.get(wanted);
        if (key) return key;
      }
      return displayKeys.find((key) => key.toLowerCase() === wanted) ?? null;
    },
    namesOf(key, language) {
      const names: string[] = [];
      const add = (name: string) => {
        if (!names.some((known) => normalize(known) === normalize(name))) names.push(name);
      };
      const configured = [settings.languages?.[language.toLowerCase()], settings.default, defaultAttributeKeyMap];
      for (const map of configured) {
        for (const [name, mapped] of Object.entries(map ?? {})) if (mapped === key) add(name);
      }
      add(key);
      return names;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Variant attributes

/** Variant attributes of the spec, each found by display key or, for base colour, by code. */
export const variantAttributeRoles = {
  color: { keys: ['attrMarketingColor'], codes: [] },
  shape: { keys: ['attrFrameShape', 'FRAMETYPE'], codes: [] },
  size: { keys: ['attrFrameSize', 'attrSize'], codes: [] },
  wheelSize: { keys: ['attrWheelSize'], codes: [] },
  frameMaterial: { keys: ['attrFrameMaterial'], codes: [] },
  rearDerailleur: { keys: ['attrRearDerailleurDescription'], codes: [] },
  motor: { keys: ['attrEngineDescription'], codes: [] },
  frontFork: { keys: ['FrontForkDescription'], codes: [] },
  // Base colour has no display key of its own: it is found by its code.
  baseColor: { keys: [], codes: ['COLORBAS'] },
  secondaryColor: { keys: ['COLOR2ND'], codes: [] },
} as const satisfies Record<string, { keys: readonly DisplayKey[]; codes: readonly string[] }>;
export type VariantAttributeRole = keyof typeof variantAttributeRoles;

/** Whether an attribute plays a role (its display key or its code matches). */
export function hasRole(attribute: Pick<ProductAttribute, 'key' | 'group'>, role: VariantAttributeRole): boolean {
  const { keys, codes } = variantAttributeRoles[role];
  if (attribute.key !== null && (keys as readonly DisplayKey[]).includes(attribute.key)) return true;
  return (codes as readonly string[]).some((code) => normalize(code) === normalize(attribute.group));
}

/** The first attribute of a role, or undefined. */
export function attributeOfRole<T extends Pick<ProductAttribute, 'key' | 'group'>>(
  attributes: readonly T[],
  role: VariantAttributeRole,
): T | undefined {
  return attributes.find((attribute) => hasRole(attribute, role));
}

export type VariantAttributes = Partial<Record<VariantAttributeRole, ProductAttribute>>;

/** Every variant attribute present: colour, frame shape, size, wheel size, ... base colour. */
export function variantAttributes(attributes: readonly ProductAttribute[]): VariantAttributes {
  const result: VariantAttributes = {};
  for (const role of Object.keys(variantAttributeRoles) as VariantAttributeRole[]) {
    const found = attributeOfRole(attributes, role);
    if (found) result[role] = found;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Technical specification

/** The technical specification group of a bike, in table order (spec section 3). */
export const technicalSpecificationKeys = [
  'attrRearDerailleurDescription',
  'attrFrontTire',
  'attrRearTire',
  'attrBrakeDescription',
  'attrEngineDescription',
  'FrontForkDescription',
  'attrGears',
] as const satisfies readonly DisplayKey[];

/**
 * Rows of the technical specification table, in its order; keys without values are left out. A
 * brand of parts names its own rows (`catalog.specificationAttributes`); bikes have the spec's.
 */
export function technicalSpecification(
  attributes: readonly ProductAttribute[],
  keys: readonly string[] = technicalSpecificationKeys,
): SpecificationRow[] {
  const known = keys.filter((key): key is DisplayKey => (displayKeys as readonly string[]).includes(key));
  return known.flatMap((key) => {
    const matching = attributes.filter((attribute) => attribute.key === key);
    const first = matching[0];
    if (!first) return [];
    const values = [...new Set(matching.map((attribute) => attribute.name))];
    return [{ key, label: first.label, values }];
  });
}

// ---------------------------------------------------------------------------------------------
// Size order and ascending sort

/** Letter sizes in order: the one list every size sort uses. */
export const sizeOrder = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type LetterSize = (typeof sizeOrder)[number];

/** Attribute codes holding frame sizes: HEIGHTS (letter sizes) and HEIGHT (centimetres). */
export const sizeAttributeCodes = ['HEIGHTS', 'HEIGHT'] as const;

/** Position of a letter size in `sizeOrder`, -1 for anything else. */
export function sizeIndex(value: string): number {
  return (sizeOrder as readonly string[]).indexOf(value.trim().toUpperCase());
}

/** Leading number of a value: '27.5"' -> 27.5, '45 cm' -> 45, '1,5 l' -> 1.5; null when none. */
export function leadingNumber(value: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(value);
  return match?.[1] ? Number.parseFloat(match[1].replace(',', '.')) : null;
}

/**
 * Compares two option values ascending: letter sizes by the size order, values starting with a
 * number numerically ('27.5"' < '29"', '45 cm' < '50 cm'), the rest by natural, case-insensitive
 * text order. Sizes come before numbers, numbers before text, so mixed lists stay stable.
 */
export function compareAttributeValues(a: string, b: string, locale = 'en'): number {
  const sizeA = sizeIndex(a);
  const sizeB = sizeIndex(b);
  if (sizeA >= 0 || sizeB >= 0) {
    if (sizeA >= 0 && sizeB >= 0) return sizeA - sizeB;
    return sizeA >= 0 ? -1 : 1;
  }
  const numberA = leadingNumber(a);
  const numberB = leadingNumber(b);
  if (numberA !== null && numberB !== null && numberA !== numberB) return numberA - numberB;
  if ((numberA === null) !== (numberB === null)) return numberA !== null ? -1 : 1;
  return collator(locale, { numeric: true, sensitivity: 'base' }).compare(a, b);
}

/** Whether the brand sorts this attribute's options ascending by value. */
export function isAscendingAttribute(
  attribute: Pick<ProductAttribute, 'key' | 'group'>,
  ascendingAttributes: readonly string[],
): boolean {
  const wanted = ascendingAttributes.map(normalize);
  return (
    (attribute.key !== null && wanted.includes(normalize(attribute.key))) || wanted.includes(normalize(attribute.group))
  );
}

/**
 * Options of one group in display order: ascending by value when the brand configures the
 * attribute so (`catalog.ascendingAttributes`), letter sizes always in size order, otherwise by
 * the backend's position and then by label. Returns a new array.
 */
export function sortAttributeOptions<T extends Pick<ProductAttribute, 'key' | 'group' | 'name' | 'code' | 'position'>>(
  options: readonly T[],
  ascendingAttributes: readonly string[],
  locale = 'en',
): T[] {
  const first = options[0];
  const allSizes = options.length > 0 && options.every((option) => sizeIndex(option.code) >= 0);
  const ascending = first !== undefined && isAscendingAttribute(first, ascendingAttributes);
  const names = collator(locale, { numeric: true });
  return [...options].sort((a, b) => {
    if (allSizes) return sizeIndex(a.code) - sizeIndex(b.code);
    if (ascending) return compareAttributeValues(a.name, b.name, locale);
    return a.position - b.position || names.compare(a.name, b.name);
  });
}

/**
 * Groups attributes by property group, groups by position (then label), options in display order
 * and without duplicates (the same option reached through several variants).
 */
export function groupAttributes(
  attributes: readonly ProductAttribute[],
  ascendingAttributes: readonly string[],
  locale = 'en',
): AttributeGroup[] {
  const groups = new Map<string, AttributeGroup>();
  for (const attribute of attributes) {
    let group = groups.get(attribute.groupId);
    if (!group) {
      group = {
        id: attribute.groupId,
        name: attribute.group,
        key: attribute.key,
        label: attribute.label,
        displayType: attribute.displayType,
        filterable: attribute.filterable,
        position: attribute.groupPosition,
        options: [],
      };
      groups.set(attribute.groupId, group);
    }
    if (!group.options.some((option) => option.id === attribute.id)) group.options.push(attribute);
  }
  const labels = collator(locale);
  return [...groups.values()]
    .map((group) => ({ ...group, options: sortAttributeOptions(group.options, ascendingAttributes, locale) }))
    .sort((a, b) => a.position - b.position || labels.compare(a.label, b.label));
}
