/**
 * Product tiles after load (issue 16): the shop changed after the build, and the tiles of a
 * content page and of a category listing show the store-api's current price and stock. "The
 * shop later" is a second commerce emulator of the brand whose catalogue differs (one product
 * costs 100 more in every currency and is sold out); the pages' product list requests go to it,
 * every other call to the shared one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import type { BrandName } from '../src/config/schema';
import type { BrandLocale } from '../src/lib/i18n/locales';
import { catalogMessages } from '../src/features/catalog/messages';
import { type ProductCard, formatPrice } from '../src/lib/product';
import { expect, open, test } from './support/fixtures';

interface BuiltPage {
  /** A category page's built listing carries the tiles of its first page. */
  pageContext: { pageType: string; canonicalPath: string; listing?: { firstPage: ProductCard[] } };
  data: Record<string, { nodes?: { card: string }[] } | null>;
}

const pageDataRoot = (brand: string, prefix: string) =>
  path.join('.builds', brand, 'page-data', prefix.replace(/^\/|\/$/g, ''));

const read = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { result: BuiltPage }).result;

/** The built tiles of a page: a content page's teasers or a category's first page. */
const tilesOf = (built: BuiltPage): ProductCard[] =>
  built.data.teaserCards?.nodes?.map((node) => JSON.parse(node.card) as ProductCard) ??
  built.pageContext.listing?.firstPage ??
  [];

/** The locale's first category page that lists products. */
function categoryPage(brand: string, prefix: string): BuiltPage | undefined {
  const root = pageDataRoot(brand, prefix);
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page-data.json'))
    .sort()
    .map((file) => read(path.join(root, file)))
    .find((built) => built.pageContext.pageType === 'category' && tilesOf(built).length > 0);
}

const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

let later: RunningCommerceEmulator | undefined;
test.afterEach(async () => {
  await later?.close();
  later = undefined;
});

/** Starts "the shop later" for some products and sends the page's product list requests there. */
async function changeLater(page: Page, brand: BrandName, productIds: readonly string[]) {
  const catalog = generateCatalog({ brands: [brand] });
  // Variants may share their parent's price objects: each is raised once.
  const prices = new Set<{ gross: number }>();
  for (const product of catalog.brands[0]!.products) {
    if (!productIds.includes(product.id) && !productIds.includes(product.parentId ?? '')) continue;
    product.stock = 0;
    for (const price of [product.price, ...product.currencyPrices]) prices.add(price);
  }
  for (const price of prices) price.gross += 100;
  later = await startCommerceEmulator({ catalog, port: 0 });
  const laterUrl = later.url;
  await page.route('**/store-api/product', async (route) => {
    const response = await route.fetch({ url: `${laterUrl}/store-api/product` });
    await route.fulfill({ response });
  });
}

async function expectCurrentTile(page: Page, built: ProductCard, locale: BrandLocale) {
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: built.name, exact: true }) })
    .first();
  const current = formatPrice({ ...built.price!, amount: built.price!.amount + 100 }, locale);
  // Where the shopper sees it: a home page's teasers further down hydrate, and take the current
  // figures, as they near the viewport (HydrateOnView); the static HTML stays out of sight.
  await tile.scrollIntoViewIfNeeded();
  await expect(tile).toContainText(catalogMessages[locale.language]!.outOfStock);
  expect(spaces(await tile.textContent())).toContain(spaces(current));
}

const orderable = (card: ProductCard) => card.price !== null && card.stockStatus !== 'outOfStock';
/** A tile the test can find by its name alone: no other tile of the page has it. */
const namedOnce = (card: ProductCard, cards: readonly ProductCard[]) =>
  cards.filter((other) => other.name === card.name).length === 1;

test('a home page’s product tiles show the current price and stock after load', async ({
  page,
  brand,
  locales,
  expectNoAxeViolations,
}) => {
  // A country shop: the international channel hides prices.
  const locale = locales.find((entry) => entry.country !== 'int')!;
  const tiles = tilesOf(read(path.join(pageDataRoot(brand.name, locale.prefix), 'page-data.json')));
  const built = tiles.find((card) => orderable(card) && namedOnce(card, tiles));
  expect(built, `a priced tile in stock on the ${locale.prefix} home page`).toBeDefined();
  await changeLater(page, brand.name, [built!.id]);
  await open(page, locale.prefix);
  await expectCurrentTile(page, built!, locale);
  await expectNoAxeViolations(page);
});

test('a category listing’s tiles show the current price and stock after load', async ({ page, brand, locales }) => {
  const locale = locales.find((entry) => entry.country !== 'int')!;
  const category = categoryPage(brand.name, locale.prefix);
  expect(category, `a category page of ${locale.prefix} with products`).toBeDefined();
  // The first tile the listing shows (in the order it sorts) that is priced and in stock, read in
  // a tab of its own: a tab keeps a fresh product list answer for a minute (the request store in
  // session storage), and the shopper's tab below must ask the shop later.
  const peek = await page.context().newPage();
  await open(peek, category!.pageContext.canonicalPath);
  const shown = await peek.getByRole('main').getByRole('listitem').getByRole('heading').allTextContents();
  await peek.close();
  const cards = tilesOf(category!);
  const candidates = shown
    .map((name) => cards.find((card) => card.name === name))
    .filter((card): card is ProductCard => card !== undefined && orderable(card) && namedOnce(card, cards));
  // The first such tile, in view, and the last, further down: each tile keeps its server HTML
  // until it nears the viewport, and takes its offer then.
  const built = [...new Set([candidates[0], candidates.at(-1)])];
  expect(built[0], `a tile of ${category!.pageContext.canonicalPath}, priced and in stock`).toBeDefined();
  await changeLater(
    page,
    brand.name,
    built.map((card) => card!.id),
  );
  await open(page, category!.pageContext.canonicalPath);
  for (const card of built) await expectCurrentTile(page, card!, locale);
});
