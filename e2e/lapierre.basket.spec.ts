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
import { checkoutAsGuest, expectOrderConfirmation, findOrderInEmulator, type Shopper } from './support/checkout-flow';
import { expect, test } from './support/fixtures';

const shopper: Shopper = {
  firstName: 'Jeanne',
  lastName: 'Longo',
  email: 'jeanne.journey@example.com',
  street: 'Place Bellecour',
  houseNumber: '1',
  postalCode: '69002',
  city: 'Lyon',
  payment: 1,
};
const address = ['Jeanne Longo', 'Place Bellecour 1', '69002 Lyon', 'France'];

test('lapierre (fr-fr, euro): add a bike with a chosen variant, quantity, promotion, reload, another country, a failed add, guest checkout and the order in the shop', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  const fr = locales.find((locale) => locale.prefix === '/fr-fr/')!;
  const be = locales.find((locale) => locale.country === 'be' && locale.language === 'fr')!;

  await openBasket(page, fr);
  await expectNoAxeViolations(page);

  const bike = await addBikeFromListing(page, fr);
  const lines = await openBasket(page, fr);
  // An e-bike comes with its required battery (the bundle's preselection).
  expect(lines).toContain(bike.productName);
  await changeQuantity(page, fr, bike, 2);
  await applyUnknownPromotion(page, fr, 'NOSUCHCODE');
  const code = await applyPromotion(page, fr, 'WELCOME10');
  await expectNoAxeViolations(page);
  await reloadKeepsBasket(page, fr, lines, [code]);

  await otherCountryBasketIsSeparate(page, be);
  await expectNoAxeViolations(page);
  // Back in the first country: its basket is still there.
  expect(await openBasket(page, fr)).toEqual(lines);

  await failedAddKeepsBasket(page, fr, bike);

  // Checkout as a guest: the confirmation shows the order, the shop holds it, the basket is empty.
  await checkoutAsGuest(page, fr, shopper);
  const order = await expectOrderConfirmation(page, fr, shopper, address);
  const held = await findOrderInEmulator(order.orderNumber);
  expect(held).toMatchObject({ id: order.orderId, email: shopper.email, transactionState: 'paid' });
  expect(await openBasket(page, fr)).toEqual([]);
});
