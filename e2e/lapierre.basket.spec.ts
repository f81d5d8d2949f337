import {
  addBikeFromListing,
  applyPromotion,
  applyUnknownPromotion,
  changeQuantity,
  failedAddKeepsBasket,
  openBasket,
  otherCountryBasketIsSeparate,
  reloadKeepsBasket,
} from './support/basket-flow';
import { test } from './support/fixtures';

test('lapierre (fr-fr, euro): add a bike with a chosen variant, quantity, promotion, reload, another country, a failed add', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const fr = locales.find((locale) => locale.prefix === '/fr-fr/')!;
  const be = locales.find((locale) => locale.country === 'be' && locale.language === 'fr')!;

  await openBasket(page, fr);
  await expectNoAxeViolations(page);

  const bike = await addBikeFromListing(page, fr);
  const lines = await openBasket(page, fr);
  // An e-bike comes with its required battery (the bundle's preselection).
  test.expect(lines).toContain(bike.productName);
  await changeQuantity(page, fr, bike, 2);
  await applyUnknownPromotion(page, fr, 'NOSUCHCODE');
  const code = await applyPromotion(page, fr, 'WELCOME10');
  await expectNoAxeViolations(page);
  await reloadKeepsBasket(page, fr, lines, [code]);

  await otherCountryBasketIsSeparate(page, be);
  await expectNoAxeViolations(page);
  // Back in the first country: its basket is still there.
  test.expect(await openBasket(page, fr)).toEqual(lines);

  await failedAddKeepsBasket(page, fr, bike);
});
