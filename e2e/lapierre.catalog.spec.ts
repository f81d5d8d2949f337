import { cartMessages } from '../src/features/cart/messages';
import { catalogMessages } from '../src/features/catalog/messages';
import { catalogueJourney } from './support/catalog-flow';
import { expect, open, test } from './support/fixtures';

test('lapierre (o/v segments): category, sort, page 2, product, colour and size, back to the same listing page, filter resets the page', async ({
  page,
  brand,
  locales,
  expectNoAxeViolations,
}) => {
  // A long journey (three listing states, a product, axe four times) on a shared machine.
  test.setTimeout(90_000);
  await catalogueJourney(
    page,
    locales.find((locale) => locale.prefix === '/fr-fr/')!,
    brand.catalog.categoryPageSize,
    expectNoAxeViolations,
    brand.routing.childSlugAttribute,
    brand.flags.geometryTable,
  );
});

test('lapierre international: no price, so no ordering; the product page says where to buy', async ({
  page,
  locales,
}) => {
  const international = locales.find((locale) => locale.country === 'int')!;
  const catalog = catalogMessages[international.language]!;
  const cart = cartMessages[international.language]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, international.prefix);
  const group = page.getByRole('navigation').first().getByRole('button').first();
  await group.click();
  await page
    .locator(`[id="${await group.getAttribute('aria-controls')}"]`)
    .getByRole('link')
    .first()
    .click();
  await page.getByRole('main').getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await page.waitForURL(
    (url) => url.pathname.split('/').filter(Boolean).length >= 2 && !url.pathname.endsWith('/bikes/'),
  );
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(catalog.soldByDealers)).toBeVisible();
  await expect(page.getByRole('button', { name: cart.addToBasket })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/[€£]\s?\d|\d\s?[€£]/)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: catalog.findDealer }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${international.prefix}`));
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
});
