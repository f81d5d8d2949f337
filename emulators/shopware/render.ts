/**
 * Renders seed entities in Shopware's store-api shapes (types from @shopware/api-client), in
 * the request's language, with prices for the channel's country and media URLs on the
 * emulator's own origin. Associations follow Shopware's defaults for sales-channel products
 * (cover, options.group, properties.group, deliveryTime, seoCategory) plus what the criteria ask for.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import {
  categoryCustomFieldKeys,
  groupCustomFieldKeys,
  idFor,
  type JsonValue,
  type LanguageCode,
  optionCustomFieldKeys,
  type SeedCatalog,
  type SeedCategory,
  type SeedCountry,
  type SeedCurrency,
  type SeedDeliveryTime,
  type SeedLanguage,
  type SeedMedia,
  type SeedBankAccount,
  type SeedPaymentMethod,
  type SeedProduct,
  type SeedPropertyGroup,
  type SeedPropertyOption,
  type SeedSalutation,
  type SeedShippingMethod,
} from '../seed/catalog';
import { seoSlug } from '../common/slug';
import { type Criteria, emptyCriteria, search } from './criteria';
import { documentFile, mediaFormat, mediaMimeType, servedWidths, thumbnailWidths } from './media';
import { calculatePrice, type CalculatedPrice, productPriceIn } from './pricing';
import {
  type BrandIndex,
  type CatalogStore,
  type ChannelRef,
  type ProductDoc,
  resolveProductField,
  text,
} from './store';

/** Shopware's live version id. */
export const liveVersionId = '0fa91ce3e96a4bc2be4bd9ce752c3425';
/** Creation time of configuration entities (languages, countries, methods): fixed, like seed data. */
const configCreatedAt = '2024-01-01T00:00:00.000Z';

export interface RenderContext {
  store: CatalogStore;
  catalog: SeedCatalog;
  ref: ChannelRef;
  brand: BrandIndex;
  language: SeedLanguage;
  lang: LanguageCode;
  /** Origin media URLs point at, e.g. http://127.0.0.1:4200. */
  origin: string;
  includeSeoUrls: boolean;
  /** VAT rate applied to prices (the context's shipping country). */
  taxRate: number;
  /** The context's currency (the sales channel's): prices come from its price list. */
  currency: SeedCurrency;
}

/** Adds the apiAlias Shopware puts on every serialised struct, also where the generated types omit it. */
function alias<T extends object>(value: T, apiAlias: string): T {
  return Object.assign(value, { apiAlias });
}

/**
 * An entity with its `translated` fields. The generated api-client types declare every string
 * field of an entity as required inside `translated` (a generator artefact: Shopware puts only
 * the translatable fields there, and the OpenAPI document types `translated` as a plain object),
 * so `translated` is typed loosely here and the rest of the entity is checked field by field.
 */
export function entity<T extends { translated?: unknown }>(
  fields: Omit<T, 'translated'>,
  translated: Record<string, unknown>,
): T {
  return { ...fields, translated } as unknown as T;
}

// ---------------------------------------------------------------------------------------------
// Media

export function mediaUrl(
  ctx: Pick<RenderContext, 'origin'>,
  media: Pick<SeedMedia, 'id' | 'drawing'>,
  width: number,
): string {
  return `${ctx.origin}/media/${media.id}/${width}.${mediaFormat(media)}`;
}

/** A document's URL: Shopware's media URLs end in the file's name and extension. */
export function documentUrl(ctx: Pick<RenderContext, 'origin'>, media: Pick<SeedMedia, 'id' | 'fileName'>): string {
  return `${ctx.origin}/media/${media.id}/${documentFile(media)}`;
}

/**
 * Ids derived from a media id and a width, hashed once (one entry per media and width of the
 * catalogue): every variant of a product shows the same pictures, and each answer hashed their
 * ids again.
 */
const derivedIds = new Map<string, string>();
function derivedId(...parts: [string, string, number] | [string, number]): string {
  const key = parts.join(' ');
  let id = derivedIds.get(key);
  if (id === undefined) {
    id = idFor(...parts);
    derivedIds.set(key, id);
  }
  return id;
}
const thumbnailId = (mediaId: string, width: number) => derivedId(mediaId, 'thumbnail', width);
const thumbnailSizeId = (width: number) => derivedId('thumbnail-size', width);

export function renderMedia(media: SeedMedia, ctx: RenderContext): Schemas['Media'] {
  const alt = text(media.alt, ctx.lang);
  const title = text(media.title, ctx.lang);
  if (media.document) {
    // A PDF: no thumbnails, no pixel size; its stated size is the served file's.
    return entity<Schemas['Media']>(
      {
        id: media.id,
        mimeType: mediaMimeType(media),
        fileExtension: 'pdf',
        fileName: media.fileName,
        fileSize: media.document.fileSize,
        alt,
        title,
        url: documentUrl(ctx, media),
        path: `media/${media.id}/${documentFile(media)}`,
        hasFile: true,
        private: false,
        uploadedAt: configCreatedAt,
        createdAt: configCreatedAt,
        thumbnails: [],
        apiAlias: 'media',
      },
      { alt, title },
    );
  }
  const thumbnails = servedWidths(media)
    .filter((width) => (thumbnailWidths as readonly number[]).includes(width))
    .map((width) =>
      alias(
        {
          id: thumbnailId(media.id, width),
          mediaId: media.id,
          mediaThumbnailSizeId: thumbnailSizeId(width),
          width,
          height: Math.round((width * media.height) / media.width),
          url: mediaUrl(ctx, media, width),
          path: `media/${media.id}/${width}.${mediaFormat(media)}`,
          createdAt: configCreatedAt,
        } satisfies Schemas['MediaThumbnail'],
        'media_thumbnail',
      ),
    );
  return entity<Schemas['Media']>(
    {
      id: media.id,
      mimeType: mediaMimeType(media),
      fileExtension: mediaFormat(media),
      fileName: media.fileName,
      fileSize: Math.round((media.width * media.height) / 12),
      metaData: { width: media.width, height: media.height },
      alt,
      title,
      url: mediaUrl(ctx, media, media.width),
      path: `media/${media.id}/${media.width}.${mediaFormat(media)}`,
      hasFile: true,
      private: false,
      uploadedAt: configCreatedAt,
      createdAt: configCreatedAt,
      thumbnails,
      apiAlias: 'media',
    },
    { alt, title },
  );
}

function renderMediaById(id: string | null | undefined, ctx: RenderContext): Schemas['Media'] | undefined {
  const media = id ? ctx.brand.mediaById.get(id) : undefined;
  return media ? renderMedia(media, ctx) : undefined;
}

function renderProductMedia(
  productId: string,
  mediaId: string,
  position: number,
  ctx: RenderContext,
): Schemas['ProductMedia'] | undefined {
  const media = renderMediaById(mediaId, ctx);
  if (!media) return undefined;
  return alias(
    { id: productMediaId(productId, mediaId), productId, mediaId, position, media, createdAt: configCreatedAt },
    'product_media',
  );
}

export const productMediaId = (productId: string, mediaId: string) => idFor('product-media', productId, mediaId);

// ---------------------------------------------------------------------------------------------
// Properties

export function renderGroup(
  group: SeedPropertyGroup,
  ctx: RenderContext,
  options?: SeedPropertyOption[],
): Schemas['PropertyGroup'] {
  const description = text(group.label, ctx.lang);
  const rendered = entity<Schemas['PropertyGroup']>(
    {
      id: group.id,
      // The group's name is its attribute code; the site maps codes to per-language display keys.
      name: group.code,
      description,
      displayType: group.displayType,
      sortingType: group.sortingType,
      filterable: group.filterable,
      visibleOnProductDetailPage: group.visibleOnProductDetailPage,
      position: group.position,
      customFields: { [groupCustomFieldKeys.code]: group.code },
      createdAt: configCreatedAt,
    },
    {
      name: group.code,
      description,
      position: group.position,
      customFields: { [groupCustomFieldKeys.code]: group.code },
    },
  );
  if (options) rendered.options = options.map((option) => renderOption(option, ctx, false));
  return alias(rendered, 'property_group');
}

export function renderOption(
  option: SeedPropertyOption,
  ctx: RenderContext,
  withGroup = true,
): Schemas['PropertyGroupOption'] {
  const group = ctx.brand.groupById.get(option.groupId);
  const name = text(option.name, ctx.lang);
  const customFields = { [optionCustomFieldKeys.code]: option.code };
  const rendered = entity<Schemas['PropertyGroupOption']>(
    {
      id: option.id,
      groupId: option.groupId,
      name,
      position: option.position,
      ...(option.colorHexCode ? { colorHexCode: option.colorHexCode } : {}),
      combinable: true,
      customFields,
      createdAt: configCreatedAt,
      // The document requires `option` (the option's label) and the group on every option.
      option: name,
      group:
        withGroup && group
          ? renderGroup(group, ctx)
          : entity<Schemas['PropertyGroup']>(
              { id: option.groupId, name: group?.code ?? '' },
              { name: group?.code ?? '' },
            ),
    },
    { name, position: option.position, customFields },
  );
  return alias(rendered, 'property_group_option');
}

// ---------------------------------------------------------------------------------------------
// Categories

export function renderSeoUrl(
  ctx: RenderContext,
  foreignKey: string,
  routeName: 'frontend.navigation.page' | 'frontend.detail.page',
  seoPathInfo: string,
): Schemas['SeoUrl'] {
  return alias(
    {
      id: idFor('seo-url', ctx.ref.channel.id, ctx.language.id, foreignKey),
      salesChannelId: ctx.ref.channel.id,
      languageId: ctx.language.id,
      foreignKey,
      routeName,
      pathInfo: routeName === 'frontend.detail.page' ? `/detail/${foreignKey}` : `/navigation/${foreignKey}`,
      seoPathInfo,
      isCanonical: true,
      isModified: false,
      isDeleted: false,
      createdAt: configCreatedAt,
    },
    'seo_url',
  );
}

export interface CategoryRenderOptions {
  /** Nested criteria of the children association, or depth for the navigation route. */
  childrenDepth?: number;
  withMedia?: boolean;
  withSeoUrls?: boolean;
}

export function renderCategory(
  category: SeedCategory,
  ctx: RenderContext,
  options: CategoryRenderOptions = {},
): Schemas['Category'] {
  const path = ctx.brand.categoryPath(category.id);
  const breadcrumb = path.map((entry) => text(entry.name, ctx.lang));
  const children = ctx.brand.categoryChildren.get(category.id) ?? [];
  const name = text(category.name, ctx.lang);
  const description = text(category.description, ctx.lang);
  const customFields: Record<string, JsonValue> = {
    [categoryCustomFieldKeys.key]: category.key,
    [categoryCustomFieldKeys.slug]: text(category.slug, ctx.lang),
    [categoryCustomFieldKeys.legalNotes]: text(category.legalNotes, ctx.lang) || null,
  };
  const rendered = entity<Schemas['Category']>(
    {
      id: category.id,
      versionId: liveVersionId,
      ...(category.parentId ? { parentId: category.parentId, parentVersionId: liveVersionId } : {}),
      ...(category.mediaId ? { mediaId: category.mediaId } : {}),
      displayNestedProducts: true,
      breadcrumb,
      level: category.level,
      ...(path.length > 1
        ? {
            path: `|${path
              .slice(0, -1)
              .map((entry) => entry.id)
              .join('|')}|`,
          }
        : {}),
      childCount: children.length,
      visibleChildCount: children.filter((child) => child.visible).length,
      type: category.type,
      productAssignmentType: 'product',
      visible: category.visible,
      active: category.active,
      name,
      description,
      metaTitle: name,
      metaDescription: description,
      keywords: name,
      customFields,
      createdAt: configCreatedAt,
      children:
        options.childrenDepth && options.childrenDepth > 0
          ? children.map((child) =>
              renderCategory(child, ctx, { ...options, childrenDepth: (options.childrenDepth ?? 1) - 1 }),
            )
          : [],
      apiAlias: 'category',
    },
    { name, breadcrumb, description, metaTitle: name, metaDescription: description, keywords: name, customFields },
  );
  if (options.withMedia !== false && category.mediaId) {
    const media = renderMediaById(category.mediaId, ctx);
    if (media) rendered.media = media;
  }
  if (options.withSeoUrls || ctx.includeSeoUrls) {
    const seoPath = path.slice(1).map((entry) => text(entry.slug, ctx.lang));
    rendered.seoUrls = [
      renderSeoUrl(ctx, category.id, 'frontend.navigation.page', seoPath.length ? `${seoPath.join('/')}/` : ''),
    ];
  }
  return rendered;
}

// ---------------------------------------------------------------------------------------------
// Products

export function renderManufacturer(ctx: RenderContext): Schemas['ProductManufacturer'] {
  const manufacturer = ctx.brand.catalog.manufacturer;
  const description = text(manufacturer.description, ctx.lang);
  const rendered = entity<Schemas['ProductManufacturer']>(
    {
      id: manufacturer.id,
      versionId: liveVersionId,
      mediaId: manufacturer.mediaId,
      link: manufacturer.link,
      name: manufacturer.name,
      description,
      createdAt: configCreatedAt,
    },
    { name: manufacturer.name, description },
  );
  const media = renderMediaById(manufacturer.mediaId, ctx);
  if (media) rendered.media = media;
  return alias(rendered, 'product_manufacturer');
}

export function renderDeliveryTime(deliveryTime: SeedDeliveryTime, lang: LanguageCode): Schemas['DeliveryTime'] {
  const name = text(deliveryTime.name, lang);
  return alias(
    entity<Schemas['DeliveryTime']>(
      {
        id: deliveryTime.id,
        name,
        min: deliveryTime.min,
        max: deliveryTime.max,
        unit: deliveryTime.unit,
        createdAt: configCreatedAt,
      },
      { name },
    ),
    'delivery_time',
  );
}

/** The product's gross price in the context's currency as a CalculatedPrice for its tax rate. */
export function productPrice(
  product: SeedProduct,
  ctx: Pick<RenderContext, 'taxRate' | 'currency'>,
  quantity = 1,
): CalculatedPrice {
  const price = productPriceIn(product, ctx.currency);
  return calculatePrice({
    unitPrice: price.gross,
    quantity,
    taxRate: ctx.taxRate,
    listPrice: price.listGross,
    regulationPrice: price.regulationGross,
  });
}

/** Default associations Shopware adds to every sales-channel product criteria. */
const defaultProductAssociations = ['cover', 'options', 'properties', 'deliveryTime'];

function wants(associations: Record<string, Criteria>, name: string): boolean {
  return name in associations;
}

/**
 * The product fields an answer keeps (its `includes.product`, as `project` applies it), or null
 * for every field. `renderProduct` leaves out what the projection would drop: at 10,000 products
 * a build's reads name a few fields of each, and rendering every association for nothing was
 * most of the emulator's time (bench notes, 6 December 2026, late night).
 */
export type ProductFields = ReadonlySet<string> | null;

export function productFieldsOf(includes: readonly string[] | null | undefined): ProductFields {
  if (!includes) return null;
  // A dotted entry (`customFields.key`) keeps part of its field, so the field is rendered.
  return new Set(includes.flatMap((field) => [field, field.split('.')[0] ?? field]));
}

export function renderProduct(
  product: SeedProduct,
  ctx: RenderContext,
  associations: Record<string, Criteria> = {},
  fields: ProductFields = null,
): Schemas['Product'] {
  const { brand } = ctx;
  const keeps = (field: string) => fields === null || fields.has(field);
  const effective = brand.effective(product);
  const name = text(effective.name, ctx.lang);
  const description = text(effective.description, ctx.lang);
  const metaTitle = text(effective.metaTitle, ctx.lang);
  const metaDescription = text(effective.metaDescription, ctx.lang);
  const keywords = text(effective.keywords, ctx.lang);
  const customFields: Record<string, JsonValue> = { ...effective.customFields };
  for (const [key, values] of Object.entries(effective.localizedCustomFields)) {
    customFields[key] = values[ctx.lang] ?? values.en ?? null;
  }
  const stock = brand.stock(product);
  const available = brand.available(product);
  const cheapest = brand.cheapestPrice(product, ctx.currency);
  const calculatedPrice = productPrice(product, ctx);
  const cheapestPrice = productPrice(cheapest.variant, ctx);
  const maxPurchase = product.isCloseout ? Math.max(stock, 0) : 100;
  const categoryTree = [
    ...new Set(effective.categoryIds.flatMap((id) => brand.categoryPath(id).map((category) => category.id))),
  ];
  const deliveryTime = ctx.catalog.deliveryTimes.find((entry) => entry.id === product.deliveryTimeId);
  const coverId = effective.coverMediaId ? productMediaId(product.id, effective.coverMediaId) : undefined;

  const rendered = entity<Schemas['Product']>(
    {
      id: product.id,
      versionId: liveVersionId,
      ...(product.parentId ? { parentId: product.parentId, parentVersionId: liveVersionId } : {}),
      manufacturerId: brand.catalog.manufacturer.id,
      productManufacturerVersionId: liveVersionId,
      taxId: ctx.catalog.taxId,
      ...(coverId ? { coverId } : {}),
      deliveryTimeId: product.deliveryTimeId,
      productNumber: product.productNumber,
      active: product.active,
      available,
      isCloseout: product.isCloseout,
      availableStock: stock,
      stock,
      displayGroup: product.parentId ?? product.id,
      ean: product.ean,
      purchaseSteps: 1,
      maxPurchase: 100,
      minPurchase: 1,
      shippingFree: product.shippingFree,
      markAsTopseller: product.markAsTopseller,
      weight: product.weight,
      releaseDate: product.releaseDate,
      ...(product.ratingAverage !== null ? { ratingAverage: product.ratingAverage } : {}),
      categoryTree,
      propertyIds: effective.propertyIds,
      optionIds: product.optionIds,
      streamIds: [],
      tagIds: effective.tagIds,
      categoryIds: effective.categoryIds,
      childCount: product.childIds.length,
      sales: product.sales,
      metaDescription,
      name,
      keywords,
      description,
      metaTitle,
      customFields,
      type: 'physical',
      states: ['is-physical'],
      calculatedPrice,
      calculatedPrices: [],
      calculatedMaxPurchase: maxPurchase,
      calculatedCheapestPrice: {
        unitPrice: cheapestPrice.unitPrice,
        quantity: 1,
        totalPrice: cheapestPrice.totalPrice,
        referencePrice: null,
        listPrice: cheapestPrice.listPrice,
        regulationPrice:
          cheapestPrice.regulationPrice?.price !== undefined ? { price: cheapestPrice.regulationPrice.price } : null,
        hasRange:
          product.childIds.length > 0 &&
          brand.children(product).some((child) => productPriceIn(child, ctx.currency).gross !== cheapest.gross),
        variantId: cheapest.variant === product ? null : cheapest.variant.id,
        apiAlias: 'calculated_cheapest_price',
      },
      isNew: Date.now() - Date.parse(product.releaseDate) < 30 * 86_400_000,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
      variantListingConfig: product.childIds.length > 0 ? { displayParent: true } : null,
      // Undefined (left out of the JSON) only where the projection drops it; the types require it.
      seoCategory: (keeps('seoCategory')
        ? renderSeoCategory(effective.mainCategoryId ?? effective.categoryIds[0] ?? null, ctx)
        : undefined) as Schemas['Category'],
      extensions: {
        badges: (keeps('badges') ? effective.badges : []).map((badge) => {
          const media = renderMediaById(badge.mediaId, ctx);
          return {
            id: badge.id,
            name: text(badge.name, ctx.lang),
            mediaId: badge.mediaId,
            priority: badge.priority,
            active: badge.active,
            ...(media ? { media } : {}),
            apiAlias: 'accell_product_badge',
          };
        }),
        labels: effective.labels.map((label) => ({
          id: label.id,
          active: label.active,
          priority: label.priority,
          freeText: text(label.freeText, ctx.lang),
          colourway: label.colourway,
          apiAlias: 'accell_product_label',
        })),
      } as Schemas['Product']['extensions'],
      apiAlias: 'product',
    },
    { name, description, metaTitle, metaDescription, keywords, customFields },
  );

  const include = (association: string) =>
    keeps(association) && (defaultProductAssociations.includes(association) || wants(associations, association));
  if (include('cover') && effective.coverMediaId) {
    const cover = renderProductMedia(product.id, effective.coverMediaId, 0, ctx);
    if (cover) rendered.cover = cover;
  }
  if (include('options')) {
    rendered.options = product.optionIds
      .map((id) => brand.optionById.get(id))
      .filter((option): option is SeedPropertyOption => option !== undefined)
      .map((option) => renderOption(option, ctx));
  }
  if (include('properties')) {
    rendered.properties = effective.propertyIds
      .map((id) => brand.optionById.get(id))
      .filter((option): option is SeedPropertyOption => option !== undefined)
      .map((option) => renderOption(option, ctx));
  }
  if (include('deliveryTime') && deliveryTime) rendered.deliveryTime = renderDeliveryTime(deliveryTime, ctx.lang);
  if (include('media')) {
    rendered.media = effective.mediaIds
      .map((mediaId, position) => renderProductMedia(product.id, mediaId, position, ctx))
      .filter((media): media is Schemas['ProductMedia'] => media !== undefined);
  }
  if (include('manufacturer')) rendered.manufacturer = renderManufacturer(ctx);
  if (include('categories')) {
    rendered.categories = effective.categoryIds
      .map((id) => brand.categoryById.get(id))
      .filter((category): category is SeedCategory => category !== undefined)
      .map((category) => renderCategory(category, ctx));
  }
  if (include('categoriesRo')) {
    rendered.categoriesRo = categoryTree
      .map((id) => brand.categoryById.get(id))
      .filter((category): category is SeedCategory => category !== undefined)
      .map((category) => renderCategory(category, ctx));
  }
  if (include('tags')) {
    rendered.tags = effective.tagIds.map((id) => alias({ id, name: brand.tagById.get(id) ?? '' }, 'tag'));
  }
  if (include('mainCategories') && effective.mainCategoryId) {
    rendered.mainCategories = [
      alias(
        {
          id: idFor('main-category', product.id, ctx.ref.channel.id),
          productId: product.id,
          categoryId: effective.mainCategoryId,
          salesChannelId: ctx.ref.channel.id,
        },
        'main_category',
      ),
    ];
  }
  if (include('configuratorSettings')) {
    rendered.configuratorSettings = configuratorOptions(
      product.parentId ? (brand.productById.get(product.parentId) ?? product) : product,
      ctx,
    ).map((option, position) =>
      alias(
        {
          id: idFor('configurator-setting', product.parentId ?? product.id, option.id),
          productId: product.parentId ?? product.id,
          optionId: option.id,
          position,
          option: renderOption(option, ctx),
        },
        'product_configurator_setting',
      ),
    );
  }
  if (include('children')) {
    const nested = associations.children ?? emptyCriteria();
    const childDocs = product.childIds
      .map((id) => brand.doc(ctx.lang, ctx.currency, id))
      .filter((doc): doc is ProductDoc => doc !== undefined);
    const found = search(childDocs, nested, {
      entityName: 'product',
      resolve: resolveProductField,
      idOf: (doc) => doc.id,
    });
    rendered.children = found.elements
      .map((doc) => brand.productById.get(doc.id))
      .filter((child): child is SeedProduct => child !== undefined)
      .map((child) => renderProduct(child, ctx, nested.associations, fields));
  }
  if (include('crossSellings')) rendered.crossSellings = [];
  if (include('productReviews')) rendered.productReviews = [];
  if (keeps('seoUrls') && (wants(associations, 'seoUrls') || ctx.includeSeoUrls)) {
    const parentName = product.parentId ? text(brand.effective(product).name, ctx.lang) : name;
    rendered.seoUrls = [
      renderSeoUrl(
        ctx,
        product.id,
        'frontend.detail.page',
        `${seoSlug(parentName)}/${product.productNumber.toLowerCase()}`,
      ),
    ];
  }
  return rendered;
}

function renderSeoCategory(categoryId: string | null, ctx: RenderContext): Schemas['Category'] {
  const category = categoryId ? ctx.brand.categoryById.get(categoryId) : undefined;
  const fallback = ctx.brand.categoryById.get(ctx.ref.channel.navigationCategoryId);
  return renderCategory((category ?? fallback) as SeedCategory, ctx, { withMedia: false });
}

/** Distinct options of a parent's variants in the configurator groups, in group and option order. */
export function configuratorOptions(parent: SeedProduct, ctx: RenderContext): SeedPropertyOption[] {
  const used = new Set(ctx.brand.children(parent).flatMap((child) => child.optionIds));
  const options: SeedPropertyOption[] = [];
  for (const groupId of parent.configuratorGroupIds) {
    const group = ctx.brand.groupById.get(groupId);
    if (!group) continue;
    options.push(...group.options.filter((option) => used.has(option.id)));
  }
  return options;
}

/** The configurator of the product detail route: groups with the options the variants use. */
export function renderConfigurator(parent: SeedProduct, ctx: RenderContext): Schemas['PropertyGroup'][] {
  const options = configuratorOptions(parent, ctx);
  const groups = [...new Set(options.map((option) => option.groupId))]
    .map((id) => ctx.brand.groupById.get(id))
    .filter((group): group is SeedPropertyGroup => group !== undefined)
    .sort((a, b) => a.position - b.position);
  return groups.map((group) =>
    renderGroup(
      group,
      ctx,
      options.filter((option) => option.groupId === group.id),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// System entities

export function renderCurrency(currency: SeedCurrency, lang: LanguageCode): Schemas['Currency'] {
  const name = text(currency.name, lang);
  const rounding = { decimals: currency.decimals, interval: 0.01, roundForNet: true };
  return alias(
    entity<Schemas['Currency']>(
      {
        id: currency.id,
        factor: currency.factor,
        symbol: currency.symbol,
        isoCode: currency.isoCode,
        shortName: currency.shortName,
        name,
        position: 1,
        isSystemDefault: true,
        itemRounding: rounding,
        totalRounding: rounding,
        createdAt: configCreatedAt,
      },
      { name, shortName: currency.shortName },
    ),
    'currency',
  );
}

export function renderLanguage(language: SeedLanguage): Schemas['Language'] {
  const locale = alias(
    entity<NonNullable<Schemas['Language']['locale']>>(
      {
        id: language.localeId,
        code: language.localeCode,
        name: language.name,
        territory: language.territory,
        createdAt: configCreatedAt,
      },
      { name: language.name, territory: language.territory },
    ),
    'locale',
  );
  return alias(
    {
      id: language.id,
      localeId: language.localeId,
      translationCodeId: language.localeId,
      name: language.name,
      active: true,
      createdAt: configCreatedAt,
      locale,
      translationCode: locale,
    },
    'language',
  );
}

export function renderCountry(country: SeedCountry, lang: LanguageCode, currencyId: string): Schemas['Country'] {
  const name = text(country.name, lang);
  return alias(
    entity<Schemas['Country']>(
      {
        id: country.id,
        name,
        iso: country.iso,
        iso3: country.iso3,
        position: 1,
        active: true,
        shippingAvailable: true,
        displayStateInRegistration: false,
        forceStateInRegistration: false,
        checkVatIdPattern: false,
        vatIdRequired: false,
        isEu: country.isEu,
        postalCodeRequired: country.postalCodeRequired,
        checkPostalCodePattern: false,
        checkAdvancedPostalCodePattern: false,
        defaultPostalCodePattern: country.defaultPostalCodePattern,
        // The document types this as an object; the lines are keyed by their position.
        addressFormat: {
          '0': ['address/company', 'symbol/dash', 'address/department'],
          '1': ['address/first_name', 'address/last_name'],
          '2': ['address/street'],
          '3': ['address/zipcode', 'address/city'],
          '4': ['address/country'],
        },
        customerTax: { enabled: false, currencyId, amount: 0 },
        companyTax: { enabled: false, currencyId, amount: 0 },
        createdAt: configCreatedAt,
        states: [],
      },
      { name },
    ),
    'country',
  );
}

export function renderShippingMethod(method: SeedShippingMethod, ctx: RenderContext): Schemas['ShippingMethod'] {
  const name = text(method.name, ctx.lang);
  const description = text(method.description, ctx.lang);
  const deliveryTime = ctx.catalog.deliveryTimes.find((entry) => entry.id === method.deliveryTimeId);
  return alias(
    entity<Schemas['ShippingMethod']>(
      {
        id: method.id,
        name,
        technicalName: method.technicalName,
        active: true,
        position: method.position,
        deliveryTimeId: method.deliveryTimeId,
        taxType: 'auto',
        description,
        createdAt: configCreatedAt,
        ...(deliveryTime ? { deliveryTime: renderDeliveryTime(deliveryTime, ctx.lang) } : {}),
      },
      { name, description },
    ),
    'shipping_method',
  );
}

/**
 * The prepayment method's custom fields: the account the shopper transfers to (the project's
 * payment plugin configures it per sales channel; Shopware serves it with the method).
 */
function bankAccountFields(account: SeedBankAccount): Record<string, string> {
  return {
    accell_bank_account_holder: account.holder,
    accell_bank_name: account.bank,
    accell_bank_iban: account.iban,
    accell_bank_bic: account.bic,
  };
}

export function renderPaymentMethod(method: SeedPaymentMethod, ctx: RenderContext): Schemas['PaymentMethod'] {
  const name = text(method.name, ctx.lang);
  const description = text(method.description, ctx.lang);
  return alias(
    entity<Schemas['PaymentMethod']>(
      {
        id: method.id,
        name,
        distinguishableName: name,
        technicalName: method.technicalName,
        description,
        position: method.position,
        active: true,
        afterOrderEnabled: true,
        shortName: method.technicalName.replace(/^payment_/, ''),
        ...(method.bankTransfer ? { customFields: bankAccountFields(ctx.ref.channel.bankAccount) } : {}),
        createdAt: configCreatedAt,
      },
      { name, description, distinguishableName: name },
    ),
    'payment_method',
  );
}

export function renderSalutation(salutation: SeedSalutation, lang: LanguageCode): Schemas['Salutation'] {
  const displayName = text(salutation.displayName, lang);
  const letterName = text(salutation.letterName, lang);
  return alias(
    entity<Schemas['Salutation']>(
      {
        id: salutation.id,
        salutationKey: salutation.salutationKey,
        displayName,
        letterName,
        position: 1,
        createdAt: configCreatedAt,
      },
      { displayName, letterName },
    ),
    'salutation',
  );
}

export function renderSalesChannel(ctx: RenderContext): Schemas['SalesChannel'] {
  const channel = ctx.ref.channel;
  const currency = ctx.catalog.currencies.find((entry) => entry.id === channel.currencyId);
  return alias(
    entity<Schemas['SalesChannel']>(
      {
        id: channel.id,
        languageId: channel.languageIds[0] ?? ctx.language.id,
        customerGroupId: channel.customerGroupId,
        currencyId: channel.currencyId,
        paymentMethodId: channel.paymentMethodIds[0] as string,
        shippingMethodId: channel.shippingMethodIds[0] as string,
        countryId: channel.countryId,
        navigationCategoryId: channel.navigationCategoryId,
        navigationCategoryVersionId: liveVersionId,
        navigationCategoryDepth: 3,
        name: channel.name,
        shortName: `${channel.brand}-${channel.country}`,
        taxCalculationType: 'horizontal',
        active: true,
        hreflangActive: true,
        maintenance: false,
        customFields: { accell_brand: channel.brand, accell_country: channel.country },
        createdAt: configCreatedAt,
        ...(currency ? { currency: renderCurrency(currency, ctx.lang) } : {}),
        domains: channel.domains.map((domain) =>
          alias(
            {
              id: idFor('sales-channel-domain', channel.id, domain.url),
              url: domain.url,
              salesChannelId: channel.id,
              languageId: domain.languageId,
              currencyId: channel.currencyId,
              snippetSetId: idFor('snippet-set', domain.languageId),
              hreflangUseOnlyLocale: false,
              createdAt: configCreatedAt,
            },
            'sales_channel_domain',
          ),
        ),
      },
      { name: channel.name },
    ),
    'sales_channel',
  );
}
