/**
 * The product library: the app's product types, attribute rules, prices, listing logic. Pure; the
 * store-api mapping is the Shopware adapter's (services/shopware/product-map.ts).
 */
export * from './types';
export {
  attributeOfRole,
  compareAttributeValues,
  createAttributeKeys,
  defaultAttributeKeyMap,
  groupAttributes,
  hasRole,
  isAscendingAttribute,
  isDisplayKey,
  leadingNumber,
  sizeAttributeCodes,
  sizeIndex,
  sizeOrder,
  sortAttributeOptions,
  technicalSpecification,
  technicalSpecificationKeys,
  variantAttributeRoles,
  variantAttributes,
  type AttributeKeys,
  type AttributeKeySettings,
  type LetterSize,
  type VariantAttributeRole,
  type VariantAttributes,
} from './attributes';
export {
  byIds,
  byProductNumbers,
  productCriteria,
  productDetailAssociations,
  productDetailIncludes,
  variantDetailIncludes,
  childrenOf,
  productListAssociations,
  searchAssociations,
  topLevelOnly,
  variantAssociations,
  type ProductFieldList,
  type StoreCriteria,
  type StoreFilter,
  type StoreSort,
} from './criteria';
export { categoryCustomFieldNames, groupCodeField, optionCodeField, productCustomFieldNames } from './fields';
export { batteryOffers, chosenBatteries, withBatteries, type BatteryFacts } from './battery';
export { mapMedia, mapThumbnails, preferredThumbnails } from './media';
export { bestStockStatus, isOrderable, lowStockThreshold, stockStatusOf } from './stock';
export {
  availableStockOf,
  listedPrices,
  pricesOf,
  productStockStatus,
  type ListedPriceFields,
  type StockFields,
} from './offer';
export { slugOptions, variantQuery } from './variant-links';
export {
  defaultCurrency,
  discountPercent,
  formatPrice,
  internationalCountry,
  isPriceVisible,
  localeTag,
  priceDisplay,
  priceFormatOptions,
  pricesFromCalculatedPrice,
  type CalculatedPriceFields,
  roundMoney,
  showsListPrice,
  showsRegulationPrice,
  withoutPrices,
  type PageLocale,
  type PriceContext,
  type PriceDisplay,
  type PriceDisplayContext,
  type TaxState,
} from './price';
export {
  applyListing,
  buildListingQuery,
  clearFilters,
  defaultListingSort,
  defaultListingState,
  facetDefinitions,
  filterCards,
  listingFacets,
  listingQueryParams,
  listingSortMessages,
  listingSorts,
  paginate,
  parseListingQuery,
  sortCards,
  toggleFilter,
  withSort,
  type Facet,
  type FacetDefinition,
  type FacetOption,
  type FacetSettings,
  type ListingFilters,
  type ListingPage,
  type ListingQuerySettings,
  type ListingSort,
  type ListingState,
} from './listing';
export { toSearchRecord, type SearchRecord } from './search-record';
export {
  cardColors,
  detailImages,
  facetKeyOf,
  productFacets,
  toProductCard,
  toDetailVariant,
  toProductDetail,
  type CardOptions,
  type DetailOptions,
} from './views';
export {
  currentTileOffer,
  requiredBatteryPrices,
  tileOfferCriteria,
  withCheapestBattery,
  type LiveTileProduct,
  type TileOffer,
} from './tile-offer';
