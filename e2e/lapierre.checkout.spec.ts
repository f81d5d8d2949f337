/**
 * Checkout as a guest in lapierre's French shop (euro, street before house number, postcode
 * before city), with Klarna offered inside the installment range (150-6000); a payment that
 * fails at the provider brings the shopper back to pay the same order again; a registration
 * that fails for this shopper keeps what was typed, and the retry goes on.
 */
import { expect, open, test } from './support/fixtures';
import {
  bikeVariant,
  checkoutTextsOf,
  chooseMethodsAndOrder,
  enterGuestDetails,
  expectDeliveryStep,
  expectOrderConfirmation,
  faultsFor,
  liftOwnFaults,
  findOrderInEmulator,
  prepareBasket,
  type Shopper,
} from './support/checkout-flow';

const shopper: Shopper = {
  firstName: 'Jeanne',
  lastName: 'Longo',
  email: 'jeanne.longo@example.com',
  street: 'Place Bellecour',
  houseNumber: '1',
  postalCode: '69002',
  city: 'Lyon',
  payment: 2,
};
const frenchAddress = ['Jeanne Longo', 'Place Bellecour 1', '69002 Lyon', 'France'];
const bike = bikeVariant('lapierre');

test.describe('lapierre checkout', () => {
  test.afterEach(async () => liftOwnFaults());

  test('a guest pays with Klarna in range; a failed payment is paid again for the same order', async ({
    page,
    locales,
    expectNoAxeViolations,
  }) => {
    const fr = locales.find((locale) => locale.country === 'fr' && locale.language === 'fr')!;
    const texts = checkoutTextsOf(fr);
    await prepareBasket(page, 'lapierre', fr, bike.id);
    await open(page, `${fr.prefix}checkout/`);
    await expect(page.getByText(/€/).first()).toBeVisible();
    await enterGuestDetails(page, fr, shopper);
    await expectDeliveryStep(page, fr);
    const payment = page.getByRole('group', { name: texts.paymentMethod }).getByRole('radio');
    await expect(payment).toHaveCount(3);
    await expect(page.getByRole('radio', { name: /Klarna/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The provider answers "failed" the first time.
    await page.route(/\/__emulator\/payment\//, (route) =>
      route.continue({ url: `${route.request().url()}&result=failed` }),
    );
    await chooseMethodsAndOrder(page, fr, shopper);
    await page.waitForURL(/\/checkout\/\?payment=failed&orderId=/);
    const banner = page.getByRole('alert').filter({ hasText: texts.retryPayment });
    await expect(banner).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    expect(await findOrderInEmulator(orderId)).toMatchObject({ transactionState: 'failed' });

    await page.unrouteAll();
    await banner.getByRole('button', { name: texts.retryPayment }).click();
    await page.waitForURL(/\/order-confirmation\/\?orderId=/);
    const order = await expectOrderConfirmation(page, fr, shopper, frenchAddress);
    expect(order.orderId).toBe(orderId);
    await expectNoAxeViolations(page);
    expect(await findOrderInEmulator(order.orderNumber)).toMatchObject({ transactionState: 'paid' });
  });

  test('Klarna is not offered outside the installment range', async ({ page, locales }) => {
    const fr = locales.find((locale) => locale.country === 'fr' && locale.language === 'fr')!;
    const texts = checkoutTextsOf(fr);
    // No single bike costs more than 6000: enough of one to pass the range.
    const dear = bikeVariant('lapierre', { min: 2000, max: 6000 });
    await prepareBasket(page, 'lapierre', fr, dear.id, Math.ceil(6001 / dear.price.gross));
    await open(page, `${fr.prefix}checkout/`);
    await enterGuestDetails(page, fr, { ...shopper, email: 'no.klarna@example.com' });
    await expectDeliveryStep(page, fr);
    await expect(page.getByRole('group', { name: texts.paymentMethod }).getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /Klarna/ })).toHaveCount(0);
  });

  test('a failed registration keeps what was typed, and the retry goes on', async ({ page, locales }) => {
    const fr = locales.find((locale) => locale.country === 'fr' && locale.language === 'fr')!;
    const texts = checkoutTextsOf(fr);
    const token = await prepareBasket(page, 'lapierre', fr, bike.id);
    await open(page, `${fr.prefix}checkout/`);
    await faultsFor(token, '/account/register$');
    await enterGuestDetails(page, fr, { ...shopper, email: 'retry.fr@example.com' });
    await expect(page.getByRole('alert').filter({ hasText: texts.saveFailed })).toBeVisible();
    await expect(page.getByRole('main').getByLabel(/^Prénom/)).toHaveValue('Jeanne');
    await expect(page.getByRole('main').getByLabel(/^Code postal/)).toHaveValue('69002');
    await liftOwnFaults();
    await page.getByRole('button', { name: texts.submit }).click();
    await expectDeliveryStep(page, fr);
    await chooseMethodsAndOrder(page, fr, { ...shopper, payment: 0 });
    await page.waitForURL(/\/order-confirmation\/\?orderId=/);
    await expect(page.getByRole('heading', { level: 1, name: texts.thankYou })).toBeVisible();
  });
});
