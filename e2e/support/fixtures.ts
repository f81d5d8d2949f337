import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { loadBrandConfig } from '../../src/config/load';
import type { BrandConfig, BrandName } from '../../src/config/schema';
import { brandLocales, type BrandLocale } from '../../src/lib/i18n/locales';

interface BrandFixtures {
  /** Consent groups a returning visitor granted; null for a first visit (banner shown). */
  consentGroups: string | null;
  brand: BrandConfig;
  locales: BrandLocale[];
  /** Runs axe on the page as it is now and fails on any violation, listing them. */
  expectNoAxeViolations: (page: Page) => Promise<void>;
}

/** Opens a page and waits until React has hydrated it, so clicks and keys reach their handlers. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/**
 * Waits until the page's finite animations and transitions have ended: mid-way through a banner's
 * fade-in, axe measures the half-transparent text against its background and reports a contrast
 * the visitor never sees once it has settled. Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Two locales that differ in language where the brand has that, else in country. */
export function twoLocales(locales: readonly BrandLocale[]): BrandLocale[] {
  const [first] = locales;
  const other = locales.find((locale) => locale.language !== first!.language) ?? locales[1] ?? first!;
  return other === first ? [first!] : [first!, other];
}

const brandOf = (testInfo: TestInfo) => testInfo.project.metadata.brand as BrandName;

export const test = base.extend<BrandFixtures>({
  // Most tests are returning visitors who chose "only necessary" cookies, so the consent banner
  // does not cover the page; consent tests override this.
  consentGroups: ['C0001:1,C0002:0,C0003:0,C0004:0', { option: true }],
  page: async ({ page, consentGroups, baseURL }, use) => {
    // Third-party hosts are unreachable here; block them so no test waits on them.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    if (consentGroups !== null && baseURL) {
      await page.context().addCookies([
        { name: 'OptanonConsent', value: `groups=${encodeURIComponent(consentGroups)}`, url: baseURL },
        { name: 'OptanonAlertBoxClosed', value: new Date(0).toISOString(), url: baseURL },
      ]);
    }
    // Chromium reports each refusal of the Content Security Policy on the console: a test of
    // any page of any brand fails on one (issue 18, point 4).
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
  brand: async ({}, use, testInfo) => use(loadBrandConfig(brandOf(testInfo))),
  locales: async ({ brand }, use) => use(brandLocales(brand)),
  // eslint-disable-next-line no-empty-pattern -- see above
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page) => {
      await settleAnimations(page);
      // On a page without frames axe's legacy mode checks the same: the default mode exists to
      // reach into cross-origin frames, and merges their results in a blank page it opens per
      // run. A run on haibike's home took 2.4 s that way and 1.4 s in legacy mode (idle machine).
      const builder = new AxeBuilder({ page });
      const results = await builder.setLegacyMode(page.frames().length === 1).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
      expect(summary).toEqual([]);
    });
  },
});

export { expect };
