import fs from 'node:fs';
import path from 'node:path';
import { formatPrice } from '../src/lib/product/price';
import { contentPages } from './support/content';
import { expect, open, test, twoLocales } from './support/fixtures';

/** Page kinds of a shop's content only: a site that takes no orders has no campaigns or payment methods. */
const shopKinds: ReadonlySet<string> = new Set(['campaign', 'payment-method']);

test.describe('content pages', () => {
  for (const template of ['home', 'publication', 'campaign', 'payment-method'] as const) {
    test(`${template} renders in two locales, in their languages, with no axe violations`, async ({
      page,
      brand,
      locales,
      expectNoAxeViolations,
    }) => {
      const pages = await contentPages(brand.name);
      if (!brand.flags.ordering && shopKinds.has(template)) {
        // A catalogue site (xlc): the build has none, and the shop's path answers the locale's 404.
        expect(pages.filter((entry) => entry.template === template).map((entry) => entry.path)).toEqual([]);
        const response = await open(
          page,
          `${locales[0]!.prefix}${template === 'campaign' ? 'campaigns' : 'payment-methods'}/`,
        );
        expect(response?.status()).toBe(404);
        return;
      }
      for (const locale of twoLocales(locales)) {
        const target = pages.find((entry) => entry.locale.prefix === locale.prefix && entry.template === template);
        expect(target, `${template} in ${locale.prefix}`).toBeDefined();
        const response = await open(page, target!.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.language);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        if (template !== 'home') await expect(heading).toHaveText(target!.title);
        const alternates = await page.locator('head link[rel="alternate"][hreflang]').count();
        expect(alternates).toBe(target!.alternates.length + 1);
        await expectNoAxeViolations(page);
      }
    });
  }

  test('a publication renders its rich text: lists, quote, embedded video frame and links', async ({
    page,
    brand,
    locales,
  }) => {
    const pages = await contentPages(brand.name);
    const publication = pages.find(
      (entry) => entry.locale.prefix === locales[0]!.prefix && entry.template === 'publication',
    );
    await open(page, publication!.path);
    const article = page.getByRole('main');
    await expect(article.locator('ul li').first()).toBeVisible();
    await expect(article.locator('ol li').first()).toBeVisible();
    await expect(article.locator('blockquote')).toHaveCount(1);
    await expect(article.locator('a[href^="mailto:"]').first()).toBeAttached();
    const internal = article.locator(`a[href^="${locales[0]!.prefix}"]`).first();
    const href = await internal.getAttribute('href');
    await internal.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});

/** A built page's data: its context and the cards of its product teasers. */
function builtPage(brand: string, pagePath: string) {
  const file = path.join('.builds', brand, 'page-data', pagePath, 'page-data.json');
  const { result } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    result: {
      pageContext: { teaserProducts?: Record<string, string[]>; shopwareCurrency?: { iso: string } | null };
      data: { teaserCards?: { nodes: { card: string }[] } };
    };
  };
  const cards = new Map(
    (result.data.teaserCards?.nodes ?? []).map((node) => {
      const card = JSON.parse(node.card) as {
        sku: string;
        name: string;
        url: string;
        price: { amount: number; currency: string } | null;
      };
      return [card.sku, card];
    }),
  );
  return {
    teasers: Object.values(result.pageContext.teaserProducts ?? {}),
    cards,
    currency: result.pageContext.shopwareCurrency?.iso ?? null,
  };
}

/** Digits of a price as any locale groups them ('2,518.00', '2.518,00', '2 518,00'). */
const amountPattern = (amount: number) =>
  new RegExp(
    String(Math.floor(amount))
      .replace(/\B(?=(\d{3})+$)/g, '[.,\\s\\u00a0\\u202f]?')
      .concat('[.,]', (amount % 1).toFixed(2).slice(2)),
  );

/** The currencies of the countries that do not pay in euros (issue 16, item 5). */
const localCurrencies: Record<string, string> = { gb: 'GBP', ch: 'CHF', dk: 'DKK', se: 'SEK', pl: 'PLN', cz: 'CZK' };

test.describe('product teasers', () => {
  test("the home shows its picked products and a product line page its own bikes, as the listing's tiles", async ({
    page,
    brand,
    locales,
    expectNoAxeViolations,
  }) => {
    const pages = await contentPages(brand.name);
    const locale = locales[0]!;
    const home = pages.find((entry) => entry.locale.prefix === locale.prefix && entry.template === 'home')!;
    const line = pages.find((entry) => entry.locale.prefix === locale.prefix && entry.template === 'product-line');
    // A marketing site has no product lines: its home's tiles stand for both.
    expect(line !== undefined || brand.marketingSite !== undefined, 'a product line page').toBe(true);
    for (const target of line ? [home, line] : [home]) {
      const { teasers, cards, currency } = builtPage(brand.name, target.path);
      const shown = teasers.flat();
      expect(shown.length, `products of ${target.path}`).toBeGreaterThan(0);
      // The channel's currency (issue 16): pounds in Britain, euros in the euro countries.
      expect(currency).toBe(localCurrencies[locale.country] ?? 'EUR');
      await open(page, target.path);
      for (const number of shown) {
        const card = cards.get(number)!;
        const tile = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3, name: card.name }) });
        await expect(tile.first().getByRole('link', { name: card.name })).toHaveAttribute('href', card.url);
        if (card.price) {
          expect(card.price.currency).toBe(currency);
          await expect(tile.first()).toContainText(amountPattern(card.price.amount));
          // In the page locale's format, with the currency's symbol.
          await expect(tile.first()).toContainText(formatPrice(card.price, locale));
        }
      }
      // The home, the same page in the same state, is checked by 'home renders in two locales'.
      if (target !== home) await expectNoAxeViolations(page);
    }
    // A tile leads to its product page.
    const first = builtPage(brand.name, home.path);
    const card = first.cards.get(first.teasers.flat()[0]!)!;
    await open(page, home.path);
    await page.getByRole('link', { name: card.name }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(card.name);
  });
});
