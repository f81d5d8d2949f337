/**
 * Search and bike comparison in the browser, run for two brands of different languages and
 * word orders (raleigh in English, sparta in Dutch), as the other journeys are:
 * a product line, a product number and a misspelt model find the product; the results are
 * noindex, the search page is not; two facets and a sort narrow the results and survive a reload;
 * articles and pages found by the content service; the header's typeahead by keyboard; three bikes
 * compared from listings and a product page, kept over a reload, one removed on the comparison
 * page, and its address shared into a new browser context. axe on every state.
 */
import type { Page } from '@playwright/test';
import { catalogMessages } from '../../src/features/catalog/messages';
import { compareMessages } from '../../src/features/compare/messages';
import { searchMessages } from '../../src/features/search/messages';
import { fill } from '../../src/lib/i18n/fill';
import { expect, open, test } from './fixtures';
import { chunkFileHolding } from './runtime-faults';

const resultStatus = (page: Page, language: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(searchMessages[language]!.resultCount.replace('{count}', '\\d+')) });

/**
 * A control's name for any bike, from its template in the page language: the words may stand on
 * either side of the bike's name ("Compare {name}", "{name} vergelijken").
 */
const anyBike = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{name\\}', '.+')}$`);

/** Registers the search and comparison journeys in the spec that calls it. */
export function searchAndCompareJourneys() {
  test('search: product line, product number, misspelling, facets and sort in the address, typeahead', async ({
    page,
    brand,
    locales,
    expectNoAxeViolations,
  }) => {
    test.setTimeout(120_000);
    const locale = locales[0]!;
    const texts = searchMessages[locale.language]!;
    await page.setViewportSize({ width: 1280, height: 900 });

    // The search page is the editors' story, indexed; its results are not (lib/seo/indexing.ts).
    const robots = page.locator('meta[name="robots"]');
    await open(page, `${locale.prefix}search/`);
    await expect(page.getByRole('combobox', { name: texts.searchLabel })).toBeVisible();
    await expect(robots).toHaveCount(0);

    // A product's name, from the results for the brand's own name (the maker of every product):
    // the first whose name has a word long enough for typo tolerance.
    await open(page, `${locale.prefix}search/?q=${encodeURIComponent(brand.displayName)}`);
    await expect(resultStatus(page, locale.language)).toBeVisible();
    await expect(robots).toHaveAttribute('content', 'noindex');
    const results = page.getByRole('list', { name: texts.products }).getByRole('link');
    await expect(results.first()).toBeVisible();
    const longestWord = (text: string) =>
      text.split(/[^\p{L}]+/u).reduce((longest, next) => (next.length > longest.length ? next : longest), '');
    const names = (await results.allTextContents()).map((text) => text.trim());
    const name = names.find((text) => longestWord(text).length >= 5);
    if (!name) throw new Error(`no result of "${brand.displayName}" has a word of five letters: ${names.join(', ')}`);
    const line = name.split(' ')[0]!;
    await expectNoAxeViolations(page);

    // The product line finds the bike.
    await open(page, `${locale.prefix}search/?q=${encodeURIComponent(line)}`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    // Its product number, read from its product page, finds it.
    await page.getByRole('link', { name, exact: true }).click();
    const numberText = await page
      .getByText(new RegExp(`^${catalogMessages[locale.language]!.articleNumber}:`))
      .first()
      .textContent();
    const productNumber = numberText!.split(':')[1]!.trim();
    await open(page, `${locale.prefix}search/?q=${encodeURIComponent(productNumber)}`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    // A misspelt model (two neighbour letters swapped in its longest word) finds it too.
    const word = longestWord(name);
    const misspelt = `${word[0]}${word[2]}${word[1]}${word.slice(3)}`;
    await open(page, `${locale.prefix}search/?q=${encodeURIComponent(misspelt)}`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    // Two facets and a sort: the address keeps them, a reload shows the same results.
    await open(page, `${locale.prefix}search/?q=${encodeURIComponent(brand.displayName)}`);
    await expect(resultStatus(page, locale.language)).toBeVisible();
    const filters = page.getByRole('complementary', { name: texts.filters });
    // The boxes follow the address, which changes after the click: clicked, then awaited checked.
    const inStock = filters.getByRole('checkbox').first();
    await inStock.click();
    await expect(page).toHaveURL(/stock=1/);
    await expect(inStock).toBeChecked();
    await expect(resultStatus(page, locale.language)).toBeVisible();
    const colour = filters.getByRole('group', { name: texts.colorGroup }).getByRole('checkbox').first();
    await colour.click();
    await expect(page).toHaveURL(/colorGroup=/);
    await expect(colour).toBeChecked();
    await page.getByLabel(texts.sortBy).selectOption('p');
    await expect(page).toHaveURL(/sort=p/);
    // The address alone brings the narrowed, sorted results: opened afresh, then reloaded.
    await open(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(resultStatus(page, locale.language)).toBeVisible();
    await expect(page.getByLabel(texts.sortBy)).toHaveValue('p');
    const before = await page.getByRole('list', { name: texts.products }).getByRole('link').allTextContents();
    expect(before.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(resultStatus(page, locale.language)).toBeVisible();
    await expect(page.getByRole('list', { name: texts.products }).getByRole('link')).toHaveText(before);

    // Articles and pages: the content service's search, in a section of their own.
    await open(page, `${locale.prefix}search/?q=winter`);
    const content = page.getByRole('region', { name: texts.content });
    await expect(content.getByRole('link').first()).toBeVisible();
    await expect(content.getByText(texts.kindPublication).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const article = content.getByRole('link').first();
    const title = (await article.textContent())!.trim();
    await article.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The header's typeahead by keyboard.
    const field = page.getByRole('combobox', { name: texts.searchLabel });
    await field.fill(line);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await field.press('ArrowDown');
    const option = page.getByRole('option').first();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    const chosen = (await option.textContent())!.trim();
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  });

  test('compare: three bikes from a listing and a product page, kept over a reload, removed, shared', async ({
    page,
    brand,
    browser,
    baseURL,
    locales,
    expectNoAxeViolations,
  }) => {
    test.setTimeout(120_000);
    const locale = locales[0]!;
    const texts = compareMessages[locale.language]!;
    // The live toggle's chunk holds the list's store: a visitor who has not compared yet loads it
    // only with the first tick.
    const liveToggle = chunkFileHolding(brand.name, 'src/features/compare/CompareToggleLive.tsx');
    let liveToggleLoads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === liveToggle) liveToggleLoads += 1;
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `${locale.prefix}search/?q=${encodeURIComponent(brand.displayName)}`);
    // A listing: the first category of the menu that lists bikes with a compare toggle.
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('button').first().click();
    await nav.getByRole('link').first().click();
    const toggles = page.getByRole('checkbox', { name: anyBike(texts.compareName) });
    await expect(toggles.first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(liveToggleLoads).toBe(0);
    await toggles.nth(0).check();
    await expect.poll(() => liveToggleLoads).toBe(1);
    await toggles.nth(1).check();
    await expect(page.getByRole('button', { name: fill(texts.openPanel, { count: 2 }) })).toBeVisible();
    await expectNoAxeViolations(page);

    // The third from a product page.
    const productLink = page.getByRole('list').getByRole('heading', { level: 3 }).nth(2).getByRole('link');
    const productName = (await productLink.textContent())!.trim();
    await productLink.click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await page.getByRole('checkbox', { name: fill(texts.compareName, { name: productName }), exact: true }).check();
    const panelButton = page.getByRole('button', { name: fill(texts.openPanel, { count: 3 }) });
    await expect(panelButton).toBeVisible();
    await page.reload();
    await expect(panelButton).toBeVisible();
    await panelButton.click();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: texts.compareNow }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.pageTitle })).toBeVisible();
    // What the page is for stands in its static HTML: the list itself only the browser knows.
    const description = fill(texts.pageDescription, { brand: brand.displayName });
    await expect(page.getByText(description)).toBeVisible();
    const staticHtml = await (await page.request.get(page.url())).text();
    expect(staticHtml.slice(staticHtml.indexOf('<main'))).toContain(`>${description.replace(/'/g, '&#x27;')}<`);
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', { name: anyBike(texts.removeName) })
      .first()
      .click();
    await expect(page.getByRole('columnheader')).toHaveCount(2);
    await expect(page).toHaveURL(/ids=[^,]+,[^,&]+$/);
    const shared = page.url();

    const other = await browser.newContext({ baseURL });
    const fresh = await other.newPage();
    await fresh.goto(shared);
    await expect(fresh.getByRole('columnheader')).toHaveCount(2);
    await expectNoAxeViolations(fresh);
    await other.close();
  });
}
