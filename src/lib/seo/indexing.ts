/**
 * Which pages search engines may index. One list, read by the page head (robots meta) and by the
 * sitemaps, so a page is never both noindex and listed.
 */
import { buildSearchQuery, parseSearchQuery } from '../search/state';

/**
 * Page types whose pages are noindex: session pages (checkout, order confirmation) and error
 * pages. A new noindex page kind adds its type here. The basket and the bike comparison are
 * indexed: their built HTML holds no session data, only the page's title, description and
 * explanation, which is what a search engine finds there.
 */
export const noindexPageTypes: ReadonlySet<string> = new Set([
  'checkout',
  'orderConfirmation',
  'notFound',
  'serverError',
]);

/**
 * Page types whose address with a search (`?q=...`, filters, sort, page) is a result page. The
 * search page itself is the editors' story and is indexed; its results are not, as search
 * engines ask of a site's own search results. The built HTML is the same for every query, so the
 * page's head adds the noindex in the browser, where the query is known (a crawler that renders
 * the page sees it), and the canonical names the search page without the query for one that
 * does not.
 */
const searchResultPageTypes: ReadonlySet<string> = new Set(['search-page', 'search']);

export interface IndexablePage {
  path: string;
  pageType: string;
  canonicalPath: string;
}

function isNoindexPageType(pageType: string): boolean {
  return noindexPageTypes.has(pageType);
}

/**
 * Whether a page at an address with this query string (`location.search`) is noindex: its type
 * is, or it is a search result page, a search other than the empty one (tracking parameters do
 * not make a result page).
 */
export function isNoindexAddress(pageType: string, search: string): boolean {
  if (isNoindexPageType(pageType)) return true;
  return searchResultPageTypes.has(pageType) && buildSearchQuery(parseSearchQuery(search)) !== '';
}

/**
 * A page belongs in the index when its type is not noindex and it is its own canonical (the
 * unprefixed root `/` is a copy of the default locale's home, canonical to it).
 */
export function isIndexable(page: IndexablePage): boolean {
  return !isNoindexPageType(page.pageType) && page.canonicalPath === page.path;
}
