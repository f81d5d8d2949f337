import type { BrandLocale } from '../src/lib/i18n/locales';
import { contentPages } from './support/content';
import { expect, open, test } from './support/fixtures';

/** Two locales that differ in language where the brand has that, else in country. */
function twoLocales(locales: BrandLocale[]): BrandLocale[] {
  const [first] = locales;
  const other = locales.find((locale) => locale.language !== first!.language) ?? locales[1]!;
  return [first!, other];
}

test.describe('content pages', () => {
  for (const template of ['home', 'publication', 'campaign', 'payment-method'] as const) {
    test(`${template} renders in two locales, in their languages, with no axe violations`, async ({
      page,
      brand,
      locales,
      expectNoAxeViolations,
    }) => {
      const pages = await contentPages(brand.name);
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
