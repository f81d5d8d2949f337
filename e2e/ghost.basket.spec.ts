import { cartMessages } from '../src/features/cart/messages';
import { addBikeFromListing, changeQuantity, openBasket, quantityOf } from './support/basket-flow';
import { expect, test } from './support/fixtures';

/** Ghost offers quantity selection in the basket (raleigh and lapierre do not): the select changes the line. */
test('ghost (de-de): the quantity select changes the line and the subtotal', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const de = locales.find((locale) => locale.prefix === '/de-de/')!;
  const texts = cartMessages[de.language]!;
  const bike = await addBikeFromListing(page, de);
  await openBasket(page, de);
  // Indexable with its own description (checkout and confirmation are not indexed).
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Dein Ghost Warenkorb: /);
  const subtotal = page.locator('dt', { hasText: texts.subtotal }).locator('xpath=following-sibling::dd[1]');
  const amount = async () => Number((await subtotal.textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
  const before = await amount();

  await expect(quantityOf(page, de, bike.productName)).toBeEnabled();
  await changeQuantity(page, de, bike, 3);
  await expect.poll(amount).toBeGreaterThan(before);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(quantityOf(page, de, bike.productName)).toHaveValue('3');
});
