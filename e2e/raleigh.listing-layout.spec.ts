import { expect, open, test } from './support/fixtures';

/**
 * Issue 17's layout defects, measured in the browser: a category without filters used to put
 * its cards into the sidebar's 26rem column, and badges covered the bike on phone tiles.
 */
test('raleigh: tiles use the full width without a filter sidebar, and badges never cover the bike on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/gb/en/accessories/');
  const grid = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.locator('article') });
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
  const width = (await grid.boundingBox())!.width;
  expect(width).toBeGreaterThan(1000);
  // The first row holds several tiles side by side.
  const tops = await grid
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
  expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(3);

  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/gb/en/bikes/e-bikes/');
  const tile = page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.getByRole('listitem').getByRole('img') })
    .first();
  const image = (await tile.locator('img').first().boundingBox())!;
  const badges = tile.getByRole('listitem').getByRole('img');
  expect(await badges.count()).toBeGreaterThan(0);
  for (const badge of await badges.all()) {
    const box = (await badge.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(image.y + image.height - 1);
    // Large enough for a sticker's lettering.
    expect(box.width).toBeGreaterThanOrEqual(36);
  }
});
