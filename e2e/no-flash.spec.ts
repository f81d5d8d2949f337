import { expect, test } from './support/fixtures';

test('the server-rendered HTML is fully styled before any script runs', async ({
  browser,
  brand,
  locales,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto(locales[0]!.prefix);
  const styles = await page.evaluate(() => ({
    rootFontSize: getComputedStyle(document.documentElement).fontSize,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    bodyBackground: getComputedStyle(document.body).backgroundColor,
  }));
  expect(styles.rootFontSize).toBe('10px');
  expect(styles.primary).toBe(brand.theme.light.primary);
  expect(styles.bodyBackground).not.toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

test('the base styles stay after hydration and come before the components’ own', async ({ page, locales }) => {
  await page.goto(locales[0]!.prefix);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const order = await page.evaluate(() => {
    const sheets = [...document.head.querySelectorAll('style')];
    return {
      base: sheets.findIndex((sheet) => sheet.textContent?.startsWith(':root{color-scheme:light dark;')),
      components: sheets.findIndex((sheet) => sheet.hasAttribute('data-styled')),
      rootFontSize: getComputedStyle(document.documentElement).fontSize,
    };
  });
  expect(order.base).toBeGreaterThanOrEqual(0);
  expect(order.base).toBeLessThan(order.components);
  expect(order.rootFontSize).toBe('10px');
});
