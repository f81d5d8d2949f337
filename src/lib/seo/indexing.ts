/**
 * Which pages search engines may index. One list, read by the page head (robots meta) and by the
 * sitemaps, so a page is never both noindex and listed.
 */

/**
 * Page types whose pages are noindex: session pages (checkout, order confirmation), search
 * result pages and error pages. A new noindex page kind adds its type here. The basket and the
 * bike comparison are indexed: their built HTML holds no session data, only the page's title,
 * description and explanation, which is what a search engine finds there.
 */
export const noindexPageTypes: ReadonlySet<string> = new Set([
  'checkout',
  'orderConfirmation',
  'notFound',
  'serverError',
  'search-page',
  'search',
]);

export interface IndexablePage {
  path: string;
  pageType: string;
  canonicalPath: string;
}

export function isNoindexPageType(pageType: string): boolean {
  return noindexPageTypes.has(pageType);
}

/**
 * A page belongs in the index when its type is not noindex and it is its own canonical (the
 * unprefixed root `/` is a copy of the default locale's home, canonical to it).
 */
export function isIndexable(page: IndexablePage): boolean {
  return !isNoindexPageType(page.pageType) && page.canonicalPath === page.path;
}
