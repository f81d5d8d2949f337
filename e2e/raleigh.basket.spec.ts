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
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.journey@example.com',
  street: '10 Downing Street',
  postalCode: 'SW1A 2AA',
  city: 'London',
  payment: 1,
};
const address = ['Ada Lovelace', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom'];

test('raleigh (GB, "/" separator): add a bike with a chosen variant, quantity, promotion, reload, another country, a failed add, guest checkout and the order in the shop', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  const gb = locales.find((locale) => locale.prefix === '/gb/en/')!;
  const ie = locales.find((locale) => locale.country === 'ie')!;

  await openBasket(page, gb);
  await expectNoAxeViolations(page);

  const bike = await addBikeFromListing(page, gb);
  const lines = await openBasket(page, gb);
  // An e-bike comes with its required battery (the bundle's preselection).
  expect(lines).toContain(bike.productName);
  await changeQuantity(page, gb, bike, 2);
  await applyUnknownPromotion(page, gb, 'NOSUCHCODE');
  const code = await applyPromotion(page, gb, 'WELCOME10');
  await expectNoAxeViolations(page);
  await reloadKeepsBasket(page, gb, lines, [code]);

  await otherCountryBasketIsSeparate(page, ie);
  await expectNoAxeViolations(page);
  // Back in the first country: its basket is still there.
  expect(await openBasket(page, gb)).toEqual(lines);

  await failedAddKeepsBasket(page, gb, bike);

  // Checkout as a guest: the confirmation shows the order, the shop holds it, the basket is empty.
  await checkoutAsGuest(page, gb, shopper);
  const order = await expectOrderConfirmation(page, gb, shopper, address);
  const held = await findOrderInEmulator(order.orderNumber);
  expect(held).toMatchObject({ id: order.orderId, email: shopper.email, transactionState: 'paid' });
  expect(await openBasket(page, gb)).toEqual([]);
});
