/**
 * The catalogue journey of the commerce issue: open a category from the mega menu, filter,
 * sort, open a product, switch colour and size (the URL query follows, no reload), and go back
 * to the same listing through the back link.
 */
import type { Page } from '@playwright/test';
import { attributeLabels, catalogMessages } from '../../src/features/catalog/messages';
import type { BrandLocale } from '../../src/lib/i18n/locales';
import { expect, open } from './fixtures';

export async function catalogueJourney(
  page: Page,
  locale: BrandLocale,
  expectNoAxeViolations: (page: Page) => Promise<void>,
) {
  const texts = catalogMessages[locale.language]!;
  const labels = attributeLabels[locale.language]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, locale.prefix);
  const nav = page.getByRole('navigation').first();
  const group = nav.getByRole('button').first();
  await group.click();
  const panel = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
  const categoryLink = panel.getByRole('link').first();
  const categoryHref = (await categoryLink.getAttribute('href'))!;
  await categoryLink.click();
  await expect(page).toHaveURL(new RegExp(`${categoryHref}$`));
  await expect(page.getByRole('region', { name: texts.resultsHeading })).toBeVisible();
  const listingPath = new URL(page.url()).pathname;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectNoAxeViolations(page);

  // Marks the document, so a full page load (which would drop the mark) is noticed.
  await page.evaluate(() => ((window as Window & { stayedOnPage?: boolean }).stayedOnPage = true));
  const products = page.getByRole('region', { name: texts.resultsHeading }).getByRole('listitem');
  const before = await products.count();
  expect(before).toBeGreaterThan(1);

  const filter = page.getByRole('main').getByRole('checkbox').first();
  await filter.check();
  await expect(page).toHaveURL(/\?.+=/);
  await expect.poll(() => products.count()).toBeLessThanOrEqual(before);
  const filtered = page.url();

  const sort = page.getByRole('main').getByRole('combobox').first();
  const options = await sort
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  const other = options.find((value) => value !== (options[0] ?? ''))!;
  await sort.selectOption(other);
  await expect(page).not.toHaveURL(filtered);
  const listingUrl = page.url();
  expect(await page.evaluate(() => (window as Window & { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

  const productLink = products.first().getByRole('link').first();
  const productHref = (await productLink.getAttribute('href'))!;
  await productLink.click();
  await expect(page).toHaveURL(new RegExp(`${productHref.split('?')[0]}`));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectNoAxeViolations(page);
  const productPath = new URL(page.url()).pathname;

  const articleNumber = page.getByText(new RegExp(`^${texts.articleNumber}:`));
  const otherChoice = (label: string) =>
    page
      .getByRole('group', { name: new RegExp(`^${label}`) })
      .first()
      .locator('label')
      .filter({ has: page.locator('input:not(:checked)') })
      .first();

  // Another colour: the query follows, the path stays, the page does not reload.
  const beforeColour = page.url();
  await otherChoice(labels.attrMarketingColor).click();
  await expect(page).not.toHaveURL(beforeColour);
  expect(new URL(page.url()).pathname).toBe(productPath);
  expect(new URL(page.url()).searchParams.get('color')).toBeTruthy();

  // Another size: the shown variant (its article number) changes.
  const beforeSize = await articleNumber.textContent();
  await otherChoice(labels.attrFrameSize).click();
  await expect(articleNumber).not.toHaveText(beforeSize!);
  expect(new URL(page.url()).pathname).toBe(productPath);
  expect(await page.evaluate(() => (window as Window & { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

  await page
    .getByRole('link', { name: new RegExp(texts.backToListing.replace('{name}', '.+')) })
    .first()
    .click();
  await expect(page).toHaveURL(listingUrl);
  expect(new URL(page.url()).pathname).toBe(listingPath);
}
