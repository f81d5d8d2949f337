/**
 * Creates the pages that do not come from content: a not-found page per locale and the shop's
 * basket, checkout, order-confirmation and bike-comparison pages per locale (as the brand offers
 * them); and the host's rules that answer an
 * unknown path with its locale's not-found page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { BrandConfig } from '../config/schema';
import { brandLocales, defaultLocale } from '../lib/i18n/locales';
import { basketPath, checkoutPath, comparePath, notFoundPath, orderConfirmationPath } from '../lib/routing/routes';
import { pageContextFor } from './page-context';

export function createNotFoundPages(brand: BrandConfig, createPage: Actions['createPage']): number {
  const locales = brandLocales(brand);
  for (const locale of locales) {
    // No match path: Gatsby would then list every page of the site in the app bundle (so that a
    // match path cannot shadow it). The host answers unknown paths with this page (hostRules).
    const notFound = pageContextFor(brand, locale, 'notFound', (candidate) => notFoundPath(candidate, brand.routing));
    createPage({
      path: notFound.path,
      component: path.resolve('src/templates/not-found.tsx'),
      context: notFound.context,
    });
  }
  return locales.length;
}

/**
 * The shop's pages whose content lives in the browser (the session's basket and order), each
 * with the brand flag that offers it: a catalogue site without ordering has none of the first three.
 */
const shopPages = [
  { pageType: 'basket', template: 'basket', pathOf: basketPath, flag: 'ordering' },
  { pageType: 'checkout', template: 'checkout', pathOf: checkoutPath, flag: 'ordering' },
  { pageType: 'orderConfirmation', template: 'order-confirmation', pathOf: orderConfirmationPath, flag: 'ordering' },
  { pageType: 'compare', template: 'compare', pathOf: comparePath, flag: 'bikeComparison' },
] as const;

export function createShopPages(brand: BrandConfig, createPage: Actions['createPage']): number {
  const locales = brandLocales(brand);
  const offered = shopPages.filter((page) => brand.flags[page.flag]);
  for (const { pageType, template, pathOf } of offered) {
    for (const locale of locales) {
      const page = pageContextFor(brand, locale, pageType, (candidate) => pathOf(candidate, brand.routing));
      createPage({
        path: page.path,
        component: path.resolve(`src/templates/${template}.tsx`),
        context: page.context,
      });
    }
  }
  return offered.length * locales.length;
}

/** Context for src/pages (404, 500): the default locale. */
export function defaultPageContext(brand: BrandConfig, pageType: string, pagePath: string) {
  return pageContextFor(brand, defaultLocale(brand), pageType, () => pagePath).context;
}

/**
 * Rules for the static host, in the `_redirects` format most hosts read (Netlify, Cloudflare
 * Pages; `scripts/serve.mjs` applies them too). They only apply where no file exists. An unknown
 * path under a locale gets that locale's not-found page with status 404; its page data is that
 * page's data, so Gatsby's client shows the same page when it navigates to a missing page.
 * Any other path lacks a locale prefix ("without a locale prefix the default country and
 * language apply"): it is sent on with a 301 to the same path under the default locale, so a
 * crawler sees a permanent redirect rather than a 404 that a script corrects. Missing page data
 * outside a locale stays a plain 404, which Gatsby's client reads as a missing page. A locale
 * alias of the brand (`localeAliases`) is sent on the same way to its locale.
 */
export function hostRules(brand: BrandConfig): string {
  const rules = brandLocales(brand).flatMap((locale) => {
    const notFound = notFoundPath(locale, brand.routing);
    return [
      `/page-data${locale.prefix}*  /page-data${notFound}page-data.json  200`,
      `${locale.prefix}*  ${notFound}  404`,
    ];
  });
  const locales = brandLocales(brand);
  const aliases = (brand.localeAliases ?? []).map((alias) => {
    const target = locales.find((locale) => locale.country === alias.country && locale.language === alias.language);
    if (!target) throw new Error(`Locale alias ${alias.prefix} of ${brand.name} names no locale of the brand.`);
    return `${alias.prefix}*  ${target.prefix}:splat  301`;
  });
  const fallback = ['/page-data/*  /404.html  404', `/*  ${defaultLocale(brand).prefix}:splat  301`];
  return `${[...rules, ...aliases, ...fallback].join('\n')}\n`;
}

/**
 * Marks each locale's not-found page data as answering every path under the locale, as a match
 * path would (Gatsby's client renders a page only where its path or match path fits the
 * address). The page itself has no match path, so no route list lands in the app bundle; the
 * host serves this page data for unknown paths (`hostRules`). Runs after the build wrote it.
 */
export function markNotFoundPageData(brand: BrandConfig, publicDir: string): number {
  const locales = brandLocales(brand);
  for (const locale of locales) {
    const file = path.join(publicDir, 'page-data', notFoundPath(locale, brand.routing), 'page-data.json');
    const pageData = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...pageData, matchPath: `${locale.prefix}*` }));
  }
  return locales.length;
}
