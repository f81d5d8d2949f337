import { messages } from '../brands/shared/messages';
import { textDirection } from '../src/lib/i18n/direction';
import { searchPath } from '../src/lib/routing';
import { onePathPerPageKind, servedDocument } from './support/built';
import { expect, open, test, twoLocales } from './support/fixtures';

test.describe('the shell of every brand', () => {
  test('home carries the brand tokens, html lang and hreflang alternates, with no axe violations', async ({
    page,
    brand,
    locales,
    expectNoAxeViolations,
  }) => {
    const [home] = locales;
    await open(page, home!.prefix);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', home!.language);

    const tokens = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const body = getComputedStyle(document.body);
      return {
        primary: root.getPropertyValue('--color-primary').trim(),
        surface: root.getPropertyValue('--color-surface').trim(),
        headerSurface: root.getPropertyValue('--color-header-surface').trim(),
        fontFamily: body.fontFamily,
      };
    });
    expect(tokens).toEqual({
      primary: brand.theme.light.primary,
      surface: brand.theme.light.surface,
      headerSurface: brand.theme.light.headerSurface,
      fontFamily: brand.theme.tokens.font.body,
    });
    // The header's logo is the brand's drawn wordmark, inline in the header's text colour (no
    // image file, whose SVG document would cost every page's load), and the link names the brand.
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name: new RegExp(`^${brand.displayName} – `) });
    const artwork = logo.locator('svg[aria-hidden="true"]');
    await expect(artwork.locator('path').first()).toHaveAttribute('d', /^M/);
    const drawn = await artwork.boundingBox();
    expect(drawn?.height).toBe(28);
    expect(drawn!.width).toBeGreaterThan(drawn!.height);
    expect(await artwork.evaluate((svg) => getComputedStyle(svg).color)).toBe(
      await banner.evaluate((header) => getComputedStyle(header).color),
    );
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.svg$/.test(entry.name))),
    ).toEqual([]);
    // The favicon is the brand's PNG, named by a data address (an SVG icon would be a document of its own to build).
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/png;base64,/);
    // Headings in the brand's own typeface, served from the build itself and actually used.
    const face = brand.theme.tokens.font.headingFace;
    expect(face).toBeDefined();
    // Chromium serializes a one-word family without quotes (Jost), a spaced one with them.
    const unquoted = (families: string) => families.replace(/"/g, '');
    expect(
      unquoted(await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily)),
    ).toBe(unquoted(brand.theme.tokens.font.heading));
    await expect(page.locator(`head link[rel="preload"][as="font"][href^="/fonts/"]`)).toHaveCount(1);
    await expect
      .poll(() =>
        page.evaluate(
          ({ family, weight }) =>
            [...document.fonts].some(
              (font) =>
                font.family.replace(/"/g, '') === family && font.weight === String(weight) && font.status === 'loaded',
            ),
          face!,
        ),
      )
      .toBe(true);
    const firstCta = page.getByRole('main').getByRole('link').first();
    await expect(firstCta).toHaveCSS('border-radius', brand.theme.tokens.radius.control === '0' ? '0px' : '999px');

    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), new URL((link as HTMLLinkElement).href).pathname]),
      );
    expect(alternates).toEqual([
      ...locales.map((locale) => [locale.hreflang, locale.prefix]),
      ['x-default', home!.prefix],
    ]);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${brand.siteUrl}${home!.prefix}`);
    await expectNoAxeViolations(page);
  });

  test('headings in the metric-matched fallback take the widths and lines they take in the brand’s face', async ({
    browser,
    brand,
    locales,
  }, testInfo) => {
    const face = brand.theme.tokens.font.headingFace!;
    // Per heading of the home page at a phone's width: lines, height and the text's width.
    const measure = async (fonts: 'blocked' | 'served') => {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      if (fonts === 'blocked') await page.route('**/fonts/*.woff2', (route) => route.abort());
      await page.goto(locales[0]!.prefix);
      const family = fonts === 'blocked' ? `${face.family} Fallback` : face.family;
      // The face in use is loaded: the fallback's local face, or the brand's file.
      await expect
        .poll(() =>
          page.evaluate(
            (name) =>
              [...document.fonts].some((font) => font.family.replace(/"/g, '') === name && font.status === 'loaded'),
            family,
          ),
        )
        .toBe(true);
      const headings = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const lines = [...range.getClientRects()];
            return {
              text: element.textContent?.trim() ?? '',
              height: element.getBoundingClientRect().height,
              lines: new Set(lines.map((line) => Math.round(line.top))).size,
              width: lines.reduce((sum, line) => sum + line.width, 0),
            };
          }),
      );
      await context.close();
      return headings;
    };
    const fallback = await measure('blocked');
    const served = await measure('served');
    expect(served.length).toBeGreaterThan(1);
    expect(fallback.map(({ text }) => text)).toEqual(served.map(({ text }) => text));
    // All of them within 3 % of their width in the face (before the fallback faces: 9-49 % wider
    // or 18 % narrower, by brand), each within 8 % (the scaling weighs letters, not digits).
    for (const [index, heading] of fallback.entries()) {
      const ratio = heading.width / served[index]!.width;
      expect(ratio, heading.text).toBeGreaterThan(0.92);
      expect(ratio, heading.text).toBeLessThan(1.08);
    }
    const total = (headings: typeof served) => headings.reduce((sum, heading) => sum + heading.width, 0);
    expect(Math.abs(total(fallback) / total(served) - 1)).toBeLessThan(0.03);
    // A heading whose text ends within those few per cent of its line's end may still wrap the
    // other way; one in ten at most (before: up to one in two).
    const rewrapped = fallback.filter((heading, index) => heading.lines !== served[index]!.lines);
    expect(rewrapped.length).toBeLessThanOrEqual(Math.floor(served.length / 10));
    for (const [index, heading] of fallback.entries())
      if (heading.lines === served[index]!.lines) expect(heading.height, heading.text).toBe(served[index]!.height);
  });

  test('every text of every page kind is set in the brand’s body or heading stack', async ({ page, brand }) => {
    // A control left with the browser's own font (13.3 px Arial for buttons on Linux) looks out of
    // place, and costs the page's first layout a font lookup of its own (issue 20). So does a text
    // in the heading face at another weight than the headings': the face has that one weight, so
    // the browser draws the same file and pays the lookup for nothing. And a weight outside the
    // brand's four (the browser's bold for th and strong, 900 for b in bold text). The
    // consent vendor's banner sets its own type, as the real SDK's stylesheet does.
    const weights = [...new Set(Object.values(brand.theme.tokens.font.weights).map(String))];
    for (const address of onePathPerPageKind(brand.name).values()) {
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      const strays = await page.evaluate((brandWeights) => {
        const heading = document.body.appendChild(document.createElement('h2'));
        const headingStyle = getComputedStyle(heading);
        const headingFamily = headingStyle.fontFamily;
        const headingWeight = headingStyle.fontWeight;
        const stacks = new Set([getComputedStyle(document.body).fontFamily, headingFamily]);
        const headingFaceOwn = headingFamily !== getComputedStyle(document.body).fontFamily;
        heading.remove();
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (
            !parent ||
            !node.textContent?.trim() ||
            parent.closest('script, style, noscript, template, #onetrust-banner-sdk')
          )
            continue;
          const { fontFamily: family, fontWeight: weight } = getComputedStyle(parent);
          const text = `${parent.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 30)}"`;
          if (!stacks.has(family)) found.push(`${text}: ${family}`);
          else if (headingFaceOwn && family === headingFamily && weight !== headingWeight)
            found.push(`${text}: the heading face at ${weight}, not ${headingWeight}`);
          else if (!brandWeights.includes(weight)) found.push(`${text}: weight ${weight}, not one of ${brandWeights}`);
        }
        return found;
      }, weights);
      expect(strays, address).toEqual([]);
    }
  });

  test('dark scheme follows the visitor preference, with no axe violations', async ({
    page,
    brand,
    locales,
    expectNoAxeViolations,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, locales[0]!.prefix);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe(brand.theme.dark.primary);
    await expectNoAxeViolations(page);
  });

  test('every locale home is in its language and names its own country', async ({ page, request, locales }) => {
    // Every locale's home as served, up to 28 for the brand with the most...
    for (const locale of locales) {
      const texts = messages[locale.language]!;
      const document = await servedDocument(request, locale.prefix);
      expect(document.documentElement.lang, locale.prefix).toBe(locale.language);
      const links = [...document.querySelectorAll('a')].map((link) => link.textContent?.trim());
      expect(links, locale.prefix).toContain(texts.skipToContent);
      expect(document.querySelector('footer details summary')?.textContent, locale.prefix).toContain(
        texts.countryAndLanguage,
      );
    }
    // ...and, hydrated in the browser, two of different languages.
    for (const locale of twoLocales(locales)) {
      const texts = messages[locale.language]!;
      await open(page, locale.prefix);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.language);
      await expect(page.getByRole('link', { name: texts.skipToContent })).toBeAttached();
      await expect(page.locator('footer details summary')).toContainText(texts.countryAndLanguage);
    }
  });

  test('hydration leaves the html element’s lang and dir as served; a locale reached in the app sets its own', async ({
    page,
    brand,
    locales,
  }) => {
    // Setting either attribute, even to its value, restyles the whole document (PageHead.tsx).
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { htmlAttributeChanges: changes });
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) changes.push(record.attributeName ?? '');
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang', 'dir'] });
    });
    const changes = () =>
      page.evaluate(() => (window as unknown as { htmlAttributeChanges: string[] }).htmlAttributeChanges);
    const html = page.locator('html');
    const [first, other = first!] = twoLocales(locales);
    // A search's results add robots noindex in the browser's head only: once it is there, Gatsby
    // has rendered the page's head.
    await open(page, `${searchPath(first!, brand.routing)}?q=bike`);
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toBeAttached();
    expect(await changes()).toEqual([]);
    await expect(html).toHaveAttribute('lang', first!.language);
    // To the other locale and back through the footer's switcher, in the app.
    for (const locale of [other, first!]) {
      await page.locator('footer details summary').click();
      await page.locator(`footer a[hreflang="${locale.hreflang}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${searchPath(locale, brand.routing)}$`));
      await expect(html).toHaveAttribute('lang', locale.language);
      await expect(html).toHaveAttribute('dir', textDirection(locale.language));
    }
  });

  test('the unprefixed root is the default locale home, canonical to the prefixed one', async ({
    page,
    brand,
    locales,
  }) => {
    await open(page, locales[0]!.prefix);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${brand.siteUrl}${locales[0]!.prefix}`,
    );
  });

  test('an unprefixed path resolves under the default locale', async ({ page, locales }) => {
    const [home] = locales;
    await open(page, '/no-such-page/');
    await expect(page).toHaveURL(new RegExp(`${home!.prefix}no-such-page/$`));
    await expect(page.getByRole('heading', { level: 1, name: messages[home!.language]!.notFoundTitle })).toBeVisible();
  });

  test('an unknown path under a locale shows that locale’s not-found page with status 404', async ({
    page,
    locales,
  }) => {
    const locale = locales[locales.length - 1]!;
    const response = await open(page, `${locale.prefix}no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages[locale.language]!.notFoundTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale.language);
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}no-such-page/$`));
  });

  test('navigating in the page to a missing page shows that locale’s not-found page', async ({ page, locales }) => {
    const locale = locales[locales.length - 1]!;
    await open(page, locale.prefix);
    // As a link to a page that no longer exists would: Gatsby's client navigation.
    await page.evaluate((target) => window.___navigate(target), `${locale.prefix}no-such-page/`);
    await expect(page.getByRole('heading', { level: 1, name: messages[locale.language]!.notFoundTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}no-such-page/$`));
  });

  test('/404.html and /500.html are the brand’s own pages', async ({ page, brand, locales, expectNoAxeViolations }) => {
    const language = locales[0]!.language;
    await open(page, '/404.html');
    await expect(page.getByRole('heading', { level: 1, name: messages[language]!.notFoundTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${messages[language]!.notFoundTitle} | ${brand.displayName}`);
    await open(page, '/500.html');
    await expect(page.getByRole('heading', { level: 1, name: messages[language]!.serverErrorTitle })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  });

  test('the skip link moves focus to the main content', async ({ page, locales }) => {
    const language = locales[0]!.language;
    await open(page, locales[0]!.prefix);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: messages[language]!.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the mega menu opens by keyboard and closes with Escape', async ({ page, locales }) => {
    const translations = messages[locales[0]!.language]!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, locales[0]!.prefix);
    const nav = page.getByRole('navigation', { name: translations.mainNavigation });
    const button = nav.getByRole('button').first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const firstLink = panel.getByRole('link').first();
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(firstLink).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the header stays at the top of the viewport while the page scrolls', async ({ page, locales }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, locales[0]!.prefix);
    const header = page.getByRole('banner');
    await expect.poll(() => header.evaluate((element) => element.hasAttribute('data-region-hydrated'))).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    expect(await header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await expect(header).toBeInViewport();
  });

  test('on a small screen the menu button reveals the navigation', async ({ page, locales }) => {
    const translations = messages[locales[0]!.language]!;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, locales[0]!.prefix);
    const nav = page.getByRole('navigation', { name: translations.mainNavigation });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: translations.mainNavigation }).click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: translations.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  });
});
