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

/** The headers of the build's `_headers` rule for every path. */
function builtHeaders(brand: string): Record<string, string> {
  const lines = fs.readFileSync(path.resolve('.builds', brand, '_headers'), 'utf8').split('\n');
  expect(lines[0]).toBe('/*');
  return Object.fromEntries(
    lines
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
  );
}

/** One built address per page kind (template) of the build, read from its page data. */
function onePathPerPageKind(brand: string): Map<string, string> {
  const root = path.resolve('.builds', brand, 'page-data');
  const kinds = new Map<string, string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { path: string; componentChunkName: string };
        if (!kinds.has(data.componentChunkName) && !/\.html$/.test(data.path))
          kinds.set(data.componentChunkName, data.path);
      }
    }
  };
  visit(root);
  return kinds;
}

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

  test('every page kind carries the build’s headers and breaks no policy', async ({ page, brand, locales }) => {
    // One page of each of the build's 20-30 page kinds, each loaded to rest: a minute or more on a busy machine.
    test.setTimeout(360_000);
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
    // Violations of the page's policy, as the page itself sees them.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const errors = collectErrors(page);
    const paths = [...onePathPerPageKind(brand.name).values(), `${home!.prefix}no-such-page/`];
    expect(paths.length).toBeGreaterThanOrEqual(brand.flags.ordering ? 8 : 5);
    for (const address of paths) {
      const response = await open(page, address);
      for (const [name, value] of Object.entries(headers)) expect(response?.headers()[name.toLowerCase()]).toBe(value);
      // Below-the-fold blocks and lazy chunks load as the visitor scrolls.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect([
        address,
        await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      ]).toEqual([address, []]);
    }
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });
});
