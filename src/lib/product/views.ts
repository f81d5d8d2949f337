/**
 * The small shapes page data carries: a listing tile (`ProductCard`) and a detail page
 * (`ProductDetail`), cut from a mapped `Product`. In a channel whose prices are hidden the
 * amounts are left out of the page data altogether, not just hidden by the component.
 */
import { attributeOfRole, groupAttributes, hasRole, technicalSpecification } from './attributes';
import { requiredBatteryPrices, withCheapestBattery } from './tile-offer';
import { pricesOf } from './offer';
import { withoutPrices } from './price';
import type {
  BatteryOffer,
  CardColor,
  DetailVariant,
  Product,
  ProductAttribute,
  ProductCard,
  ProductDetail,
  ProductImage,
  ProductVariant,
} from './types';

export interface CardOptions {
  /**
   * Filter keys the listing offers (the brand's `catalog.listingFilters`): a card's facets hold
   * only these, which keeps listing data small. Every key when absent.
   */
  filterKeys?: readonly string[];
  /** False where prices are hidden (see `isPriceVisible`): the card then carries no amounts. */
  priceVisible?: boolean;
  /** The product's batteries with prices: a tile's price includes the cheapest required one. */
  batteries?: readonly BatteryOffer[];
}

/** The key an attribute is filtered under: its display key, else its attribute code. */
export function facetKeyOf(attribute: Pick<ProductAttribute, 'key' | 'group'>): string {
  return attribute.key ?? attribute.group;
}

/** Option codes per filter key of the product, its own options and every variant's options. */
export function productFacets(product: Product, filterKeys?: readonly string[]): Record<string, string[]> {
  const facets: Record<string, string[]> = {};
  const all = [...product.attributes, ...product.options, ...product.variants.flatMap((variant) => variant.options)];
  for (const attribute of all) {
    const key = facetKeyOf(attribute);
    if (filterKeys && !filterKeys.includes(key)) continue;
    const codes = (facets[key] ??= []);
    if (!codes.includes(attribute.code)) codes.push(attribute.code);
  }
  return facets;
}

/** Colour swatches: each colourway of the variants once, in configurator order, linking to its first variant. */
export function cardColors(product: Product): CardColor[] {
  const colorGroup = product.variantGroups.find((group) => hasRole({ key: group.key, group: group.name }, 'color'));
  if (colorGroup) {
    return colorGroup.options.map((option) => ({
      code: option.code,
      name: option.name,
      colorHexCode: option.colorHexCode,
      url: product.variants.find((variant) => variant.colorCode === option.code)?.url ?? null,
    }));
  }
  const own = attributeOfRole([...product.options, ...product.attributes], 'color');
  return own ? [{ code: own.code, name: own.name, colorHexCode: own.colorHexCode, url: product.url }] : [];
}

export function toProductCard(product: Product, options: CardOptions = {}): ProductCard {
  const thumbnail = product.imgThumbnails[0];
  const requiredBatteries = options.priceVisible === false ? [] : requiredBatteryPrices(options.batteries ?? []);
  const card: ProductCard = {
    id: product.id,
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    subtitle: product.subtitle,
    url: product.url,
    ...withCheapestBattery(pricesOf(product), requiredBatteries),
    // Kept apart so the browser can add them to the live price, as the build did to the built one.
    ...(requiredBatteries.length > 0 ? { requiredBatteries } : {}),
    image:
      product.img === null
        ? null
        : {
            url: thumbnail?.url ?? product.img,
            alt: product.imgAlt,
            width: thumbnail?.width ?? product.images[0]?.metadata.width ?? null,
            height: thumbnail?.height ?? product.images[0]?.metadata.height ?? null,
            thumbnails: product.imgThumbnails,
          },
    badges: product.badges
      .filter((badge) => badge.active)
      .map((badge) => ({
        id: badge.id,
        name: badge.name,
        url: badge.media ? (badge.media.thumbnails[0]?.url ?? badge.media.url) : null,
        alt: badge.media?.alt ?? badge.name,
      })),
    labels: product.labels
      .filter((label) => label.active)
      .map((label) => ({ id: label.id, freeText: label.freeText, colourway: label.colourway })),
    colors: cardColors(product),
    stockStatus: product.stockStatus,
    createdAt: product.createdAt,
    sales: product.sales,
    facets: productFacets(product, options.filterKeys),
  };
  return options.priceVisible === false ? withoutPrices(card) : card;
}

export interface DetailOptions {
  /** The brand's `catalog.ascendingAttributes`. */
  ascendingAttributes: readonly string[];
  /** Page language, for the collation of option labels. */
  language: string;
  /** False where prices are hidden: no amounts in the page data. */
  priceVisible?: boolean;
  /** The product's batteries with names and prices; without them the bundle carries product numbers only. */
  batteries?: readonly BatteryOffer[];
  /** The brand's `catalog.specificationAttributes`: the technical data table's rows, in order. */
  specificationAttributes?: readonly string[];
}

/** A variant as the detail page carries it: options and images by reference. */
export function toDetailVariant(variant: ProductVariant): DetailVariant {
  const coverMediaId = variant.images.find((image) => image.url === variant.img)?.mediaId;
  const mediaIds = variant.images.map((image) => image.mediaId);
  return {
    id: variant.id,
    sku: variant.sku,
    ean: variant.ean,
    url: variant.url,
    inactive: variant.inactive,
    stockStatus: variant.stockStatus,
    optionIds: variant.options.map((option) => option.id),
    color: variant.color,
    colorCode: variant.colorCode,
    shape: variant.shape,
    size: variant.size,
    mediaIds: coverMediaId ? [coverMediaId, ...mediaIds.filter((id) => id !== coverMediaId)] : mediaIds,
    price: variant.price,
    listPrice: variant.listPrice,
    taxPrice: variant.taxPrice,
    regulationPrice: variant.regulationPrice,
    priceRange: variant.priceRange,
  };
}

/** The product's gallery followed by the variants' images it lacks, each media once. */
export function detailImages(product: Product): ProductImage[] {
  const images = [...product.images];
  for (const image of product.variants.flatMap((variant) => variant.images)) {
    if (!images.some((known) => known.mediaId === image.mediaId)) images.push(image);
  }
  return images;
}

export function toProductDetail(product: Product, options: DetailOptions): ProductDetail {
  const hide = options.priceVisible === false;
  const { extra: _extra, ...customFields } = product.customFields;
  const variants = product.variants.map(toDetailVariant).map((variant) => (hide ? withoutPrices(variant) : variant));
  const detail: ProductDetail = {
    id: product.id,
    sku: product.sku,
    ean: product.ean,
    name: product.name,
    brand: product.brand,
    subtitle: product.subtitle,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    metaKeywords: product.metaKeywords,
    url: product.url,
    price: product.price,
    listPrice: product.listPrice,
    taxPrice: product.taxPrice,
    regulationPrice: product.regulationPrice,
    priceRange: product.priceRange,
    img: product.img,
    imgThumbnails: product.imgThumbnails,
    imgAlt: product.imgAlt,
    images: detailImages(product),
    downloads: product.downloads,
    customFields,
    legalNotes: product.legalNotes,
    breadcrumb: product.categories[0]?.breadcrumb ?? [],
    stockStatus: product.stockStatus,
    inactive: product.inactive,
    attributeGroups: groupAttributes(product.attributes, options.ascendingAttributes, options.language),
    technicalSpecification: technicalSpecification(product.attributes, options.specificationAttributes),
    variantGroups: product.variantGroups,
    variants,
    defaultVariantId: product.defaultVariantId,
    color: product.color,
    secondaryColor: product.secondaryColor,
    shape: product.shape,
    badges: product.badges.filter((badge) => badge.active),
    labels: product.labels.filter((label) => label.active),
    batteries: (options.batteries ?? product.batteries.map((battery) => ({ ...battery, name: null, price: null }))).map(
      (battery) => (hide ? { ...battery, price: null } : battery),
    ),
  };
  return hide ? withoutPrices(detail) : detail;
}
