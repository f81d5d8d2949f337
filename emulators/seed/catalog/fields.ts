/**
 * The custom fields of the shop's Shopware, as its custom field sets define them (spec section
 * 3: product, category, property option and group fields). Stated here on their own, not taken
 * from the app's `src/lib/product/fields.ts`: `tests/custom-field-agreement.test.ts` checks that
 * the mapper reads the names the backend holds, which a shared constant could never show.
 */

export const productCustomFieldKeys = {
  description: 'accell_products_description',
  keyFeatures: 'accell_products_key_features',
  hero: 'accell_products_hero',
  heroAlt: 'accell_products_hero_alt',
  geometry: 'accell_products_geometry',
  geometryAlt: 'accell_products_geometry_alt',
  geometryData: 'accell_products_geometry_data',
  modelLogo: 'accell_products_model_logo',
  bikeLogo: 'accell_products_bike_logo',
  halfords: 'accell_products_halfords',
  subtitle: 'accell_products_subtitle',
  parentModelName: 'accell_products_parent_model_name',
  modelSlug: 'accell_products_model_slug',
  requiredBattery: 'accell_products_required_battery',
  optionalBattery: 'accell_products_optional_battery',
  colorGroup: 'accell_products_color_group',
  modelYear: 'accell_products_model_year',
} as const;

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
export const categoryCustomFieldKeys = {
  legalNotes: 'accell_category_legal_notes',
  key: 'accell_category_key',
  slug: 'accell_category_slug',
} as const;
export const optionCustomFieldKeys = { code: 'accell_option_code' } as const;
export const groupCustomFieldKeys = { code: 'accell_attribute_code' } as const;
