/**
 * Which built pages stand for each page kind: read from the build's page data, so the bench
 * follows the routes the build made instead of hard-coded paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from '../src/config/schema';
import { defaultLocale } from '../src/lib/i18n/locales';
import { basketPath, comparePath, homePath, searchPath } from '../src/lib/routing/routes';
import type { PageKind } from './types';

export interface PageEntry {
  path: string;
  componentChunkName: string;
  pageType?: string;
  localePrefix?: string;
}

export type PickedPage = { kind: PageKind; path: string } & (
  { status: 'built'; componentChunkName: string } | { status: 'missing' }
);

const segments = (pagePath: string) => pagePath.split('/').filter(Boolean).length;
const byDepthThenPath = (a: PageEntry, b: PageEntry) =>
  segments(a.path) - segments(b.path) || a.path.localeCompare(b.path);

/**
 * One page per kind in the brand's default locale: its home, the shallowest category listing
 * (a top category, full of products), the first product and publication by path, the basket,
 * search and comparison pages at their routes, and the store locator. A kind the build does not
 * have is `missing` (xlc has no basket nor comparison).
 */
export function pickPages(entries: readonly PageEntry[], brand: BrandConfig): PickedPage[] {
  const locale = defaultLocale(brand);
  const inLocale = entries.filter((entry) => entry.localePrefix === locale.prefix);
  const first = (pageType: string) => inLocale.filter((entry) => entry.pageType === pageType).sort(byDepthThenPath)[0];
  const exact = (wanted: string) => entries.find((entry) => entry.path === wanted);
  const home = homePath(locale, brand.routing);
  const basket = basketPath(locale, brand.routing);
  const search = searchPath(locale, brand.routing);
  const comparison = comparePath(locale, brand.routing);
  const found: [PageKind, string, PageEntry | undefined][] = [
    ['home', home, exact(home) ?? first('home')],
    ['category', '', first('category')],
    ['product', '', first('product')],
    ['publication', '', first('publication')],
    ['basket', basket, exact(basket)],
    ['search', search, exact(search)],
    ['storeLocator', '', first('store-locator-page')],
    ['comparison', comparison, exact(comparison)],
  ];
  return found.map(([kind, expected, entry]) =>
    entry
      ? { kind, path: entry.path, status: 'built', componentChunkName: entry.componentChunkName }
      : { kind, path: expected || '(none)', status: 'missing' },
  );
}

/** Every page of a build from its page-data files. */
export function readPageEntries(buildDir: string): PageEntry[] {
  const root = path.join(buildDir, 'page-data');
  return pageDataFiles(buildDir).map((file) => {
    const data = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as {
      path: string;
      componentChunkName: string;
      result?: { pageContext?: { pageType?: string; localePrefix?: string } };
    };
    return {
      path: data.path,
      componentChunkName: data.componentChunkName,
      pageType: data.result?.pageContext?.pageType,
      localePrefix: data.result?.pageContext?.localePrefix,
    };
  });
}

/** The page-data files Gatsby wrote, relative to `page-data/`: one per page. */
function pageDataFiles(buildDir: string): string[] {
  return fs
    .readdirSync(path.join(buildDir, 'page-data'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page-data.json'));
}

/** Pages Gatsby wrote, the unit of "time per 1,000 pages". */
export function countPages(buildDir: string): number {
  return pageDataFiles(buildDir).length;
}
