import { test } from './support/fixtures';
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
