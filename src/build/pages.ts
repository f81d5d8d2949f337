/**
 * Creates the pages that do not come from content: a not-found page per locale and the shop's
 * basket, checkout and order-confirmation pages per locale.
 */
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { BrandConfig } from '../config/schema';
import { brandLocales, defaultLocale } from '../lib/i18n/locales';
import { basketPath, checkoutPath, orderConfirmationPath } from '../lib/routing/routes';
import { pageContextFor } from './page-context';

export function createNotFoundPages(brand: BrandConfig, createPage: Actions['createPage']): number {
  const locales = brandLocales(brand);
  for (const locale of locales) {
    // Unknown paths under a locale show that locale's not-found page.
    const notFound = pageContextFor(brand, locale, 'notFound', (candidate) => `${candidate.prefix}404/`);
    createPage({
      path: notFound.path,
      matchPath: `${locale.prefix}*`,
      component: path.resolve('src/templates/not-found.tsx'),
      context: notFound.context,
    });
  }
  return locales.length;
}

/** The shop's pages whose content lives in the browser (the session's basket and order). */
const shopPages = [
  { pageType: 'basket', template: 'basket', pathOf: basketPath },
  { pageType: 'checkout', template: 'checkout', pathOf: checkoutPath },
  { pageType: 'orderConfirmation', template: 'order-confirmation', pathOf: orderConfirmationPath },
] as const;

export function createShopPages(brand: BrandConfig, createPage: Actions['createPage']): number {
  const locales = brandLocales(brand);
  for (const { pageType, template, pathOf } of shopPages) {
    for (const locale of locales) {
      const page = pageContextFor(brand, locale, pageType, (candidate) => pathOf(candidate, brand.routing));
      createPage({
        path: page.path,
        component: path.resolve(`src/templates/${template}.tsx`),
        context: page.context,
      });
    }
  }
  return shopPages.length * locales.length;
}

/** Context for src/pages (404, 500): the default locale. */
export function defaultPageContext(brand: BrandConfig, pageType: string, pagePath: string) {
  return pageContextFor(brand, defaultLocale(brand), pageType, () => pagePath).context;
}
