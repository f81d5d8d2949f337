/**
 * The xlc marketing and catalogue site as built (decision 0009, spec section 2 "Routes of the
 * xlc marketing site", issue 15): every route of the spec's table answers in all five markets,
 * no page offers ordering or asks the store-api for a cart, each market's home and menu in its
 * language, the de-de catalogue from the menu down to a product and its dealers, inspiration
 * articles and the market switcher, each market's not-found page, and axe on every page kind.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../brands/shared/messages';
import { cartMessages } from '../src/features/cart/messages';
import { catalogMessages } from '../src/features/catalog/messages';
import { searchMessages } from '../src/features/search/messages';
import {
  xlcGermanCategories,
  xlcInspiration,
  xlcMarkets,
  xlcSpecRoutes,
  xlcTopLevelPages,
  type XlcMarket,
} from '../tests/support/xlc-routes';
import { expect, open, test } from './support/fixtures';

/** The language of a market's pages: the part after the dash (int-en reads English). */
const languageOf = (market: XlcMarket) => market.split('-')[1]!;

/** A market's path of a top-level page of the spec's table, checked against that table. */
function specPath(market: XlcMarket, slug: string): string {
  if (!xlcTopLevelPages[market].includes(slug)) throw new Error(`${slug} is not a top-level page of ${market}`);
  return `/${market}/${slug}/`;
}

/**
 * The three catalogue and content groups each market's mega menu opens, named in the market's
 * language, and the top-level page of the spec's table every link of the group lies under.
 */
const menuGroups: Record<XlcMarket, { label: string; section: string }[]> = {
  'de-de': [
    { label: 'Fahrradteile', section: 'fahrradteile' },
    { label: 'Fahrradzubehör', section: 'fahrradzubehoer' },
    { label: 'Inspirationen', section: 'inspirationen' },
  ],
  'es-es': [
    { label: 'Componentes de bicicleta', section: 'componentes-bicicleta' },
    { label: 'Accesorios de bicicleta', section: 'accesorios-bicicleta' },
    { label: 'Inspiración', section: 'inspiracion' },
  ],
  'fr-fr': [
    { label: 'Composants vélo', section: 'composants-velo' },
    { label: 'Accessoires vélo', section: 'accessoires-velo' },
    { label: 'Inspiration', section: 'inspiration' },
  ],
  'int-en': [
    { label: 'Bike parts', section: 'bike-parts' },
    { label: 'Bike accessories', section: 'bike-accessories' },
    { label: 'Inspiration', section: 'inspiration' },
  ],
  'nl-nl': [
    { label: 'Fietsonderdelen', section: 'fietsonderdelen' },
    { label: 'Fietsaccessoires', section: 'fietsaccessoires' },
    { label: 'Inspiratie', section: 'inspiratie' },
  ],
};

/** The dealer locator of each market (the product page's "where to buy" leads there). */
const dealerLocator: Record<XlcMarket, string> = {
  'de-de': 'haendlersuche',
  'es-es': 'tiendas',
  'fr-fr': 'revendeurs',
  'int-en': 'store-locator',
  'nl-nl': 'dealer-locator',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pages one level below a listing path, as its main content links them (first one first). */
async function linksBelow(page: Page, listingPath: string): Promise<string[]> {
  const below = new RegExp(`^${escape(listingPath)}[^/]+/$`);
  const hrefs = await page
    .getByRole('main')
    .locator(`a[href^="${listingPath}"]`)
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => below.test(href)))];
}

/** The product tiles of a listing: list items headed by a link to the product. */
const productTiles = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** A leaf listing of the de-de parts and the path of its first product, as the listings link them. */
async function germanLeafAndProduct(page: Page) {
  const category = '/de-de/fahrradteile/fahrradbremsen/';
  await open(page, category);
  const [leaf] = await linksBelow(page, category);
  expect(leaf, `a leaf listing linked from ${category}`).toBeDefined();
  await open(page, leaf!);
  const product = await productTiles(page)
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(product, `a product tile on ${leaf}`).toBeTruthy();
  return { category, leaf: leaf!, product: product! };
}

/** The first article of a market's inspiration subsection, as its listing links it. */
async function firstArticle(page: Page, market: XlcMarket, section: string) {
  const listing = `/${market}/${xlcInspiration[market].page}/${section}/`;
  if (!xlcInspiration[market].sections.includes(section)) throw new Error(`${section} is no subsection of ${market}`);
  await open(page, listing);
  const [article] = await linksBelow(page, listing);
  expect(article, `an article linked from ${listing}`).toBeDefined();
  return { listing, article: article! };
}

/** Fetches a path without following redirects; the answer's status, type and html lang. */
async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const body = response.headers()['content-type']?.includes('text/html') ? await response.text() : '';
  return {
    status: response.status(),
    html: body !== '',
    lang: /<html[^>]*\slang="([^"]*)"/.exec(body)?.[1] ?? null,
  };
}

test.describe('the xlc marketing site', () => {
  test("the built site serves every route of the spec's table in all five markets, in the market's language", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const germanCategories = Object.entries(xlcGermanCategories).flatMap(([group, subcategories]) =>
      subcategories.map((subcategory) => `/de-de/${group}/${subcategory}/`),
    );
    const routes = [...xlcSpecRoutes(), ...germanCategories];
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      const market = route.split('/')[1] as XlcMarket;
      const answer = await fetchPage(request, route);
      const problems = [
        answer.status !== 200 && `status ${answer.status}`,
        !answer.html && 'no html page',
        answer.html && answer.lang !== languageOf(market) && `html lang "${answer.lang}"`,
      ].filter(Boolean);
      if (problems.length > 0) failures.push(`${route}: ${problems.join(', ')}`);
    }
    expect(failures, `${failures.length} of ${routes.length} routes of the spec are missing or wrong`).toEqual([]);
  });

  test('no page offers ordering or calls a cart route; the product page says where to buy', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const market: XlcMarket = 'de-de';
    const language = languageOf(market);
    const cartRequests: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (/\/store-api\/checkout\/cart|\/checkout\/|\/basket\//.test(pathname)) cartRequests.push(sent.url());
    });

    const { category, leaf, product } = await germanLeafAndProduct(page);
    const { article } = await firstArticle(page, market, 'tutorials');
    const pages: [kind: string, path: string][] = [
      ['home', `/${market}/`],
      ['category listing', category],
      ['top-level category listing', specPath(market, 'fahrradteile')],
      ['leaf listing', leaf],
      ['product page', product],
      ['article', article],
      ['FAQ', specPath(market, 'faq')],
      ['contact', specPath(market, 'kontakt')],
      ['dealer locator', specPath(market, 'haendlersuche')],
      ['search', `${specPath(market, 'search')}?q=XLC`],
    ];
    // Whole words only: the parts category 'Kassetten' (cassettes) is no 'Kasse' (checkout).
    const basketWords = new RegExp(
      `(^|[^\\p{L}])(${[cartMessages[language]!.addToBasket, messages[language]!.basket, messages[language]!.checkout]
        .map(escape)
        .join('|')})([^\\p{L}]|$)`,
      'iu',
    );
    for (const [kind, path] of pages) {
      const response = await open(page, path);
      expect(response?.status(), `${kind} ${path}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), `${kind} ${path}`).toBeVisible();
      if (kind === 'search') {
        await expect(
          page.getByRole('status').filter({
            hasText: new RegExp(escape(searchMessages[language]!.resultCount).replace('\\{count\\}', '\\d+')),
          }),
        ).toBeVisible();
      }
      // Whatever the page asks for once it has hydrated (a mini-basket would ask for the cart).
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: basketWords }), `${kind} ${path}`).toHaveCount(0);
      await expect(page.getByRole('link', { name: basketWords }), `${kind} ${path}`).toHaveCount(0);
      await expect(page.locator('a[href*="/basket/"], a[href*="/checkout/"]'), `${kind} ${path}`).toHaveCount(0);
      await expect(page.locator('form[action*="/basket"], form[action*="/checkout"]'), `${kind} ${path}`).toHaveCount(
        0,
      );
      if (kind === 'product page') {
        const texts = catalogMessages[language]!;
        await expect(page.getByRole('main')).toContainText(texts.soldByDealers);
        await expect(page.getByRole('main').getByRole('link', { name: texts.findDealer })).toHaveAttribute(
          'href',
          specPath(market, dealerLocator[market]),
        );
      }
    }
    expect(cartRequests, 'requests to a cart or checkout route').toEqual([]);

    for (const path of [`/${market}/basket/`, `/${market}/checkout/`]) {
      const answer = await fetchPage(request, path);
      expect(answer.status, path).toBe(404);
    }
  });

  test("each market's home answers in its language, with its parts, accessories and inspiration menus", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const market of xlcMarkets) {
      const language = languageOf(market);
      const response = await open(page, `/${market}/`);
      expect(response?.status(), market).toBe(200);
      await expect(page.locator('html'), market).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }), market).toBeVisible();
      const menu = page.getByRole('navigation', { name: messages[language]!.mainNavigation });
      for (const group of menuGroups[market]) {
        const button = menu.getByRole('button', { name: group.label, exact: true });
        await expect(button, `${market}: ${group.label}`).toBeVisible();
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        const links = panel.getByRole('link');
        await expect(links.first(), `${market}: ${group.label}`).toBeVisible();
        const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
        const section = specPath(market, group.section);
        expect(
          hrefs.filter((href) => !href?.startsWith(section)),
          `${market}: links of ${group.label} outside ${section}`,
        ).toEqual([]);
        if (group.section === xlcInspiration[market].page) {
          expect(hrefs.sort(), `${market}: ${group.label}`).toEqual(
            xlcInspiration[market].sections.map((name) => `${section}${name}/`).sort(),
          );
        }
      }
      await page.keyboard.press('Escape');
    }
  });

  test('de-de: from the parts menu to a subcategory, a leaf listing and a product, by clicking', async ({ page }) => {
    const texts = catalogMessages.de!;
    await open(page, '/de-de/');
    const menu = page.getByRole('navigation', { name: messages.de!.mainNavigation });
    await menu.getByRole('button', { name: 'Fahrradteile', exact: true }).click();
    await menu.getByRole('link', { name: 'Fahrradbremsen', exact: true }).click();
    await expect(page).toHaveURL(/\/de-de\/fahrradteile\/fahrradbremsen\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fahrradbremsen');
    // The breadcrumb names the top group above it.
    await expect(page.getByRole('main').getByRole('link', { name: 'Fahrradteile', exact: true })).toHaveAttribute(
      'href',
      '/de-de/fahrradteile/',
    );

    const [leaf] = await linksBelow(page, '/de-de/fahrradteile/fahrradbremsen/');
    expect(leaf, 'a leaf listing below Fahrradbremsen').toBeDefined();
    await page.getByRole('main').locator(`a[href="${leaf}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${escape(leaf!)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(productTiles(page).first()).toBeVisible();

    const tileLink = productTiles(page).first().getByRole('heading', { level: 3 }).getByRole('link');
    const name = (await tileLink.textContent())!.trim();
    const href = (await tileLink.getAttribute('href'))!;
    await tileLink.click();
    await expect(page).toHaveURL(new RegExp(`${escape(href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const gallery = page.getByRole('region', { name: texts.productImages });
    await expect(gallery.getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(texts.soldByDealers);
    await page.getByRole('main').getByRole('link', { name: texts.findDealer }).click();
    await expect(page).toHaveURL(/\/de-de\/haendlersuche\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an inspiration article in two markets, and the market switcher keeps the article', async ({
    page,
    request,
  }) => {
    for (const [market, section] of [
      ['de-de', 'tutorials'],
      ['fr-fr', 'tutoriels'],
    ] as const) {
      const { article } = await firstArticle(page, market, section);
      const response = await open(page, article);
      expect(response?.status(), article).toBe(200);
      await expect(page.locator('html'), article).toHaveAttribute('lang', languageOf(market));
      await expect(page.getByRole('heading', { level: 1 }), article).toBeVisible();
    }

    // From the de-de article, the footer's switcher leads to the same article in fr-fr.
    const { article } = await firstArticle(page, 'de-de', 'tutorials');
    await open(page, article);
    const switcher = page.getByRole('contentinfo').locator('details');
    await switcher.locator('summary').click();
    const french = switcher.locator('a[href^="/fr-fr/"]');
    await expect(french, `the switcher on ${article} offers fr-fr`).toHaveCount(1);
    const target = (await french.getAttribute('href'))!;
    expect(target, 'the fr-fr version of the article').toMatch(/^\/fr-fr\/inspiration\/tutoriels\/[^/]+\/$/);
    await french.click();
    await expect(page).toHaveURL(new RegExp(`${escape(target)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await fetchPage(request, target)).status, target).toBe(200);
    // Every market's version is offered, each one an article of that market's inspiration.
    await page.getByRole('contentinfo').locator('details summary').click();
    const hrefs = await page
      .getByRole('contentinfo')
      .locator('details a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs.map((href) => href.split('/')[1]).sort()).toEqual([...xlcMarkets]);
    for (const href of hrefs) {
      const market = href.split('/')[1] as XlcMarket;
      expect(href, `${market} version`).toMatch(new RegExp(`^/${market}/${xlcInspiration[market].page}/[^/]+/[^/]+/$`));
    }
  });

  test("an unknown path under every market answers 404 with that market's not-found page", async ({
    page,
    request,
  }) => {
    for (const market of xlcMarkets) {
      const language = languageOf(market);
      const path = `/${market}/no-such-page-xyz/`;
      const answer = await fetchPage(request, path);
      expect(answer.status, path).toBe(404);
      expect(answer.lang, path).toBe(language);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page).toHaveURL(new RegExp(`${escape(path)}$`));
      await expect(page.locator('html'), path).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(messages[language]!.notFoundTitle);
      await expect(page.getByRole('main').getByRole('link', { name: messages[language]!.backToHome })).toHaveAttribute(
        'href',
        `/${market}/`,
      );
    }
  });

  test.describe('axe on every page kind', () => {
    const kinds: [kind: string, path: (page: Page) => Promise<string>][] = [
      ['home', async () => '/de-de/'],
      ['category listing', async (page) => (await germanLeafAndProduct(page)).category],
      ['leaf listing', async (page) => (await germanLeafAndProduct(page)).leaf],
      ['product', async (page) => (await germanLeafAndProduct(page)).product],
      ['inspiration listing', async () => specPath('de-de', 'inspirationen')],
      ['article', async (page) => (await firstArticle(page, 'fr-fr', 'tutoriels')).article],
      ['company page', async () => specPath('int-en', 'we-are-xlc')],
      ['FAQ', async () => specPath('de-de', 'faq')],
      ['dealer locator', async () => specPath('de-de', 'haendlersuche')],
      ['search', async () => `${specPath('de-de', 'search')}?q=XLC`],
      ['not-found', async () => '/es-es/no-such-page-xyz/'],
    ];
    for (const [kind, pathOf] of kinds) {
      test(`${kind}`, async ({ page, expectNoAxeViolations }) => {
        const path = await pathOf(page);
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
});
