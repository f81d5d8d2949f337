/**
 * The whole shop journey of issue 5, one brand and country: add a bike with a chosen variant,
 * change the quantity, promotion codes, reload, another country's separate basket, a failed add
 * that loses nothing, then a guest checkout, the confirmation and the order in the shop.
 */
import type { Page } from '@playwright/test';
import type { BrandLocale } from '../../src/lib/i18n/locales';
import {
  addBikeFromListing,
  applyPromotion,
  applyUnknownPromotion,
  basketLineLeadsToProduct,
  changeQuantity,
  failedAddKeepsBasket,
  lineOptionValues,
  openBasket,
  otherCountryBasketIsSeparate,
  reloadKeepsBasket,
} from './basket-flow';
import { checkoutAsGuest, expectOrderConfirmation, findOrderInEmulator, type Shopper } from './checkout-flow';
import { checkoutMessages } from '../../src/features/checkout/messages';
import { expect } from './fixtures';

export interface JourneyPlan {
  /** Where the shopper buys. */
  home: BrandLocale;
  /** Another country of the brand, whose basket must be a separate one. */
  other: BrandLocale;
  shopper: Shopper;
  /** The billing address as the confirmation shows it, line by line. */
  address: string[];
  expectNoAxeViolations: (page: Page) => Promise<void>;
}

export async function shopJourney(page: Page, plan: JourneyPlan): Promise<void> {
  const { home, other, shopper, address, expectNoAxeViolations } = plan;
  await openBasket(page, home);
  await expectNoAxeViolations(page);

  const bike = await addBikeFromListing(page, home);
  const lines = await openBasket(page, home);
  // An e-bike comes with its required battery (the bundle's preselection).
  expect(lines).toContain(bike.productName);
  await basketLineLeadsToProduct(page, home, bike);
  await changeQuantity(page, home, bike, 2);
  await applyUnknownPromotion(page, home, 'NOSUCHCODE');
  const code = await applyPromotion(page, home, 'WELCOME10');
  await expectNoAxeViolations(page);
  await reloadKeepsBasket(page, home, lines, [code]);

  await otherCountryBasketIsSeparate(page, other);
  await expectNoAxeViolations(page);
  // Back in the first country: its basket is still there.
  expect(await openBasket(page, home)).toEqual(lines);

  await failedAddKeepsBasket(page, home, bike);
  const options = await lineOptionValues(page, home, bike);
  expect(options.length).toBeGreaterThan(0);

  // Checkout as a guest: the confirmation shows the order, the shop holds it, the basket is empty.
  await checkoutAsGuest(page, home, shopper);
  const order = await expectOrderConfirmation(page, home, shopper, address);
  // The confirmation names the ordered variant, as the basket did.
  await expect(
    page.getByRole('region', { name: checkoutMessages[home.language]!.orderedItems }).getByText(options.join(', ')),
  ).toBeVisible();
  const held = await findOrderInEmulator(order.orderNumber);
  expect(held).toMatchObject({ id: order.orderId, email: shopper.email, transactionState: 'paid' });
  expect(await openBasket(page, home)).toEqual([]);
}
