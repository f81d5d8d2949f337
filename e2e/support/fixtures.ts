import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { loadBrandConfig } from '../../src/config/load';
import type { BrandConfig, BrandName } from '../../src/config/schema';
import { brandLocales, type BrandLocale } from '../../src/lib/i18n/locales';

interface BrandFixtures {
  brand: BrandConfig;
  locales: BrandLocale[];
  /** Runs axe on the page as it is now and fails on any violation, listing them. */
  expectNoAxeViolations: (page: Page) => Promise<void>;
}

const brandOf = (testInfo: TestInfo) => testInfo.project.metadata.brand as BrandName;

export const test = base.extend<BrandFixtures>({
  // Third-party hosts are unreachable here; block them so no test waits on them.
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
  brand: async ({}, use, testInfo) => use(loadBrandConfig(brandOf(testInfo))),
  locales: async ({ brand }, use) => use(brandLocales(brand)),
  // eslint-disable-next-line no-empty-pattern -- see above
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
      expect(summary).toEqual([]);
    });
  },
});

export { expect };
