// @vitest-environment jsdom
/**
 * The product page's review section against the review provider's stand-in: the live summary,
 * paging with focus, another order, a failed read with its retry, "no reviews yet", and the
 * consent the brand's account may need.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startReviewsEmulator } from '../../../emulators/reviews/server';
import { fill } from '../../lib/i18n/fill';
import { renderWithPage } from '../../testing/render';
import { reviewMessages } from './messages';
import ReviewsSection from './ReviewsSection';

const appKey = 'TestApp0000000000000000001';
const products = Array.from({ length: 12 }, (_, index) => ({
  productId: `BIKE-${index + 1}`,
  name: `Bike ${index + 1}`,
}));
const texts = reviewMessages.en!;
let emulator: Awaited<ReturnType<typeof startReviewsEmulator>>;
let access: { widgetUrl: string; appKey: string };

beforeAll(async () => {
  emulator = await startReviewsEmulator({
    apps: [{ appKey, secret: 'test-secret', languages: ['en'], products }],
    port: 0,
  });
  access = { widgetUrl: emulator.url, appKey };
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(cleanup);

const putFaults = (body: object) =>
  fetch(`${emulator.url}/__emulator/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The stand-in's own summary of a product, as the widget API states it. */
async function bottomline(productId: string) {
  const answer = (await (await fetch(`${emulator.url}/products/${appKey}/${productId}/bottomline`)).json()) as {
    response: { bottomline: { average_score: number; total_reviews: number } };
  };
  return answer.response.bottomline;
}

const render = (productId: string, props: { setsCookies?: boolean; gallery?: boolean } = {}) =>
  renderWithPage(
    <ReviewsSection
      productId={productId}
      rating={null}
      access={access}
      gallery={props.gallery ?? false}
      setsCookies={props.setsCookies ?? false}
    />,
    { brand: 'raleigh', country: 'gb', language: 'en' },
  );

describe('ReviewsSection', () => {
  it('shows the live summary and five reviews, then five more with focus on the first new one', async () => {
    const { total_reviews: total } = await bottomline('BIKE-1');
    expect(total).toBeGreaterThanOrEqual(45);
    render('BIKE-1');
    const section = screen.getByRole('region', { name: texts.heading });
    await within(section).findByText(fill(texts.shownCount, { shown: 5, total }));
    expect(within(section).getAllByRole('article')).toHaveLength(5);
    // The summary is drawn a render after the list (the list passes the page it read up).
    expect(await within(section).findByText(fill(texts.reviewCount, { count: total }))).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: texts.showMore }));
    await within(section).findByText(fill(texts.shownCount, { shown: 10, total }));
    await waitFor(() => expect(document.activeElement).toBe(within(section).getAllByRole('article')[5]));
  });

  it('reads the list again from the first page in another order', async () => {
    const answer = (await (await fetch(`${emulator.url}/v1/widget/${appKey}/products/BIKE-1/reviews.json`)).json()) as {
      response: { bottomline: { star_distribution: Record<string, number> } };
    };
    const lowest = [1, 2, 3, 4, 5].find((stars) => (answer.response.bottomline.star_distribution[stars] ?? 0) > 0);
    render('BIKE-1');
    const section = screen.getByRole('region', { name: texts.heading });
    await within(section).findAllByRole('article');
    fireEvent.change(within(section).getByLabelText(texts.sortLabel), { target: { value: 'lowest' } });
    await waitFor(() => {
      const first = within(section).getAllByRole('article')[0]!;
      expect(within(first).getByRole('img').getAttribute('aria-label')).toBe(
        fill(texts.ratingLabel, { average: lowest! }),
      );
    });
    expect(within(section).getAllByRole('article')).toHaveLength(5);
  });

  it('shows the customer photos where the brand’s gallery flag is on, and only there', async () => {
    const album = (await (
      await fetch(`${emulator.url}/v1/widget/${appKey}/albums/product/BIKE-1?per_page=12`)
    ).json()) as {
      response: { images: { thumb_url: string }[] };
    };
    expect(album.response.images.length).toBeGreaterThan(0);
    render('BIKE-1', { gallery: true });
    const photos = await screen.findByRole('region', { name: texts.photosHeading });
    const images = within(photos).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      album.response.images.map((image) => image.thumb_url),
    );
    cleanup();
    render('BIKE-1', { gallery: false });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: texts.photosHeading })).toBeNull();
  });

  it('says when the reviews cannot be read and reads them on retry', async () => {
    await putFaults({ rate5xx: 1 });
    try {
      render('BIKE-1');
      const retry = await screen.findByRole('button', { name: texts.retry });
      expect(screen.getByText(texts.failed)).toBeTruthy();
      await putFaults({ rate5xx: 0 });
      fireEvent.click(retry);
      expect(await screen.findAllByRole('article')).toHaveLength(5);
    } finally {
      await putFaults({ rate5xx: 0 });
    }
  });

  it('invites the first review where a product has none', async () => {
    let unrated: string | undefined;
    for (const product of products) {
      if ((await bottomline(product.productId)).total_reviews === 0) {
        unrated = product.productId;
        break;
      }
    }
    expect(unrated, 'a product without reviews in the seed').toBeDefined();
    render(unrated!);
    expect(await screen.findByText(texts.noReviews)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('reads nothing from the provider until the visitor allows the cookies its account sets', async () => {
    render('BIKE-1', { setsCookies: true });
    expect(screen.getByText(texts.consentIntro)).toBeTruthy();
    // Give a request the chance it must not take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText(texts.loading)).toBeNull();
  });
});
