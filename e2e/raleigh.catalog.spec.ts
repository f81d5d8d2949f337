import { catalogueJourney } from './support/catalog-flow';
import { test } from './support/fixtures';

test('raleigh: category, sort, page 2, product, colour and size, back to the same listing page, filter resets the page', async ({
  page,
  brand,
  locales,
  expectNoAxeViolations,
}) => {
  // A long journey (three listing states, a product, axe four times) on a shared machine.
  test.setTimeout(90_000);
  await catalogueJourney(
    page,
    locales[0]!,
    brand.catalog.categoryPageSize,
    expectNoAxeViolations,
    brand.routing.childSlugAttribute,
    brand.flags.geometryTable,
  );
});
