/**
 * Maps store-api products (types from @shopware/api-client) into the app's `Product`; the
 * adapter's product resource, and the only place a raw product is read. Pure: the
 * caller fetches (with the associations media, options.group, properties.group, children,
 * manufacturer, categories, categoriesRo, tags, cover) and passes the answer and the page's
 * context in; nothing here does I/O. Brand differences come from the brand configuration and
 * the attribute key map, never from the brand's name.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import type { BrandConfig } from '../../config/schema';
import { type BatteryChoice, type Locale, productDetailPath, type ProductSlugSource } from '../../lib/routing';
import {
  type AttributeKeys,
  attributeOfRole,
  createAttributeKeys,
  groupAttributes,
} from '../../lib/product/attributes';
import {
  categoryCustomFieldNames,
  groupCodeField,
  optionCodeField,
  productCustomFieldNames as cf,
} from '../../lib/product/fields';
import {
  arrayOf,
  booleanOf,
  customFieldsOf,
  isRecord,
  numberOf,
  stringOf,
  translatedString,
} from '../../lib/product/guards';
import { isImageMedia, mapDownload, mapMedia, preferredThumbnails } from '../../lib/product/media';
import { availableStockOf, listedPrices, productStockStatus } from '../../lib/product/offer';
import type { TaxState } from '../../lib/product/price';
import { isOrderable, stockStatusOf } from '../../lib/product/stock';
import { slugOptions, variantQuery } from '../../lib/product/variant-links';
import type {
  GeometryData,
  GeometryRow,
  KeyFeature,
  Product,
  ProductAttribute,
  ProductBadge,
  ProductCategory,
  ProductCustomFields,
  ProductDownload,
  ProductImage,
  ProductLabel,
  ProductTag,
  ProductVariant,
  Thumbnail,
} from '../../lib/product/types';

type RawProduct = Schemas['Product'];
type RawMedia = Schemas['Media'];

export interface MapProductContext {
  /** The page's locale: paths and the attribute key language come from it. */
  locale: Locale;
  brand: Pick<BrandConfig, 'routing' | 'catalog'>;
  /** Attribute key resolver of the site configuration; the default map when absent. */
  attributeKeys?: AttributeKeys;
  /** Tax state of the sales-channel context the prices were calculated in; 'gross' when absent. */
  taxState?: TaxState;
  /** Currency of the prices; EUR when absent. */
  currency?: string;
  /** Media to resolve the media ids of custom fields (hero, geometry, logos) with. */
  media?: ReadonlyMap<string, RawMedia> | readonly RawMedia[];
  /** The parent, when a variant is mapped on its own (its product number joins the slug). */
  parent?: RawProduct;
}

/** Resolved once per product, shared by the product and its variants. */
interface Scope {
  locale: Locale;
  brand: Pick<BrandConfig, 'routing' | 'catalog'>;
  keys: AttributeKeys;
  taxState: TaxState | undefined;
  currency: string | undefined;
  media: ReadonlyMap<string, RawMedia>;
}

// ---------------------------------------------------------------------------------------------
// Stock

// ---------------------------------------------------------------------------------------------
// Batteries

/**
 * Product numbers of a battery custom field: a comma-separated string (or a list), trimmed,
 * blanks and repeats dropped, order kept.
 */
export function parseBatteryList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const numbers = parts.map(stringOf).filter((part): part is string => part !== null);
  return [...new Set(numbers)];
}

/** The battery bundle: required batteries (one must be chosen), then optional add-ons. */
export function batteryChoices(
  fields: Pick<ProductCustomFields, 'requiredBattery' | 'optionalBattery'>,
): BatteryChoice[] {
  return [
    ...fields.requiredBattery.map((sku): BatteryChoice => ({ sku, type: 'required' })),
    ...fields.optionalBattery.map((sku): BatteryChoice => ({ sku, type: 'optional' })),
  ];
}

// ---------------------------------------------------------------------------------------------
// Media

function mapProductMedia(value: Schemas['ProductMedia'], fallbackAlt: string): ProductImage | null {
  const image = mapMedia(value.media, fallbackAlt);
  if (!image) return null;
  return {
    id: value.id,
    position: value.position ?? 0,
    mediaId: value.mediaId,
    alt: image.alt,
    url: image.url,
    thumbnails: image.thumbnails,
    metadata: { width: image.width, height: image.height },
  };
}

/** The gallery: the pictures of the product's media (documents are its downloads), by position. */
function mapGallery(raw: RawProduct, fallbackAlt: string): ProductImage[] {
  const media = raw.media && raw.media.length > 0 ? raw.media : raw.cover ? [raw.cover] : [];
  return media
    .filter((entry) => isImageMedia(entry.media))
    .map((entry) => mapProductMedia(entry, fallbackAlt))
    .filter((image): image is ProductImage => image !== null)
    .sort((a, b) => a.position - b.position);
}

/** The documents of the product's media (manuals), by position. */
export function mapDownloads(raw: Pick<RawProduct, 'media'>): ProductDownload[] {
  return [...(raw.media ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => mapDownload(entry.media))
    .filter((download): download is ProductDownload => download !== null);
}

interface Cover {
  img: string | null;
  imgThumbnails: Thumbnail[];
  imgAlt: string;
}

function mapCover(raw: RawProduct, images: readonly ProductImage[], fallbackAlt: string): Cover {
  const cover = raw.cover ? mapMedia(raw.cover.media, fallbackAlt) : null;
  const first = images[0];
  if (cover) return { img: cover.url, imgThumbnails: preferredThumbnails(cover.thumbnails), imgAlt: cover.alt };
  if (first) return { img: first.url, imgThumbnails: preferredThumbnails(first.thumbnails), imgAlt: first.alt };
  return { img: null, imgThumbnails: [], imgAlt: fallbackAlt };
}

// ---------------------------------------------------------------------------------------------
// Attributes

/**
 * A property or variant option as an attribute. The group's code is its `accell_attribute_code`
 * custom field when set (shops with translated group names), else its name; the display key comes
 * from that code, else from the translated name. Null when the group is not loaded.
 */
export function mapAttribute(
  option: Schemas['PropertyGroupOption'],
  keys: AttributeKeys,
  language: string,
): ProductAttribute | null {
  const group: unknown = option.group;
  if (!isRecord(group)) return null;
  const groupFields = customFieldsOf(group);
  const groupName = translatedString(group, 'name');
  const code = stringOf(groupFields[groupCodeField]) ?? stringOf(group.name) ?? groupName;
  if (code === null) return null;
  const name = translatedString(option, 'name') ?? stringOf(option.option) ?? '';
  return {
    id: option.id,
    name,
    code: stringOf(customFieldsOf(option)[optionCodeField]) ?? name,
    group: code,
    groupId: stringOf(group.id) ?? option.groupId,
    key: keys.keyOf(code, language) ?? (groupName ? keys.keyOf(groupName, language) : null),
    label: translatedString(group, 'description') ?? groupName ?? code,
    position: numberOf(option.position) ?? 0,
    groupPosition: numberOf(group.position) ?? 0,
    displayType: stringOf(group.displayType) ?? 'text',
    colorHexCode: stringOf(option.colorHexCode),
    filterable: booleanOf(group.filterable),
  };
}

function mapAttributes(
  options: readonly Schemas['PropertyGroupOption'][] | undefined,
  scope: Scope,
): ProductAttribute[] {
  return (options ?? [])
    .map((option) => mapAttribute(option, scope.keys, scope.locale.language))
    .filter((attribute): attribute is ProductAttribute => attribute !== null);
}

// ---------------------------------------------------------------------------------------------
// Categories, tags, badges, labels

export function mapCategory(category: Schemas['Category']): ProductCategory {
  const fields = customFieldsOf(category);
  const translated: unknown = category.translated;
  const breadcrumb =
    isRecord(translated) && Array.isArray(translated.breadcrumb) ? translated.breadcrumb : category.breadcrumb;
  return {
    id: category.id,
    name: translatedString(category, 'name') ?? '',
    key: stringOf(fields[categoryCustomFieldNames.key]),
    slug: stringOf(fields[categoryCustomFieldNames.slug]),
    parentId: category.parentId ?? null,
    level: numberOf(category.level) ?? 0,
    breadcrumb: arrayOf(breadcrumb, (item): item is string => typeof item === 'string'),
  };
}

/** Legal notes (HTML) of the categories, in order, without blanks and repeats. */
export function legalNotesOf(categories: readonly Schemas['Category'][]): string[] {
  const notes = categories
    .map((category) => stringOf(customFieldsOf(category)[categoryCustomFieldNames.legalNotes]))
    .filter((note): note is string => note !== null);
  return [...new Set(notes)];
}

/** What a listing page shows of a category beyond `mapCategory`: its text, legal notes and last change. */
export interface CategoryPageFacts {
  /** The translated description (HTML); '' when there is none. */
  description: string;
  /** The category's legal notes (HTML), '' when there are none. */
  legalNotes: string;
  updatedAt: string | null;
}

export function categoryPageFactsOf(category: Schemas['Category']): CategoryPageFacts {
  const description = (category.translated as { description?: unknown } | undefined)?.description;
  return {
    description: typeof description === 'string' ? description : '',
    legalNotes: legalNotesOf([category]).join(''),
    updatedAt: category.updatedAt ?? null,
  };
}

function mapTags(tags: readonly Schemas['Tag'][] | undefined): ProductTag[] {
  return (tags ?? []).map((tag) => ({ id: tag.id, name: tag.name }));
}

function extensionList(raw: RawProduct, name: string): Record<string, unknown>[] {
  const extensions: unknown = raw.extensions;
  return isRecord(extensions) ? arrayOf(extensions[name], isRecord) : [];
}

const byPriority = (a: { priority: number }, b: { priority: number }) => a.priority - b.priority;

/** Badges of `product.extensions.badges`, priority 1 first. */
export function mapBadges(raw: RawProduct): ProductBadge[] {
  return extensionList(raw, 'badges')
    .flatMap((badge): ProductBadge[] => {
      const id = stringOf(badge.id);
      if (id === null) return [];
      const name = translatedString(badge, 'name') ?? '';
      const media = mapMedia(badge.media, name);
      return [
        {
          id,
          name,
          mediaId: stringOf(badge.mediaId),
          priority: numberOf(badge.priority) ?? Number.MAX_SAFE_INTEGER,
          active: booleanOf(badge.active, true),
          media: media ? { url: media.url, alt: media.alt, thumbnails: media.thumbnails } : null,
        },
      ];
    })
    .sort(byPriority);
}

/** Labels of `product.extensions.labels`, priority 1 first. */
export function mapLabels(raw: RawProduct): ProductLabel[] {
  return extensionList(raw, 'labels')
    .flatMap((label): ProductLabel[] => {
      const id = stringOf(label.id);
      if (id === null) return [];
      return [
        {
          id,
          active: booleanOf(label.active, true),
          priority: numberOf(label.priority) ?? Number.MAX_SAFE_INTEGER,
          freeText: translatedString(label, 'freeText') ?? '',
          colourway: stringOf(label.colourway),
        },
      ];
    })
    .sort(byPriority);
}

// ---------------------------------------------------------------------------------------------
// Custom fields

function keyFeaturesOf(value: unknown): KeyFeature[] {
  let list = value;
  // A JSON custom field can arrive serialised, depending on how it was imported.
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return arrayOf(list, isRecord).flatMap((feature) => {
    const title = stringOf(feature.title);
    const text = stringOf(feature.text);
    return title !== null || text !== null ? [{ title: title ?? '', text: text ?? '' }] : [];
  });
}

const namedCustomFields = new Set<string>(Object.values(cf));

/** The named custom fields; media ids are resolved with the given media when present. */
/** The geometry table of the custom field; rows without a label or any numeric value are dropped. */
export function geometryDataOf(value: unknown): GeometryData | null {
  if (!isRecord(value)) return null;
  const rows = arrayOf(value.rows, isRecord).flatMap((row): GeometryRow[] => {
    const label = stringOf(row.label);
    const measure = stringOf(row.measure);
    const values = Object.fromEntries(
      Object.entries(isRecord(row.values) ? row.values : {}).flatMap(([sizeId, amount]) => {
        const number = numberOf(amount);
        return number === null ? [] : [[sizeId, number]];
      }),
    );
    return label && measure && Object.keys(values).length > 0 ? [{ label, measure, values }] : [];
  });
  return rows.length > 0 ? { unit: stringOf(value.unit) ?? 'mm', rows } : null;
}

export function mapCustomFields(
  fields: Record<string, unknown>,
  media: ReadonlyMap<string, RawMedia> = new Map(),
): ProductCustomFields {
  // The alt custom field is written for this product's use of the image, so it wins over the media's own alt.
  const resolve = (field: string, alt: string | null) => {
    const id = stringOf(fields[field]);
    const found = id ? media.get(id) : undefined;
    const image = found ? mapMedia(found, alt ?? '') : null;
    return { id, image: image && alt ? { ...image, alt } : image };
  };
  const heroAlt = stringOf(fields[cf.heroAlt]);
  const geometryAlt = stringOf(fields[cf.geometryAlt]);
  const hero = resolve(cf.hero, heroAlt);
  const geometry = resolve(cf.geometry, geometryAlt);
  const modelLogo = resolve(cf.modelLogo, null);
  const bikeLogo = resolve(cf.bikeLogo, null);
  const extra: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) if (!namedCustomFields.has(name)) extra[name] = value;
  return {
    description: stringOf(fields[cf.description]),
    keyFeatures: keyFeaturesOf(fields[cf.keyFeatures]),
    subtitle: stringOf(fields[cf.subtitle]),
    heroMediaId: hero.id,
    hero: hero.image,
    heroAlt,
    heroThumbnails: hero.image?.thumbnails ?? [],
    geometryMediaId: geometry.id,
    geometry: geometry.image,
    geometryAlt,
    geometryData: geometryDataOf(fields[cf.geometryData]),
    modelLogoMediaId: modelLogo.id,
    modelLogo: modelLogo.image,
    bikeLogoMediaId: bikeLogo.id,
    bikeLogo: bikeLogo.image,
    halfords: booleanOf(fields[cf.halfords]),
    parentModelName: stringOf(fields[cf.parentModelName]),
    modelSlug: stringOf(fields[cf.modelSlug]),
    requiredBattery: parseBatteryList(fields[cf.requiredBattery]),
    optionalBattery: parseBatteryList(fields[cf.optionalBattery]),
    colorGroup: stringOf(fields[cf.colorGroup]),
    modelYear: numberOf(fields[cf.modelYear]),
    extra,
  };
}

// ---------------------------------------------------------------------------------------------
// Prices

// ---------------------------------------------------------------------------------------------
// Paths

interface PathInput {
  name: string;
  sku: string;
  parentSku: string | null;
  customFields: Pick<ProductCustomFields, 'parentModelName' | 'modelSlug'>;
  options: readonly ProductAttribute[];
}

function detailPath(input: PathInput, scope: Scope): string | null {
  const source: ProductSlugSource = {
    name: input.name,
    sku: input.sku,
    parentSku: input.parentSku,
    customFields: input.customFields,
    options: slugOptions(input.options),
  };
  const query = variantQuery(input.options, scope.brand.routing.childSlugAttribute);
  return productDetailPath(scope.locale, scope.brand.routing, source, { query });
}

// ---------------------------------------------------------------------------------------------
// Products

/**
 * The media by id. A read of many products makes it once and passes it to each `mapProduct`:
 * made for each product, the map cost a build of 10,000 products more than the mapping of their
 * media fields.
 */
export const mediaById = (media: readonly RawMedia[]): ReadonlyMap<string, RawMedia> =>
  new Map(media.map((entry) => [entry.id, entry]));

function scopeOf(context: MapProductContext): Scope {
  const media = context.media;
  return {
    locale: context.locale,
    brand: context.brand,
    keys: context.attributeKeys ?? createAttributeKeys(),
    taxState: context.taxState,
    currency: context.currency,
    media: media === undefined ? new Map() : 'get' in media ? media : mediaById(media),
  };
}

function mapVariant(
  child: RawProduct,
  parent: { name: string; sku: string; customFields: ProductCustomFields },
  scope: Scope,
): ProductVariant {
  const options = mapAttributes(child.options, scope);
  const fields = mapCustomFields(customFieldsOf(child), scope.media);
  const name = translatedString(child, 'name') ?? parent.name;
  const images = mapGallery(child, name);
  const active = child.active !== false;
  const availableStock = availableStockOf(child);
  const color = attributeOfRole(options, 'color');
  const shape = attributeOfRole(options, 'shape');
  const size = attributeOfRole(options, 'size');
  return {
    id: child.id,
    sku: child.productNumber,
    ean: stringOf(child.ean),
    url: detailPath(
      {
        name,
        sku: child.productNumber,
        parentSku: parent.sku,
        customFields: {
          parentModelName: fields.parentModelName ?? parent.customFields.parentModelName,
          modelSlug: fields.modelSlug ?? parent.customFields.modelSlug,
        },
        options,
      },
      scope,
    ),
    inactive: !active,
    stockStatus: stockStatusOf(active, availableStock),
    availableStock,
    options,
    color: color?.name ?? null,
    colorCode: color?.code ?? null,
    shape: shape?.name ?? null,
    size: size?.name ?? null,
    ...mapCover(child, images, name),
    images,
    ...listedPrices(child, scope),
  };
}

/**
 * The variant a parent's link and tile show: the cheapest (Shopware names it), else the first
 * that can be ordered, else the first.
 */
function defaultVariantOf(raw: RawProduct, variants: readonly ProductVariant[]): ProductVariant | undefined {
  const cheapestId = raw.calculatedCheapestPrice?.variantId;
  return (
    variants.find((variant) => variant.id === cheapestId) ??
    variants.find((variant) => isOrderable(variant.stockStatus)) ??
    variants[0]
  );
}

/** Maps one store-api product (with its children, when loaded) into the app's `Product`. */
export function mapProduct(raw: RawProduct, context: MapProductContext): Product {
  const scope = scopeOf(context);
  const customFields = mapCustomFields(customFieldsOf(raw), scope.media);
  const sku = raw.productNumber;
  const name = translatedString(raw, 'name') ?? customFields.parentModelName ?? sku;
  const images = mapGallery(raw, name);
  const attributes = mapAttributes(raw.properties, scope);
  const options = mapAttributes(raw.options, scope);
  const variants = (raw.children ?? []).map((child) => mapVariant(child, { name, sku, customFields }, scope));
  const defaultVariant = defaultVariantOf(raw, variants);
  const active = raw.active !== false;
  const ownStock = availableStockOf(raw);
  const availableStock =
    variants.length > 0 ? variants.reduce((sum, variant) => sum + Math.max(variant.availableStock, 0), 0) : ownStock;
  const stockStatus = productStockStatus(raw);
  const parentSku = context.parent?.productNumber ?? null;
  const roleSources = [...options, ...attributes, ...(defaultVariant?.options ?? [])];
  const color = attributeOfRole(roleSources, 'color');
  const shape = attributeOfRole(roleSources, 'shape');
  const secondaryColor = attributeOfRole(roleSources, 'secondaryColor');
  const assigned =
    raw.categories && raw.categories.length > 0 ? raw.categories : raw.seoCategory ? [raw.seoCategory] : [];
  const categoriesRo = (raw.categoriesRo ?? []).map(mapCategory);
  const variantOptions = variants.flatMap((variant) => variant.options);

  return {
    id: raw.id,
    objectID: raw.id,
    sku,
    ean: stringOf(raw.ean),
    name,
    brand: raw.manufacturer ? translatedString(raw.manufacturer, 'name') : null,
    subtitle: customFields.subtitle,
    metaTitle: translatedString(raw, 'metaTitle'),
    metaDescription: translatedString(raw, 'metaDescription'),
    metaKeywords: translatedString(raw, 'keywords'),
    ...listedPrices(raw, scope),
    categories: assigned.map(mapCategory),
    categoriesRo,
    categoryTree: raw.categoryTree ? [...raw.categoryTree] : categoriesRo.map((category) => category.id),
    type: raw.type ?? 'physical',
    tags: mapTags(raw.tags),
    legalNotes: legalNotesOf(raw.seoCategory ? [...assigned, raw.seoCategory] : assigned),
    ...mapCover(raw, images, name),
    images,
    downloads: mapDownloads(raw),
    customFields,
    inactive: !active,
    stockStatus,
    availableStock,
    createdAt: raw.createdAt ?? null,
    updatedAt: raw.updatedAt ?? null,
    sales: numberOf(raw.sales) ?? 0,
    product: raw.parentId ?? null,
    attributes,
    options,
    variantIds: variants.map((variant) => variant.id),
    variants,
    variantGroups: groupAttributes(variantOptions, scope.brand.catalog.ascendingAttributes, scope.locale.language),
    color: color?.name ?? null,
    colorCode: color?.code ?? null,
    secondaryColor: secondaryColor?.name ?? null,
    shape: shape?.name ?? null,
    badges: mapBadges(raw),
    labels: mapLabels(raw),
    batteries: batteryChoices(customFields),
    // A parent links to its default variant; a product without variants to itself.
    url: defaultVariant ? defaultVariant.url : detailPath({ name, sku, parentSku, customFields, options }, scope),
    defaultVariantId: defaultVariant?.id ?? null,
  };
}
