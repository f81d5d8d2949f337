/**
 * Every address renders (issue 18, finding 2): the checkout's payment return address hydrates
 * without a mismatch, and malformed percent-encodings get the locale's not-found page, never a
 * blank page or an uncaught error.
 */
import type { Page } from '@playwright/test';
import { messages } from '../brands/shared/messages';
import { securityHeaders } from '../src/gatsby/security-headers';
import { basketPath, checkoutPath } from '../src/lib/routing/routes';
import { expect, open, test } from './support/fixtures';

/** Page errors and console errors of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

// Errors of the browser's own fetches (the 404 status of a not-found page) are not the page's.
const ownErrors = (errors: string[]) => errors.filter((error) => !/Failed to load resource/.test(error));

test.describe('every address renders', () => {
  test('the checkout’s payment-failed return address hydrates without a mismatch', async ({
    page,
    brand,
    locales,
    expectNoAxeViolations,
  }) => {
    const [home] = locales;
    const errors = collectErrors(page);
    const path = checkoutPath({ country: home!.country, language: home!.language }, brand.routing);
    const response = await open(page, `${path}?payment=failed&orderId=0123456789abcdef0123456789abcdef`);
    if (!brand.flags.ordering) {
      // A catalogue site has no checkout: the address is the locale's not-found page, hydrated cleanly.
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: messages[home!.language]!.notFoundTitle }),
      ).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(ownErrors(errors).filter((error) => /#418|#423|#425|hydrat/i.test(error))).toEqual([]);
      await expectNoAxeViolations(page);
      return;
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The order of another session cannot be read: the page says so once it has tried.
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    expect(ownErrors(errors).filter((error) => /#418|#423|#425|hydrat/i.test(error))).toEqual([]);
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('malformed percent-encodings show the locale’s not-found page', async ({
    page,
    locales,
    expectNoAxeViolations,
  }) => {
    const [home] = locales;
    const addresses = [
      '/a%3Db/',
      '/a%3Ab/',
      '/a%2Fb/',
      '/100%25/',
      '/50%/',
      '/%/',
      '/%E0%A4%A/',
      `${home!.prefix}100%25/`,
      `${home!.prefix}50%/`,
      `${home!.prefix}a%2Fb/`,
    ];
    // One page visits them in turn (a fresh load each): a context per address cost more than
    // the checks. axe runs once; the not-found page is the same page kind each time.
    const errors = collectErrors(page);
    for (const [index, address] of addresses.entries()) {
      await test.step(address, async () => {
        const before = errors.length;
        await open(page, address);
        await expect(
          page.getByRole('heading', { level: 1, name: messages[home!.language]!.notFoundTitle }),
        ).toBeVisible();
        expect(ownErrors(errors.slice(before))).toEqual([]);
        if (index === 0) await expectNoAxeViolations(page);
      });
    }
  });
});

test.describe('security headers', () => {
  test('every page kind carries the build’s headers and breaks no policy', async ({ page, brand, locales }) => {
    const [home] = locales;
    const locale = { country: home!.country, language: home!.language };
    // Violations of the page's policy, as the page itself sees them.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    const errors = collectErrors(page);
    for (const path of [
      home!.prefix,
      basketPath(locale, brand.routing),
      checkoutPath(locale, brand.routing),
      `${home!.prefix}no-such-page/`,
    ]) {
      const response = await open(page, path);
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response?.headers()[name.toLowerCase()]).toBe(value);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    }
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });
});
