/** The review provider's stand-in: seed, widget and account API, photos, CORS and faults. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReviewsApp, firstProductReviews, referenceDate, reviewCount, seedProductReviews } from './seed';
import { startReviewsEmulator } from './server';
import { bandOf, textsOf } from './texts';
import type {
  YotpoAlbumResponse,
  YotpoBottomLinesResponse,
  YotpoErrorResponse,
  YotpoProductBottomlineResponse,
  YotpoReview,
  YotpoReviewsResponse,
  YotpoTokenResponse,
} from './types';

const products = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    productId: `${prefix}-${String(7000 + ((index * 37) % 1000)).padStart(4, '0')}`,
    name: `${prefix} model ${index + 1}`,
  }));

const alpha: ReviewsApp = {
  appKey: 'AlphaTestAppKey0000000000001',
  secret: 'alpha-secret',
  languages: ['de', 'en', 'fr'],
  products: products('AL', 40),
};
// Portuguese has no texts: its reviewers fall back to English.
const beta: ReviewsApp = {
  appKey: 'BetaTestAppKey00000000000002',
  secret: 'beta-secret',
  languages: ['pt', 'nl'],
  products: products('BE', 12),
};
const apps = [alpha, beta];

let emulator: Awaited<ReturnType<typeof startReviewsEmulator>>;

beforeAll(async () => {
  emulator = await startReviewsEmulator({ apps, port: 0 });
});
afterAll(() => emulator.close());

interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

async function get<T>(path: string, init?: RequestInit, base = emulator.url): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

const reviewsPath = (app: ReviewsApp, productId: string, query = '') =>
  `/v1/widget/${app.appKey}/products/${encodeURIComponent(productId)}/reviews.json${query ? `?${query}` : ''}`;

/** Every review of a product, fetched in one page of the largest size. */
async function allReviews(app: ReviewsApp, productId: string, query = '') {
  const answer = await get<YotpoReviewsResponse>(reviewsPath(app, productId, `per_page=150${query}`));
  expect(answer.status).toBe(200);
  return answer.body.response;
}

async function tokenOf(app: ReviewsApp): Promise<string> {
  const answer = await get<YotpoTokenResponse>('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: app.appKey, client_secret: app.secret, grant_type: 'client_credentials' }),
  });
  expect(answer.status).toBe(200);
  expect(answer.body.token_type).toBe('bearer');
  return answer.body.access_token;
}

const putFaults = (body: object) =>
  fetch(`${emulator.url}/__emulator/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const round2 = (value: number) => Math.round(value * 100) / 100;
const ids = (reviews: { id: number }[]) => reviews.map((review) => review.id);

describe('seed', () => {
  it('gives the same reviews for the same app, product and position, and others for another', () => {
    const product = alpha.products[3]!.productId;
    expect(seedProductReviews(alpha, product, 3)).toEqual(seedProductReviews(alpha, product, 3));
    expect(seedProductReviews(beta, product, 3)).not.toEqual(seedProductReviews(alpha, product, 3));
  });

  it('has ~20 % of products without reviews, ~10 % with one, the rest 2-40, the first 45-60', () => {
    const counts = Array.from({ length: 2000 }, (_, index) => reviewCount(alpha.appKey, `P-${index}`, index + 1));
    const share = (test: (count: number) => boolean) => counts.filter(test).length / counts.length;
    expect(share((count) => count === 0)).toBeGreaterThan(0.16);
    expect(share((count) => count === 0)).toBeLessThan(0.24);
    expect(share((count) => count === 1)).toBeGreaterThan(0.07);
    expect(share((count) => count === 1)).toBeLessThan(0.13);
    expect(counts.every((count) => count <= 1 || (count >= 2 && count <= 40))).toBe(true);
    for (let index = 0; index < 50; index += 1) {
      const first = reviewCount(`App${index}`, `P-${index}`, 0);
      expect(first).toBeGreaterThanOrEqual(firstProductReviews.min);
      expect(first).toBeLessThanOrEqual(firstProductReviews.max);
    }
  });

  it('skews scores positive, writes in the app languages and fills every field within its range', () => {
    const reviews = Array.from({ length: 300 }, (_, index) => seedProductReviews(alpha, `S-${index}`, index)).flat();
    expect(reviews.length).toBeGreaterThan(3000);
    const share = (test: (review: (typeof reviews)[number]) => boolean) => reviews.filter(test).length / reviews.length;
    const expected = { 5: 0.45, 4: 0.3, 3: 0.13, 2: 0.07, 1: 0.05 };
    for (const [score, target] of Object.entries(expected)) {
      expect(Math.abs(share((review) => review.score === Number(score)) - target)).toBeLessThan(0.03);
    }
    expect(Math.abs(share((review) => review.verifiedBuyer) - 0.7)).toBeLessThan(0.04);
    expect(share((review) => review.language === 'de')).toBeGreaterThan(0.55);
    expect(new Set(reviews.map((review) => review.language))).toEqual(new Set(['de', 'en', 'fr']));
    const withImages = reviews.filter((review) => review.score >= 3);
    const pictured = withImages.filter((review) => review.imageIds.length > 0).length / withImages.length;
    expect(Math.abs(pictured - 0.15)).toBeLessThan(0.03);
    expect(new Set(ids(reviews)).size).toBe(reviews.length);
    const earliest = Date.parse(referenceDate) - 3 * 365 * 24 * 3600 * 1000;
    for (const review of reviews) {
      expect(Number.isSafeInteger(review.id) && review.id > 0).toBe(true);
      expect(review.createdMs).toBeGreaterThanOrEqual(earliest);
      expect(review.createdMs).toBeLessThan(Date.parse(referenceDate));
      expect(review.createdAt).toBe(new Date(review.createdMs).toISOString());
      expect(review.votesUp).toBeGreaterThanOrEqual(0);
      expect(review.votesUp).toBeLessThanOrEqual(25);
      expect(review.votesDown).toBeGreaterThanOrEqual(0);
      expect(review.votesDown).toBeLessThanOrEqual(5);
      expect(review.displayName).toMatch(/^\p{Lu}\p{Ll}+ [A-Z]\.$/u);
      expect(review.imageIds.length).toBeLessThanOrEqual(3);
      if (review.score < 3) expect(review.imageIds).toEqual([]);
      // Title and content come from the texts of the review's language and score band.
      const band = textsOf(review.language)[bandOf(review.score)];
      expect(band.titles).toContain(review.title);
      const opening = band.openings.find((text) => review.content.startsWith(`${text} `));
      expect(opening).toBeDefined();
      const rest = review.content.slice(opening!.length + 1);
      const detail = band.details.find((text) => rest === text || rest.startsWith(`${text} `));
      expect(detail).toBeDefined();
      const closing = rest.slice(detail!.length).trim();
      if (closing !== '') expect(band.closings).toContain(closing);
      expect(textsOf(review.language).firstNames).toContain(review.displayName.split(' ')[0]);
    }
  });

  it('has at least 6 titles and 8 openings and details per band in every language', async () => {
    const { reviewTexts } = await import('./texts');
    for (const code of ['en', 'de', 'fr', 'nl', 'it', 'es', 'da', 'sv', 'pl', 'cs', 'fi', 'nb', 'no']) {
      const texts = reviewTexts[code];
      expect(texts, code).toBeDefined();
      for (const band of [texts!.positive, texts!.neutral, texts!.negative]) {
        expect(new Set(band.titles).size).toBeGreaterThanOrEqual(6);
        expect(new Set(band.openings).size).toBeGreaterThanOrEqual(8);
        expect(new Set(band.details).size).toBeGreaterThanOrEqual(8);
        expect(band.closings.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('falls back to English for a language without texts', () => {
    const reviews = seedProductReviews(beta, beta.products[0]!.productId, 0);
    expect(new Set(reviews.map((review) => review.language))).toEqual(new Set(['en', 'nl']));
  });
});

describe('widget reviews', () => {
  it('answers the same on two starts (ports aside)', async () => {
    const second = await startReviewsEmulator({ apps, port: 0 });
    try {
      for (const product of alpha.products.slice(0, 6)) {
        const path = reviewsPath(alpha, product.productId, 'per_page=150&sort=rating');
        const [one, two] = [await get(path), await get(path, undefined, second.url)];
        expect(one.text.replaceAll(emulator.url, '')).toBe(two.text.replaceAll(second.url, ''));
      }
      const album = `/v1/widget/${alpha.appKey}/albums/product/${alpha.products[0]!.productId}?per_page=100`;
      const [one, two] = [await get(album), await get(album, undefined, second.url)];
      expect(one.text.replaceAll(emulator.url, '')).toBe(two.text.replaceAll(second.url, ''));
    } finally {
      await second.close();
    }
  });

  it('gives each app’s first product 45-60 reviews', async () => {
    for (const app of apps) {
      const { bottomline, paging } = await allReviews(app, app.products[0]!.productId);
      expect(bottomline.total_review).toBeGreaterThanOrEqual(45);
      expect(bottomline.total_review).toBeLessThanOrEqual(60);
      expect(paging.total).toBe(bottomline.total_review);
    }
  });

  it('keeps the bottom line, the star distribution and the list consistent for every product', async () => {
    let withoutReviews = 0;
    for (const product of alpha.products) {
      const response = await allReviews(alpha, product.productId);
      const { bottomline, paging, reviews } = response;
      const distribution = Object.values(bottomline.star_distribution).reduce((sum, count) => sum + count, 0);
      expect(distribution).toBe(bottomline.total_review);
      expect(paging).toEqual({ current_page: 1, per_page: 150, total: bottomline.total_review });
      expect(reviews).toHaveLength(bottomline.total_review);
      const mean = reviews.length === 0 ? 0 : reviews.reduce((sum, review) => sum + review.score, 0) / reviews.length;
      expect(bottomline.average_score).toBe(round2(mean));
      for (const score of [1, 2, 3, 4, 5] as const) {
        expect(bottomline.star_distribution[String(score) as '1']).toBe(
          reviews.filter((review) => review.score === score).length,
        );
      }
      expect(response.products).toEqual([
        { id: expect.any(Number), domain_key: product.productId, name: product.name },
      ]);
      const short = await get<YotpoProductBottomlineResponse>(
        `/products/${alpha.appKey}/${encodeURIComponent(product.productId)}/bottomline`,
      );
      expect(short.status).toBe(200);
      expect(short.body).toEqual({
        status: { code: 200, message: 'OK' },
        response: { bottomline: { average_score: bottomline.average_score, total_reviews: bottomline.total_review } },
      });
      if (reviews.length === 0) withoutReviews += 1;
    }
    expect(withoutReviews).toBeGreaterThan(0);
  });

  it('answers the documented review fields', async () => {
    const { reviews } = await allReviews(alpha, alpha.products[0]!.productId);
    const review = reviews[0]!;
    expect(Object.keys(review).sort()).toEqual(
      [
        'content',
        'created_at',
        'id',
        'images_data',
        'language',
        'score',
        'title',
        'user',
        'verified_buyer',
        'votes_down',
        'votes_up',
      ].sort(),
    );
    expect(review.user).toEqual({ display_name: expect.any(String) });
    expect(new Set(ids(reviews)).size).toBe(reviews.length);
  });

  it('pages: 5 per page by default, pages join to the whole list, a page past the end is empty', async () => {
    const productId = alpha.products[0]!.productId;
    const whole = await allReviews(alpha, productId);
    const first = await get<YotpoReviewsResponse>(reviewsPath(alpha, productId));
    expect(first.body.response.paging).toEqual({ current_page: 1, per_page: 5, total: whole.paging.total });
    expect(ids(first.body.response.reviews)).toEqual(ids(whole.reviews.slice(0, 5)));
    const joined: YotpoReview[] = [];
    const pages = Math.ceil(whole.paging.total / 7);
    for (let page = 1; page <= pages; page += 1) {
      const answer = await get<YotpoReviewsResponse>(reviewsPath(alpha, productId, `per_page=7&page=${page}`));
      expect(answer.body.response.paging.current_page).toBe(page);
      expect(answer.body.response.reviews.length).toBe(page < pages ? 7 : whole.paging.total - 7 * (pages - 1));
      joined.push(...answer.body.response.reviews);
    }
    expect(joined).toEqual(whole.reviews);
    expect(new Set(ids(joined)).size).toBe(joined.length);
    const past = await get<YotpoReviewsResponse>(reviewsPath(alpha, productId, `per_page=7&page=${pages + 1}`));
    expect(past.status).toBe(200);
    expect(past.body.response.reviews).toEqual([]);
    expect(past.body.response.paging.total).toBe(whole.paging.total);
    expect(past.body.response.bottomline).toEqual(whole.bottomline);
  });

  it('sorts by date, rating, votes and pictures in both directions, ties broken by date and id', async () => {
    const productId = alpha.products[0]!.productId;
    const time = (review: YotpoReview) => Date.parse(review.created_at);
    const newer = (a: YotpoReview, b: YotpoReview) => time(a) > time(b) || (time(a) === time(b) && a.id > b.id);
    const pictures = (review: YotpoReview) => (review.images_data.length > 0 ? 1 : 0);
    const orders: Record<string, (a: YotpoReview, b: YotpoReview) => boolean> = {
      '': (a, b) => newer(a, b),
      'sort=date&direction=desc': (a, b) => newer(a, b),
      'sort=date&direction=asc': (a, b) => newer(b, a),
      'sort=rating': (a, b) => a.score > b.score || (a.score === b.score && newer(a, b)),
      'sort=rating&direction=asc': (a, b) => a.score < b.score || (a.score === b.score && newer(a, b)),
      'sort=votes_up': (a, b) => a.votes_up > b.votes_up || (a.votes_up === b.votes_up && newer(a, b)),
      'sort=votes_up&direction=asc': (a, b) => a.votes_up < b.votes_up || (a.votes_up === b.votes_up && newer(a, b)),
      'sort=with_pictures': (a, b) => pictures(a) > pictures(b) || (pictures(a) === pictures(b) && newer(a, b)),
    };
    const reference = (await allReviews(alpha, productId)).reviews;
    expect(reference.some((review) => review.images_data.length > 0)).toBe(true);
    expect(new Set(reference.map((review) => review.score)).size).toBeGreaterThan(2);
    for (const [query, before] of Object.entries(orders)) {
      const { reviews } = await allReviews(alpha, productId, query ? `&${query}` : '');
      expect(reviews).toHaveLength(reference.length);
      expect(new Set(ids(reviews))).toEqual(new Set(ids(reference)));
      for (let index = 1; index < reviews.length; index += 1) {
        expect(before(reviews[index - 1]!, reviews[index]!), `${query} at ${index}`).toBe(true);
      }
    }
    const withPictures = (await allReviews(alpha, productId, '&sort=with_pictures')).reviews;
    const pictured = reference.filter((review) => review.images_data.length > 0).length;
    expect(withPictures.slice(0, pictured).every((review) => review.images_data.length > 0)).toBe(true);
  });

  it('filters by star: paging counts the matches, the bottom line stays the whole product’s', async () => {
    const productId = alpha.products[0]!.productId;
    const whole = await allReviews(alpha, productId);
    let found = 0;
    for (const star of [1, 2, 3, 4, 5] as const) {
      const filtered = await allReviews(alpha, productId, `&star=${star}`);
      expect(filtered.reviews.every((review) => review.score === star)).toBe(true);
      expect(filtered.paging.total).toBe(whole.bottomline.star_distribution[String(star) as '1']);
      expect(filtered.reviews).toHaveLength(filtered.paging.total);
      expect(filtered.bottomline).toEqual(whole.bottomline);
      found += filtered.paging.total;
    }
    expect(found).toBe(whole.paging.total);
  });

  it('answers 400 naming the invalid parameter', async () => {
    const productId = alpha.products[0]!.productId;
    const cases: [string, string][] = [
      ['per_page=0', 'per_page'],
      ['per_page=151', 'per_page'],
      ['per_page=abc', 'per_page'],
      ['per_page=1.5', 'per_page'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=', 'page'],
      ['sort=name', 'sort'],
      ['direction=up', 'direction'],
      ['star=0', 'star'],
      ['star=6', 'star'],
    ];
    for (const [query, parameter] of cases) {
      const answer = await get<YotpoErrorResponse>(reviewsPath(alpha, productId, query));
      expect(answer.status, query).toBe(400);
      expect(answer.body.status).toMatchObject({ code: 400, error_type: 'invalid_parameter' });
      expect(answer.body.status.message.startsWith(`${parameter} `), answer.body.status.message).toBe(true);
    }
    expect((await get(reviewsPath(alpha, productId, 'per_page=150&page=3'))).status).toBe(200);
  });

  it('answers 404 for an unknown app key and zeros for an unknown product', async () => {
    const unknownApp = { ...alpha, appKey: 'NoSuchAppKey00000000000000' };
    for (const path of [
      reviewsPath(unknownApp, alpha.products[0]!.productId),
      `/products/${unknownApp.appKey}/${alpha.products[0]!.productId}/bottomline`,
      `/v1/widget/${unknownApp.appKey}/albums/product/${alpha.products[0]!.productId}`,
      `/v1/apps/${unknownApp.appKey}/bottom_lines?utoken=x`,
    ]) {
      const answer = await get<YotpoErrorResponse>(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ status: { code: 404, message: 'Not Found', error_type: 'app_key_not_found' } });
    }
    // Another app's product is unknown to this one.
    const unknown = await get<YotpoReviewsResponse>(reviewsPath(alpha, beta.products[0]!.productId));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      status: { code: 200, message: 'OK' },
      response: {
        paging: { current_page: 1, per_page: 5, total: 0 },
        bottomline: { total_review: 0, average_score: 0, star_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
        products: [],
        reviews: [],
      },
    });
    const bottomline = await get<YotpoProductBottomlineResponse>(`/products/${alpha.appKey}/NOPE-1/bottomline`);
    expect(bottomline.body.response.bottomline).toEqual({ average_score: 0, total_reviews: 0 });
    const album = await get<YotpoAlbumResponse>(`/v1/widget/${alpha.appKey}/albums/product/NOPE-1`);
    expect(album.body.response).toEqual({ images: [], pagination: { page: 1, per_page: 20, total: 0 } });
  });

  it('is open to any origin and cacheable for 5 minutes', async () => {
    const origin = 'https://www.example-shop.test';
    const answer = await get(reviewsPath(alpha, alpha.products[0]!.productId), { headers: { origin } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('content-type')).toContain('application/json');
    const anonymous = await get(`/products/${alpha.appKey}/${alpha.products[0]!.productId}/bottomline`);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=300');
    const preflight = await fetch(`${emulator.url}${reviewsPath(alpha, alpha.products[0]!.productId)}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('photo album and images', () => {
  it('lists the images of the product’s reviews, newest review first, paged', async () => {
    for (const product of alpha.products.slice(0, 10)) {
      const { reviews } = await allReviews(alpha, product.productId);
      const expected = reviews.flatMap((review) =>
        review.images_data.map((image) => ({
          image_id: image.id,
          thumb_url: image.thumb_url,
          original_url: image.original_url,
          review_id: review.id,
          score: review.score,
          display_name: review.user.display_name,
          created_at: review.created_at,
        })),
      );
      const album = await get<YotpoAlbumResponse>(
        `/v1/widget/${alpha.appKey}/albums/product/${product.productId}?per_page=100`,
      );
      expect(album.status).toBe(200);
      expect(album.headers.get('cache-control')).toBe('public, max-age=300');
      expect(album.body.response.images).toEqual(expected);
      expect(album.body.response.pagination).toEqual({ page: 1, per_page: 100, total: expected.length });
    }
    const productId = alpha.products[0]!.productId;
    const whole = await get<YotpoAlbumResponse>(`/v1/widget/${alpha.appKey}/albums/product/${productId}?per_page=100`);
    const total = whole.body.response.pagination.total;
    expect(total).toBeGreaterThan(1);
    const joined = [];
    for (let page = 1; page <= total; page += 1) {
      const one = await get<YotpoAlbumResponse>(
        `/v1/widget/${alpha.appKey}/albums/product/${productId}?per_page=1&page=${page}`,
      );
      joined.push(...one.body.response.images);
    }
    expect(joined).toEqual(whole.body.response.images);
    const past = await get<YotpoAlbumResponse>(
      `/v1/widget/${alpha.appKey}/albums/product/${productId}?per_page=1&page=${total + 1}`,
    );
    expect(past.body.response.images).toEqual([]);
    for (const query of ['per_page=0', 'per_page=101', 'page=0']) {
      const invalid = await get<YotpoErrorResponse>(`/v1/widget/${alpha.appKey}/albums/product/${productId}?${query}`);
      expect(invalid.status, query).toBe(400);
      expect(invalid.body.status.error_type).toBe('invalid_parameter');
    }
  });

  it('serves every review image as a deterministic SVG from the emulator itself', async () => {
    const { reviews } = await allReviews(alpha, alpha.products[0]!.productId);
    const images = reviews.flatMap((review) => review.images_data);
    expect(images.length).toBeGreaterThan(1);
    for (const image of images.slice(0, 4)) {
      expect(image.thumb_url).toBe(`${emulator.url}/images/${image.id}/thumb.svg`);
      expect(image.original_url).toBe(`${emulator.url}/images/${image.id}/original.svg`);
      const thumb = await fetch(image.thumb_url);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/svg+xml');
      expect(thumb.headers.get('cache-control')).toContain('max-age=31536000');
      const svg = await thumb.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="240"/);
      expect(svg).toContain('<circle');
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(await (await fetch(image.thumb_url)).text()).toBe(svg);
      const original = await (await fetch(image.original_url)).text();
      expect(original).toMatch(/width="1200" height="900"/);
    }
    const [first, second] = images as [(typeof images)[0], (typeof images)[0]];
    expect(await (await fetch(first.original_url)).text()).not.toBe(await (await fetch(second.original_url)).text());
    expect((await fetch(`${emulator.url}/images/${first.id}/huge.svg`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/images/abc/thumb.svg`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/images/1234560/thumb.svg`)).status).toBe(404);
  });
});

describe('account API', () => {
  const bottomLinesPath = (app: ReviewsApp, query: string) => `/v1/apps/${app.appKey}/bottom_lines?${query}`;

  it('issues a token only for the app’s secret and the client-credentials grant', async () => {
    const post = (body: Record<string, string>, form = false) =>
      get<{ error?: string; access_token?: string }>('/oauth/token', {
        method: 'POST',
        headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
        body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
      });
    const good = { client_id: alpha.appKey, client_secret: alpha.secret, grant_type: 'client_credentials' };
    const token = await tokenOf(alpha);
    expect(token).toMatch(/^[0-9a-f]{32,}$/);
    expect((await post(good, true)).body.access_token).toBe(token);
    for (const wrong of [
      { ...good, client_secret: 'nope' },
      { ...good, client_secret: beta.secret },
      { ...good, grant_type: 'password' },
      { ...good, client_id: 'UnknownAppKey000000000000' },
      {},
    ]) {
      const answer = await post(wrong as Record<string, string>);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'invalid_client' });
    }
  });

  it('lists bottom lines only with the app’s own token', async () => {
    const alphaToken = await tokenOf(alpha);
    const betaToken = await tokenOf(beta);
    expect(alphaToken).not.toBe(betaToken);
    for (const query of ['', 'utoken=', 'utoken=wrong', `utoken=${betaToken}`]) {
      const answer = await get<YotpoErrorResponse>(bottomLinesPath(alpha, query));
      expect(answer.status, query).toBe(401);
      expect(answer.body).toEqual({
        status: { code: 401, message: 'Unauthorized', error_type: 'authorization_error' },
      });
    }
    const own = await get<YotpoBottomLinesResponse>(bottomLinesPath(alpha, `utoken=${alphaToken}`));
    expect(own.status).toBe(200);
    expect(own.body.status).toEqual({ code: 200, message: 'OK' });
  });

  it('gives every reviewed product’s bottom line, ordered by domain key, paged', async () => {
    const token = await tokenOf(alpha);
    const expected = [];
    for (const product of alpha.products) {
      const { bottomline } = await allReviews(alpha, product.productId);
      if (bottomline.total_review === 0) continue;
      expected.push({
        domain_key: product.productId,
        product_score: bottomline.average_score,
        total_reviews: bottomline.total_review,
      });
    }
    expected.sort((a, b) => (a.domain_key < b.domain_key ? -1 : 1));
    expect(expected.length).toBeLessThan(alpha.products.length);
    const all = await get<YotpoBottomLinesResponse>(bottomLinesPath(alpha, `utoken=${token}`));
    expect(all.body.response.bottomlines).toEqual(expected);
    const joined = [];
    for (let page = 1; page <= Math.ceil(expected.length / 7); page += 1) {
      const one = await get<YotpoBottomLinesResponse>(bottomLinesPath(alpha, `utoken=${token}&count=7&page=${page}`));
      expect(one.body.response.bottomlines.length).toBeLessThanOrEqual(7);
      joined.push(...one.body.response.bottomlines);
    }
    expect(joined).toEqual(expected);
    const past = await get<YotpoBottomLinesResponse>(bottomLinesPath(alpha, `utoken=${token}&count=1000&page=2`));
    expect(past.body.response.bottomlines).toEqual([]);
    for (const query of ['count=0', 'count=1001', 'page=0']) {
      const invalid = await get<YotpoErrorResponse>(bottomLinesPath(alpha, `utoken=${token}&${query}`));
      expect(invalid.status, query).toBe(400);
      expect(invalid.body.status.error_type).toBe('invalid_parameter');
    }
  });
});

describe('control and faults', () => {
  it('lists its apps at GET /__emulator', async () => {
    const answer = await get<{ service: string; apps: { appKey: string; products: number }[] }>('/__emulator');
    expect(answer.body.service).toBe('reviews');
    expect(answer.body.apps.map((app) => [app.appKey, app.products])).toEqual([
      [alpha.appKey, 40],
      [beta.appKey, 12],
    ]);
  });

  it('injects 5xx, 429 and latency like the other emulators, for all requests or a scope', async () => {
    const path = reviewsPath(alpha, alpha.products[0]!.productId);
    const album = `/v1/widget/${alpha.appKey}/albums/product/${alpha.products[0]!.productId}`;
    try {
      expect((await putFaults({ rate5xx: 1 })).status).toBe(200);
      const unavailable = await get<YotpoErrorResponse>(path);
      expect(unavailable.status).toBe(503);
      expect(unavailable.body.status).toMatchObject({ code: 503, error_type: 'service_unavailable' });
      // The control routes stay reachable.
      expect((await get('/__emulator')).status).toBe(200);

      await putFaults({ rate5xx: 0, rate429: 1 });
      const limited = await get<YotpoErrorResponse>(path);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('1');
      expect(limited.body.status).toMatchObject({ code: 429, error_type: 'rate_limit' });

      await putFaults({ rate429: 0 });
      await putFaults({ scope: { path: '/albums/' }, rate5xx: 1 });
      expect((await get(album)).status).toBe(503);
      expect((await get(path)).status).toBe(200);
      await putFaults({ scope: null });
      expect((await get(album)).status).toBe(200);

      await putFaults({ latencyMs: 150 });
      const started = performance.now();
      expect((await get(path)).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await putFaults({ rate5xx: 0, rate429: 0, latencyMs: 0, scope: null });
      await putFaults({ rate5xx: 0, rate429: 0, latencyMs: 0 });
    }
    expect((await get(path)).status).toBe(200);
  });
});
