import { expect, open, test } from './support/fixtures';

/**
 * A video block further down ghost's home hydrates when the visitor nears it (issue 20), long
 * after the consent SDK answered. The browser's runtime (Preact) keeps the server's attributes
 * when it hydrates, so a gate hydrated with the SDK's answer instead of the static HTML's kept
 * its settings button disabled for good.
 */
test('ghost: a video block hydrated after the consent SDK answered offers its cookie settings, and plays once allowed', async ({
  page,
}) => {
  await open(page, '/de-de/');
  await expect
    .poll(() => page.evaluate(() => typeof (window as Window & { OneTrust?: object }).OneTrust))
    .toBe('object');
  const settingsName = { name: 'Cookie-Einstellungen verwalten' };
  const regionId = await page
    .getByRole('main')
    .locator('[data-hydrate-on-view]', { has: page.getByRole('button', settingsName) })
    .first()
    .getAttribute('data-hydrate-on-view');
  const block = page.locator(`[data-hydrate-on-view="${regionId}"]`);
  const settings = block.getByRole('button', settingsName);
  await settings.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-region-hydrated', '');
  await expect(settings).toBeEnabled();

  await settings.click();
  const banner = page.locator('#onetrust-banner-sdk');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(block.locator('iframe')).toBeVisible();
});
