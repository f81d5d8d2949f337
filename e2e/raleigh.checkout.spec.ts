/**
 * Checkout as a guest in raleigh's GB shop ('/' separator, UK address: no house-number field,
 * city before postcode), paid through the emulated PayPal page; and an order call that fails for
 * this shopper only, with nothing lost and a retry that places the order.
 */
import { fill } from '../src/lib/i18n/fill';
import { expect, open, test } from './support/fixtures';
import {
  bikeVariant,
  checkoutAsGuest,
  checkoutTextsOf,
  chooseMethodsAndOrder,
  enterGuestDetails,
  expectDeliveryStep,
  expectOrderConfirmation,
  faultsFor,
  liftOwnFaults,
  findOrderInEmulator,
  prepareBasket,
  sessionToken,
  type Shopper,
} from './support/checkout-flow';

const shopper: Shopper = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  street: '10 Downing Street',
  postalCode: 'SW1A 2AA',
  city: 'London',
  payment: 1,
};
const ukAddress = ['Ada Lovelace', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom'];
const bike = bikeVariant('raleigh', { min: 150, max: 100_000 });

test.describe('raleigh checkout', () => {
  test.afterEach(async () => liftOwnFaults());

  test('a guest checks out in GB and sees the order, which the shop holds', async ({
    page,
    locales,
    expectNoAxeViolations,
  }) => {
    const gb = locales.find((locale) => locale.country === 'gb')!;
    expect(gb.prefix).toBe('/gb/en/');
    await prepareBasket(page, 'raleigh', gb, bike.id);
    await open(page, `${gb.prefix}checkout/`);
    const texts = checkoutTextsOf(gb);
    await expect(page.getByRole('heading', { level: 2, name: texts.orderSummary })).toBeVisible();
    await expect(page.getByText(fill(texts.quantityOf, { quantity: 1 }))).toBeVisible();
    // UK address: one address line, no house number, town before postcode.
    await expect(page.getByRole('main').getByLabel(texts.houseNumber)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Blocked submit: nothing typed, errors shown, still on the first step.
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: texts.checkFields })).toBeVisible();
    await expect(page.getByText(texts.requiredFirstName)).toBeVisible();

    await checkoutAsGuest(page, gb, shopper);
    const order = await expectOrderConfirmation(page, gb, shopper, ukAddress);
    await expectNoAxeViolations(page);
    const stored = await findOrderInEmulator(order.orderNumber);
    expect(stored).toMatchObject({ id: order.orderId, email: shopper.email, transactionState: 'paid' });
  });

  test('an order call that fails keeps the details and the basket, and a retry places the order', async ({
    page,
    locales,
  }) => {
    const gb = locales.find((locale) => locale.country === 'gb')!;
    const texts = checkoutTextsOf(gb);
    await prepareBasket(page, 'raleigh', gb, bike.id);
    await open(page, `${gb.prefix}checkout/`);
    await enterGuestDetails(page, gb, { ...shopper, email: 'retry.gb@example.com' });
    await expectDeliveryStep(page, gb);

    await faultsFor(await sessionToken(page, 'gb'), '/checkout/order$');
    await chooseMethodsAndOrder(page, gb, shopper);
    await expect(page.getByRole('alert').filter({ hasText: texts.orderFailed })).toBeVisible();
    // Nothing lost: the details, the choices and the basket are all still there.
    await expect(page.getByText('Ada Lovelace, retry.gb@example.com')).toBeVisible();
    await expect(page.getByText(fill(texts.quantityOf, { quantity: 1 }))).toBeVisible();
    await expect(page.getByRole('group', { name: texts.paymentMethod }).getByRole('radio').nth(1)).toBeChecked();

    await liftOwnFaults();
    await page.getByRole('button', { name: /Order and pay/ }).click();
    await page.waitForURL(/\/order-confirmation\/\?orderId=/);
    const order = await expectOrderConfirmation(page, gb, { ...shopper, email: 'retry.gb@example.com' }, ukAddress);
    expect(await findOrderInEmulator(order.orderId)).toMatchObject({ email: 'retry.gb@example.com' });
  });

  test('the payment and delivery pages list exactly the methods checkout offers', async ({ page, locales }) => {
    const gb = locales.find((locale) => locale.country === 'gb')!;
    const texts = checkoutTextsOf(gb);
    // Each method on a content page is a linked title leading to its own page.
    const methodsOn = async (slug: string) => {
      await open(page, `${gb.prefix}${slug}/`);
      return page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .filter({ has: page.getByRole('link') })
        .allInnerTexts();
    };
    const listed = {
      [texts.paymentMethod]: await methodsOn('payment-methods'),
      [texts.shippingMethod]: await methodsOn('shipping-methods'),
    };

    await prepareBasket(page, 'raleigh', gb, bike.id);
    await open(page, `${gb.prefix}checkout/`);
    await enterGuestDetails(page, gb, { ...shopper, email: 'methods.gb@example.com' });
    await expectDeliveryStep(page, gb);
    for (const [group, titles] of Object.entries(listed)) {
      expect(titles.length, group).toBeGreaterThan(0);
      const choices = page.getByRole('group', { name: group });
      await expect(choices.getByRole('radio')).toHaveCount(titles.length);
      for (const title of titles) await expect(choices.getByRole('radio', { name: title })).toHaveCount(1);
    }
  });
});
