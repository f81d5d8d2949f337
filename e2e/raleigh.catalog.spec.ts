import { catalogueJourney } from './support/catalog-flow';
import { test } from './support/fixtures';

test('raleigh: category, filter, sort, product, colour and size, back to the same listing', async ({
  page,
  locales,
  expectNoAxeViolations,
}) => {
  await catalogueJourney(page, locales[0]!, expectNoAxeViolations);
});
