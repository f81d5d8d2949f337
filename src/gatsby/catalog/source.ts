/**
 * Catalogue sourcing for gatsby-node: one pass per sales channel and language (every locale
 * of the brand), creating CatalogCategory and CatalogProduct nodes, then a listing page per
 * category and a page per product variant path, each with its locale versions as alternates.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { Actions, CreatePagesArgs, SourceNodesArgs } from 'gatsby';
import { type CommerceEndpoint, commerceEndpointFor } from '../../config/backends';
import type { BrandConfig } from '../../config/schema';
import { distanceFormatOptions } from '../../lib/dealers/distance';
import { localeTag } from '../../lib/i18n/intl';
import { type BrandLocale, brandLocales } from '../../lib/i18n/locales';
import { contentDatePatterns } from '../../lib/i18n/date-pattern';
import { numberPatterns } from '../../lib/i18n/number-pattern';
import { averageFormatOptions } from '../../lib/reviews';
import type { Alternate, PageContext, ShopwareCurrency } from '../../lib/page-context';
import { buildReadPolicy, SourcingFailure } from '../../services/shopware/build-retry';
import {
  fetchKeptChannelCatalog,
  type KeptProduct,
  type ProductKeep,
  productProjection,
} from '../../services/shopware/catalog';
import { priceFormatOptions, type Product } from '../../lib/product';
import { offersCycleToWork } from '../../lib/cycle-to-work-offer';
import { featureTextsFor } from '../feature-texts';
import { translationsFor } from '../page-context';
import type { Rating } from '../../lib/reviews';
import { buildCategoryListings } from './listings';
import { planProjectedCatalog } from './plan';

export const catalogTypeDefs = `
  type CatalogCategory implements Node @dontInfer {
    localePrefix: String!
    key: String!
    name: String!
    path: String!
    description: String!
    legalNotes: String!
    breadcrumb: String!
    subcategories: String!
    facets: String!
    lastModified: String!
  }
  type CatalogChannel implements Node @dontInfer {
    localePrefix: String!
    languageId: String!
    currency: String!
  }
  type CatalogProduct implements Node @dontInfer {
    localePrefix: String!
    sku: String!
    categoryKeys: [String!]!
    productLine: String!
    card: String!
    detail: String!
    paths: [String!]!
    pages: String!
    lastModified: String!
  }
`;

/** Locales fetched at once: enough to overlap network waits, few enough for 2 cores. */
const concurrency = 3;

/**
 * How long a kept product whose stamp has not changed is reused: edits that do not move the
 * product's stamp (a manufacturer's or a property option's name) reach the pages within a day.
 */
const keepMaxAgeMs = 24 * 3_600_000;

export async function sourceCatalog(
  brand: BrandConfig,
  endpoints: Record<string, Partial<CommerceEndpoint>>,
  { actions, cache, createNodeId, createContentDigest, reporter }: SourceNodesArgs,
  {
    ratings = null,
    codeDigest,
  }: {
    ratings?: ReadonlyMap<string, Rating> | null;
    /** Names the code that projects the products: a kept product made by other code is fetched again. */
    codeDigest: string;
  },
): Promise<void> {
  const locales = brandLocales(brand);
  // The projection depends on the brand's settings and the code besides the answer.
  const brandDigest = crypto.createHash('sha256').update(JSON.stringify(brand)).digest('hex').slice(0, 16);
  // Gatsby's cache (LMDB under .cache) holds the products between builds; `gatsby clean` empties it.
  const keepFor = (locale: BrandLocale): ProductKeep<Product> => ({
    project: productProjection(brand, locale),
    scope: `${codeDigest} ${brandDigest} ${locale.prefix}`,
    get: (key) => cache.get(key) as Promise<KeptProduct<Product> | undefined>,
    set: async (key, kept) => {
      await cache.set(key, kept);
    },
    channelKept: async (key) => (await cache.get(`${key} channel`)) === true,
    keepChannel: async (key) => {
      await cache.set(`${key} channel`, true);
    },
    maxAgeMs: keepMaxAgeMs,
  });
  let categories = 0;
  let products = 0;
  const sourced = { fetched: 0, kept: 0 };
  for (let start = 0; start < locales.length; start += concurrency) {
    const batch = locales.slice(start, start + concurrency);
    const plans = await Promise.all(
      batch.map(async (locale) => {
        const catalog = await fetchKeptChannelCatalog(
          commerceEndpointFor(endpoints, locale.country),
          locale.language,
          keepFor(locale),
          { policy: buildReadPolicy((message) => reporter.warn(message)) },
        ).catch((error: unknown) => {
          // One line naming the service, address and status, not the client's error object.
          if (error instanceof SourcingFailure) reporter.panic(error.message);
          throw error;
        });
        // Every page of the locale names the channel's language id and currency (page context).
        const channel = {
          localePrefix: locale.prefix,
          languageId: catalog.channel.languageId,
          currency: JSON.stringify(catalog.channel.currency),
        };
        actions.createNode({
          ...channel,
          id: createNodeId(`CatalogChannel ${locale.prefix}`),
          internal: { type: 'CatalogChannel', contentDigest: createContentDigest(channel) },
        });
        sourced.fetched += catalog.sourced.fetched;
        sourced.kept += catalog.sourced.kept;
        return planProjectedCatalog(brand, locale, catalog, ratings);
      }),
    );
    for (const plan of plans) {
      for (const category of plan.categories) {
        // `children` is a reserved node field, so the subcategories go by that name.
        const { children, ...rest } = category;
        const fields = {
          ...rest,
          breadcrumb: JSON.stringify(category.breadcrumb),
          subcategories: JSON.stringify(children),
          facets: JSON.stringify(category.facets),
        };
        actions.createNode({
          ...fields,
          id: createNodeId(`CatalogCategory ${category.localePrefix}${category.key}`),
          internal: { type: 'CatalogCategory', contentDigest: createContentDigest(fields) },
        });
        categories += 1;
      }
      for (const product of plan.products) {
        const fields = {
          ...product,
          paths: product.pages.map((page) => page.path),
          pages: JSON.stringify(product.pages),
        };
        actions.createNode({
          ...fields,
          id: createNodeId(`CatalogProduct ${product.localePrefix}${product.sku}`),
          internal: { type: 'CatalogProduct', contentDigest: createContentDigest(fields) },
        });
        products += 1;
      }
    }
  }
  reporter.info(
    `Sourced ${categories} categories and ${products} products for ${brand.name} (${locales.length} locales; product details fetched ${sourced.fetched}, kept from the last build ${sourced.kept})`,
  );
}

export interface ChannelNode {
  localePrefix: string;
  languageId: string;
  /** JSON of the channel's ShopwareCurrency. */
  currency: string;
}

/**
 * The page context fields of the sales channel per locale prefix: language id, currency, and the
 * formats its pages write while they hydrate, taken apart (`lib/i18n/number-pattern.ts`,
 * `date-pattern.ts`): prices in that currency, the mean of ratings, plain numbers, distances
 * and content dates.
 */
export function channelFieldsByLocale(
  nodes: readonly ChannelNode[],
  locales: readonly BrandLocale[],
): Map<string, Pick<PageContext, 'shopwareLanguageId' | 'shopwareCurrency' | 'numberFormats' | 'dateFormats'>> {
  return new Map(
    nodes.map((node) => {
      const currency = JSON.parse(node.currency) as ShopwareCurrency;
      const locale = locales.find((candidate) => candidate.prefix === node.localePrefix);
      const numberFormats = locale
        ? numberPatterns([
            [localeTag(locale), priceFormatOptions(currency.iso)],
            [localeTag(locale), averageFormatOptions],
            // Plain numbers (geometry, tax rates) in the locale and in the language.
            [localeTag(locale)],
            [locale.language],
            // The store locator's radii and distances.
            [localeTag(locale), distanceFormatOptions(0)],
            [localeTag(locale), distanceFormatOptions(1)],
          ])
        : {};
      const dateFormats = locale ? contentDatePatterns([localeTag(locale)]) : {};
      return [
        node.localePrefix,
        { shopwareLanguageId: node.languageId, shopwareCurrency: currency, numberFormats, dateFormats },
      ];
    }),
  );
}

interface CategoryNode {
  id: string;
  localePrefix: string;
  key: string;
  path: string;
  /** JSON of the trail of categories ({ name, path }[]). */
  breadcrumb: string;
  /** JSON of the listing's filter groups (FacetDefinition[]). */
  facets: string;
  lastModified: string;
}

interface ProductNode {
  id: string;
  localePrefix: string;
  sku: string;
  categoryKeys: string[];
  /** JSON of the listing tile (ProductCard). */
  card: string;
  pages: string;
  lastModified: string;
}

type Crumb = { name: string; path: string };

/** Groups in first-seen order (Map.groupBy needs Node 21). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function contextFor(
  brand: BrandConfig,
  locale: BrandLocale,
  pageType: string,
  pagePath: string,
  versions: Alternate[],
): PageContext {
  // The default locale carries the brand's default hreflang (see brandLocales).
  const xDefault = versions.find((version) => version.hreflang === brand.defaultHreflang) ?? versions[0];
  return {
    country: locale.country,
    language: locale.language,
    localePrefix: locale.prefix,
    pageType,
    alternates: versions,
    canonicalPath: pagePath,
    xDefaultPath: xDefault?.path ?? pagePath,
    translations: translationsFor(locale.language),
    // The Cycle to Work calculator's texts only where the brand offers it (GB product pages).
    featureTexts: featureTextsFor(
      pageType,
      locale.language,
      pageType === 'product' && offersCycleToWork(locale.country, brand.catalog.cycleToWorkCountries)
        ? ['cycleToWork']
        : [],
    ),
  };
}

export interface CatalogPagesOptions {
  /** The site's root (Gatsby's `public`), where the listings' cards files go. */
  publicDir: string;
  /** Store locator page path per locale prefix (from the content pages): where a product cannot be ordered, its page points there. */
  storeLocatorPaths?: ReadonlyMap<string, string>;
}

export async function createCatalogPages(
  brand: BrandConfig,
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  createPage: Actions['createPage'],
  { publicDir, storeLocatorPaths = new Map() }: CatalogPagesOptions,
): Promise<number> {
  const result = await graphql<{
    allCatalogCategory: { nodes: CategoryNode[] };
    allCatalogProduct: { nodes: ProductNode[] };
  }>(`
    {
      allCatalogCategory {
        nodes {
          id
          localePrefix
          key
          path
          breadcrumb
          facets
          lastModified
        }
      }
      allCatalogProduct {
        nodes {
          id
          localePrefix
          sku
          categoryKeys
          card
          pages
          lastModified
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the sourced catalogue.', result.errors as Error[]);
    return 0;
  }
  const locales = new Map(brandLocales(brand).map((locale) => [locale.prefix, locale]));
  const alternate = (prefix: string, pagePath: string): Alternate[] => {
    const locale = locales.get(prefix);
    return locale
      ? [{ hreflang: locale.hreflang, path: pagePath, country: locale.country, language: locale.language }]
      : [];
  };

  // Each category page's cards: those of the products in that category and locale.
  const listingKey = (localePrefix: string, categoryKey: string) => `${localePrefix} ${categoryKey}`;
  const cardsByListing = groupBy(
    result.data.allCatalogProduct.nodes.flatMap((node) =>
      node.categoryKeys.map((key) => ({ listing: listingKey(node.localePrefix, key), card: node.card })),
    ),
    (entry) => entry.listing,
  );
  const listings = buildCategoryListings(
    publicDir,
    new Map(
      result.data.allCatalogCategory.nodes.flatMap((node) => {
        const locale = locales.get(node.localePrefix);
        if (!locale) return [];
        const cardTexts = (cardsByListing.get(listingKey(node.localePrefix, node.key)) ?? []).map(
          (entry) => entry.card,
        );
        return [[node.id, { cardTexts, facets: node.facets, language: locale.language }] as const];
      }),
    ),
    brand.catalog.categoryPageSize,
  );

  let count = 0;
  const categoriesByKey = groupBy(result.data.allCatalogCategory.nodes, (node) => node.key);
  for (const nodes of categoriesByKey.values()) {
    const versions = nodes.flatMap((node) => alternate(node.localePrefix, node.path));
    for (const node of nodes) {
      const locale = locales.get(node.localePrefix);
      if (!locale) continue;
      createPage({
        path: node.path,
        component: path.resolve('src/templates/category.tsx'),
        context: {
          ...contextFor(brand, locale, 'category', node.path, versions),
          lastModified: node.lastModified || null,
          id: node.id,
          categoryKey: node.key,
          listing: listings.get(node.id),
        },
      });
      count += 1;
    }
  }

  // A product's trail (structured data) is that of its deepest category in the page's locale.
  const trails = new Map(
    result.data.allCatalogCategory.nodes.map((node) => [
      `${node.localePrefix} ${node.key}`,
      JSON.parse(node.breadcrumb) as Crumb[],
    ]),
  );
  const trailOf = (node: ProductNode): Crumb[] =>
    node.categoryKeys
      .map((key) => trails.get(`${node.localePrefix} ${key}`) ?? [])
      .reduce<Crumb[]>((deepest, trail) => (trail.length > deepest.length ? trail : deepest), []);

  const productPages = result.data.allCatalogProduct.nodes.flatMap((node) =>
    (JSON.parse(node.pages) as { path: string; variantId: string }[]).map((page) => ({ node, ...page })),
  );
  const productsByVariant = groupBy(productPages, (page) => `${page.node.sku} ${page.variantId}`);
  for (const pages of productsByVariant.values()) {
    const versions = pages.flatMap((page) => alternate(page.node.localePrefix, page.path));
    for (const page of pages) {
      const locale = locales.get(page.node.localePrefix);
      if (!locale) continue;
      createPage({
        path: page.path,
        component: path.resolve('src/templates/product.tsx'),
        context: {
          ...contextFor(brand, locale, 'product', page.path, versions),
          lastModified: page.node.lastModified || null,
          breadcrumb: trailOf(page.node),
          id: page.node.id,
          variantId: page.variantId,
          storeLocatorPath: storeLocatorPaths.get(locale.prefix) ?? null,
        },
      });
      count += 1;
    }
  }
  return count;
}
