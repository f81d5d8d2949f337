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
