/**
 * Visual regression (issue 17): each brand's home, a listing with its filter sidebar, the same
 * listing filtered, a category without filters, a product page, the basket and checkout, light
 * and dark, at 390 and 1366 px, against baselines committed beside this file. A broken layout,
 * a lost brand colour or a surface left light in dark mode changes the picture and fails.
 *
 * What the pictures leave out, because it differs between runs and not between layouts:
 * photographs and maps (masked: their boxes stay in the picture), dates (the seed dates content
 * from the day of the run) and the footer's copyright year. Animations are stopped and web
 * fonts awaited before each picture.
 *
 * Baselines: `npx playwright test e2e/visual.spec.ts --update-snapshots` on builds of the
 * current seed, then look at every changed picture before committing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { generateCatalog } from '../emulators/seed/catalog';
import type { BrandConfig, BrandName } from '../src/config/schema';
import { cartMessages } from '../src/features/cart/messages';
import { catalogMessages } from '../src/features/catalog/messages';
import { fill } from '../src/lib/i18n/fill';
import { brandLocales } from '../src/lib/i18n/locales';
import { isPriceVisible } from '../src/lib/product/price';
import { basketUrl } from './support/basket-flow';
import { bikeVariant } from './support/checkout-flow';
import { expect, open, test } from './support/fixtures';

const widths = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
const schemes = ['light', 'dark'] as const;

interface PageData {
  result: {
    pageContext: {
      pageType?: string;
      canonicalPath?: string;
      id?: string;
      variantId?: string;
      listing?: { total: number };
    };
    data?: { catalogCategory?: { facets: string } };
  };
}

/** The brand's first locale that sells (lapierre's default, the international one, shows no prices). */
const shopLocale = (brand: BrandConfig) =>
  brandLocales(brand).find((locale) => isPriceVisible(locale.country, brand.flags))!;

/** The page data of a locale's pages in a build, in path order. */
function pagesOf(brand: BrandName, prefix: string): PageData[] {
  const root = path.join('.builds', brand, 'page-data', prefix);
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page-data.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as PageData);
}

/**
 * A locale's category pages in a build, in path order, with whether they offer
 * filters: the build's own page data, so the pictures follow the seed without a list to keep.
 */
function categoryPages(brand: BrandName, prefix: string) {
  return pagesOf(brand, prefix)
    .filter(({ result }) => result.pageContext.pageType === 'category' && result.data?.catalogCategory)
    .map(({ result }) => ({
      path: result.pageContext.canonicalPath!,
      filters: (JSON.parse(result.data!.catalogCategory!.facets) as unknown[]).length > 0,
      products: result.pageContext.listing?.total ?? 0,
    }));
}

/** Waits until the web fonts the page uses now are in. */
const fontsIn = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

/**
 * Whether the regions the page hydrates by itself (those within half a screen of the viewport,
 * see `HydrateOnView`) have hydrated, and the consent SDK the page asked for has answered: until
 * then a control that needs either (a consent gate's settings button) is drawn disabled. On a
 * busy machine the network can fall quiet before a region's code is even asked for.
 */
const drawnFinal = () => {
  const sdkAsked = document.querySelector('script[data-consent-sdk]') !== null;
  if (sdkAsked && typeof (window as unknown as { OneTrust?: object }).OneTrust !== 'object') return false;
  // Regions that wait for the visitor's reach (the listing's filters, static blocks) stay as built.
  const opensOnView = 'main [data-hydrate-on-view]:not([data-hydrate-on-reach])';
  return [...document.querySelectorAll(opensOnView)].every((region) => {
    const box = region.getBoundingClientRect();
    const near = box.height > 0 && box.top < window.innerHeight * 1.5 && box.bottom > -window.innerHeight / 2;
    return !near || region.hasAttribute('data-region-hydrated');
  });
};

/** Waits for `drawnFinal`: again at each width, which brings other regions near the viewport. */
const regionsSettled = (page: Page) => expect.poll(() => page.evaluate(drawnFinal), { timeout: 30_000 }).toBe(true);

/**
 * Waits until what the pictures of a page show is final: live data loaded (once: a new width or
 * scheme asks for no data), the regions near the viewport hydrated and web fonts in. Images need
 * no wait: they are masked, and their boxes are sized before they load.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await regionsSettled(page);
  await fontsIn(page);
}

/**
 * The Chromium major version the baselines were taken with. The same engine renders the same
 * pixels, so a few stray pixels are all a run may differ by. Another version (Debian updates
 * its Chromium every few weeks) may move glyph edges across a page, so the pictures then only
 * guard the layout: a broken grid, a light surface in dark mode or a lost colour block still
 * changes several per cent of a page. Update this with the baselines.
 */
const baselineChromium = 156;

/** How long one picture may take to be captured: over 15 s (the expect default) was seen on two busy cores. */
const captureTimeout = 45_000;

/**
 * Compares the page with a baseline; a capture that never returned gets one more, after the
 * compositor is woken. Headless Chromium's full-page capture waits for a compositor frame, and a
 * page that has not changed for a while may not produce one: a CI run on two busy cores saw
 * ghost's checkout picture wait past 45 s after fonts had loaded, without a single picture taken
 * (Chromium's `Page.captureScreenshot` can stall on an idle compositor; a screencast
 * started and stopped makes it draw). Only the wait is retried: a picture that differs fails as
 * at the first attempt, and the stall is noted on the test.
 */
async function matchesBaseline(page: Page, file: string, options: PageAssertionsToHaveScreenshotOptions) {
  try {
    await expect(page).toHaveScreenshot(file, { ...options, timeout: captureTimeout });
  } catch (error) {
    const stalled = error instanceof Error && error.message.includes(`Timeout ${captureTimeout}ms exceeded`);
    if (!stalled) throw error;
    test
      .info()
      .annotations.push({ type: 'capture stalled', description: `${file}: retried after waking the compositor` });
    const session = await page.context().newCDPSession(page);
    await session.send('Page.startScreencast', { format: 'jpeg', quality: 10, maxWidth: 64, maxHeight: 64 });
    await page.waitForTimeout(250);
    await session.send('Page.stopScreencast');
    await session.detach();
    await expect(page).toHaveScreenshot(file, { ...options, timeout: captureTimeout });
  }
}

/** The four pictures of the page as it is now: 390 and 1366 px, light and dark. */
async function pictures(page: Page, name: string) {
  const sameEngine = Number(page.context().browser()?.version().split('.')[0]) === baselineChromium;
  await settle(page);
  for (const size of widths) {
    await page.setViewportSize(size);
    await regionsSettled(page);
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      // A width may show text in a weight not yet loaded.
      await fontsIn(page);
      await matchesBaseline(page, `${name}-${size.width}-${colorScheme}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: [
          page.locator('main :is(img, picture, video, iframe, canvas), time'),
          page.getByRole('contentinfo').getByText(/^©/),
        ],
        maxDiffPixelRatio: sameEngine ? 0.002 : 0.02,
      });
    }
  }
  await page.emulateMedia({ colorScheme: null });
}

test.describe('visual regression', () => {
  // Up to 12 full-page pictures per test on a shared two-core machine.
  test.describe.configure({ timeout: 240_000 });

  test('home', async ({ page, brand }) => {
    await open(page, shopLocale(brand).prefix);
    await pictures(page, 'home');
  });

  test('listings: with filters, filtered, and a category without filters', async ({ page, brand }) => {
    const locale = shopLocale(brand);
    const categories = categoryPages(brand.name, locale.prefix);
    const filtered = categories.filter((category) => category.filters && category.products > 0);
    const largest = filtered.reduce((best, category) => (category.products > best.products ? category : best));
    await open(page, largest.path);
    await pictures(page, 'listing');

    // The first option of the first filter group narrows the list and shows as chosen.
    await page.setViewportSize(widths[1]);
    await page.getByRole('main').getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/\?/);
    // The filtered listing shows once every card of the category has loaded.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await pictures(page, 'listing-filtered');

    const plain = categories.find((category) => !category.filters && category.products > 0);
    // Not every brand has a category whose products share no filterable property.
    if (plain) {
      await open(page, plain.path);
      await pictures(page, 'listing-without-filters');
    }
  });

  test('product, basket and checkout', async ({ page, brand }) => {
    const locale = shopLocale(brand);
    // Not a bike the checkout journeys order: their stock, and so its labels, change per run.
    const ordered = bikeVariant(brand.name);
    const stock = new Map(
      generateCatalog({ brands: [brand.name] }).brands[0]!.products.map((item) => [item.id, item.stock]),
    );
    // The first product page whose shown variant can be ordered.
    const product = pagesOf(brand.name, locale.prefix).find(
      ({ result: { pageContext } }) =>
        pageContext.pageType === 'product' &&
        pageContext.id !== ordered.parentId &&
        (stock.get(pageContext.variantId ?? '') ?? 0) > 5,
    );
    expect(product, 'a product page').toBeDefined();
    await open(page, product!.result.pageContext.canonicalPath!);
    // The reviews load when the shopper nears them (issue 20): the picture shows the page as one
    // who scrolled down to them sees it.
    const reviews = page.locator('[data-hydrate-on-view="product-reviews"]');
    if ((await reviews.count()) > 0) {
      await reviews.scrollIntoViewIfNeeded();
      await expect(reviews).toHaveAttribute('data-region-hydrated', '');
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await pictures(page, 'product');
    // A catalogue site (xlc) takes no orders: its product page leads to the dealers instead.
    if (!brand.flags.ordering) {
      const findDealer = catalogMessages[locale.language]!.findDealer;
      await expect(page.getByRole('main').getByRole('link', { name: findDealer })).toBeVisible();
      return;
    }

    // The product page's own button: the bike with its preselected battery, as a shopper adds it.
    const texts = cartMessages[locale.language]!;
    await page.setViewportSize(widths[1]);
    await page.getByRole('button', { name: texts.addToBasket, exact: true }).click();
    await expect(
      page.getByText(fill(texts.added, { name: await page.getByRole('heading', { level: 1 }).innerText() })),
    ).toBeVisible();
    await open(page, basketUrl(locale));
    await expect(page.getByRole('region', { name: texts.lineItems })).toBeVisible();
    await pictures(page, 'basket');

    await open(page, `${locale.prefix}checkout/`);
    await pictures(page, 'checkout');
  });
});
