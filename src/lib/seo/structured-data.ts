/**
 * JSON-LD objects of the page kinds, typed with schema-dts, built from the app's own data so
 * templates only pick the builder of their kind. Each carries the properties Google's rich
 * results need for its type (Product: name and offers with price; BreadcrumbList: position,
 * name and item; FAQPage: questions with accepted answers; Article: headline, image, dates;
 * LocalBusiness: name and address).
 */
import type {
  Article,
  BreadcrumbList,
  FAQPage,
  ItemAvailability,
  LocalBusiness,
  Offer,
  Organization,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { Money, StockStatus } from '../product/types';
import { type Rating, ratingShown, roundedAverage } from '../rating';

const context = 'https://schema.org' as const;

/** Site-wide facts every builder may refer to. */
export interface SiteFacts {
  /** Origin without a trailing slash. */
  siteUrl: string;
  name: string;
}

const absolute = (site: SiteFacts, path: string) => (/^https?:\/\//.test(path) ? path : `${site.siteUrl}${path}`);

/** The brand as an organisation, with one id so other objects can refer to it. */
export function organizationLd(site: SiteFacts, options: { logo?: string } = {}): WithContext<Organization> {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.name,
    url: `${site.siteUrl}/`,
    ...(options.logo ? { logo: options.logo } : {}),
  };
}

/**
 * The site of one locale with its search: a search engine may offer a search box that sends
 * the visitor to the search page with the term in `q`.
 */
export function webSiteLd(
  site: SiteFacts,
  { homePath, searchPath, language }: { homePath: string; searchPath: string; language: string },
): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absolute(site, searchPath)}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': `${absolute(site, homePath)}#website`,
    name: site.name,
    url: absolute(site, homePath),
    inLanguage: language,
    publisher: { '@id': `${site.siteUrl}/#organization` },
    potentialAction: search,
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail to a page, the page last (its `item` is the page itself, as Google allows). */
export function breadcrumbListLd(site: SiteFacts, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(site, crumb.path),
    })),
  };
}

const availabilityOf: Record<StockStatus, ItemAvailability> = {
  inStock: 'https://schema.org/InStock',
  lowStock: 'https://schema.org/LimitedAvailability',
  outOfStock: 'https://schema.org/OutOfStock',
  inactive: 'https://schema.org/Discontinued',
};

/** One sellable variant of a product. */
export interface OfferSource {
  sku: string;
  /** Path of the variant's page; the product page when the variant has none. */
  path: string | null;
  price: Money | null;
  stockStatus: StockStatus;
}

export interface ProductSource {
  name: string;
  sku: string;
  description?: string | null;
  brand?: string | null;
  ean?: string | null;
  images: readonly string[];
  /** Path of this page. */
  path: string;
  variants: readonly OfferSource[];
  /** The reviews' summary the page shows; no AggregateRating without a review. */
  rating?: Rating | null;
}

/**
 * A product with one offer per variant in the channel's currency. Null when no variant has a
 * price (a channel that hides prices): without an offer it is no product rich result.
 */
export function productLd(site: SiteFacts, product: ProductSource): WithContext<Product> | null {
  const offers: Offer[] = product.variants.flatMap((variant) =>
    variant.price
      ? [
          {
            '@type': 'Offer',
            sku: variant.sku,
            url: absolute(site, variant.path ?? product.path),
            price: variant.price.amount.toFixed(2),
            priceCurrency: variant.price.currency,
            availability: availabilityOf[variant.stockStatus],
            itemCondition: 'https://schema.org/NewCondition',
          },
        ]
      : [],
  );
  if (offers.length === 0) return null;
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: absolute(site, product.path),
    ...(product.ean ? { gtin: product.ean } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length > 0 ? { image: [...product.images] } : {}),
    brand: { '@type': 'Brand', name: product.brand || site.name },
    offers,
    ...(ratingShown(product.rating ?? null) && product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: roundedAverage(product.rating.average),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface ArticleSource {
  headline: string;
  path: string;
  description?: string | null;
  images: readonly string[];
  author?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
  language: string;
}

/** A publication. Google reads up to 110 characters of the headline. */
export function articleLd(site: SiteFacts, article: ArticleSource): WithContext<Article> {
  return {
    '@context': context,
    '@type': 'Article',
    headline: article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
    mainEntityOfPage: absolute(site, article.path),
    inLanguage: article.language,
    ...(article.description ? { description: article.description } : {}),
    ...(article.images.length > 0 ? { image: [...article.images] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified || article.datePublished
      ? { dateModified: article.dateModified ?? article.datePublished ?? undefined }
      : {}),
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: site.name, url: `${site.siteUrl}/` },
    publisher: { '@type': 'Organization', name: site.name, url: `${site.siteUrl}/` },
  };
}

export interface Question {
  question: string;
  /** The answer as plain text. */
  answer: string;
}

/** Questions and answers of a page; null when the page has none. */
export function faqPageLd(questions: readonly Question[]): WithContext<FAQPage> | null {
  const answered = questions.filter((entry) => entry.question.trim() && entry.answer.trim());
  if (answered.length === 0) return null;
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: answered.map((entry) => ({
      '@type': 'Question',
      name: entry.question.trim(),
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.trim() },
    })),
  };
}

export interface LocalBusinessSource {
  name: string;
  path: string;
  streetAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  telephone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  images?: readonly string[];
}

/** A dealer (store) of the brand. */
export function localBusinessLd(site: SiteFacts, dealer: LocalBusinessSource): WithContext<LocalBusiness> {
  return {
    '@context': context,
    '@type': 'LocalBusiness',
    '@id': `${absolute(site, dealer.path)}#business`,
    name: dealer.name,
    url: absolute(site, dealer.path),
    address: {
      '@type': 'PostalAddress',
      ...(dealer.streetAddress ? { streetAddress: dealer.streetAddress } : {}),
      ...(dealer.postalCode ? { postalCode: dealer.postalCode } : {}),
      ...(dealer.city ? { addressLocality: dealer.city } : {}),
      addressCountry: dealer.country.toUpperCase(),
    },
    ...(dealer.telephone ? { telephone: dealer.telephone } : {}),
    ...(dealer.latitude != null && dealer.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: dealer.latitude, longitude: dealer.longitude } }
      : {}),
    ...(dealer.images && dealer.images.length > 0 ? { image: [...dealer.images] } : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
