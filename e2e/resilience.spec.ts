/**
 * Every address renders (issue 18, finding 2): the checkout's payment return address hydrates
 * without a mismatch, and malformed percent-encodings get the locale's not-found page, never a
 * blank page or an uncaught error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messages } from '../brands/shared/messages';
import { inlineScriptHashes } from '../src/gatsby/security-headers';
import { checkoutPath } from '../src/lib/routing/routes';
import { builtHeaders, onePathPerPageKind } from './support/built';
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
  test('the policy allows scripts by source and hash only, and every inline script of the build has its hash', ({
    brand,
  }) => {
    const policy = builtHeaders(brand.name)['Content-Security-Policy'] ?? '';
    const scriptSources = /(?:^|;)\s*script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(policy).toMatch(/(?:^|; )object-src 'none'/);
    expect(policy).toMatch(/(?:^|; )frame-ancestors 'none'/);
    const allowed = new Set(
      scriptSources.filter((source) => source.startsWith("'sha256-")).map((source) => source.slice(1, -1)),
    );
    const dir = path.resolve('.builds', brand.name);
    const missing: string[] = [];
    const visit = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (entry.name.endsWith('.html'))
          for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8')))
            if (!allowed.has(hash)) missing.push(`${path.relative(dir, file)}: ${hash}`);
      }
    };
    visit(dir);
    expect(missing).toEqual([]);
    // The same few scripts on every page, not one per page.
    expect(allowed.size).toBeLessThanOrEqual(8);
  });

  test('every page kind is served with the build’s headers', async ({ request, brand, locales }) => {
    const [home] = locales;
    const headers = builtHeaders(brand.name);
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    const paths = [...onePathPerPageKind(brand.name).values(), `${home!.prefix}no-such-page/`];
    expect(paths.length).toBeGreaterThanOrEqual(brand.flags.ordering ? 8 : 5);
    for (const address of paths) {
      const response = await request.get(address);
      const served = response.headers();
      expect([
        address,
        Object.entries(headers).filter(([name, value]) => served[name.toLowerCase()] !== value),
      ]).toEqual([address, []]);
    }
  });
});
