/**
 * Every page kind of the build loaded in the browser under its Content Security Policy (issue 18,
 * point 4): nothing the page loads or runs is refused, lazy chunks and below-the-fold blocks
 * included. One page per kind, 20-30 loads, so it runs on a shop brand and the marketing site
 * (playwright.config.ts); every other test of every brand fails on a violation too
 * (support/fixtures.ts), and resilience.spec.ts checks each brand's headers on every page kind.
 */
import { builtHeaders, onePathPerPageKind } from './support/built';
import { expect, open, test } from './support/fixtures';

test('every page kind carries the build’s headers and breaks no policy', async ({ page, brand, locales }) => {
  // One page of each of the build's 20-30 page kinds, each loaded to rest: a minute or more on a busy machine.
  test.setTimeout(360_000);
  const [home] = locales;
  const headers = builtHeaders(brand.name);
  // Violations of the page's policy, as the page itself sees them.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
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
});
