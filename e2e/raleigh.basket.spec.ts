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

test('raleigh (GB, "/" separator): add a bike with a chosen variant, quantity, promotion, reload, another country, a failed add', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const gb = locales.find((locale) => locale.prefix === '/gb/en/')!;
  const ie = locales.find((locale) => locale.country === 'ie')!;

  await openBasket(page, gb);
  await expectNoAxeViolations(page);

  const bike = await addBikeFromListing(page, gb);
  const lines = await openBasket(page, gb);
  // An e-bike comes with its required battery (the bundle's preselection).
  test.expect(lines).toContain(bike.productName);
  await changeQuantity(page, gb, bike, 2);
  await applyUnknownPromotion(page, gb, 'NOSUCHCODE');
  const code = await applyPromotion(page, gb, 'WELCOME10');
  await expectNoAxeViolations(page);
  await reloadKeepsBasket(page, gb, lines, [code]);

  await otherCountryBasketIsSeparate(page, ie);
  await expectNoAxeViolations(page);
  // Back in the first country: its basket is still there.
  test.expect(await openBasket(page, gb)).toEqual(lines);

  await failedAddKeepsBasket(page, gb, bike);
});
