/**
 * Writes a build's sitemaps and robots.txt after the pages are built: the page list is the pages
 * gatsby-node created, with their contexts; what goes in is decided by `planSitemaps`
 * (src/lib/seo), and the XML is written by the `sitemap` package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { BrandConfig } from '../config/schema';
import { brandLocales } from '../lib/i18n/locales';
import { type SitemapFile, type SitemapPage, planSitemaps, robotsTxt, sitemapIndexName } from '../lib/seo/sitemap';

/** A page as gatsby-node created it: its path and its context. */
export interface BuiltPage {
  path: string;
  pageContext?: unknown;
}

/** The pages with a full page context; Gatsby's own pages (dev 404) have none and are left out. */
export function sitemapPages(pages: readonly BuiltPage[]): SitemapPage[] {
  return pages.flatMap((page) => {
    const context = page.pageContext as Partial<SitemapPage> | undefined;
    if (!context?.pageType || !context.localePrefix || !context.canonicalPath || !context.alternates) return [];
    return [
      {
        path: page.path,
        pageType: context.pageType,
        localePrefix: context.localePrefix,
        canonicalPath: context.canonicalPath,
        alternates: context.alternates,
        xDefaultPath: context.xDefaultPath ?? context.canonicalPath,
        lastModified: context.lastModified ?? null,
      },
    ];
  });
}

async function sitemapXml(file: SitemapFile): Promise<Buffer> {
  const stream = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } });
  return streamToPromise(
    Readable.from(
      file.urls.map((url) => ({
        url: url.url,
        lastmod: url.lastmod,
        links: url.links.map((link) => ({ lang: link.hreflang, hreflang: link.hreflang, url: link.url })),
      })),
    ).pipe(stream),
  );
}

async function indexXml(files: readonly SitemapFile[], siteUrl: string): Promise<Buffer> {
  const stream = new SitemapIndexStream();
  return streamToPromise(
    Readable.from(files.map((file) => ({ url: `${siteUrl}/${file.name}`, lastmod: file.lastmod }))).pipe(stream),
  );
}

/**
 * Writes `sitemap-index.xml`, one sitemap per locale (more where a locale passes the URL
 * limit) and robots.txt into the build's public folder. Returns the files with their URL counts.
 */
export async function writeSitemaps(
  brand: BrandConfig,
  {
    publicDir,
    siteUrl,
    preview,
    pages,
  }: { publicDir: string; siteUrl: string; preview: boolean; pages: readonly BuiltPage[] },
): Promise<{ name: string; urls: number }[]> {
  const files = planSitemaps(sitemapPages(pages), {
    siteUrl,
    localePrefixes: brandLocales(brand).map((locale) => locale.prefix),
  });
  for (const file of files) fs.writeFileSync(path.join(publicDir, file.name), await sitemapXml(file));
  fs.writeFileSync(path.join(publicDir, sitemapIndexName), await indexXml(files, siteUrl));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt({ siteUrl, preview }));
  return files.map((file) => ({ name: file.name, urls: file.urls.length }));
}
