/**
 * In-memory indexes over the seed catalogue: sales channels by access key, per-brand lookups,
 * variant inheritance (a variant inherits what it leaves empty from its parent, as in Shopware)
 * and the per-language search documents the criteria engine filters and sorts.
 */
import {
  type JsonValue,
  type LanguageCode,
  type SeedCurrency,
  type Localized,
  type SeedBrandCatalog,
  type SeedCatalog,
  type SeedCategory,
  type SeedCountry,
  type SeedLanguage,
  type SeedMedia,
  type SeedProduct,
  type SeedPromotion,
  type SeedPropertyGroup,
  type SeedPropertyOption,
  type SeedSalesChannel,
} from '../seed/catalog';
import { resolvePath } from './criteria';
import { productPriceIn } from './pricing';

/** A text in a language, falling back to English, then to any language. */
export function text(value: Localized | null | undefined, language: LanguageCode): string {
  if (!value) return '';
  return value[language] ?? value.en ?? Object.values(value)[0] ?? '';
}

/** The product as the shop sees it after inheritance from its parent. */
export interface EffectiveProduct {
  seed: SeedProduct;
  parent: SeedProduct | null;
  name: Localized;
  description: Localized | null;
  metaTitle: Localized | null;
  metaDescription: Localized | null;
  keywords: Localized | null;
  categoryIds: string[];
  mainCategoryId: string | null;
  propertyIds: string[];
  tagIds: string[];
  coverMediaId: string | null;
  mediaIds: string[];
  customFields: Record<string, JsonValue>;
  localizedCustomFields: Record<string, Partial<Record<LanguageCode, JsonValue>>>;
  badges: SeedProduct['badges'];
  labels: SeedProduct['labels'];
}

/** The fields criteria filter, sort and aggregate on (Shopware field names). */
export interface ProductDoc {
  id: string;
  parentId: string | null;
  productNumber: string;
  ean: string;
  active: boolean;
  available: boolean;
  stock: number;
  availableStock: number;
  isCloseout: boolean;
  shippingFree: boolean;
  markAsTopseller: boolean;
  name: string;
  description: string;
  keywords: string;
  grossPrice: number;
  cheapestPrice: number;
  calculatedPrice: { unitPrice: number; totalPrice: number };
  calculatedCheapestPrice: { unitPrice: number; totalPrice: number };
  categoryIds: string[];
  categoryTree: string[];
  categories: { id: string; name: string }[];
  categoriesRo: { id: string; name: string }[];
  propertyIds: string[];
  properties: { id: string; name: string; groupId: string; group: { id: string; name: string } }[];
  optionIds: string[];
  options: { id: string; name: string; groupId: string; group: { id: string; name: string } }[];
  /** Options and properties of the variants (listing filters match parents through them). */
  variantOptionIds: string[];
  tagIds: string[];
  tags: { id: string; name: string }[];
  manufacturerId: string;
  manufacturer: { id: string; name: string };
  customFields: Record<string, JsonValue>;
  createdAt: string;
  updatedAt: string;
  releaseDate: string;
  sales: number;
  ratingAverage: number | null;
  childCount: number;
  weight: number;
  displayGroup: string;
  type: 'physical';
}

/** Field aliases Shopware accepts that are not plain paths of the document. */
export function resolveProductField(doc: ProductDoc, field: string): unknown[] {
  switch (field) {
    case 'price':
    case 'price.gross':
    case 'calculatedPrice':
      return [doc.grossPrice];
    case 'cheapestPrice':
    case 'cheapestPrice.gross':
      return [doc.cheapestPrice];
    case 'visibilities.salesChannelId':
      return [];
    default:
      return resolvePath(doc, field);
  }
}

export class BrandIndex {
  readonly productById = new Map<string, SeedProduct>();
  readonly productByNumber = new Map<string, SeedProduct>();
  readonly categoryById = new Map<string, SeedCategory>();
  readonly categoryChildren = new Map<string | null, SeedCategory[]>();
  readonly optionById = new Map<string, SeedPropertyOption>();
  readonly groupById = new Map<string, SeedPropertyGroup>();
  readonly mediaById = new Map<string, SeedMedia>();
  readonly tagById = new Map<string, string>();
  readonly promotionByCode = new Map<string, SeedPromotion>();
  /** Documents per language and currency (their price fields are the currency's). */
  private readonly docsByLocale = new Map<string, ProductDoc[]>();
  private readonly docIndexByLocale = new Map<string, Map<string, ProductDoc>>();
  private readonly docById = new Map<string, ProductDoc[]>();

  constructor(
    readonly catalog: SeedBrandCatalog,
    private readonly sold: Map<string, number>,
  ) {
    for (const product of catalog.products) {
      this.productById.set(product.id, product);
      this.productByNumber.set(product.productNumber.toLowerCase(), product);
    }
    for (const category of catalog.categories) {
      this.categoryById.set(category.id, category);
      const siblings = this.categoryChildren.get(category.parentId) ?? [];
      siblings.push(category);
      this.categoryChildren.set(category.parentId, siblings);
    }
    for (const group of catalog.propertyGroups) {
      this.groupById.set(group.id, group);
      for (const option of group.options) this.optionById.set(option.id, option);
    }
    for (const media of catalog.media) this.mediaById.set(media.id, media);
    for (const tag of catalog.tags) this.tagById.set(tag.id, tag.name);
    for (const promotion of catalog.promotions) this.promotionByCode.set(promotion.code.toUpperCase(), promotion);
  }

  get name() {
    return this.catalog.brand;
  }

  /** Category ids from the root down to the category. */
  categoryPath(categoryId: string): SeedCategory[] {
    const path: SeedCategory[] = [];
    let current = this.categoryById.get(categoryId);
    while (current) {
      path.unshift(current);
      current = current.parentId ? this.categoryById.get(current.parentId) : undefined;
    }
    return path;
  }

  children(product: SeedProduct): SeedProduct[] {
    return product.childIds
      .map((id) => this.productById.get(id))
      .filter((child): child is SeedProduct => child !== undefined);
  }

  effective(product: SeedProduct): EffectiveProduct {
    const parent = product.parentId ? (this.productById.get(product.parentId) ?? null) : null;
    const inherit = <T>(own: T | null | undefined, inherited: T | null | undefined): T | null =>
      own ?? inherited ?? null;
    return {
      seed: product,
      parent,
      name: inherit(product.name, parent?.name) ?? {},
      description: inherit(product.description, parent?.description),
      metaTitle: inherit(product.metaTitle, parent?.metaTitle),
      metaDescription: inherit(product.metaDescription, parent?.metaDescription),
      keywords: inherit(product.keywords, parent?.keywords),
      categoryIds: product.categoryIds.length > 0 ? product.categoryIds : (parent?.categoryIds ?? []),
      mainCategoryId: product.mainCategoryId ?? parent?.mainCategoryId ?? null,
      propertyIds: [...new Set([...(parent?.propertyIds ?? []), ...product.propertyIds])],
      tagIds: product.tagIds.length > 0 ? product.tagIds : (parent?.tagIds ?? []),
      coverMediaId: product.coverMediaId ?? parent?.coverMediaId ?? null,
      mediaIds: product.mediaIds.length > 0 ? product.mediaIds : (parent?.mediaIds ?? []),
      customFields: { ...(parent?.customFields ?? {}), ...product.customFields },
      localizedCustomFields: { ...(parent?.localizedCustomFields ?? {}), ...product.localizedCustomFields },
      badges: product.badges.length > 0 ? product.badges : (parent?.badges ?? []),
      labels: product.labels.length > 0 ? product.labels : (parent?.labels ?? []),
    };
  }

  /** Live stock: the seed stock minus what orders took; a parent's is its variants' sum. */
  stock(product: SeedProduct): number {
    if (product.childIds.length > 0) {
      return this.children(product).reduce((sum, child) => sum + this.stock(child), 0);
    }
    return Math.max(0, product.stock - (this.sold.get(product.id) ?? 0));
  }

  available(product: SeedProduct): boolean {
    if (!product.active) return false;
    if (product.childIds.length > 0) return this.children(product).some((child) => this.available(child));
    return !product.isCloseout || this.stock(product) > 0;
  }

  /** Cheapest gross price in a currency among the variants (or the product's own). */
  cheapestPrice(product: SeedProduct, currency: SeedCurrency): { gross: number; variant: SeedProduct } {
    const candidates = product.childIds.length > 0 ? this.children(product) : [product];
    let best = candidates[0] ?? product;
    let bestGross = productPriceIn(best, currency).gross;
    for (const candidate of candidates) {
      const gross = productPriceIn(candidate, currency).gross;
      if (gross < bestGross) {
        best = candidate;
        bestGross = gross;
      }
    }
    return { gross: bestGross, variant: best };
  }

  /** Search documents in a language and currency (built once, stock fields kept live). */
  docs(language: LanguageCode, currency: SeedCurrency): ProductDoc[] {
    const key = `${language}:${currency.id}`;
    let docs = this.docsByLocale.get(key);
    if (!docs) {
      docs = this.catalog.products.map((product) => this.buildDoc(product, language, currency));
      this.docsByLocale.set(key, docs);
      this.docIndexByLocale.set(key, new Map(docs.map((doc) => [doc.id, doc])));
      for (const doc of docs) {
        const list = this.docById.get(doc.id) ?? [];
        list.push(doc);
        this.docById.set(doc.id, list);
      }
    }
    return docs;
  }

  /** One product's search document in a language and currency (a parent's children are read by id). */
  doc(language: LanguageCode, currency: SeedCurrency, id: string): ProductDoc | undefined {
    this.docs(language, currency);
    return this.docIndexByLocale.get(`${language}:${currency.id}`)?.get(id);
  }

  /** Refreshes the stock fields of cached documents after an order took stock. */
  refreshStock(productIds: Iterable<string>): void {
    const touched = new Set<string>();
    for (const id of productIds) {
      touched.add(id);
      const parentId = this.productById.get(id)?.parentId;
      if (parentId) touched.add(parentId);
    }
    for (const id of touched) {
      const product = this.productById.get(id);
      if (!product) continue;
      for (const doc of this.docById.get(id) ?? []) {
        doc.stock = this.stock(product);
        doc.availableStock = doc.stock;
        doc.available = this.available(product);
      }
    }
  }

  private buildDoc(product: SeedProduct, language: LanguageCode, currency: SeedCurrency): ProductDoc {
    const effective = this.effective(product);
    const categoryTree = [
      ...new Set(effective.categoryIds.flatMap((id) => this.categoryPath(id).map((category) => category.id))),
    ];
    const optionRef = (id: string) => {
      const option = this.optionById.get(id);
      const group = option ? this.groupById.get(option.groupId) : undefined;
      return {
        id,
        name: text(option?.name, language),
        groupId: option?.groupId ?? '',
        group: { id: group?.id ?? '', name: group?.code ?? '' },
      };
    };
    const children = this.children(product);
    const variantOptionIds = [...new Set(children.flatMap((child) => [...child.optionIds, ...child.propertyIds]))];
    const cheapest = this.cheapestPrice(product, currency).gross;
    const gross = productPriceIn(product, currency).gross;
    const customFields: Record<string, JsonValue> = { ...effective.customFields };
    for (const [key, values] of Object.entries(effective.localizedCustomFields)) {
      customFields[key] = values[language] ?? values.en ?? null;
    }
    const stock = this.stock(product);
    return {
      id: product.id,
      parentId: product.parentId,
      productNumber: product.productNumber,
      ean: product.ean,
      active: product.active,
      available: this.available(product),
      stock,
      availableStock: stock,
      isCloseout: product.isCloseout,
      shippingFree: product.shippingFree,
      markAsTopseller: product.markAsTopseller,
      name: text(effective.name, language),
      description: text(effective.description, language),
      keywords: text(effective.keywords, language),
      grossPrice: gross,
      cheapestPrice: cheapest,
      calculatedPrice: { unitPrice: gross, totalPrice: gross },
      calculatedCheapestPrice: { unitPrice: cheapest, totalPrice: cheapest },
      categoryIds: effective.categoryIds,
      categoryTree,
      categories: effective.categoryIds.map((id) => ({ id, name: text(this.categoryById.get(id)?.name, language) })),
      categoriesRo: categoryTree.map((id) => ({ id, name: text(this.categoryById.get(id)?.name, language) })),
      propertyIds: effective.propertyIds,
      properties: effective.propertyIds.map(optionRef),
      optionIds: product.optionIds,
      options: product.optionIds.map(optionRef),
      variantOptionIds,
      tagIds: effective.tagIds,
      tags: effective.tagIds.map((id) => ({ id, name: this.tagById.get(id) ?? '' })),
      manufacturerId: this.catalog.manufacturer.id,
      manufacturer: { id: this.catalog.manufacturer.id, name: this.catalog.manufacturer.name },
      customFields,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
      releaseDate: product.releaseDate,
      sales: product.sales,
      ratingAverage: product.ratingAverage,
      childCount: product.childIds.length,
      weight: product.weight,
      displayGroup: product.parentId ?? product.id,
      type: 'physical',
    };
  }
}

export interface ChannelRef {
  channel: SeedSalesChannel;
  brand: BrandIndex;
  country: SeedCountry;
  /** VAT rate of the channel's default shipping country. */
  taxRate: number;
  languages: SeedLanguage[];
}

export class CatalogStore {
  private readonly brands = new Map<string, BrandIndex>();
  private readonly channelsByKey = new Map<string, ChannelRef>();
  private readonly mediaIndex = new Map<string, SeedMedia>();
  readonly languageById = new Map<string, SeedLanguage>();
  readonly countryById = new Map<string, SeedCountry>();
  private readonly sold: Map<string, number>;

  constructor(
    readonly catalog: SeedCatalog,
    sold: Record<string, number> = {},
  ) {
    this.sold = new Map(Object.entries(sold));
    for (const language of catalog.languages) this.languageById.set(language.id, language);
    for (const country of catalog.countries) this.countryById.set(country.id, country);
    for (const brand of catalog.brands) {
      const index = new BrandIndex(brand, this.sold);
      this.brands.set(brand.brand, index);
      for (const media of brand.media) this.mediaIndex.set(media.id, media);
      for (const channel of brand.salesChannels) {
        const country = this.countryById.get(channel.countryId);
        if (!country) throw new Error(`Sales channel ${channel.name}: unknown country ${channel.countryId}`);
        this.channelsByKey.set(channel.accessKey, {
          channel,
          brand: index,
          country,
          taxRate: country.taxRate,
          languages: channel.languageIds
            .map((id) => this.languageById.get(id))
            .filter((language): language is SeedLanguage => !!language),
        });
      }
    }
  }

  channelByAccessKey(accessKey: string): ChannelRef | undefined {
    return this.channelsByKey.get(accessKey);
  }

  channels(): ChannelRef[] {
    return [...this.channelsByKey.values()];
  }

  media(id: string): SeedMedia | undefined {
    return this.mediaIndex.get(id);
  }

  /** Records sold quantities (persisted by the caller) and refreshes stock in the indexes. */
  take(brand: BrandIndex, quantities: Record<string, number>): void {
    for (const [productId, quantity] of Object.entries(quantities)) {
      this.sold.set(productId, (this.sold.get(productId) ?? 0) + quantity);
    }
    brand.refreshStock(Object.keys(quantities));
  }
}
