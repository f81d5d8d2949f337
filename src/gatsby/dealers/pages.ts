/**
 * Dealer detail pages: one per dealer of the locale's country, in every language of that
 * country, sourced from the dealer API at build time (paged, one pass per country).
 */
import path from 'node:path';
import type { Actions, Reporter } from 'gatsby';
import type { DealerBackend } from '../../config/runtime';
import type { BrandConfig } from '../../config/schema';
import { brandLocales } from '../../lib/i18n/locales';
import type { DealerPageContext } from '../../lib/page-context';
import { dealerPath } from '../../lib/routing';
import { listDealers } from '../../services/dealers';
import { pageContextFor } from '../page-context';

export const dealerPageType = 'dealer';

/**
 * @param storeLocatorPaths store locator page path per locale prefix (from the content pages)
 * @returns the number of pages created
 */
export async function createDealerPages(
  brand: BrandConfig,
  backend: DealerBackend,
  storeLocatorPaths: ReadonlyMap<string, string>,
  reporter: Pick<Reporter, 'info'>,
  createPage: Actions['createPage'],
): Promise<number> {
  const locales = brandLocales(brand);
  let created = 0;
  for (const country of brand.countries) {
    const dealers = await listDealers(backend.apiUrl, brand.name, country.code);
    const countryLocales = locales.filter((locale) => locale.country === country.code);
    for (const dealer of dealers) {
      const source = {
        identifier: dealer.id,
        name: dealer.name,
        city: dealer.address.city,
        addressLine1: dealer.address.lines[0],
      };
      for (const locale of countryLocales) {
        const page = pageContextFor(brand, locale, dealerPageType, (candidate) =>
          candidate.country === country.code ? dealerPath(candidate, brand.routing, source) : null,
        );
        const context: DealerPageContext = {
          ...page.context,
          dealer,
          storeLocatorPath: storeLocatorPaths.get(locale.prefix) ?? null,
        };
        createPage({ path: page.path, component: path.resolve('src/templates/dealer.tsx'), context });
        created += 1;
      }
    }
    reporter.info(`${dealers.length} dealers in ${country.code}`);
  }
  return created;
}
