import type { Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';

/** Follows a locale-switcher link: a client-side navigation to the same page in another locale. */
async function switchLocale(page: Page, prefix: string) {
  await page.locator('footer details summary').click();
  await page.locator(`footer details a[href="${prefix}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}$`));
}

declare global {
  interface Window {
    dataLayer: Record<string, unknown>[];
    google_tag_manager?: Record<string, unknown>;
    routeEventLog: { historyPushedAt: number[]; routeChangeAt: number[] };
    ___navigate: (to: string, options?: { state?: unknown }) => void;
  }
}

test.describe('Gatsby behaviours the spec names', () => {
  test('the tag manager gets gatsby-route-change 50 ms after each route update, and no web vitals', async ({
    page,
    locales,
  }) => {
    const vitalsRequests: string[] = [];
    page.on('request', (request) => {
      if (/web-vitals/.test(request.url())) vitalsRequests.push(request.url());
    });
    await open(page, locales[0]!.prefix);
    await page.waitForFunction(() => Boolean(window.google_tag_manager?.['GTM-LOCAL']));
    // The first page view sends its own event 50 ms after the first render; count from there.
    await page.waitForFunction(() => window.dataLayer.some((entry) => entry.event === 'gatsby-route-change'));
    await page.evaluate(() => {
      window.routeEventLog = { historyPushedAt: [], routeChangeAt: [] };
      // The route update follows the history entry Gatsby's router pushes.
      const pushState = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        window.routeEventLog.historyPushedAt.push(performance.now());
        pushState(...args);
      };
      const push = window.dataLayer.push.bind(window.dataLayer);
      window.dataLayer.push = (...entries: Record<string, unknown>[]) => {
        if (entries.some((entry) => entry.event === 'gatsby-route-change')) {
          window.routeEventLog.routeChangeAt.push(performance.now());
        }
        return push(...entries);
      };
    });
    await switchLocale(page, locales[1]!.prefix);
    await page.waitForFunction(() => window.routeEventLog.routeChangeAt.length === 1);
    await switchLocale(page, locales[0]!.prefix);
    await page.waitForFunction(() => window.routeEventLog.routeChangeAt.length === 2);
    const log = await page.evaluate(() => window.routeEventLog);
    // The route updates right after the history entry is pushed; the event follows 50 ms later,
    // once per update (an upper bound in milliseconds would measure the machine, not the site).
    expect(log.historyPushedAt).toHaveLength(2);
    log.routeChangeAt.forEach((routeChange, index) => {
      expect(routeChange - log.historyPushedAt[index]!).toBeGreaterThanOrEqual(49);
    });
    expect(log.routeChangeAt[0]!).toBeLessThan(log.historyPushedAt[1]!);
    const events = await page.evaluate(() => window.dataLayer.map((entry) => entry.event).filter(Boolean));
    expect(events).not.toContain('core-web-vitals');
    expect(vitalsRequests).toEqual([]);
  });

  test('after a navigation focus moves to the new page and it is announced', async ({ page, locales }) => {
    await open(page, locales[0]!.prefix);
    await switchLocale(page, locales[1]!.prefix);
    await expect(page.locator('#gatsby-focus-wrapper')).toBeFocused();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.locator('#gatsby-announcer')).toHaveText(`Navigated to ${heading}`);
  });

  test('scroll is restored per page from session storage on back, and kept when the state says so', async ({
    page,
    locales,
  }) => {
    await page.setViewportSize({ width: 800, height: 400 });
    const [first, second] = locales;
    await open(page, first!.prefix);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await switchLocale(page, second!.prefix);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), `@@scroll|${first!.prefix}`);
    expect(Number(stored)).toBeGreaterThan(250);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${first!.prefix}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(Number(stored));

    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
    await page.evaluate((to) => window.___navigate(to, { state: { preserveScroll: true } }), second!.prefix);
    await expect(page).toHaveURL(new RegExp(`${second!.prefix}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
  });
});
