import { expect, open, test } from './support/fixtures';

const bannerName = /^Cookies /;

test.describe('cookie consent', () => {
  test.use({ consentGroups: null });

  test('the consent banner appears, has no axe violations, and a choice survives a reload', async ({
    page,
    locales,
    expectNoAxeViolations,
  }) => {
    await open(page, locales[0]!.prefix);
    const banner = page.getByRole('region', { name: bannerName });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button').first().click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once the SDK has loaded again it knows the stored choice, and the banner stays closed.
    await expect
      .poll(() => page.evaluate(() => (window as Window & { OnetrustActiveGroups?: string }).OnetrustActiveGroups))
      .toContain('C0001');
    await expect(page.locator('#onetrust-banner-sdk')).toBeHidden();
  });

  test('in dark mode the banner takes the dark surface and the brand buttons, with no axe violations', async ({
    page,
    locales,
    expectNoAxeViolations,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, locales[0]!.prefix);
    const banner = page.locator('#onetrust-banner-sdk');
    await expect(banner).toBeVisible();
    const [bannerBackground, pageBackground] = await Promise.all([
      banner.evaluate((element) => getComputedStyle(element).backgroundColor),
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ]);
    expect(bannerBackground).toBe(pageBackground);
    expect(bannerBackground).not.toBe('rgb(255, 255, 255)');
    await expectNoAxeViolations(page);
  });

  test('preview mode (?_storyblok) loads no consent banner', async ({ page, locales }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('otSDKStub')) scripts.push(request.url());
    });
    await open(page, `${locales[0]!.prefix}?_storyblok=123`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    expect(scripts).toEqual([]);
    await expect(page.locator('#onetrust-banner-sdk')).toHaveCount(0);
  });
});
