/**
 * The app's own product types (product spec section 3). Store-api shapes stay in the Shopware
 * adapter's mapper (`services/shopware/product-map.ts`); everything after it — build, pages,
 * components, search — reads these.
 *
 * Three sizes: `Product` is the whole mapped item (build time, search index); `ProductCard` is
 * what a listing tile needs; `ProductDetail` is what a detail page needs. Page data carries the
 * smaller two, so listings and detail pages stay small.
 */
import type { BatteryChoice } from '../routing';
import type { Rating } from '../reviews';

/** An amount in a currency; gross (what a consumer pays) unless a field says otherwise. */
export interface Money {
  amount: number;
  /** ISO 4217 code, e.g. 'EUR'. */
  currency: string;
}

/**
 * A battery of an e-bike's bundle as pages offer it: its name and price in the page's channel,
 * null where the channel does not sell it (or hides prices).
 */
export interface BatteryOffer extends BatteryChoice {
  name: string | null;
  price: Money | null;
}

/**
 * Derived from the active flag and the available stock:
 * inactive (not active), outOfStock (0 or less), lowStock (1..3), inStock (more).
 */
export type StockStatus = 'inStock' | 'lowStock' | 'outOfStock' | 'inactive';

/** One generated size of an image. */
export interface Thumbnail {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** A resolved media item: the original plus its thumbnails (ascending by width). */
export interface ImageSource {
  id: string;
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  thumbnails: Thumbnail[];
}

/**
 * A document of the product's media (a manual, a data sheet): what a download link shows. In
 * media position order on the product.
 */
export interface ProductDownload {
  /** The media's translated title, else its alt text, else its file name. */
  title: string;
  url: string;
  /** Size in bytes as the shop states it; 0 when it states none. */
  fileSize: number;
  /** File extension, lower case, without the dot (`pdf`). */
  extension: string;
}

/** One image of the product gallery (spec: id, position, media id, alt, url, thumbnails, metadata). */
export interface ProductImage {
  /** Id of the product-media link. */
  id: string;
  position: number;
  mediaId: string;
  alt: string;
  url: string;
  thumbnails: Thumbnail[];
  metadata: { width: number | null; height: number | null };
}

/**
 * Display and filter keys of attributes (spec section 3). Attribute names and codes of the
 * catalogue (COLORCOM, UB-FRAMEKI, HEIGHTS ...) map to these per language.
 */
export const displayKeys = [
  'attrFrameShape',
  'FRAMETYPE',
  'attrFrameMaterial',
  'attrMarketingColor',
  'attrSize',
  'attrWheelSize',
  'attrFrameSize',
  'attrExactRange',
  'attrEngineDescription',
  'attrProductLine',
  'requiredBattery',
  'optionalBattery',
  'COLOR2ND',
  'attrRearDerailleurDescription',
  'FrontForkDescription',
  'attrFrontTire',
  'attrRearTire',
  'attrBrakeDescription',
  'attrGears',
] as const;
export type DisplayKey = (typeof displayKeys)[number];

/** A property option (or variant option) of a product. */
export interface ProductAttribute {
  /** Option id. */
  id: string;
  /** Option label in the page language, e.g. 'Matt black', '28"'. */
  name: string;
  /** Language-neutral option value, e.g. 'BLACK-MATT', '28'; the label when the catalogue has none. */
  code: string;
  /** Attribute code: the property group's name, e.g. 'COLORCOM', 'UB-FRAMEKI', 'Wheel Size'. */
  group: string;
  groupId: string;
  /** Display key of the group, null when the code is not mapped. */
  key: DisplayKey | null;
  /** Group label in the page language, e.g. 'Colour'. */
  label: string;
  /** Position of the option within its group. */
  position: number;
  /** Position of the group among the groups. */
  groupPosition: number;
  /** 'text', 'color', 'image', 'select' ... as the backend sends it. */
  displayType: string;
  colorHexCode: string | null;
  filterable: boolean;
}

/** Attributes grouped by property group (spec: groups have filterable and options). */
export interface AttributeGroup {
  id: string;
  /** Attribute code. */
  name: string;
  key: DisplayKey | null;
  label: string;
  displayType: string;
  filterable: boolean;
  position: number;
  /** In display order: size order, ascending values where configured, else position. */
  options: ProductAttribute[];
}

/** One key feature of the product page. */
export interface KeyFeature {
  title: string;
  text: string;
}

/**
 * The custom fields the front end reads, by the spec's names. Media ids are resolved to
 * images when the mapper is given the media; they stay ids otherwise.
 */
/** One measurement of the geometry table: the drawing's label, what it measures, a value per size option id. */
export interface GeometryRow {
  label: string;
  /** Key of the measure ('seatTube', 'topTube', 'wheelbase', 'headTube'); the page names it. */
  measure: string;
  values: Record<string, number>;
}

export interface GeometryData {
  unit: string;
  rows: GeometryRow[];
}

export interface ProductCustomFields {
  /** HTML. */
  description: string | null;
  keyFeatures: KeyFeature[];
  subtitle: string | null;
  heroMediaId: string | null;
  hero: ImageSource | null;
  heroAlt: string | null;
  /** Thumbnails of the hero, ascending by width ([] when the media is not resolved). */
  heroThumbnails: Thumbnail[];
  geometryMediaId: string | null;
  geometry: ImageSource | null;
  geometryAlt: string | null;
  /** Measurements per frame size beside the drawing; null when the catalogue has none. */
  geometryData: GeometryData | null;
  modelLogoMediaId: string | null;
  modelLogo: ImageSource | null;
  bikeLogoMediaId: string | null;
  bikeLogo: ImageSource | null;
  /** Sold through the British retail partner. */
  halfords: boolean;
  parentModelName: string | null;
  modelSlug: string | null;
  /** Product numbers of the battery bundle: one of them must be bought with the bike. */
  requiredBattery: string[];
  /** Product numbers of batteries that can be added. */
  optionalBattery: string[];
  /** Base colour group for faceting (search index: customFields.accell_products_color_group). */
  colorGroup: string | null;
  modelYear: number | null;
  /** Custom fields without a named field above, as the backend sent them (JSON values). */
  extra: Record<string, unknown>;
}

export interface ProductCategory {
  id: string;
  name: string;
  /** Language-neutral key, e.g. 'e-bikes/city'. */
  key: string | null;
  /** Translated slug of this level. */
  slug: string | null;
  parentId: string | null;
  level: number;
  breadcrumb: string[];
}

export interface ProductTag {
  id: string;
  name: string;
}

export interface ProductBadge {
  id: string;
  name: string;
  mediaId: string | null;
  /** 1 shows first. */
  priority: number;
  active: boolean;
  media: { url: string; alt: string; thumbnails: Thumbnail[] } | null;
}

export interface ProductLabel {
  id: string;
  active: boolean;
  priority: number;
  freeText: string;
  /** The colour option code the label belongs to; null for every colourway. */
  colourway: string | null;
}

/** The prices of a product, all gross (see `price.ts` for how they come from the store-api). */
export interface ProductPrices {
  /** Total price plus calculated taxes: the gross amount of one unit. */
  price: Money | null;
  /** Recommended retail price; only present when above `price`. */
  listPrice: Money | null;
  /** Tax included in `price`. */
  taxPrice: Money | null;
  /** Lowest price of the last 30 days (EU price indication rules). */
  regulationPrice: Money | null;
  /** Whether the variants have different prices (the listing shows 'from'). */
  priceRange: boolean;
}

/** One variant of a parent product. */
export interface ProductVariant extends ProductPrices {
  id: string;
  sku: string;
  ean: string | null;
  /** Detail path with the variant's colour and frame shape as query; null without a parent slug. */
  url: string | null;
  inactive: boolean;
  stockStatus: StockStatus;
  availableStock: number;
  /** Variant options (the configurator axes). */
  options: ProductAttribute[];
  color: string | null;
  colorCode: string | null;
  shape: string | null;
  size: string | null;
  img: string | null;
  imgThumbnails: Thumbnail[];
  imgAlt: string;
  images: ProductImage[];
}

/** The product as mapped from the store-api (spec section 3, every field). */
export interface Product extends ProductPrices {
  id: string;
  /** Same as id; the search index's record id. */
  objectID: string;
  /** Product number. */
  sku: string;
  ean: string | null;
  name: string;
  /** Manufacturer name. */
  brand: string | null;
  subtitle: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;

  /** Categories the product is assigned to. */
  categories: ProductCategory[];
  /** Assigned categories and all their ancestors (read-only tree). */
  categoriesRo: ProductCategory[];
  /** Ids of categoriesRo. */
  categoryTree: string[];
  /** Shopware's product type: 'physical' or 'digital'. */
  type: string;
  tags: ProductTag[];
  /** HTML legal notes of the product's categories, without duplicates. */
  legalNotes: string[];

  /** Cover image, original size. */
  img: string | null;
  /** Cover thumbnails: the 320 and 400 wide ones when present, otherwise all, ascending. */
  imgThumbnails: Thumbnail[];
  imgAlt: string;
  images: ProductImage[];
  /** Documents of the product's media (manuals), in position order; pictures are in `images`. */
  downloads: ProductDownload[];

  customFields: ProductCustomFields;

  inactive: boolean;
  stockStatus: StockStatus;
  availableStock: number;
  createdAt: string | null;
  updatedAt: string | null;
  /** Sales count, the basis of the recommended sort. */
  sales: number;

  /** Parent id; null for a parent or a product without variants. */
  product: string | null;
  /** Property options. */
  attributes: ProductAttribute[];
  /** Variant options of this product (empty for a parent). */
  options: ProductAttribute[];
  /** Ids of the variants (children). */
  variantIds: string[];
  variants: ProductVariant[];
  /**
   * The configurator: groups of the variants' options, each with the options in use, groups and
   * options in display order (`groupAttributes`, with the brand's ascending attributes). Pages show
   * them in this order without sorting again: the first `Intl.Collator` of a page cost 12 ms of
   * the product page's hydration (issue 20).
   */
  variantGroups: AttributeGroup[];
  /** Option labels of the variant attributes of this product (own options, else properties). */
  color: string | null;
  colorCode: string | null;
  secondaryColor: string | null;
  shape: string | null;
  badges: ProductBadge[];
  labels: ProductLabel[];

  /** Required batteries first, then optional ones. */
  batteries: BatteryChoice[];
  /** Detail path (of the default variant for a parent); null when no parent slug can be made. */
  url: string | null;
  /** Id of the variant the parent's link and card show. */
  defaultVariantId: string | null;
}

/** Swatch of a colourway on a listing tile. */
export interface CardColor {
  code: string;
  name: string;
  colorHexCode: string | null;
  /** Detail path of the first variant in this colour. */
  url: string | null;
}

/** What one listing tile needs; nothing more, so listing page data stays small. */
export interface ProductCard extends ProductPrices {
  id: string;
  sku: string;
  name: string;
  brand: string | null;
  subtitle: string | null;
  url: string | null;
  image: { url: string; alt: string; width: number | null; height: number | null; thumbnails: Thumbnail[] } | null;
  /** Active badges, priority 1 first. */
  badges: { id: string; name: string; url: string | null; alt: string }[];
  /** Active labels, priority 1 first. */
  labels: { id: string; freeText: string; colourway: string | null }[];
  colors: CardColor[];
  stockStatus: StockStatus;
  createdAt: string | null;
  sales: number;
  /** Option codes per filter key, of the product and all its variants, for client-side filtering. */
  facets: Record<string, string[]>;
  /** The reviews' summary where the country shows reviews and someone rated it; absent when unknown. */
  rating?: Rating | null;
  /**
   * Prices of the required batteries, one of which is bought with the bike; the tile's price
   * includes the cheapest. Absent without a required battery and where prices are hidden.
   */
  requiredBatteries?: Money[];
}

/** A row of the technical specification table. */
export interface SpecificationRow {
  key: DisplayKey;
  label: string;
  values: string[];
}

/**
 * A variant on the detail page: its options and images are references into the detail's
 * `variantGroups` and `images`, since variants share most of them (page data stays small).
 */
export interface DetailVariant extends ProductPrices {
  id: string;
  sku: string;
  ean: string | null;
  url: string | null;
  inactive: boolean;
  stockStatus: StockStatus;
  /** Option ids, found in `ProductDetail.variantGroups`. */
  optionIds: string[];
  color: string | null;
  colorCode: string | null;
  shape: string | null;
  size: string | null;
  /** Media ids of the variant's gallery, cover first, found in `ProductDetail.images`. */
  mediaIds: string[];
}

/** What a detail page needs. */
export interface ProductDetail extends ProductPrices {
  id: string;
  sku: string;
  ean: string | null;
  name: string;
  brand: string | null;
  subtitle: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  url: string | null;
  img: string | null;
  imgThumbnails: Thumbnail[];
  imgAlt: string;
  /** The product's gallery and every variant's images, each media once. */
  images: ProductImage[];
  /** The product's documents (manuals) to download, in position order. */
  downloads: ProductDownload[];
  /** Named custom fields only (no `extra`). */
  customFields: Omit<ProductCustomFields, 'extra'>;
  legalNotes: string[];
  breadcrumb: string[];
  stockStatus: StockStatus;
  inactive: boolean;
  /** Property groups in display order. */
  attributeGroups: AttributeGroup[];
  technicalSpecification: SpecificationRow[];
  /** The product's `variantGroups`, in their display order. */
  variantGroups: AttributeGroup[];
  variants: DetailVariant[];
  defaultVariantId: string | null;
  color: string | null;
  secondaryColor: string | null;
  shape: string | null;
  badges: ProductBadge[];
  labels: ProductLabel[];
  /** The battery bundle with names and prices: required batteries first, then optional ones. */
  batteries: BatteryOffer[];
  /**
   * The review widget where the country shows it, with the rating the build read (null when the
   * provider could not be read); absent where reviews are hidden.
   */
  reviews?: { rating: Rating | null };
}
