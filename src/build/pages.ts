/** Creates the pages of the shell that do not come from content: a not-found page per locale. */
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { BrandConfig } from '../config/schema';
import { brandLocales, defaultLocale } from '../lib/i18n/locales';
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

/** Context for src/pages (404, 500): the default locale. */
export function defaultPageContext(brand: BrandConfig, pageType: string, pagePath: string) {
  return pageContextFor(brand, defaultLocale(brand), pageType, () => pagePath).context;
}
