/**
 * Names of the project's custom fields in the store-api answers (product, category, property
 * option and group). They are the shop's configuration, not the store-api's shapes, so they live
 * here once and the mapper reads them by these names only.
 */
export const productCustomFieldNames = {
  description: 'accell_products_description',
  keyFeatures: 'accell_products_key_features',
  hero: 'accell_products_hero',
  heroAlt: 'accell_products_hero_alt',
  geometry: 'accell_products_geometry',
  geometryAlt: 'accell_products_geometry_alt',
  /** Measurements per frame size (JSON: unit, rows of drawing label, measure and value per size option id). */
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

export const categoryCustomFieldNames = {
  legalNotes: 'accell_category_legal_notes',
  key: 'accell_category_key',
  slug: 'accell_category_slug',
} as const;

/** Language-neutral value of a property option, e.g. 'M', 'BLACK-MATT'. */
export const optionCodeField = 'accell_option_code';
/** Attribute code of a property group, when its name is translated. */
export const groupCodeField = 'accell_attribute_code';
