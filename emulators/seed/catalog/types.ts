/**
 * The demo catalogue as plain JSON-serialisable data: what a Shopware 6 instance per brand would
 * hold (sales channels, languages, categories, property groups, products with variants, media,
 * promotions). Texts are stored per language; the store-api emulator renders entities in the
 * request's language and the channel's country (tax).
 */
import type { BrandName } from '../../../src/config/schema';
import type { PdfSpec } from '../../common/pdf';

export const languageCodes = ['en', 'de', 'fr', 'nl', 'it', 'es', 'fi', 'sv', 'da', 'cs', 'pl'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** A text per language; only the brand's languages are filled, English is the fallback. */
export type Localized = Partial<Record<LanguageCode, string>>;

/** JSON values as a custom field may hold them (mirrors the api-client's CustomFieldValue). */
export type JsonValue = null | string | number | boolean | JsonValue[] | { [key: string]: JsonValue };

export interface SeedLanguage {
  id: string;
  code: LanguageCode;
  /** Native name, e.g. 'Deutsch'. */
  name: string;
  /** Shopware locale code, e.g. 'de-DE'. */
  localeCode: string;
  localeId: string;
  /** English name of the locale's territory, e.g. 'Germany'. */
  territory: string;
}

export interface SeedCurrency {
  id: string;
  isoCode: string;
  symbol: string;
  name: Localized;
  shortName: string;
  factor: number;
  decimals: number;
}

export interface SeedCountry {
  id: string;
  /** ISO 3166-1 alpha-2, upper case. */
  iso: string;
  iso3: string;
  name: Localized;
  /** Standard VAT rate in percent applied to goods shipped there (0 for exports). */
  taxRate: number;
  isEu: boolean;
  postalCodeRequired: boolean;
  defaultPostalCodePattern: string;
}

export interface SeedSalutation {
  id: string;
  salutationKey: 'mr' | 'mrs' | 'not_specified';
  displayName: Localized;
  letterName: Localized;
}

export interface SeedDeliveryTime {
  id: string;
  name: Localized;
  min: number;
  max: number;
  unit: 'day' | 'week';
}

export interface SeedShippingMethod {
  id: string;
  technicalName: string;
  name: Localized;
  description: Localized;
  deliveryTimeId: string;
  /** Gross cost below the free-shipping threshold. */
  price: number;
  /** Position price (gross) from which shipping is free; null when never free. */
  freeFrom: number | null;
  /** Cost and free-from amount in other currencies; without an entry, default x factor. */
  currencyPrices: { currencyId: string; price: number; freeFrom: number | null }[];
  position: number;
}

export interface SeedPaymentMethod {
  id: string;
  technicalName: string;
  name: Localized;
  description: Localized;
  /** Asynchronous methods redirect to a provider page from /handle-payment. */
  async: boolean;
  /** The shopper pays by bank transfer to the channel's account (prepayment). */
  bankTransfer?: boolean;
  position: number;
}

/** Where a channel's bank transfers go (shown to the shopper with the order number as reference). */
export interface SeedBankAccount {
  holder: string;
  bank: string;
  bic: string;
  iban: string;
}

export interface SeedSalesChannel {
  id: string;
  brand: BrandName;
  /** Country code of the brand configuration, lower case ('de', 'gb', 'int'). */
  country: string;
  accessKey: string;
  name: string;
  /** Language ids in the order of the brand configuration; the first is the default. */
  languageIds: string[];
  currencyId: string;
  /** Default shipping country. */
  countryId: string;
  /** Countries the channel ships to. */
  countryIds: string[];
  navigationCategoryId: string;
  shippingMethodIds: string[];
  paymentMethodIds: string[];
  /** The account of bank transfers (the prepayment method). */
  bankAccount: SeedBankAccount;
  customerGroupId: string;
  /** Storefront domains, one per language (used to validate storefrontUrl of registrations). */
  domains: { url: string; languageId: string }[];
}

export interface SeedCategory {
  id: string;
  parentId: string | null;
  /** Shopware level: the navigation root is 1. */
  level: number;
  position: number;
  type: 'page' | 'folder' | 'link';
  name: Localized;
  /** URL segment per language. */
  slug: Localized;
  description: Localized;
  /** Legal notes shown on listings and products of this category (spec: legalNotes). */
  legalNotes: Localized;
  mediaId: string | null;
  visible: boolean;
  active: boolean;
  /** Stable key for tests and seeds of other emulators, e.g. 'e-bikes/city'. */
  key: string;
}

export type PropertyDisplayType = 'text' | 'color' | 'media';

export interface SeedPropertyOption {
  id: string;
  groupId: string;
  /** Language-neutral value code, e.g. 'M' or 'ANTHRACITE-MATT'. */
  code: string;
  name: Localized;
  position: number;
  colorHexCode: string | null;
}

export interface SeedPropertyGroup {
  id: string;
  /** Attribute code as the shop knows it: 'COLORCOM', 'UB-FRAMEKI', 'HEIGHTS', 'Wheel Size'. */
  code: string;
  /** Display key of the spec this code maps to (e.g. 'attrMarketingColor'), if any. */
  displayKey: string | null;
  /** Translated group label. */
  label: Localized;
  displayType: PropertyDisplayType;
  sortingType: 'alphanumeric' | 'position';
  filterable: boolean;
  visibleOnProductDetailPage: boolean;
  position: number;
  options: SeedPropertyOption[];
}

export type DrawingKind =
  'bike' | 'ebike' | 'kids' | 'part' | 'battery' | 'logo' | 'badge' | 'geometry' | 'hero' | 'category' | 'document';

/** How the image route draws a media file: an SVG recipe, rendered with sharp on request. */
export interface SeedDrawing {
  kind: DrawingKind;
  /** Main colour (frame, part body). */
  primary: string;
  /** Accent colour (decals, background tint). */
  secondary: string;
  /** Short text drawn on logos, badges and heroes. */
  label: string;
  /** Small integer that varies the shape (frame geometry, angle). */
  variant: number;
  /** Frame shape for bike drawings. */
  frame: 'diamond' | 'trapeze' | 'lowstep' | 'mixte' | 'none';
}

export interface SeedMedia {
  id: string;
  fileName: string;
  /** Width and height of the original; thumbnails keep the aspect ratio. */
  width: number;
  height: number;
  alt: Localized;
  title: Localized;
  drawing: SeedDrawing;
  /**
   * A document (a product's manual) served instead of a picture: the PDF the media route writes,
   * and its length in bytes as Shopware's media table states it. `width` and `height` are then
   * its page size in points, `drawing` its title page's colours.
   */
  document?: SeedDocument;
}

export interface SeedDocument {
  pdf: PdfSpec;
  /** The byte length of `renderPdf(pdf)`. */
  fileSize: number;
}

export interface SeedPrice {
  /** Gross price, VAT included. */
  gross: number;
  /** Recommended retail price (gross) when the product is discounted; shown struck through. */
  listGross: number | null;
  /** Lowest price of the last 30 days (EU omnibus directive), gross; null when unchanged. */
  regulationGross: number | null;
}

/** A price list entry of a currency other than the default one (Shopware's `product.price`). */
export interface SeedCurrencyPrice extends SeedPrice {
  currencyId: string;
}

export interface SeedBadge {
  id: string;
  name: Localized;
  mediaId: string;
  priority: number;
  active: boolean;
}

export interface SeedLabel {
  id: string;
  active: boolean;
  priority: number;
  freeText: Localized;
  /** COLORCOM option code the label belongs to, or null for every colourway. */
  colourway: string | null;
}

export type ProductKind = 'bike' | 'ebike' | 'battery' | 'part' | 'accessory';

export interface SeedProduct {
  id: string;
  parentId: string | null;
  kind: ProductKind;
  productNumber: string;
  ean: string;
  /** Own name; variants leave it null and inherit the parent's, as in Shopware. */
  name: Localized | null;
  description: Localized | null;
  metaTitle: Localized | null;
  metaDescription: Localized | null;
  keywords: Localized | null;
  /** Price in the default currency (EUR), which every product has. */
  price: SeedPrice;
  /** Price lists of the other currencies the brand sells in; without one, default x factor. */
  currencyPrices: SeedCurrencyPrice[];
  stock: number;
  active: boolean;
  isCloseout: boolean;
  shippingFree: boolean;
  markAsTopseller: boolean;
  releaseDate: string;
  createdAt: string;
  updatedAt: string;
  weight: number;
  deliveryTimeId: string;
  /** Assigned (leaf) categories; variants inherit the parent's. */
  categoryIds: string[];
  /** Main (SEO) category. */
  mainCategoryId: string | null;
  /** Non-variant properties (motor, gears, product line ...). */
  propertyIds: string[];
  /** Variant-defining options (colour, frame shape, size ...); empty on parents. */
  optionIds: string[];
  /** Property groups that span the variants (the configurator); parents only. */
  configuratorGroupIds: string[];
  tagIds: string[];
  coverMediaId: string | null;
  /** Gallery in position order, the cover first. */
  mediaIds: string[];
  /** Language-neutral custom fields. */
  customFields: Record<string, JsonValue>;
  /** Custom fields whose value differs per language. */
  localizedCustomFields: Record<string, Partial<Record<LanguageCode, JsonValue>>>;
  badges: SeedBadge[];
  labels: SeedLabel[];
  sales: number;
  ratingAverage: number | null;
  childIds: string[];
}

export interface SeedPromotion {
  id: string;
  code: string;
  name: Localized;
  discountId: string;
  discount: { type: 'percentage' | 'absolute'; value: number };
  /** Minimum position price (gross) for the promotion to apply. */
  minimumCartAmount: number;
  /** Products given for free when the promotion applies (the free-product promotion). */
  freeProductIds: string[];
  /** Product kinds the cart must contain for a free-product promotion to qualify. */
  requiresKind: ProductKind | null;
}

export interface SeedTag {
  id: string;
  name: string;
}

export interface SeedManufacturer {
  id: string;
  name: string;
  link: string;
  mediaId: string;
  description: Localized;
}

export interface SeedBrandCatalog {
  brand: BrandName;
  displayName: string;
  /** Languages used by the brand's channels, in first-seen order. */
  languages: LanguageCode[];
  manufacturer: SeedManufacturer;
  salesChannels: SeedSalesChannel[];
  /** The brand's category tree, parents before children. */
  categories: SeedCategory[];
  propertyGroups: SeedPropertyGroup[];
  /** Parents, their variants and standalone products; parents come before their variants. */
  products: SeedProduct[];
  media: SeedMedia[];
  promotions: SeedPromotion[];
  tags: SeedTag[];
}

export interface SeedCatalog {
  version: 1;
  /** Products per brand asked for (null: the default demo size). */
  scale: number | null;
  languages: SeedLanguage[];
  currencies: SeedCurrency[];
  countries: SeedCountry[];
  taxId: string;
  customerGroupId: string;
  salutations: SeedSalutation[];
  deliveryTimes: SeedDeliveryTime[];
  shippingMethods: SeedShippingMethod[];
  paymentMethods: SeedPaymentMethod[];
  brands: SeedBrandCatalog[];
}

/** Sales-channel input of the generator: a brand's countries with their languages. */
export interface ChannelInput {
  brand: BrandName;
  displayName: string;
  siteUrl: string;
  /** '-' or '/' between country and language in storefront paths. */
  localeSeparator: string;
  countries: { code: string; languages: string[] }[];
  /** Display keys offered as listing filters (brand configuration). */
  listingFilters: string[];
}
