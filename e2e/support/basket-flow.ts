/**
 * Steps of the basket half of the shop journey (issue 5), each taking the page and returning what
 * it chose, so the full journey (with `checkout-flow.ts`) can chain them:
 * add a bike with a chosen variant from a listing, change a quantity, apply a promotion code,
 * reload and find the basket kept, switch country and find a separate basket, and the failure
 * step (faults scoped to this shopper's context token on add-to-basket).
 */
import type { Page } from '@playwright/test';
import { messages } from '../../brands/shared/messages';
import { cartMessages } from '../../src/features/cart/messages';
import { attributeLabels, catalogMessages } from '../../src/features/catalog/messages';
import { fill } from '../../src/lib/i18n/fill';
import { sessionStorageKey } from '../../src/services/session/session-store';
import type { BrandLocale } from '../../src/lib/i18n/locales';
import { expect, open } from './fixtures';

export const commerceEmulatorUrl = `http://127.0.0.1:${process.env.COMMERCE_EMULATOR_PORT ?? 4200}`;

export interface ChosenBike {
  productName: string;
  /** The article number of the chosen variant. */
  sku: string;
}

const textsOf = (locale: BrandLocale) => ({
  cart: cartMessages[locale.language]!,
  catalog: catalogMessages[locale.language]!,
});

/** The basket page of a locale. */
export const basketUrl = (locale: BrandLocale) => `${locale.prefix}basket/`;

/**
 * Opens the first category of the mega menu, a bike there, chooses an orderable variant other
 * than the preselected one where there is one, and adds it to the basket.
 */
export async function addBikeFromListing(page: Page, locale: BrandLocale): Promise<ChosenBike> {
  await openBikeFromListing(page, locale);
  return addShownProduct(page, locale, { otherVariant: true });
}

/** Opens the first bike of the first listing of the desktop mega menu, hydrated. */
export async function openBikeFromListing(page: Page, locale: BrandLocale): Promise<void> {
  // The desktop mega menu (its groups are buttons in the first navigation).
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, locale.prefix);
  const group = page.getByRole('navigation').first().getByRole('button').first();
  await group.click();
  const panel = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
  await panel.getByRole('link').first().click();
  const card = page.getByRole('main').getByRole('heading', { level: 3 }).first();
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname.split('/').filter(Boolean).length >= 4);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Adds the product page's variant (optionally another orderable one first) and waits for the success message. */
export async function addShownProduct(
  page: Page,
  locale: BrandLocale,
  options: { otherVariant?: boolean; texts?: ReturnType<typeof textsOf> } = {},
): Promise<ChosenBike> {
  const { cart, catalog } = options.texts ?? textsOf(locale);
  const button = page.getByRole('button', { name: cart.addToBasket });
  const articleNumber = page.getByText(new RegExp(`^${catalog.articleNumber}:`));
  // The built stock is the build's; the page asks the store-api for the current one after load.
  const liveStock = page.getByRole('status').and(page.locator('[aria-busy]'));
  if (options.otherVariant) {
    // Try the other frame sizes until one can be ordered (the battery choice stays as preselected).
    const sizes = page
      .getByRole('group', { name: new RegExp(`^${attributeLabels[locale.language]!.attrFrameSize}`) })
      .first();
    const choices = sizes.locator('label').filter({ has: page.locator('input:not(:checked)') });
    const count = await choices.count();
    for (let index = 0; index < count; index += 1) {
      const shown = await articleNumber.textContent();
      await choices.nth(0).click();
      // The new variant's article number first, then its live stock (the old one's is gone by then).
      await expect(articleNumber).not.toHaveText(shown ?? '');
      await expect(liveStock).toHaveAttribute('aria-busy', 'false');
      if (await button.isEnabled()) break;
    }
  }
  await expect(liveStock).toHaveAttribute('aria-busy', 'false');
  await expect(button).toBeEnabled();
  const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const sku = (await articleNumber.textContent())!.split(':')[1]!.trim();
  await button.click();
  await expect(page.getByText(fill(cart.added, { name: productName }))).toBeVisible();
  return { productName, sku };
}

/** Opens the basket and waits until its lines are shown; returns the line names. */
export async function openBasket(page: Page, locale: BrandLocale): Promise<string[]> {
  const { cart } = textsOf(locale);
  await open(page, basketUrl(locale));
  const lines = page.getByRole('region', { name: cart.lineItems }).getByRole('heading', { level: 3 });
  const empty = page.getByRole('heading', { name: cart.emptyTitle });
  await expect(lines.first().or(empty)).toBeVisible();
  return lines.allTextContents();
}

/**
 * From the basket page, the line's name leads to its product page, which shows the variant in
 * the basket (its article number, size included, though the address names no size).
 */
export async function openLineProduct(page: Page, locale: BrandLocale, bike: ChosenBike): Promise<void> {
  const { cart, catalog } = textsOf(locale);
  await page
    .getByRole('region', { name: cart.lineItems })
    .getByRole('heading', { level: 3, name: bike.productName })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: bike.productName })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${catalog.articleNumber}:`))).toHaveText(
    `${catalog.articleNumber}: ${bike.sku}`,
  );
}

/** The option values (colour, frame shape, size ...) the basket page shows on the bike's line. */
export async function lineOptionValues(page: Page, locale: BrandLocale, bike: ChosenBike): Promise<string[]> {
  const line = page
    .getByRole('region', { name: textsOf(locale).cart.lineItems })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: bike.productName }) });
  return (await line.locator('dd').allTextContents()).map((value) => value.trim());
}

/** The line leads to its product page; the browser's back button returns to the basket. */
export async function basketLineLeadsToProduct(page: Page, locale: BrandLocale, bike: ChosenBike): Promise<void> {
  await openLineProduct(page, locale, bike);
  await page.goBack();
  await expect(page.getByRole('region', { name: textsOf(locale).cart.lineItems })).toBeVisible();
}

/** The quantity select of a line. */
export const quantityOf = (page: Page, locale: BrandLocale, name: string) =>
  page.getByRole('combobox', { name: fill(textsOf(locale).cart.quantityOf, { name }) });

/**
 * Changes a line's quantity on the basket page: with the select where the brand offers it, else
 * (the select is disabled) by adding the product again from its page (reached through the
 * line, so the same variant), which adds up.
 */
export async function changeQuantity(
  page: Page,
  locale: BrandLocale,
  bike: ChosenBike,
  quantity: number,
): Promise<number> {
  const select = quantityOf(page, locale, bike.productName);
  if (await select.isEnabled()) {
    await select.selectOption(String(quantity));
  } else {
    for (let current = Number(await select.inputValue()); current < quantity; current += 1) {
      await openBasket(page, locale);
      await openLineProduct(page, locale, bike);
      await addShownProduct(page, locale);
    }
    await openBasket(page, locale);
  }
  await expect(quantityOf(page, locale, bike.productName)).toHaveValue(String(quantity));
  return quantity;
}

/** Applies a promotion code on the basket page and waits for it to be listed as applied. */
export async function applyPromotion(page: Page, locale: BrandLocale, code: string): Promise<string> {
  const { cart } = textsOf(locale);
  await page.getByRole('textbox', { name: cart.promotionCode }).fill(code);
  await page.getByRole('button', { name: cart.apply, exact: true }).click();
  await expect(page.getByRole('button', { name: fill(cart.removeCode, { code }) })).toBeVisible();
  return code;
}

/** Applies an unknown code and expects the clear message. */
export async function applyUnknownPromotion(page: Page, locale: BrandLocale, code: string): Promise<void> {
  const { cart } = textsOf(locale);
  await page.getByRole('textbox', { name: cart.promotionCode }).fill(code);
  await page.getByRole('button', { name: cart.apply, exact: true }).click();
  await expect(page.getByText(fill(cart.promotionNotFound, { code }))).toBeVisible();
}

/** Reloads the basket page and checks the same lines and codes are there. */
export async function reloadKeepsBasket(
  page: Page,
  locale: BrandLocale,
  lines: string[],
  codes: string[],
): Promise<void> {
  const { cart } = textsOf(locale);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const headings = page.getByRole('region', { name: cart.lineItems }).getByRole('heading', { level: 3 });
  await expect(headings).toHaveText(lines);
  for (const code of codes)
    await expect(page.getByRole('button', { name: fill(cart.removeCode, { code }) })).toBeVisible();
}

/** Another country's basket is a separate one: empty for this shopper; the header shows no count there. */
export async function otherCountryBasketIsSeparate(page: Page, other: BrandLocale): Promise<void> {
  const lines = await openBasket(page, other);
  expect(lines).toEqual([]);
  await expect(
    page.getByRole('banner').getByRole('link', { name: messages[other.language]!.basket, exact: true }),
  ).toBeVisible();
}

/** The shopper's context token of a country, as the session store keeps it in local storage. */
export async function contextTokenOf(page: Page, country: string): Promise<string> {
  const token = await page.evaluate(
    ([key, code]) => {
      const stored = JSON.parse(window.localStorage.getItem(key!) ?? '{}') as {
        state?: { contextTokens?: Record<string, { token?: string }> };
      };
      return stored.state?.contextTokens?.[code!]?.token ?? '';
    },
    [sessionStorageKey, country],
  );
  expect(token).not.toBe('');
  return token;
}

/** Breaks (or with `on` false, mends) add-to-basket for this shopper only. */
export async function scopedAddFaults(page: Page, token: string, on: boolean): Promise<void> {
  // Lifting sets this scope's rule to 0: other tests' rules stay.
  const scope = { path: '/checkout/cart/line-item$', headers: { 'sw-context-token': token } };
  const body = { rate5xx: on ? 1 : 0, scope };
  const response = await page.request.put(`${commerceEmulatorUrl}/__emulator/faults`, { data: body });
  expect(response.ok()).toBe(true);
}

/**
 * With add-to-basket failing for this shopper: the product page shows the clear fail message,
 * the basket keeps its items; after the faults are lifted the retry adds the product.
 */
export async function failedAddKeepsBasket(page: Page, locale: BrandLocale, bike: ChosenBike): Promise<void> {
  const { cart } = textsOf(locale);
  const before = await openBasket(page, locale);
  const token = await contextTokenOf(page, locale.country);
  await openLineProduct(page, locale, bike);
  await scopedAddFaults(page, token, true);
  try {
    await page.getByRole('button', { name: cart.addToBasket }).click();
    await expect(page.getByRole('alert').filter({ hasText: cart.addFailed })).toBeVisible();
  } finally {
    await scopedAddFaults(page, token, false);
  }
  await page.getByRole('button', { name: cart.retry }).click();
  await expect(page.getByText(fill(cart.added, { name: bike.productName }))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const after = await openBasket(page, locale);
  expect(after).toEqual(before);
}
