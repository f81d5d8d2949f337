/**
 * What one channel's catalogue makes for one locale: listing records per category (with the
 * translated slug chain as path) and product records with their card, detail and variant
 * pages. Pure: the answers go in, the records come out.
 */
import type { BrandConfig } from '../../config/schema';
import type { BrandLocale } from '../../lib/i18n/locales';
import {
  batteryOffers,
  type BatteryFacts,
  type FacetDefinition,
  facetDefinitions,
  facetKeyOf,
  isPriceVisible,
  type Product,
  toProductCard,
  toProductDetail,
  type ProductCategory,
} from '../../lib/product';
import { type Rating, ratingShown, reviewSectionShown, reviewsShownIn } from '../../lib/reviews';
import { categoryPath } from '../../lib/routing/routes';
import { type ChannelCatalog, productProjection } from '../../services/shopware/catalog';
import {
  type CategoryPageFacts,
  categoryPageFactsOf,
  mapCategory,
  mediaById,
} from '../../services/shopware/product-map';

export interface CategoryRecord {
  localePrefix: string;
  key: string;
  name: string;
  path: string;
  description: string;
  legalNotes: string;
  breadcrumb: { name: string; path: string }[];
  children: { name: string; path: string }[];
  /** Filter groups of the listing with their options' translated names. */
  facets: FacetDefinition[];
  /** Last change of the category or of a product listed in it (sitemap lastmod); '' when unknown. */
  lastModified: string;
}

export interface ProductRecord {
  localePrefix: string;
  sku: string;
  categoryKeys: string[];
  /** Code of the product's line (its `attrProductLine` option), '' when it has none. */
  productLine: string;
  card: string;
  detail: string;
  /** Every page of the product: one per distinct variant path. */
  pages: { path: string; variantId: string }[];
  /** Last change of the product (sitemap lastmod); '' when unknown. */
  lastModified: string;
}

/** The latest of ISO dates; '' when there is none. */
const latestOf = (dates: readonly (string | null | undefined)[]): string =>
  dates.reduce<string>((max, date) => (date && date > max ? date : max), '');

const pathOnly = (url: string) => url.split(/[?#]/)[0] ?? url;

/**
 * The product page's review widget: none where the country hides reviews or the product has
 * fewer than the brand's minimum count; else the provider's rating (zero reviews when it has
 * none), null when the build could not read the provider (the page reads it live).
 */
function reviewsOf(
  brand: BrandConfig,
  locale: BrandLocale,
  ratings: ReadonlyMap<string, Rating> | null,
  sku: string,
): { rating: Rating | null } | undefined {
  if (!reviewsShownIn(brand, locale.country)) return undefined;
  if (!ratings) return { rating: null };
  const rating = ratings.get(sku) ?? { average: 0, count: 0 };
  return reviewSectionShown(rating, brand.reviews.minimumCount) ? { rating } : undefined;
}

/** The records of a channel's catalogue as the store-api answers it. */
export function planChannelCatalog(
  brand: BrandConfig,
  locale: BrandLocale,
  catalog: ChannelCatalog,
  ratings: ReadonlyMap<string, Rating> | null = null,
): { categories: CategoryRecord[]; products: ProductRecord[] } {
  const project = productProjection(brand, locale);
  const context = { media: mediaById(catalog.media), channel: catalog.channel };
  const products = catalog.products.map((source) => project(source, context));
  return planProjectedCatalog(brand, locale, { ...catalog, products }, ratings);
}

/** The records of a channel's catalogue whose products are projected already (a kept catalogue). */
export function planProjectedCatalog(
  brand: BrandConfig,
  locale: BrandLocale,
  catalog: Pick<ChannelCatalog<Product>, 'categories' | 'products'>,
  ratings: ReadonlyMap<string, Rating> | null = null,
): { categories: CategoryRecord[]; products: ProductRecord[] } {
  const facts = new Map(catalog.categories.map((category) => [category.id, categoryPageFactsOf(category)]));
  const mapped = new Map(catalog.categories.map((category) => [category.id, mapCategory(category)]));
  // Levels below the navigation root (level 1) make listing pages.
  const chainOf = (category: ProductCategory): ProductCategory[] => {
    const parent = category.parentId ? mapped.get(category.parentId) : undefined;
    return parent && parent.level > 1 ? [...chainOf(parent), category] : [category];
  };
  const listed = [...mapped.values()].filter((category) => category.level > 1 && category.key && category.slug);
  const pathOf = (category: ProductCategory) =>
    categoryPath(
      locale,
      brand.routing,
      chainOf(category).map((entry) => entry.slug ?? ''),
    );

  const priceVisible = isPriceVisible(locale.country, brand.flags);
  const keyOf = new Map(listed.map((category) => [category.id, category.key ?? '']));
  const mappedProducts = catalog.products;
  // Batteries are products of the same channel, named by product number in the bike's bundle.
  const batteryFacts = new Map<string, BatteryFacts>(
    mappedProducts.map((product) => [product.sku, { name: product.name, price: product.price }]),
  );
  const facetSettings = {
    filterKeys: brand.catalog.listingFilters,
    ascendingAttributes: brand.catalog.ascendingAttributes,
    language: locale.language,
  };
  const categories: CategoryRecord[] = listed.map((category) => {
    const source = facts.get(category.id) as CategoryPageFacts;
    const listedProducts = mappedProducts.filter((product) => product.categoryTree.includes(category.id));
    return {
      localePrefix: locale.prefix,
      key: category.key ?? '',
      name: category.name,
      path: pathOf(category),
      description: source.description,
      legalNotes: source.legalNotes,
      breadcrumb: chainOf(category).map((entry) => ({ name: entry.name, path: pathOf(entry) })),
      facets: facetDefinitions(listedProducts, facetSettings),
      lastModified: latestOf([source.updatedAt, ...listedProducts.map((product) => product.updatedAt)]),
      children: listed
        .filter((child) => child.parentId === category.id)
        .map((child) => ({ name: child.name, path: pathOf(child) })),
    };
  });

  const products: ProductRecord[] = mappedProducts.map((product) => {
    const batteries = batteryOffers(product.batteries, (sku) => batteryFacts.get(sku), priceVisible);
    const pages = new Map<string, string>();
    if (product.url)
      pages.set(pathOnly(product.url), product.defaultVariantId ?? product.variants[0]?.id ?? product.id);
    for (const variant of product.variants) {
      if (variant.url && !pages.has(pathOnly(variant.url))) pages.set(pathOnly(variant.url), variant.id);
    }
    const reviews = reviewsOf(brand, locale, ratings, product.sku);
    const rating = reviews?.rating && ratingShown(reviews.rating) ? reviews.rating : null;
    return {
      localePrefix: locale.prefix,
      sku: product.sku,
      categoryKeys: [...new Set(product.categoryTree.map((id) => keyOf.get(id)).filter((key): key is string => !!key))],
      productLine: product.attributes.find((attribute) => facetKeyOf(attribute) === 'attrProductLine')?.code ?? '',
      card: JSON.stringify({
        ...toProductCard(product, { filterKeys: brand.catalog.listingFilters, priceVisible, batteries }),
        ...(rating ? { rating } : {}),
      }),
      detail: JSON.stringify({
        ...toProductDetail(product, {
          ascendingAttributes: brand.catalog.ascendingAttributes,
          ...(brand.catalog.specificationAttributes
            ? { specificationAttributes: brand.catalog.specificationAttributes }
            : {}),
          language: locale.language,
          priceVisible,
          batteries,
        }),
        ...(reviews ? { reviews } : {}),
      }),
      pages: [...pages].map(([path, variantId]) => ({ path, variantId })),
      lastModified: latestOf([product.updatedAt]),
    };
  });
  return { categories, products };
}
