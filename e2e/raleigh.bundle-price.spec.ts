import { test } from './support/fixtures';
import { bundlePriceJourney } from './support/bundle-price-flow';

test('raleigh (GB): an e-bike with a required battery costs in pounds on its tile, page, Cycle to Work calculator, basket and order what is charged', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await bundlePriceJourney(page, {
    locale: locales.find((locale) => locale.prefix === '/gb/en/')!,
    listingPath: '/gb/en/bikes/e-bikes/',
    // The British channel sells in pounds (issue 16): tile, page, basket, confirmation and order.
    currency: { iso: 'GBP', symbol: '£' },
    cycleToWork: { expectNoAxeViolations },
    shopper: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.bundle@example.com',
      street: '1 Battery Lane',
      postalCode: 'SW1A 2AA',
      city: 'London',
      payment: 0,
    },
  });
});
