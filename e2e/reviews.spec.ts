/**
 * Reviews (issue 16, item 2) against the review provider's stand-in: the rating beside the
 * product name and in the structured data, the section's list page by page and in another
 * order, the customer photos where the brand shows a gallery, the stars on listing tiles, the
 * cookie consent where the brand's account sets cookies, and no widget where it is hidden.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { reviewMessages } from '../src/features/reviews/messages';
import { fill } from '../src/lib/i18n/fill';
import { type Rating, reviewsShownIn, roundedAverage } from '../src/lib/reviews';
import { expect, open, test } from './support/fixtures';

interface BuiltPage {
  pageType: string;
  path: string;
  data: { catalogProduct?: { detail: string } };
  /** A category page's built listing: the tiles its first page shows. */
  firstPage: { rating?: Rating }[];
}

function builtPages(brand: string, prefix: string): BuiltPage[] {
  const root = path.join('.builds', brand, 'page-data', prefix);
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page-data.json'))
    .map((file) => {
      const { result } = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as {
        result: {
          pageContext: { pageType: string; canonicalPath: string; listing?: { firstPage: BuiltPage['firstPage'] } };
          data: BuiltPage['data'];
        };
      };
      return {
        pageType: result.pageContext.pageType,
        path: result.pageContext.canonicalPath,
        data: result.data,
        firstPage: result.pageContext.listing?.firstPage ?? [],
      };
    });
}

const reviewsOf = (page: BuiltPage) =>
  page.data.catalogProduct
    ? (JSON.parse(page.data.catalogProduct.detail) as { reviews?: { rating: Rating | null } }).reviews
    : undefined;

/** The locale's product page with the most reviews. */
function mostReviewed(pages: BuiltPage[]): { path: string; rating: Rating } | undefined {
  return pages
    .filter((page) => page.pageType === 'product')
    .map((page) => ({ path: page.path, rating: reviewsOf(page)?.rating ?? null }))
    .filter((entry): entry is { path: string; rating: Rating } => (entry.rating?.count ?? 0) > 0)
    .sort((a, b) => b.rating.count - a.rating.count)[0];
}

const average = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(roundedAverage(value));

/** The scores of the listed reviews, read from each review's stars. */
async function listedScores(page: Page, heading: string, label: string): Promise<number[]> {
  const pattern = new RegExp(label.replace('{average}', '(\\d)'));
  const names = await page
    .getByRole('region', { name: heading })
    .getByRole('article')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label') ?? ''));
  return names.map((name) => Number(pattern.exec(name)?.[1]));
}

test.describe('reviews', () => {
  test('the most reviewed product shows its rating, pages and sorts its reviews, and names the rating to search engines', async ({
    page,
    brand,
    locales,
    baseURL,
    expectNoAxeViolations,
  }) => {
    const locale = locales.find((entry) => reviewsShownIn(brand, entry.country));
    if (!locale) {
      // A brand without the widget (xlc): no product page carries it, none shows it.
      const products = builtPages(brand.name, locales[0]!.prefix).filter((entry) => entry.pageType === 'product');
      expect(products.filter((entry) => reviewsOf(entry) !== undefined)).toEqual([]);
      await open(page, products[0]!.path);
      await expect(page.locator('#reviews')).toHaveCount(0);
      return;
    }
    const texts = reviewMessages[locale.language]!;
    const target = mostReviewed(builtPages(brand.name, locale.prefix));
    expect(target, `a rated product page of ${locale.prefix}`).toBeDefined();
    const { rating } = target!;
    const tag = `${locale.language}-${locale.country.toUpperCase()}`;
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/widget/')) requests.push(request.url());
    });
    await open(page, target!.path);

    // Beside the name: the stars, the mean and a link to the section.
    const shown = average(rating.average, tag);
    await expect(page.getByRole('img', { name: fill(texts.ratingLabel, { average: shown }) }).first()).toBeVisible();
    const link = page.getByRole('link', { name: fill(texts.reviewCount, { count: rating.count }) });
    await expect(link).toHaveAttribute('href', '#reviews');

    // Structured data: the same rating.
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
      );
    const product = ld.find((entry) => entry['@type'] === 'Product') as
      { aggregateRating?: { ratingValue: number; reviewCount: number } } | undefined;
    expect(product?.aggregateRating).toMatchObject({
      ratingValue: roundedAverage(rating.average),
      reviewCount: rating.count,
    });

    const section = page.getByRole('region', { name: texts.heading });
    if (brand.reviews.setsCookies) {
      // The brand's review account sets cookies: nothing is read from it before consent.
      await expect(section.getByText(texts.consentIntro)).toBeVisible();
      await expect(section.getByRole('article')).toHaveCount(0);
      expect(requests, 'no call to the provider without consent').toEqual([]);
      await expectNoAxeViolations(page);
      await page.context().addCookies([
        {
          name: 'OptanonConsent',
          value: `groups=${encodeURIComponent('C0001:1,C0002:0,C0003:1,C0004:0')}`,
          url: baseURL!,
        },
      ]);
      await open(page, target!.path);
    }

    // The section: five reviews of all, then five more; focus moves to the first new one.
    await link.click();
    await expect(section.getByRole('article')).toHaveCount(5);
    await expect(section.getByText(fill(texts.shownCount, { shown: 5, total: rating.count }))).toBeVisible();
    await section.getByRole('button', { name: texts.showMore }).click();
    await expect(section.getByRole('article')).toHaveCount(10);
    await expect(section.getByRole('article').nth(5)).toBeFocused();
    await expect(section.getByText(fill(texts.shownCount, { shown: 10, total: rating.count }))).toBeVisible();

    // Lowest rating first: the scores rise, and the list starts again at five.
    await section.getByLabel(texts.sortLabel).selectOption({ label: texts.sortLowest });
    await expect(section.getByRole('article')).toHaveCount(5);
    await expect
      .poll(async () => {
        const scores = await listedScores(page, texts.heading, texts.ratingLabel);
        return scores.every((score, index) => index === 0 || score >= scores[index - 1]!) && scores[0]! <= 3;
      })
      .toBe(true);

    if (brand.flags.reviewsGallery) {
      const photos = page.getByRole('region', { name: texts.photosHeading });
      await expect(photos.getByRole('img').first()).toBeVisible();
      const loaded = await photos
        .getByRole('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
      expect(loaded).toBe(true);
    } else {
      await expect(page.getByRole('region', { name: texts.photosHeading })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test('listing tiles show the stars and count of rated products, and only where reviews show', async ({
    page,
    brand,
    locales,
  }) => {
    const ratedListing = (prefix: string) =>
      builtPages(brand.name, prefix)
        .filter((entry) => entry.pageType === 'category')
        .map((entry) => ({
          path: entry.path,
          rated: entry.firstPage.find((card) => card.rating),
        }))
        .find((entry) => entry.rated);
    for (const hidden of locales.filter((entry) => !reviewsShownIn(brand, entry.country))) {
      expect(ratedListing(hidden.prefix), `no stars on the tiles of ${hidden.prefix}`).toBeUndefined();
    }
    const locale = locales.find((entry) => reviewsShownIn(brand, entry.country));
    if (!locale) return;
    const texts = reviewMessages[locale.language]!;
    const listing = ratedListing(locale.prefix);
    expect(listing, `a listing of ${locale.prefix} with a rated product`).toBeDefined();
    const { rating } = listing!.rated!;
    const tag = /^[a-z]{2}$/.test(locale.country)
      ? `${locale.language}-${locale.country.toUpperCase()}`
      : locale.language;
    await open(page, listing!.path);
    const count = rating!.count === 1 ? texts.reviewCountOne : fill(texts.reviewCount, { count: rating!.count });
    await expect(
      page.getByText(`${fill(texts.ratingLabel, { average: average(rating!.average, tag) })}, ${count}`).first(),
    ).toBeAttached();
  });

  test('each locale shows the widget as the brand and the country say', async ({ page, brand, locales }) => {
    for (const locale of locales) {
      const products = builtPages(brand.name, locale.prefix).filter((entry) => entry.pageType === 'product');
      const withWidget = products.filter((entry) => reviewsOf(entry) !== undefined);
      if (reviewsShownIn(brand, locale.country)) expect(withWidget.length, locale.prefix).toBeGreaterThan(0);
      else expect(withWidget, locale.prefix).toEqual([]);
    }
    const hidden = locales.find((entry) => !reviewsShownIn(brand, entry.country));
    const shown = locales.find((entry) => reviewsShownIn(brand, entry.country));
    const locale = hidden ?? shown!;
    const target = builtPages(brand.name, locale.prefix).find(
      (entry) => entry.pageType === 'product' && (hidden ? true : reviewsOf(entry) !== undefined),
    )!;
    await open(page, target.path);
    await expect(page.locator('#reviews')).toHaveCount(hidden ? 0 : 1);
  });
});
