/**
 * Reusable steps of the checkout half of the shop journey (issue 5): prepare a basket through
 * the store-api (until the basket steps chain in front), check out as a guest, see the order
 * confirmation, and find the order in the commerce emulator.
 */
import type { Page } from '@playwright/test';
import { generateCatalog } from '../../emulators/seed/catalog';
import { localAccessKey } from '../../src/config/backends';
import type { BrandName } from '../../src/config/schema';
import { checkoutMessages } from '../../src/features/checkout/messages';
import { sessionStorageKey } from '../../src/services/session/session-store';
import type { BrandLocale } from '../../src/lib/i18n/locales';
import { fill } from '../../src/lib/i18n/fill';
import { expect, open } from './fixtures';

export const commerceUrl = `http://127.0.0.1:${process.env.COMMERCE_EMULATOR_PORT ?? 4200}`;

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  /** Left out where the address has none (GB). */
  houseNumber?: string;
  postalCode: string;
  city: string;
  /** Position of the payment method among those offered (prepayment, PayPal, Klarna). */
  payment: number;
}

export interface ConfirmedOrder {
  orderId: string;
  orderNumber: string;
}

const exactLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/**
 * A bike variant the shop sells within a price range (deterministic seed data): the one with the
 * most stock, since orders of earlier tests and runs (the emulator keeps its state) use it up.
 */
export function bikeVariant(brand: BrandName, range = { min: 150, max: 6000 }) {
  const products = generateCatalog({ brands: [brand] }).brands[0]!.products;
  const candidates = products.filter(
    (product) =>
      product.parentId !== null &&
      product.active &&
      !product.isCloseout &&
      product.price.gross >= range.min &&
      product.price.gross <= range.max,
  );
  const variant = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, product) => (!best || product.stock > best.stock ? product : best),
    undefined,
  );
  if (!variant) throw new Error(`No bike variant of ${brand} between ${range.min} and ${range.max}.`);
  return variant;
}

/**
 * A new session with a bike in its basket, made through the store-api, and its context token
 * written where the site's session store keeps it. Returns the token.
 */
export async function prepareBasket(
  page: Page,
  brand: BrandName,
  locale: BrandLocale,
  productId: string,
  quantity = 1,
) {
  const headers = { 'sw-access-key': localAccessKey(brand, locale.country), 'content-type': 'application/json' };
  const context = await fetch(`${commerceUrl}/store-api/context`, { headers });
  const token = ((await context.json()) as { token: string }).token;
  const added = await fetch(`${commerceUrl}/store-api/checkout/cart/line-item`, {
    method: 'POST',
    headers: { ...headers, 'sw-context-token': token },
    body: JSON.stringify({ items: [{ type: 'product', referencedId: productId, quantity }] }),
  });
  expect(added.status).toBe(200);
  // A cart answers 200 even when it refused the product (e.g. sold out): check the line is there.
  const cart = (await added.json()) as { lineItems: { referencedId: string; quantity: number }[] };
  expect(cart.lineItems).toContainEqual(expect.objectContaining({ referencedId: productId, quantity }));
  // A file of the site's origin that runs no app code: a shop page would make its own session
  // (the header reads the basket) and could store its token over this one.
  await page.goto('/page-data/app-data.json');
  await page.evaluate(
    ({ key, country, token }) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          state: {
            contextTokens: { [country]: { token, tokenExpiry: Date.now() + 86_400_000 } },
            auth: {},
            languageId: null,
            currency: null,
            media: [],
          },
          version: 1,
        }),
      ),
    { key: sessionStorageKey, country: locale.country, token },
  );
  return token;
}

/** The context token the page's session holds now (it changes when the guest registers). */
export async function sessionToken(page: Page, country: string): Promise<string> {
  return page.evaluate(
    ({ key, country }) =>
      (
        JSON.parse(localStorage.getItem(key) ?? '{}') as {
          state?: { contextTokens?: Record<string, { token: string }> };
        }
      ).state?.contextTokens?.[country]?.token ?? '',
    { key: sessionStorageKey, country },
  );
}

export const checkoutTextsOf = (locale: BrandLocale) => checkoutMessages[locale.language]!;

/** Fills the guest details and address step and continues; waits until the delivery step has focus. */
export async function enterGuestDetails(page: Page, locale: BrandLocale, shopper: Shopper) {
  const texts = checkoutTextsOf(locale);
  // The footer has its own (newsletter) email field: the form is the one in main.
  await page.getByRole('main').getByLabel(exactLabel(texts.firstName)).fill(shopper.firstName);
  await page.getByRole('main').getByLabel(exactLabel(texts.lastName)).fill(shopper.lastName);
  await page.getByRole('main').getByLabel(exactLabel(texts.email)).fill(shopper.email);
  const street = page
    .getByRole('main')
    .getByLabel(exactLabel(shopper.houseNumber ? texts.street : texts.streetAndNumber));
  await street.fill(shopper.street);
  if (shopper.houseNumber)
    await page.getByRole('main').getByLabel(exactLabel(texts.houseNumber)).fill(shopper.houseNumber);
  await page.getByRole('main').getByLabel(exactLabel(texts.postalCode)).fill(shopper.postalCode);
  await page.getByRole('main').getByLabel(exactLabel(texts.city)).fill(shopper.city);
  await page.getByRole('button', { name: texts.submit }).click();
}

export async function expectDeliveryStep(page: Page, locale: BrandLocale) {
  await expect(page.getByRole('heading', { level: 2, name: checkoutTextsOf(locale).stepShipping })).toBeFocused();
}

/** Chooses delivery and payment and places the order (no waiting for where it leads). */
export async function chooseMethodsAndOrder(page: Page, locale: BrandLocale, shopper: Shopper) {
  const texts = checkoutTextsOf(locale);
  const shipping = page.getByRole('group', { name: texts.shippingMethod }).getByRole('radio');
  await shipping.first().check();
  await expect(shipping.first()).toBeChecked();
  const payment = page.getByRole('group', { name: texts.paymentMethod }).getByRole('radio').nth(shopper.payment);
  await payment.check();
  await expect(payment).toBeChecked();
  const orderButton = page.getByRole('button', { name: new RegExp(fill(texts.placeOrder, { total: '' }).trim()) });
  await expect(orderButton).toBeEnabled();
  await expect(page.getByText(texts.withdrawalNotice)).toBeVisible();
  // Before the terms are accepted the order is refused: a message, the box focused, no order.
  const orders = (await listEmulatorOrders()).length;
  await orderButton.click();
  await expect(page.getByRole('alert').filter({ hasText: texts.acceptTermsRequired })).toBeVisible();
  const terms = page.getByRole('checkbox', {
    name: fill(texts.acceptTerms, { terms: texts.termsLink, withdrawal: texts.withdrawalLink }),
  });
  await expect(terms).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(`${locale.prefix}checkout/`);
  expect(await listEmulatorOrders()).toHaveLength(orders);
  // The label's links lead to the locale's terms and withdrawal pages.
  for (const name of [texts.termsLink, texts.withdrawalLink]) {
    const href = await page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^${locale.prefix}`));
    expect((await page.request.get(href!)).status()).toBe(200);
  }
  await terms.check();
  await orderButton.click();
}

/** The whole checkout as a guest, from a prepared basket to the confirmation page's URL. */
export async function checkoutAsGuest(page: Page, locale: BrandLocale, shopper: Shopper) {
  await open(page, `${locale.prefix}checkout/`);
  await enterGuestDetails(page, locale, shopper);
  await expectDeliveryStep(page, locale);
  await chooseMethodsAndOrder(page, locale, shopper);
  await page.waitForURL(/\/order-confirmation\/\?orderId=/);
}

/** The confirmation page shows the order, the shopper's address and a paid payment. */
export async function expectOrderConfirmation(
  page: Page,
  locale: BrandLocale,
  shopper: Shopper,
  addressLines: string[],
): Promise<ConfirmedOrder> {
  const texts = checkoutTextsOf(locale);
  await expect(page.getByRole('heading', { level: 1, name: texts.thankYou })).toBeVisible();
  const orderNumber = (await page.locator('dt', { hasText: texts.orderNumber }).locator('+ dd').textContent()) ?? '';
  expect(orderNumber).toMatch(/\S/);
  await expect(page.getByText(fill(texts.confirmationSent, { email: shopper.email }))).toBeVisible();
  await expect(page.locator('dt', { hasText: texts.paymentState }).locator('+ dd')).toHaveText(texts.paymentStatePaid);
  const billing = page.locator('address').first();
  expect((await billing.innerText()).split('\n').map((line) => line.trim())).toEqual(addressLines);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  return { orderId, orderNumber };
}

export interface EmulatorOrder {
  id: string;
  orderNumber: string;
  email: string;
  amountTotal: number;
  /** ISO code of the order's currency. */
  currency: string | null;
  transactionState: string | null;
}

async function listEmulatorOrders(): Promise<EmulatorOrder[]> {
  return (await (await fetch(`${commerceUrl}/__emulator/orders`)).json()) as EmulatorOrder[];
}

export async function findOrderInEmulator(orderNumberOrId: string): Promise<EmulatorOrder | undefined> {
  const orders = await listEmulatorOrders();
  return orders.find((order) => order.id === orderNumberOrId || order.orderNumber === orderNumberOrId);
}

type FaultScope = { path: string; headers: Record<string, string> };

/** Rules this test worker set, so it lifts its own and never another test's. */
const ownRules = new Map<string, FaultScope>();

async function putFaults(body: unknown) {
  const answer = await fetch(`${commerceUrl}/__emulator/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
}

/** Breaks the calls of one shopper (their context token) on a path. */
export async function faultsFor(token: string, path = '') {
  const scope = { path, headers: { 'sw-context-token': token } };
  ownRules.set(JSON.stringify(scope), scope);
  await putFaults({ rate5xx: 1, scope });
}

/** Lifts the faults this worker set (a rule of rate 0 is removed); other tests' rules stay. */
export async function liftOwnFaults() {
  for (const [key, scope] of ownRules) {
    await putFaults({ rate5xx: 0, scope });
    ownRules.delete(key);
  }
}
