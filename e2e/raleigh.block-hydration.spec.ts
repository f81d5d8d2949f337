import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onePathPerPageKind } from './support/built';
import { chunkFileHolding, gate } from './support/runtime-faults';

/**
 * Issue 20, the first load. Each content block's code loads on its own, after the page's first scripts. Until it
 * arrives the block shows its static HTML, and what changes on the page meanwhile (here the live
 * prices of the home's product teasers) must not make the runtime drop that HTML and draw it anew.
 */
/** The page's uncaught errors and console errors (the UI runtime reports its own there). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Whether the region holding an element (a block or the footer waiting for view, the header, the
 * main content) has been hydrated: the shop marks each region when its boundary commits
 * (`HydratedMark`), as the browser's runtime leaves no mark of its own.
 */
const hydrated = (element: Element) =>
  element.closest('[data-hydrate-on-view], header, main')?.hasAttribute('data-region-hydrated') ?? false;

/**
 * A raleigh page (the home unless named) at a viewport, hydrated (the document and its header)
 * and with its requests settled: what waits for view or reach is still waiting.
 */
async function openSettled(page: Page, viewport: { width: number; height: number }, address = '/gb/en/') {
  await page.setViewportSize(viewport);
  await page.goto(address);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const header = page.locator('header').first();
  await expect.poll(() => header.evaluate(hydrated)).toBe(true);
  await page.waitForLoadState('networkidle');
}

/** Marks the document: a full page load loses the mark, the app's own navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** The main navigation's first group button and the panel it controls. */
async function firstMenuGroup(page: Page) {
  const button = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button').first();
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  return { button, panel };
}

test('raleigh: a block whose code is late keeps its static HTML, and hydrates when the code arrives', async ({
  page,
}) => {
  const chunk = chunkFileHolding('raleigh', 'src/features/content/blocks/Carousel.tsx');
  const held = gate();
  let asked = 0;
  await page.route(`**${chunk}`, async (route) => {
    asked += 1;
    await held.opened;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const prices = page.waitForResponse((response) => response.url().includes('/store-api/product'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/gb/en/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  // The live prices arrive and are drawn while the carousel still waits for its code.
  await prices;
  const carousel = page.getByRole('main').locator('[aria-roledescription="carousel"]');
  const region = page
    .getByRole('main')
    .locator('[data-hydrate-on-view]')
    .filter({ has: page.locator('[aria-roledescription="carousel"]') });
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toBeGreaterThan(0);
  // By its markup: once the slides turn, the first one is hidden from the accessibility tree.
  const slide = carousel.locator('[role="group"]').first();
  const text = await slide.textContent();
  expect(text).toBeTruthy();
  // A mark on the server's element, not in the HTML: it stays only if hydration keeps that node.
  await slide.evaluate((element) => Object.assign(element, { fromServer: true }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(slide).toHaveText(text!);
  expect(errors).toEqual([]);

  const code = page.waitForResponse((response) => response.url().endsWith(chunk));
  held.open();
  await (await code).finished();
  // Hydrated: its controls work (a click before the runtime took them over does nothing).
  const second = carousel.getByRole('button', { name: 'Show slide 2' });
  await expect(async () => {
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 1_000 });
  }).toPass();
  await expect.poll(() => region.evaluate(hydrated)).toBe(true);
  await expect(slide).toHaveText(text!);
  expect(await slide.evaluate((element) => (element as Element & { fromServer?: boolean }).fromServer)).toBe(true);
  expect(errors).toEqual([]);
});

test('raleigh: a block that only shows what the build wrote (the hero) stays static HTML until the visitor reaches into it', async ({
  page,
}) => {
  const errors = recordErrors(page);
  const chunk = chunkFileHolding('raleigh', 'src/features/content/blocks/Hero.tsx');
  await openSettled(page, { width: 390, height: 844 });
  const hero = page.getByRole('main').locator('[data-hydrate-on-view]').first();
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero).toHaveAttribute('data-hydrate-on-reach', '');
  expect(await hero.evaluate(hydrated)).toBe(false);
  // Its code comes while the browser is idle; a tap before that would load the next page whole.
  await expect
    .poll(() =>
      page.evaluate(
        (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
        chunk,
      ),
    )
    .toBe(true);

  // The tap reaches the hero: it hydrates before the click lands, and the link navigates in the app.
  await markDocument(page);
  const link = hero.getByRole('link').first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('raleigh: header, main content and footer hydrate as boundaries of their own', async ({ page, request }) => {
  // Each region is a Suspense boundary in the server HTML: one whose code is late keeps its HTML
  // while the others hydrate.
  const html = await (await request.get('/gb/en/compare/')).text();
  expect(html).toMatch(/<!--\$--><header[\s>]/);
  expect(html).toMatch(/<main[^>]*><!--\$-->/);
  expect(html).toMatch(/<div data-hydrate-on-view="[^"]+"><!--\$--><footer[\s>]/);

  const errors = recordErrors(page);
  await page.goto('/gb/en/compare/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  for (const region of [page.locator('header').first(), page.getByRole('main'), page.locator('footer').first()]) {
    await expect.poll(() => region.evaluate(hydrated)).toBe(true);
  }
  // The shop's renderer (render-after-paint.ts) took the page over once, on a page already painted.
  const timing = await page.evaluate(() => ({
    starts: performance.getEntriesByName('storefront:render-start').length,
    painted: performance.getEntriesByType('paint').length,
  }));
  expect(timing.starts).toBe(1);
  expect(timing.painted).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('raleigh: the head opens the connections the first page needs: consent SDK and store-api', async ({ page }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  const consentScript = page.waitForRequest((request) => request.url().includes('otSDKStub'));
  const storeApi = page.waitForRequest((request) => request.url().includes('/store-api/'));
  await page.goto('/gb/en/array-low-step-pro/low-step/');
  const preconnected = await page
    .locator('head link[rel="preconnect"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href.replace(/\/$/, '')));
  expect(preconnected).toEqual(
    expect.arrayContaining([new URL((await consentScript).url()).origin, new URL((await storeApi).url()).origin]),
  );
  expect(preconnected).toHaveLength(2);
  for (const origin of preconnected) expect(origins).toContain(origin);
});

test('raleigh: the footer of a long page stays static HTML until the visitor scrolls near it', async ({ page }) => {
  const errors = recordErrors(page);
  await openSettled(page, { width: 390, height: 844 });
  const footer = page.getByRole('contentinfo');
  // Links and text are there, as the static HTML has them; nothing of it has been hydrated.
  await expect(footer.getByRole('link').first()).toHaveAttribute('href', /\/gb\/en\//);
  expect(await footer.evaluate(hydrated)).toBe(false);

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => footer.evaluate(hydrated)).toBe(true);
  expect(errors).toEqual([]);
});

test('raleigh: a footer link followed before the footer hydrated navigates in the app', async ({ page }) => {
  await openSettled(page, { width: 390, height: 844 });
  const footer = page.getByRole('contentinfo');
  expect(await footer.evaluate(hydrated)).toBe(false);
  await markDocument(page);
  const link = footer.locator('a[href^="/gb/en/"]').first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await sameDocument(page)).toBe(true);
});

test('raleigh: the main navigation stays static HTML until the visitor reaches into it', async ({ page }) => {
  const errors = recordErrors(page);
  await openSettled(page, { width: 1280, height: 800 });
  const group = await firstMenuGroup(page);
  // In view since the first paint, with its buttons and links as the server wrote them.
  await expect(group.button).toBeVisible();
  await expect(group.panel.locator('a[href^="/gb/en/"]').first()).toBeAttached();
  expect(await group.button.evaluate(hydrated)).toBe(false);

  // A click reaches the group at once: the pointer hydrates the menu before the click lands.
  await group.button.click();
  await expect(group.button).toHaveAttribute('aria-expanded', 'true');
  expect(await group.button.evaluate(hydrated)).toBe(true);
  await markDocument(page);
  const link = group.panel.getByRole('link').first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await sameDocument(page)).toBe(true);
  await expect(group.button).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('raleigh: a click without pointer or focus (as a screen reader sends) opens the waiting menu', async ({
  page,
}) => {
  const errors = recordErrors(page);
  await openSettled(page, { width: 1280, height: 800 });
  const group = await firstMenuGroup(page);
  expect(await group.button.evaluate(hydrated)).toBe(false);
  // The click event alone, as assistive technology's activation sends it.
  await group.button.dispatchEvent('click');
  await expect(group.button).toHaveAttribute('aria-expanded', 'true');
  await expect(group.panel.getByRole('link').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('raleigh: the waiting menu follows the visitor to the next page and opens there', async ({ page }) => {
  const errors = recordErrors(page);
  await openSettled(page, { width: 1280, height: 800 });
  await markDocument(page);
  // A page reached in the app, the menu never touched: the layout (and the menu) stay.
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate('/gb/en/accessories/'),
  );
  await expect(page).toHaveURL(/\/gb\/en\/accessories\/$/);
  const group = await firstMenuGroup(page);
  await group.button.click();
  await expect(group.button).toHaveAttribute('aria-expanded', 'true');
  await expect(group.panel.getByRole('link').first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('raleigh: content blocks further down keep their HTML until the visitor scrolls near them', async ({ page }) => {
  const errors = recordErrors(page);
  // The live prices come in meanwhile: they must not disturb the blocks still waiting.
  await openSettled(page, { width: 390, height: 844 });
  const lastBlock = page.getByRole('main').locator('[data-hydrate-on-view] > section').last();
  await expect(lastBlock.getByRole('heading').first()).toBeVisible();
  expect(await lastBlock.evaluate(hydrated)).toBe(false);

  await lastBlock.scrollIntoViewIfNeeded();
  await expect.poll(() => lastBlock.evaluate(hydrated)).toBe(true);
  expect(errors).toEqual([]);
});

test('raleigh: a block whose code does not arrive has the page loaded again where the visitor was, not the error page', async ({
  page,
}) => {
  const chunk = chunkFileHolding('raleigh', 'src/features/content/blocks/NewsletterSignup.tsx');
  const events: string[] = [];
  let documents = 0;
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    documents += 1;
    events.push('document');
  });
  // The first document's requests for the block's code fail (the connection dropped, a deploy
  // replaced the build's chunks); the page loaded again gets it.
  await page.route(`**${chunk}`, (route) => {
    if (documents > 1) {
      events.push('code');
      return route.continue();
    }
    events.push('code failed');
    return route.abort('connectionreset');
  });
  await openSettled(page, { width: 390, height: 844 });
  const lastBlock = page.getByRole('main').locator('[data-hydrate-on-view] > section').last();
  await lastBlock.scrollIntoViewIfNeeded();
  await expect.poll(() => documents).toBe(2);

  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  // Where the visitor was: the block is in view, hydrates, and its form takes input.
  await expect(lastBlock).toBeInViewport();
  await expect.poll(() => lastBlock.evaluate(hydrated)).toBe(true);
  await expect(lastBlock.getByRole('textbox').first()).toBeEditable();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(events.slice(0, 2)).toEqual(['document', 'code failed']);
  expect(events.slice(events.lastIndexOf('document'))).toEqual(['document', 'code']);
});

/** Counts the page's constructions of `Intl` formatters, by name, from before its first script. */
async function countIntlFormatters(page: Page) {
  await page.addInitScript(() => {
    const built: Record<string, number> = {};
    (window as unknown as { __intlBuilt: Record<string, number> }).__intlBuilt = built;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const count = () => {
        built[name] = (built[name] ?? 0) + 1;
      };
      Object.assign(Intl, {
        [name]: new Proxy(Intl[name], {
          construct(target, args) {
            count();
            return Reflect.construct(target, args) as object;
          },
          apply(target, self, args) {
            count();
            return Reflect.apply(target, self, args) as unknown;
          },
        }),
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { __intlBuilt: Record<string, number> }).__intlBuilt);
}

test('raleigh: prices, distances and content dates hydrate without building an Intl formatter', async ({ page }) => {
  // A page's first Intl formatter costs V8 about 25 ms (it lists ICU's locales first); the page
  // context brings the page's formats taken apart by the build (lib/i18n/number-pattern.ts,
  // date-pattern.ts).
  const built = await countIntlFormatters(page);
  const kinds = onePathPerPageKind('raleigh');
  const pages = [
    { kind: 'product', shown: /\d[.,]\d{2}/ },
    { kind: 'category', shown: /\d[.,]\d{2}/ },
    { kind: 'publication', shown: /\b20\d\d\b/ },
    { kind: 'store-locator-page', shown: /\d\s?km\b/ },
  ];
  for (const { kind, shown } of pages) {
    const address = kinds.get(`component---src-templates-${kind}-tsx`);
    expect(address, kind).toBeTruthy();
    const errors = recordErrors(page);
    await page.goto(address!);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // A price, distance or date as the server wrote it and the browser drew it again (prices with
    // the live offer; the product's reviews with their dates arrive too).
    await expect(page.getByRole('main').getByText(shown).first()).toBeAttached();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect([kind, await built()]).toEqual([kind, {}]);
    expect(errors).toEqual([]);
  }
});

test("raleigh: a product's buy box hydrates in view; its details and reviews keep their HTML and code until the visitor scrolls near them", async ({
  page,
}) => {
  const errors = recordErrors(page);
  // The review section's code (the live list, the provider's client, the consent gate) is a chunk
  // of its own; the rating beside the name, in a small chunk of its own, does not ask for it.
  const reviewsChunk = chunkFileHolding('raleigh', 'src/features/reviews/ReviewsSection.tsx');
  expect(reviewsChunk).not.toBe(chunkFileHolding('raleigh', 'src/features/reviews/RatingSummary.tsx'));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openSettled(page, { width: 390, height: 844 }, '/gb/en/array-low-step-pro/low-step/');
  // The gallery and buy box are a region of their own, hydrated in the task after the page's.
  const buyBox = page.locator('[data-hydrate-on-view="product-buy-box"]');
  await expect(buyBox.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => buyBox.evaluate(hydrated)).toBe(true);
  // The rating line is drawn (the server's HTML until its chunk comes); its link leads to the section.
  const ratingLink = buyBox.getByRole('link', { name: /\d+ reviews?$/ });
  await expect(ratingLink).toHaveAttribute('href', '#reviews');
  await expect(buyBox.getByRole('img', { name: /rated/i })).toBeVisible();
  expect(scripts).not.toContain(reviewsChunk);
  const details = page.locator('[data-hydrate-on-view="product-details"]');
  const reviews = page.locator('[data-hydrate-on-view="product-reviews"]');
  // The description and the specification are there as the server wrote them, not yet hydrated.
  await expect(details.getByRole('table').first()).toBeAttached();
  expect(await details.evaluate(hydrated)).toBe(false);
  expect(await reviews.evaluate(hydrated)).toBe(false);

  // The configurator waits for the visitor's reach, with every group the server wrote.
  const configurator = page.locator('[data-hydrate-on-view="product-configurator"]');
  const groups = await configurator.getByRole('group').count();
  expect(groups).toBeGreaterThanOrEqual(3);
  expect(await configurator.evaluate(hydrated)).toBe(false);

  // Another colour chosen in the buy box (a click without scrolling, the page stays where it is)
  // hydrates the configurator and must not disturb the regions still waiting.
  const sku = page.getByText(/^Article number/);
  const built = await sku.textContent();
  await page
    .getByRole('group', { name: /^Colour/ })
    .locator('input[type="radio"]:not(:checked)')
    .first()
    .evaluate((input: HTMLInputElement) => input.click());
  await expect(sku).not.toHaveText(built!);
  expect(await configurator.evaluate(hydrated)).toBe(true);
  await expect(configurator.getByRole('group')).toHaveCount(groups);
  expect(await details.evaluate(hydrated)).toBe(false);

  await details.getByRole('table').first().scrollIntoViewIfNeeded();
  await expect.poll(() => details.evaluate(hydrated)).toBe(true);
  await reviews.scrollIntoViewIfNeeded();
  await expect.poll(() => reviews.evaluate(hydrated)).toBe(true);
  expect(scripts).toContain(reviewsChunk);
  await expect(reviews.locator('#reviews')).toBeAttached();
  expect(errors).toEqual([]);
});

/** Raleigh's bike listing on a phone, settled; its product tiles. */
async function openBikeListing(page: Page) {
  await openSettled(page, { width: 390, height: 844 }, '/gb/en/bikes/');
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('article') });
}

test('raleigh: a listing’s tiles out of sight keep their HTML until the visitor scrolls near them', async ({
  page,
}) => {
  const errors = recordErrors(page);
  const tiles = await openBikeListing(page);
  const names = () => tiles.getByRole('heading').allTextContents();
  const shown = await names();
  expect(shown.length).toBeGreaterThan(8);
  // The first row, in view, hydrated right after the page; the last tile, out of sight, is still
  // the server's HTML.
  expect(await tiles.first().locator('article').evaluate(hydrated)).toBe(true);
  expect(await tiles.last().locator('article').evaluate(hydrated)).toBe(false);

  await tiles.last().scrollIntoViewIfNeeded();
  await expect.poll(() => tiles.last().locator('article').evaluate(hydrated)).toBe(true);
  expect(await names()).toEqual(shown);
  expect(errors).toEqual([]);
});

test('raleigh: sorting a listing whose lower tiles still wait draws each tile once, in the new order', async ({
  page,
}) => {
  const errors = recordErrors(page);
  const tiles = await openBikeListing(page);
  const prices = () =>
    tiles.evaluateAll((items) =>
      items.map((item) => item.querySelector('article')?.textContent?.match(/£([\d,]+\.\d\d)/)?.[1] ?? ''),
    );
  const count = await tiles.count();
  expect(await tiles.last().locator('article').evaluate(hydrated)).toBe(false);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=/);
  // The new order shows once every card of the category has loaded (the page data holds the first page).
  await expect(page.getByRole('region', { name: 'Products' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(tiles).toHaveCount(count);
  await expect(page.getByRole('main').locator('article')).toHaveCount(count);
  const amounts = (await prices()).map((price) => Number(price.replace(/,/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  expect(errors).toEqual([]);
});

test('raleigh: a listing’s filters stay static HTML until the visitor reaches into them', async ({ page }) => {
  const errors = recordErrors(page);
  await openSettled(page, { width: 390, height: 844 }, '/gb/en/bikes/');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const toggle = filters.getByRole('button', { name: /^Filters/ });
  expect(await toggle.evaluate(hydrated)).toBe(false);

  // The first tap opens the disclosure: the region hydrates, and the tap's click is given to it.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await toggle.evaluate(hydrated)).toBe(true);
  const option = filters.getByRole('checkbox').first();
  await option.check();
  await expect(page).toHaveURL(/\?attr/);
  await expect(toggle).toHaveText('Filters (1)');
  expect(errors).toEqual([]);
});
