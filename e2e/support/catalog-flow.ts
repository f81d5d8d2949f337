/**
 * The catalogue journey of the commerce issue: open a category from the mega menu (one that
 * holds more products than the brand's page size), sort, page to page 2 (no reload, the URL
 * keeps the sort), open a product there, switch colour and size (the URL query follows, no
 * reload), go back to the same listing page through the back link, page back, and filter
 * (which starts again at page 1).
 */
import type { Locator, Page } from '@playwright/test';
import { attributeLabels, catalogMessages } from '../../src/features/catalog/messages';
import { resultCountText } from '../../src/features/catalog/texts';
import type { BrandLocale } from '../../src/lib/i18n/locales';
import { fill } from '../../src/lib/i18n/fill';
import { expect, open } from './fixtures';

type MarkedWindow = Window & { stayedOnPage?: boolean };

/** Marks the document, so a full page load (which would drop the mark) is noticed. */
const markDocument = (page: Page) => page.evaluate(() => ((window as MarkedWindow).stayedOnPage = true));
const expectNoReload = async (page: Page) =>
  expect(await page.evaluate(() => (window as MarkedWindow).stayedOnPage)).toBe(true);

const queryOf = (page: Page) => new URL(page.url()).searchParams;

/** The product links of the results, in order (a card's name links to its product). */
const productLinks = (cards: Locator) =>
  cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

export async function catalogueJourney(
  page: Page,
  locale: BrandLocale,
  pageSize: number,
  expectNoAxeViolations: (page: Page) => Promise<void>,
  /** The brand's `routing.childSlugAttribute`: its values have product pages of their own. */
  childSlugAttribute: string,
  /** The brand's `flags.geometryTable`: the page lists the measurements per frame size. */
  geometryTable = false,
) {
  const texts = catalogMessages[locale.language]!;
  const labels = attributeLabels[locale.language]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  // Every card of a listing is asked for only when the visitor needs more than its first page.
  const cardFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/static/listing/')) cardFiles.push(request.url());
  });
  await open(page, locale.prefix);
  const nav = page.getByRole('navigation').first();
  const group = nav.getByRole('button').first();
  await group.click();
  const panel = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
  // The group's own listing (all bikes): more products than one page holds.
  const categoryLink = panel.getByRole('link').first();
  const categoryHref = (await categoryLink.getAttribute('href'))!;
  await categoryLink.click();
  await expect(page).toHaveURL(new RegExp(`${categoryHref}$`));
  const results = page.getByRole('region', { name: texts.resultsHeading });
  await expect(results).toBeVisible();
  // The page data holds the first page only: another listing shows once every card has loaded.
  const listingShown = () => expect(results).not.toHaveAttribute('aria-busy', 'true');
  const listingPath = new URL(page.url()).pathname;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectNoAxeViolations(page);
  await markDocument(page);

  // Page 1: the page size's number of cards out of more, and a pagination navigation.
  const cards = results.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(pageSize);
  const status = results.getByRole('status');
  const total = Number((await status.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(pageSize);
  await expect(status).toHaveText(resultCountText(texts, total));
  const pagination = page.getByRole('navigation', { name: texts.pagination });
  const pageLink = (number: number) =>
    pagination.getByRole('link', { name: fill(texts.pageNumber, { page: number }), exact: true });
  await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: texts.previousPage })).toHaveCount(0);
  expect(cardFiles).toEqual([]);

  // Sort by price, ascending: the query carries it and the listing stays on page 1. (Page 2
  // then shows the dearest bikes, each sold in several colours and sizes for the steps below.)
  const sort = results.getByRole('combobox');
  await sort.selectOption('p');
  await expect.poll(() => queryOf(page).get('sort')).toBe('p');
  expect(queryOf(page).get('page')).toBeNull();
  await listingShown();
  await expect(status).toHaveText(resultCountText(texts, total));
  expect(cardFiles).toHaveLength(1);
  const firstPage = await productLinks(cards);
  expect(firstPage).toHaveLength(pageSize);

  // Page 2 by its link: in place, the URL keeps the sort, other products, focus on the results.
  await pageLink(2).click();
  await expect.poll(() => queryOf(page).get('page')).toBe('2');
  expect(queryOf(page).get('sort')).toBe('p');
  expect(new URL(page.url()).pathname).toBe(listingPath);
  await expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(Math.min(pageSize, total - pageSize));
  const secondPage = await productLinks(cards);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
  await expectNoReload(page);
  // The results start in view again, below the sticky header, with keyboard focus there.
  await expect(results.getByRole('heading', { level: 2, name: texts.resultsHeading })).toBeFocused();
  await expect(status).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  expect((await status.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await expectNoAxeViolations(page);
  const secondPageUrl = page.url();

  const productLink = cards.first().getByRole('link');
  const productHref = (await productLink.getAttribute('href'))!;
  await productLink.click();
  await expect(page).toHaveURL(new RegExp(`${productHref.split('?')[0]}`));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectNoAxeViolations(page);
  let productPath = new URL(page.url()).pathname;

  const articleNumber = page.getByText(new RegExp(`^${texts.articleNumber}:`));
  const otherChoice = (label: string) =>
    page
      .getByRole('group', { name: new RegExp(`^${label}`) })
      .first()
      .locator('label')
      .filter({ has: page.locator('input:not(:checked)'), hasNotText: texts.unavailableCombination })
      .first();

  // Another colour. Where colours name the child pages (spec section 2), the page moves to the
  // chosen colour's own path; otherwise the query follows and the path stays. No reload.
  const beforeColour = page.url();
  // Marks this page's heading, so the test can tell when another page has replaced it.
  await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-left', ''));
  await otherChoice(labels.attrMarketingColor).click();
  await expect(page).not.toHaveURL(beforeColour);
  if (childSlugAttribute === 'attrMarketingColor') {
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(productPath);
    await page.waitForFunction(() => !!document.querySelector('h1') && !document.querySelector('h1[data-left]'));
    const colourPath = new URL(page.url()).pathname;
    // A sibling child page of the same product.
    expect(colourPath.split('/').slice(0, -2)).toEqual(productPath.split('/').slice(0, -2));
    expect(queryOf(page).get('color')).toBeNull();
    productPath = colourPath;
  } else {
    expect(new URL(page.url()).pathname).toBe(productPath);
    expect(queryOf(page).get('color')).toBeTruthy();
  }

  // Another size: the shown variant (its article number) changes.
  const beforeSize = await articleNumber.textContent();
  await otherChoice(labels.attrFrameSize).click();
  await expect(articleNumber).not.toHaveText(beforeSize!);
  const chosenSize = (await articleNumber.textContent())!;
  // The query settles on colour and frame shape (it names no size); the chosen size stays shown.
  await expect.poll(() => queryOf(page).get('color')).toBeTruthy();
  expect(queryOf(page).get('frameShape')).toBeTruthy();
  await expect(articleNumber).toHaveText(chosenSize);
  if (geometryTable) {
    // A column per size of the configurator, the shown size's column marked.
    const sizes = page.getByRole('group', { name: new RegExp(`^${labels.attrFrameSize}`) }).first();
    const table = page.getByRole('region', { name: fill(texts.geometryCaption, { unit: 'mm' }) }).getByRole('table');
    await expect(table.locator('thead th')).toHaveCount((await sizes.getByRole('radio').count()) + 1);
    const marked = table.locator('thead th.chosen');
    await expect(marked).toHaveCount(1);
    expect(await sizes.locator('legend').textContent()).toContain(`: ${(await marked.textContent())!.trim()}`);
    await expect(table.locator('tbody tr')).toHaveCount(4);
  }
  expect(new URL(page.url()).pathname).toBe(productPath);
  await expectNoReload(page);

  // The back link returns to page 2 of the sorted listing, as it was left.
  await page
    .getByRole('link', { name: new RegExp(texts.backToListing.replace('{name}', '.+')) })
    .first()
    .click();
  await expect(page).toHaveURL(secondPageUrl);
  await expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => productLinks(cards)).toEqual(secondPage);

  // The previous-page link leads to page 1 (the sort kept); the browser's back button to page 2.
  await pagination.getByRole('link', { name: texts.previousPage }).click();
  await expect.poll(() => queryOf(page).get('page')).toBeNull();
  expect(queryOf(page).get('sort')).toBe('p');
  await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => productLinks(cards)).toEqual(firstPage);
  await page.goBack();
  await expect(page).toHaveURL(secondPageUrl);
  await expect.poll(() => productLinks(cards)).toEqual(secondPage);
  await expectNoReload(page);

  // A filter changes the result set: the listing starts again at page 1, the sort kept.
  const filter = page.getByRole('main').getByRole('checkbox').first();
  await filter.check();
  await expect.poll(() => queryOf(page).get('page')).toBeNull();
  await listingShown();
  expect([...queryOf(page).keys()].filter((key) => key !== 'sort' && key !== 'page').length).toBeGreaterThan(0);
  expect(queryOf(page).get('sort')).toBe('p');
  const filtered = Number((await status.textContent())?.match(/\d+/)?.[0]);
  expect(filtered).toBeLessThanOrEqual(total);
  await expect(cards).toHaveCount(Math.min(pageSize, filtered));
  if (filtered > pageSize) await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
  else await expect(pagination).toHaveCount(0);
  await expectNoReload(page);

  // An old link past the last page shows the last page, and the address names it.
  const lastPage = Math.ceil(total / pageSize);
  await open(page, `${listingPath}?sort=p&page=${lastPage + 7}`);
  await listingShown();
  await expect.poll(() => queryOf(page).get('page')).toBe(String(lastPage));
  await expect(pageLink(lastPage)).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(total - (lastPage - 1) * pageSize);
}
