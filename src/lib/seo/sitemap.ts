/**
 * What the sitemaps of a build list, as data: one sitemap per locale (split at the protocol's
 * 50,000 URLs), each URL with its last change and the same hreflang alternates as the page's
 * head (x-default included). The XML itself is written by the `sitemap` package (src/build).
 */
import type { Alternate } from '../page-context';
import { isIndexable } from './indexing';

/** The protocol's limit of URLs per sitemap file (sitemaps.org). */
export const sitemapUrlLimit = 50_000;

/** The fields of a page's context that the sitemaps read. */
export interface SitemapPage {
  path: string;
  pageType: string;
  localePrefix: string;
  canonicalPath: string;
  alternates: readonly Alternate[];
  xDefaultPath: string;
  /** ISO date of the content's or catalogue's last change; absent for pages without one. */
  lastModified?: string | null;
}

export interface HreflangLink {
  hreflang: string;
  url: string;
}

export interface SitemapUrl {
  url: string;
  lastmod?: string;
  links: HreflangLink[];
}

export interface SitemapFile {
  /** File name at the site's root, e.g. 'sitemap-gb-en.xml'. */
  name: string;
  localePrefix: string;
  urls: SitemapUrl[];
  /** The latest lastmod of its URLs. */
  lastmod?: string;
}

export const sitemapIndexName = 'sitemap-index.xml';

/**
 * The hreflang set of a page exactly as its head declares it: every locale version, then
 * x-default. The page head renders this same list (`PageHead`), so the two cannot drift.
 */
export function hreflangLinks(page: Pick<SitemapPage, 'alternates' | 'xDefaultPath'>, siteUrl: string): HreflangLink[] {
  return [
    ...page.alternates.map((alternate) => ({ hreflang: alternate.hreflang, url: `${siteUrl}${alternate.path}` })),
    { hreflang: 'x-default', url: `${siteUrl}${page.xDefaultPath}` },
  ];
}

/** 'gb-en' for '/gb/en/' and '/gb-en/'. */
function localeSlug(localePrefix: string): string {
  return localePrefix.replace(/^\/|\/$/g, '').replace(/\//g, '-');
}

const latest = (dates: readonly (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined);

/**
 * The sitemap files of a build: the indexable pages grouped by locale, in the order of
 * `localePrefixes`, sorted by path, split into files of at most `limit` URLs.
 */
export function planSitemaps(
  pages: readonly SitemapPage[],
  {
    siteUrl,
    localePrefixes,
    limit = sitemapUrlLimit,
  }: { siteUrl: string; localePrefixes: readonly string[]; limit?: number },
): SitemapFile[] {
  const byLocale = new Map<string, SitemapPage[]>(localePrefixes.map((prefix) => [prefix, []]));
  for (const page of pages) {
    if (isIndexable(page)) byLocale.get(page.localePrefix)?.push(page);
  }
  return [...byLocale].flatMap(([localePrefix, localePages]) => {
    const urls: SitemapUrl[] = [...localePages]
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .map((page) => ({
        url: `${siteUrl}${page.path}`,
        ...(page.lastModified ? { lastmod: page.lastModified } : {}),
        links: hreflangLinks(page, siteUrl),
      }));
    const files: SitemapFile[] = [];
    for (let start = 0; start < urls.length; start += limit) {
      const part = urls.slice(start, start + limit);
      const number = start / limit + 1;
      const lastmod = latest(part.map((url) => url.lastmod));
      files.push({
        name: `sitemap-${localeSlug(localePrefix)}${number > 1 ? `-${number}` : ''}.xml`,
        localePrefix,
        urls: part,
        ...(lastmod ? { lastmod } : {}),
      });
    }
    return files;
  });
}

/**
 * robots.txt of a brand build: a public build allows everything and names the sitemap index;
 * a preview build (drafts, never meant for a search engine) disallows everything.
 */
export function robotsTxt({ siteUrl, preview }: { siteUrl: string; preview: boolean }): string {
  if (preview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/${sitemapIndexName}\n`;
}
