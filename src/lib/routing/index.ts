/** The routing library: locales, slugs, path normalisation and the path of every page kind. */
export type { RoutingSettings } from './types';
export {
  collapseHyphens,
  dropUnsafeCharacters,
  hashSlugPart,
  lowercaseAndTrim,
  slugify,
  stripAccents,
  transliterateSpecialLetters,
  whitespaceToHyphens,
} from './slug';
export {
  contentLanguage,
  hreflangOf,
  isLocaleShape,
  localePrefix,
  parseLocale,
  stripLocale,
  type Locale,
  type LocaleSeparator,
} from './locale';
export {
  addTrailingSlash,
  collapseSlashes,
  hasUnchangedExtension,
  isUntouchedLink,
  normalizePath,
  removeDuplicatedLocale,
  removeDuplicateSegments,
  splitPath,
  unchangedExtensions,
} from './path';
export {
  childSlug,
  firstSlug,
  identifierSlug,
  optionValue,
  parentModelSlug,
  parentSlug,
  skuSlug,
  slugPart,
  type ChildSlugSettings,
  type ParentSlugOptions,
  type ParentSlugSettings,
  type ProductSlugSource,
  type VariantOption,
} from './product-slug';
export {
  batteryTypes,
  buildProductQuery,
  parseProductQuery,
  productQueryParams,
  type BatteryChoice,
  type BatteryType,
  type ProductQuery,
} from './product-query';
export {
  basketPath,
  categoryPath,
  dealerPath,
  homePath,
  productDetailPath,
  productLineListingPath,
  productLinePath,
  searchPath,
  type CategorySettings,
  type DealerSlugSource,
  type LocaleSettings,
  type ProductDetailOptions,
  type ProductDetailSettings,
  type ProductLineSettings,
} from './routes';
