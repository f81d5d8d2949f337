import fs from 'node:fs';
import path from 'node:path';
import { messages } from '../brands/shared/messages';
import { legalLinksByLocale } from '../src/gatsby/content/plan';
import { contentPages } from './support/content';
import { servedDocument } from './support/built';
import { expect, open, test, twoLocales } from './support/fixtures';

/** Every internal href of every built HTML page of the brand, with a page it appears on. */
function internalLinks(buildDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
          const href = match[1]!.replace(/&amp;/g, '&');
          if (!href.startsWith('//') && !found.has(href)) found.set(href, path.relative(buildDir, file));
        }
      }
    }
  };
  visit(buildDir);
  return found;
}

test('every internal link of the built site lands on an existing page', async ({ request, brand }) => {
  test.setTimeout(120_000);
  const links = internalLinks(path.resolve('.builds', brand.name));
  expect(links.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const [href, source] of links) {
    const response = await request.get(href, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${href} (${response.status()}) from ${source}`);
  }
  expect(broken).toEqual([]);
});

test('every locale’s footer links its legal pages and reopens the cookie settings', async ({
  page,
  request,
  brand,
  locales,
}) => {
  const legalPages = legalLinksByLocale(await contentPages(brand.name));
  /** The kinds of legal page the locale's footer must link. */
  const kindsOf = (prefix: string) => {
    // Every site states its privacy policy and legal notice; one that sells its terms and withdrawal.
    const kinds = (legalPages.get(prefix) ?? []).map((link) => link.kind);
    expect(kinds, prefix).toEqual(
      expect.arrayContaining(['privacy', 'legalNotice', ...(brand.flags.ordering ? ['terms', 'withdrawal'] : [])]),
    );
    if (!brand.flags.ordering) expect(kinds, prefix).not.toContain('terms');
    return kinds;
  };
  /** Each link goes to a page of the locale that answers. */
  const expectAnswering = async (prefix: string, hrefs: (string | null)[]) => {
    for (const href of hrefs) {
      expect(href, prefix).toMatch(new RegExp(`^${prefix}.+/$`));
      const response = await request.get(href!, { maxRedirects: 0 });
      expect(response.status(), href!).toBe(200);
    }
  };

  // Every locale's home as served: its legal links, and the button that reopens the settings.
  for (const locale of locales) {
    const texts = messages[locale.language]!;
    const document = await servedDocument(request, locale.prefix);
    const legal = document.querySelector(`footer nav[aria-label="${texts.legalNavigation}"]`);
    expect(legal, locale.prefix).not.toBeNull();
    const hrefs = [...legal!.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs, locale.prefix).toHaveLength(kindsOf(locale.prefix).length);
    await expectAnswering(locale.prefix, hrefs);
    const buttons = [...legal!.querySelectorAll('button')].map((button) => button.textContent?.trim());
    expect(buttons, locale.prefix).toContain(texts.cookieSettings);
  }

  // Hydrated in the browser, two locales of different languages: the links, and the button at work.
  for (const locale of twoLocales(locales)) {
    const texts = messages[locale.language]!;
    await open(page, locale.prefix);
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: texts.legalNavigation });
    const links = legal.getByRole('link');
    await expect(links, locale.prefix).toHaveCount(kindsOf(locale.prefix).length);
    await expectAnswering(
      locale.prefix,
      await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
    );
    // The consent SDK's banner is closed (the fixture's stored choice) until the button reopens it.
    const banner = page.locator('#onetrust-banner-sdk');
    await expect
      .poll(() =>
        page.evaluate(
          () => typeof (window as Window & { OneTrust?: { ToggleInfoDisplay?: unknown } }).OneTrust?.ToggleInfoDisplay,
        ),
      )
      .toBe('function');
    await expect(banner).toBeHidden();
    await legal.getByRole('button', { name: texts.cookieSettings }).click();
    await expect(banner, locale.prefix).toBeVisible();
  }
});
