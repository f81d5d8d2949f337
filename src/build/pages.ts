/** Creates the pages of the shell: home and not-found per locale, the root home. */
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { BrandConfig } from '../config/schema';
import { brandLocales, defaultLocale } from '../lib/i18n/locales';
import { homePath } from '../lib/routing/routes';
import { pageContextFor } from './page-context';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

export function createShellPages(brand: BrandConfig, createPage: Actions['createPage']): number {
  let count = 0;
  const home = (locale: { country: string; language: string }) => homePath(locale, brand.routing);
  for (const locale of brandLocales(brand)) {
    const page = pageContextFor(brand, locale, 'home', home);
    createPage({
      path: page.path,
      component: template('home'),
      context: page.context,
    });
    // Unknown paths under a locale show that locale's not-found page.
    const notFound = pageContextFor(brand, locale, 'notFound', (candidate) => `${candidate.prefix}404/`);
    createPage({
      path: notFound.path,
      matchPath: `${locale.prefix}*`,
      component: template('not-found'),
      context: notFound.context,
    });
    count += 2;
  }
  // The unprefixed root is the default locale's home; its canonical is the prefixed one.
  const root = pageContextFor(brand, defaultLocale(brand), 'home', home);
  createPage({ path: '/', component: template('home'), context: root.context });
  return count + 1;
}

/** Context for src/pages (404, 500): the default locale. */
export function defaultPageContext(brand: BrandConfig, pageType: string, pagePath: string) {
  return pageContextFor(brand, defaultLocale(brand), pageType, () => pagePath).context;
}
