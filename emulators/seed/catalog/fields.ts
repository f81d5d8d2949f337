/**
 * Names of the product custom fields the demo catalogue fills, keyed by the spec's field names
 * (product spec section 3). The store-api adapter maps these raw names to the app's types.
 */
export const productCustomFieldKeys = {
  /** HTML description shown on the product page. */
  description: 'accell_products_description',
  /** Key features: JSON list of { title, text }. */
  keyFeatures: 'accell_products_key_features',
  /** Media id of the hero image (resolve with POST /media). */
  hero: 'accell_products_hero',
  heroAlt: 'accell_products_hero_alt',
  /** Media id of the geometry (bikes) or dimension (parts) drawing. */
  geometry: 'accell_products_geometry',
  geometryAlt: 'accell_products_geometry_alt',
  /** Media id of the product line logo. */
  modelLogo: 'accell_products_model_logo',
  /** Media id of the brand logo shown on the bike. */
  bikeLogo: 'accell_products_bike_logo',
  /** Sold through Halfords (British retail partner); only ever true for the GB heritage brand. */
  halfords: 'accell_products_halfords',
  subtitle: 'accell_products_subtitle',
  parentModelName: 'accell_products_parent_model_name',
  modelSlug: 'accell_products_model_slug',
  /** Comma-separated product numbers of the batteries one of which must be chosen. */
  requiredBattery: 'accell_products_required_battery',
  /** Comma-separated product numbers of batteries that can be added. */
  optionalBattery: 'accell_products_optional_battery',
  /** Base colour group for faceting (search index field customFields.accell_products_color_group). */
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

/** Category custom fields. */
export const categoryCustomFieldKeys = {
  /** HTML legal notes shown with the category's products (spec: legalNotes). */
  legalNotes: 'accell_category_legal_notes',
  /** Language-neutral key of the category, e.g. 'e-bikes/city' (stable across languages). */
  key: 'accell_category_key',
  slug: 'accell_category_slug',
} as const;

/** Property option custom fields. */
export const optionCustomFieldKeys = {
  /** Language-neutral value code, e.g. 'M', 'ANTHRACITE'. */
  code: 'accell_option_code',
} as const;

/** Property group custom fields. */
export const groupCustomFieldKeys = {
  /** Attribute code, e.g. 'COLORCOM', also the group's untranslated name. */
  code: 'accell_attribute_code',
} as const;
