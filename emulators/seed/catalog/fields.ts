/**
 * Names of the custom fields the demo catalogue fills: the shop's own names from
 * src/lib/product/fields.ts (one source for the seed and the mapper).
 */
import {
  categoryCustomFieldNames,
  groupCodeField,
  optionCodeField,
  productCustomFieldNames,
} from '../../../src/lib/product/fields';

export const productCustomFieldKeys = productCustomFieldNames;

export type ProductCustomFieldName = keyof typeof productCustomFieldKeys;

/** The fields every product carries (own or inherited from its parent). */
export const requiredProductCustomFields: ProductCustomFieldName[] = [
  'description',
  'keyFeatures',
  'hero',
  'heroAlt',
  'geometry',
  'geometryAlt',
  'modelLogo',
  'bikeLogo',
  'halfords',
  'subtitle',
  'parentModelName',
  'modelSlug',
  'requiredBattery',
  'optionalBattery',
];

/** Category, property option and property group custom fields. */
export const categoryCustomFieldKeys = categoryCustomFieldNames;
export const optionCustomFieldKeys = { code: optionCodeField } as const;
export const groupCustomFieldKeys = { code: groupCodeField } as const;
