/**
 * Stand-in of the review provider (a Yotpo-shaped API): one app per brand, known by its public
 * app key, with deterministic reviews of the brand's products (see seed.ts).
 *
 * Widget API (public, CORS open, cached 5 minutes):
 *   GET  /v1/widget/:appKey/products/:productId/reviews.json
 *        [?per_page=5 (1-150)][&page=1][&sort=date|rating|votes_up|with_pictures][&direction=desc|asc][&star=1-5]
 *   GET  /products/:appKey/:productId/bottomline
 *   GET  /v1/widget/:appKey/albums/product/:productId[?page=1][&per_page=20 (1-100)]
 *   GET  /images/:imageId/thumb.svg | original.svg   (the review photos, drawn as SVG)
 * Account API (the secret's holder):
 *   POST /oauth/token  { client_id: appKey, client_secret, grant_type: 'client_credentials' }
 *   GET  /v1/apps/:appKey/bottom_lines?utoken=..[&page=1][&count=100 (1-1000)]
 *
 * Rules stated here: an unknown app key is a 404 (`app_key_not_found`), a product the app does
 * not know has no reviews (200, zeros), an out-of-range parameter is a 400 naming it
 * (`invalid_parameter`), a page past the end is empty. Orders are total: ties fall back to the
 * date (newest first) and then the review id. The account token is a function of app key and
 * secret, so it outlives a restart like a long-lived provider token.
 *
 * The API is read-only and its data a pure function of the apps given, so there is no durable
 * state to keep.
 */
import { defaultPorts } from '../../src/config/backends';
import {
  type EmulatorRequest,
  type EmulatorResponse,
  type FaultSettings,
  Router,
  addControlRoutes,
  noFaults,
  serve,
} from '../common/http';
import { cyrb128 } from '../common/prng';
import { type ImageSize, reviewImageSvg } from './images';
import {
  type ReviewsApp,
  type SeedReview,
  isImageId,
  providerProductId,
  referenceDate,
  seedProductReviews,
} from './seed';
import type {
  StarDistribution,
  YotpoAlbumImage,
  YotpoAlbumResponse,
  YotpoBottomLinesResponse,
  YotpoBottomline,
  YotpoErrorResponse,
  YotpoImage,
  YotpoProductBottomlineResponse,
  YotpoReview,
  YotpoReviewsResponse,
  YotpoTokenError,
  YotpoTokenResponse,
} from './types';

export type { ReviewsApp, ReviewsProduct } from './seed';

export const reviewSorts = ['date', 'rating', 'votes_up', 'with_pictures'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const limits = {
  reviewsPerPage: { fallback: 5, max: 150 },
  albumPerPage: { fallback: 20, max: 100 },
  bottomLinesCount: { fallback: 100, max: 1000 },
} as const;

const ok = { code: 200, message: 'OK' };
const widgetCache = { 'cache-control': 'public, max-age=300' };
const noStore = { 'cache-control': 'no-store' };

function failure(code: number, message: string, errorType: string): EmulatorResponse {
  const body: YotpoErrorResponse = { status: { code, message, error_type: errorType } };
  return { status: code, body };
}

const appNotFound = () => failure(404, 'Not Found', 'app_key_not_found');
const invalid = (message: string) => failure(400, message, 'invalid_parameter');
const unauthorized = () => failure(401, 'Unauthorized', 'authorization_error');

/** A whole-number parameter within [min, max], its default when absent, or why it is invalid. */
function integerParam(params: URLSearchParams, name: string, fallback: number, min: number, max = Infinity) {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(value) || value < min || value > max) {
    const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
    return `${name} must be a whole number ${range}, not "${raw}"`;
  }
  return value;
}

/** One of the allowed words, its default when absent (wrapped, to tell it from the error text). */
function oneOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T) {
  const raw = params.get(name) ?? fallback;
  const found = allowed.find((word) => word === raw);
  return found === undefined ? `${name} must be one of ${allowed.join(', ')}, not "${raw}"` : { value: found };
}

interface ReviewQuery {
  perPage: number;
  page: number;
  sort: ReviewSort;
  direction: 'desc' | 'asc';
  star: number | null;
}

/** The widget's list parameters, or the message of the first invalid one. */
function reviewQuery(params: URLSearchParams): ReviewQuery | string {
  const perPage = integerParam(params, 'per_page', limits.reviewsPerPage.fallback, 1, limits.reviewsPerPage.max);
  if (typeof perPage === 'string') return perPage;
  const page = integerParam(params, 'page', 1, 1);
  if (typeof page === 'string') return page;
  const sort = oneOf(params, 'sort', reviewSorts, 'date');
  if (typeof sort === 'string') return sort;
  const direction = oneOf(params, 'direction', ['desc', 'asc'] as const, 'desc');
  if (typeof direction === 'string') return direction;
  const star = params.get('star') === null ? null : integerParam(params, 'star', 0, 1, 5);
  if (typeof star === 'string') return star;
  return { perPage, page, sort: sort.value, direction: direction.value, star };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function bottomlineOf(reviews: readonly SeedReview[]): YotpoBottomline {
  const distribution: StarDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let sum = 0;
  for (const review of reviews) {
    distribution[String(review.score) as keyof StarDistribution] += 1;
    sum += review.score;
  }
  return {
    total_review: reviews.length,
    average_score: reviews.length === 0 ? 0 : round2(sum / reviews.length),
    star_distribution: distribution,
  };
}

const newestFirst = (a: SeedReview, b: SeedReview) => b.createdMs - a.createdMs || b.id - a.id;

/** The order of a sort and direction; every order ends on the review id, so it is total. */
function comparator(sort: ReviewSort, direction: 'asc' | 'desc'): (a: SeedReview, b: SeedReview) => number {
  const sign = direction === 'asc' ? 1 : -1;
  switch (sort) {
    case 'date':
      return (a, b) => sign * (a.createdMs - b.createdMs || a.id - b.id);
    case 'rating':
      return (a, b) => sign * (a.score - b.score) || newestFirst(a, b);
    case 'votes_up':
      return (a, b) => sign * (a.votesUp - b.votesUp) || newestFirst(a, b);
    case 'with_pictures':
      return (a, b) => sign * (Math.sign(a.imageIds.length) - Math.sign(b.imageIds.length)) || newestFirst(a, b);
  }
}

const imageUrls = (origin: string, imageId: number) => ({
  thumb_url: `${origin}/images/${imageId}/thumb.svg`,
  original_url: `${origin}/images/${imageId}/original.svg`,
});

function reviewOut(review: SeedReview, origin: string): YotpoReview {
  const images: YotpoImage[] = review.imageIds.map((id) => ({ id, ...imageUrls(origin, id) }));
  return {
    id: review.id,
    score: review.score,
    votes_up: review.votesUp,
    votes_down: review.votesDown,
    content: review.content,
    title: review.title,
    created_at: review.createdAt,
    verified_buyer: review.verifiedBuyer,
    language: review.language,
    user: { display_name: review.displayName },
    images_data: images,
  };
}

/** Form-encoded or JSON credentials, as OAuth clients send either. */
function credentialsOf(req: EmulatorRequest): Record<string, unknown> {
  if (typeof req.body === 'object' && req.body !== null) return req.body as Record<string, unknown>;
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(req.rawBody.toString('utf8')));
  }
  return {};
}

/** The account token of an app: stable for its key and secret, unguessable without the secret. */
function tokenFor(app: ReviewsApp): string {
  const hex = (parts: number[]) => parts.map((part) => part.toString(16).padStart(8, '0')).join('');
  return hex([
    ...cyrb128(`reviews-token\u241f${app.appKey}\u241f${app.secret}`),
    ...cyrb128(`reviews-token-2\u241f${app.secret}\u241f${app.appKey}`),
  ]);
}

interface AppState {
  app: ReviewsApp;
  /** Product id -> position in the app (the first occurrence). */
  positions: Map<string, number>;
  names: Map<string, string>;
  /** Seeded on first request. */
  reviews: Map<string, SeedReview[]>;
  token: string;
}

export async function startReviewsEmulator(options: {
  apps: readonly ReviewsApp[];
  port?: number;
  host?: string;
  faults?: Partial<FaultSettings>;
}) {
  const faults: FaultSettings = { ...noFaults(), ...options.faults };
  const apps = new Map<string, AppState>();
  for (const app of options.apps) {
    if (apps.has(app.appKey)) throw new Error(`Reviews emulator: app key ${app.appKey} is given twice.`);
    const positions = new Map<string, number>();
    const names = new Map<string, string>();
    app.products.forEach((product, index) => {
      if (positions.has(product.productId)) return;
      positions.set(product.productId, index);
      names.set(product.productId, product.name);
    });
    apps.set(app.appKey, { app, positions, names, reviews: new Map(), token: tokenFor(app) });
  }
  const appsByToken = new Map([...apps.values()].map((state) => [state.token, state]));

  /** The product's reviews oldest first, or undefined for a product the app does not know. */
  const reviewsOf = (state: AppState, productId: string): SeedReview[] | undefined => {
    const position = state.positions.get(productId);
    if (position === undefined) return undefined;
    let reviews = state.reviews.get(productId);
    if (!reviews) {
      reviews = seedProductReviews(state.app, productId, position);
      state.reviews.set(productId, reviews);
    }
    return reviews;
  };

  const router = new Router();
  addControlRoutes(router, faults, () => ({
    service: 'reviews',
    referenceDate,
    apps: [...apps.values()].map((state) => ({
      appKey: state.app.appKey,
      languages: state.app.languages,
      products: state.positions.size,
      seededProducts: state.reviews.size,
    })),
  }));

  router.add('GET', '/v1/widget/:appKey/products/:productId/reviews.json', (req) => {
    const state = apps.get(req.params.appKey ?? '');
    if (!state) return appNotFound();
    const query = reviewQuery(req.url.searchParams);
    if (typeof query === 'string') return invalid(query);
    const { perPage, page, star } = query;

    const productId = req.params.productId ?? '';
    const all = reviewsOf(state, productId) ?? [];
    const matching = (star === null ? [...all] : all.filter((review) => review.score === star)).sort(
      comparator(query.sort, query.direction),
    );
    const body: YotpoReviewsResponse = {
      status: ok,
      response: {
        paging: { current_page: page, per_page: perPage, total: matching.length },
        bottomline: bottomlineOf(all),
        products: state.positions.has(productId)
          ? [
              {
                id: providerProductId(state.app.appKey, productId),
                domain_key: productId,
                name: state.names.get(productId) ?? '',
              },
            ]
          : [],
        reviews: matching
          .slice((page - 1) * perPage, page * perPage)
          .map((review) => reviewOut(review, req.url.origin)),
      },
    };
    return { status: 200, headers: widgetCache, body };
  });

  router.add('GET', '/products/:appKey/:productId/bottomline', (req) => {
    const state = apps.get(req.params.appKey ?? '');
    if (!state) return appNotFound();
    const line = bottomlineOf(reviewsOf(state, req.params.productId ?? '') ?? []);
    const body: YotpoProductBottomlineResponse = {
      status: ok,
      response: { bottomline: { average_score: line.average_score, total_reviews: line.total_review } },
    };
    return { status: 200, headers: widgetCache, body };
  });

  router.add('GET', '/v1/widget/:appKey/albums/product/:productId', (req) => {
    const state = apps.get(req.params.appKey ?? '');
    if (!state) return appNotFound();
    const params = req.url.searchParams;
    const page = integerParam(params, 'page', 1, 1);
    if (typeof page === 'string') return invalid(page);
    const perPage = integerParam(params, 'per_page', limits.albumPerPage.fallback, 1, limits.albumPerPage.max);
    if (typeof perPage === 'string') return invalid(perPage);
    const images: YotpoAlbumImage[] = (reviewsOf(state, req.params.productId ?? '') ?? [])
      .filter((review) => review.imageIds.length > 0)
      .sort(newestFirst)
      .flatMap((review) =>
        review.imageIds.map((imageId) => ({
          image_id: imageId,
          ...imageUrls(req.url.origin, imageId),
          review_id: review.id,
          score: review.score,
          display_name: review.displayName,
          created_at: review.createdAt,
        })),
      );
    const body: YotpoAlbumResponse = {
      status: ok,
      response: {
        images: images.slice((page - 1) * perPage, page * perPage),
        pagination: { page, per_page: perPage, total: images.length },
      },
    };
    return { status: 200, headers: widgetCache, body };
  });

  router.add('GET', '/images/:imageId/:file', (req) => {
    const imageId = /^\d{1,15}$/.test(req.params.imageId ?? '') ? Number(req.params.imageId) : NaN;
    const size = ({ 'thumb.svg': 'thumb', 'original.svg': 'original' } as Record<string, ImageSize>)[
      req.params.file ?? ''
    ];
    if (!size || !isImageId(imageId)) return failure(404, 'Not Found', 'not_found');
    return {
      status: 200,
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
      body: reviewImageSvg(imageId, size),
    };
  });

  router.add('POST', '/oauth/token', (req) => {
    const credentials = credentialsOf(req);
    const state = apps.get(String(credentials.client_id ?? ''));
    if (!state || credentials.client_secret !== state.app.secret || credentials.grant_type !== 'client_credentials') {
      const body: YotpoTokenError = { error: 'invalid_client' };
      return { status: 401, headers: noStore, body };
    }
    const body: YotpoTokenResponse = { access_token: state.token, token_type: 'bearer' };
    return { status: 200, headers: noStore, body };
  });

  router.add('GET', '/v1/apps/:appKey/bottom_lines', (req) => {
    const state = apps.get(req.params.appKey ?? '');
    if (!state) return appNotFound();
    const params = req.url.searchParams;
    if (appsByToken.get(params.get('utoken') ?? '') !== state) return unauthorized();
    const page = integerParam(params, 'page', 1, 1);
    if (typeof page === 'string') return invalid(page);
    const count = integerParam(params, 'count', limits.bottomLinesCount.fallback, 1, limits.bottomLinesCount.max);
    if (typeof count === 'string') return invalid(count);
    const lines = [...state.positions.keys()]
      .map((productId) => {
        const line = bottomlineOf(reviewsOf(state, productId) ?? []);
        return { domain_key: productId, product_score: line.average_score, total_reviews: line.total_review };
      })
      .filter((line) => line.total_reviews > 0)
      .sort((a, b) => (a.domain_key < b.domain_key ? -1 : a.domain_key > b.domain_key ? 1 : 0));
    const body: YotpoBottomLinesResponse = {
      status: ok,
      response: { bottomlines: lines.slice((page - 1) * count, page * count) },
    };
    return { status: 200, headers: noStore, body };
  });

  const running = await serve(
    {
      name: 'reviews',
      router,
      faults,
      faultResponse: (status) =>
        status === 429
          ? { ...failure(429, 'Too Many Requests', 'rate_limit'), headers: { 'retry-after': '1' } }
          : failure(status, 'Service Unavailable', 'service_unavailable'),
      notFound: () => failure(404, 'Not Found', 'not_found'),
    },
    options.port ?? Number(process.env.REVIEWS_EMULATOR_PORT ?? defaultPorts.reviews),
    options.host,
  );
  return { ...running, faults };
}
