/**
 * Path builders: one function per page kind of the shop, used by page creation and by links
 * alike, so a route shape lives in exactly one place. Every result is normalized.
 */
import { localePrefix, type Locale } from './locale';
import { normalizePath } from './path';
import { buildProductQuery, type ProductQuery } from './product-query';
import { childSlug, parentSlug, type ParentSlugOptions, type ProductSlugSource } from './product-slug';
import { slugify } from './slug';
import type { RoutingSettings } from './types';

export type LocaleSettings = Pick<RoutingSettings, 'localeSeparator'>;
export type CategorySettings = Pick<RoutingSettings, 'localeSeparator' | 'segmentation' | 'listingSegment'>;
export type ProductDetailSettings = Pick<
  RoutingSettings,
  | 'localeSeparator'
  | 'segmentation'
  | 'productSegment'
  | 'skuInSlug'
  | 'parentUrlStructure'
  | 'childSlugAttribute'
  | 'hashSlugParts'
>;
export type ProductLineSettings = Pick<RoutingSettings, 'localeSeparator' | 'productLineSegment'>;

/** The dealer fields a dealer detail path is made of. */
export interface DealerSlugSource {
  /** The dealer's id, the first path segment after the locale. */
  identifier: string;
  name?: string | null;
  city?: string | null;
  addressLine1?: string | null;
}

export interface ProductDetailOptions extends ParentSlugOptions {
  /** Preselection appended as the link's query. */
  query?: ProductQuery;
}

function build(locale: Locale, settings: LocaleSettings, segments: readonly string[]): string {
  const prefix = localePrefix(locale.country, locale.language, settings.localeSeparator);
  return normalizePath(`${prefix}${segments.filter((segment) => segment !== '').join('/')}`, settings.localeSeparator);
}

/** `{locale}/` */
export function homePath(locale: Locale, settings: LocaleSettings): string {
  return build(locale, settings, []);
}

/**
 * `{locale}/404/`: the locale's not-found page. The host answers every unknown address under the
 * locale with it (see `hostRules`), so a missing page answers 404 in the visitor's language.
 */
export function notFoundPath(locale: Locale, settings: LocaleSettings): string {
  return build(locale, settings, ['404']);
}

/** Whether a page path is a not-found page (a locale's or the site's `/404/`). */
export function isNotFoundPath(pagePath: string): boolean {
  return /\/404\/$/.test(pagePath);
}

/** `{locale}/basket/` */
export function basketPath(locale: Locale, settings: LocaleSettings): string {
  return build(locale, settings, ['basket']);
}

/** `{locale}/compare/`: the bike comparison (its bikes in `?ids=`). */
export function comparePath(locale: Locale, settings: LocaleSettings): string {
  return build(locale, settings, ['compare']);
}

/** `{locale}/checkout/` */
export function checkoutPath(locale: Locale, settings: LocaleSettings): string {
  return build(locale, settings, ['checkout']);
}

/**
 * `{locale}/order-confirmation/?orderId={id}`: one static page per locale; the order to show is
 * read back from the store-api by the id in the query.
 */
export function orderConfirmationPath(locale: Locale, settings: LocaleSettings, orderId?: string): string {
  const path = build(locale, settings, ['order-confirmation']);
  return orderId ? `${path}?${new URLSearchParams({ orderId }).toString()}` : path;
}

/** `{locale}/search/` */
export function searchPath(locale: Locale, settings: LocaleSettings): string {
  return build(locale, settings, ['search']);
}

/**
 * `{locale}/[{listingSegment}/]{category slugs...}/`, the segment only when segmentation is on.
 * Each slug is made safe with `slugify`; an element holding '/' (a category path like
 * 'e-bikes/city') is split into its segments first, and empty ones are left out.
 */
export function categoryPath(locale: Locale, settings: CategorySettings, categorySlugs: readonly string[]): string {
  const slugs = categorySlugs.flatMap((slug) => slug.split('/')).map(slugify);
  return build(locale, settings, [settings.segmentation ? settings.listingSegment : '', ...slugs]);
}

/**
 * `{locale}/[{productSegment}/]{parent-slug}/{child-slug}/`, the segment only when segmentation
 * is on, plus the query of `options.query`. Null when no parent slug can be made: a detail link
 * is built only then. Without a child slug the path ends at the parent slug.
 */
export function productDetailPath(
  locale: Locale,
  settings: ProductDetailSettings,
  product: ProductSlugSource,
  options: ProductDetailOptions = {},
): string | null {
  const parent = parentSlug(product, settings, options);
  if (parent === null) return null;
  const segment = settings.segmentation ? settings.productSegment : '';
  const path = build(locale, settings, [segment, parent, childSlug(product, settings)]);
  return `${path}${options.query ? buildProductQuery(options.query) : ''}`;
}

/** `{locale}/{productLineSegment}/` */
export function productLineListingPath(locale: Locale, settings: ProductLineSettings): string {
  return build(locale, settings, [settings.productLineSegment]);
}

/** `{locale}/{productLineSegment}/{slug}/`; null when the slug is empty after `slugify`. */
export function productLinePath(locale: Locale, settings: ProductLineSettings, slug: string): string | null {
  const safeSlug = slugify(slug);
  return safeSlug === '' ? null : build(locale, settings, [settings.productLineSegment, safeSlug]);
}

/**
 * `{locale}/{identifier}/{slugify(name + ' ' + city + ' ' + addressLine1)}/`; missing parts of
 * the name slug are skipped, and the segment is left out when none gives a slug. Null when the
 * identifier gives no slug, since the path could not tell dealers apart.
 */
export function dealerPath(locale: Locale, settings: LocaleSettings, dealer: DealerSlugSource): string | null {
  const identifier = slugify(dealer.identifier);
  if (identifier === '') return null;
  const words = [dealer.name, dealer.city, dealer.addressLine1].filter((word): word is string => Boolean(word));
  return build(locale, settings, [identifier, slugify(words.join(' '))]);
}
