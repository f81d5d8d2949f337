import { catalogueJourney } from './support/catalog-flow';
import { test } from './support/fixtures';

test('lapierre (o/v segments): category, filter, sort, product, colour and size, back to the same listing', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  await catalogueJourney(
    page,
    locales.find((locale) => locale.prefix === '/fr-fr/')!,
    expectNoAxeViolations,
  );
});
