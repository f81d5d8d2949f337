import { test } from './support/fixtures';
import { shopJourney } from './support/shop-journey';

test('lapierre (fr-fr, euro): add a bike with a chosen variant, quantity, promotion, reload, another country, a failed add, guest checkout and the order in the shop', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await shopJourney(page, {
    home: locales.find((locale) => locale.prefix === '/fr-fr/')!,
    other: locales.find((locale) => locale.country === 'be' && locale.language === 'fr')!,
    shopper: {
      firstName: 'Jeanne',
      lastName: 'Longo',
      email: 'jeanne.journey@example.com',
      street: 'Place Bellecour',
      houseNumber: '1',
      postalCode: '69002',
      city: 'Lyon',
      payment: 1,
    },
    // Street then number, postcode before town.
    address: ['Jeanne Longo', 'Place Bellecour 1', '69002 Lyon', 'France'],
    expectNoAxeViolations,
  });
});
