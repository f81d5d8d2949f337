import type { Page } from '@playwright/test';
import { messages } from '../brands/shared/messages';
import { cartMessages } from '../src/features/cart/messages';
import { fill } from '../src/lib/i18n/fill';
import { addShownProduct, openBasket, openBikeFromListing } from './support/basket-flow';
import { expect, test } from './support/fixtures';
import { shopJourney } from './support/shop-journey';

test('raleigh (GB, "/" separator): add a bike with a chosen variant, quantity, promotion, reload, another country, a failed add, guest checkout and the order in the shop', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await shopJourney(page, {
    home: locales.find((locale) => locale.prefix === '/gb/en/')!,
    other: locales.find((locale) => locale.country === 'ie')!,
    shopper: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.journey@example.com',
      street: '10 Downing Street',
      postalCode: 'SW1A 2AA',
      city: 'London',
      payment: 1,
    },
    // UK style: no house-number field, town before postcode.
    address: ['Ada Lovelace', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom'],
    expectNoAxeViolations,
  });
});

/** The store-api calls the page makes from now on, as `METHOD /path`. */
function recordStoreApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/store-api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

test('raleigh: a first view of a product page reads no cart; the first add opens the session and the header counts it', async ({
  page,
  locales,
}) => {
  const home = locales.find((locale) => locale.prefix === '/gb/en/')!;
  const storeApiCalls = recordStoreApiCalls(page);
  const cartCalls = () => storeApiCalls.filter((call) => call.includes('/store-api/checkout/cart'));
  await openBikeFromListing(page, home);
  // The live stock has come (the page's own store-api call) and the network has settled: no cart was read.
  await expect(page.getByRole('status').and(page.locator('[aria-busy]'))).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
  expect(cartCalls()).toEqual([]);
  // The header's basket link names no count: the visitor has no basket yet.
  await expect(page.getByRole('link', { name: messages.en!.basket, exact: true })).toBeVisible();

  await addShownProduct(page, home);
  expect(cartCalls()).toContain('POST /store-api/checkout/cart/line-item');
  const { basketLink, itemCountOne, itemCount } = cartMessages.en!;
  const counted = new RegExp(
    `^${fill(basketLink, { basket: messages.en!.basket, items: `(${itemCountOne}|${fill(itemCount, { count: '\\d+' })})` })}$`,
  );
  await expect(page.getByRole('link', { name: counted })).toBeVisible();
});

test('raleigh: a visitor without a session sees the empty basket without a store-api call, and later pages read no cart', async ({
  page,
  locales,
}) => {
  const home = locales.find((locale) => locale.prefix === '/gb/en/')!;
  const storeApiCalls = recordStoreApiCalls(page);
  expect(await openBasket(page, home)).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(storeApiCalls).toEqual([]);
  // No session was opened for the empty basket, so the next page's header has no cart to read
  // (the home page's product teasers read their live prices).
  await page.goto(home.prefix);
  await expect(page.getByRole('banner').getByRole('link', { name: messages.en!.basket, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(storeApiCalls.filter((call) => call.includes('/checkout/'))).toEqual([]);
});
