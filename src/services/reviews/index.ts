/**
 * Adapter of the review provider (Yotpo's public widget API and its account API): the only
 * code that calls it, owning its raw payloads. The browser reads a product's reviews and
 * photos from the widget API (public app key); the build reads every product's rating at once
 * from the account API (app key and secret, exchanged for a token).
 */
import type { CustomerPhoto, Rating, Review, ReviewPage, ReviewSort } from '../../lib/reviews';

interface RawStatus {
  code: number;
  message: string;
  error_type?: string;
}

interface RawReview {
  id: number;
  score: number;
  votes_up: number;
  votes_down: number;
  content: string;
  title: string;
  created_at: string;
  verified_buyer: boolean;
  language?: string;
  user: { display_name: string };
  images_data?: { id: number; thumb_url: string; original_url: string }[];
}

interface RawReviewsAnswer {
  status: RawStatus;
  response: {
    paging: { current_page: number; per_page: number; total: number };
    bottomline: { total_review: number; average_score: number; star_distribution: Record<string, number> };
    reviews: RawReview[];
  };
}

interface RawAlbumAnswer {
  status: RawStatus;
  response: {
    images: {
      image_id: number;
      thumb_url: string;
      original_url: string;
      review_id: number;
      display_name: string;
    }[];
    pagination: { page: number; per_page: number; total: number };
  };
}

interface RawBottomLinesAnswer {
  status: RawStatus;
  response: { bottomlines: { domain_key: string; product_score: number; total_reviews: number }[] };
}

export class ReviewsApiError extends Error {
  override readonly name = 'ReviewsApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The widget API's sort and direction of each order the shop offers. */
const sortParameters: Record<ReviewSort, { sort: string; direction: 'asc' | 'desc' }> = {
  newest: { sort: 'date', direction: 'desc' },
  highest: { sort: 'rating', direction: 'desc' },
  lowest: { sort: 'rating', direction: 'asc' },
  helpful: { sort: 'votes_up', direction: 'desc' },
  withPhotos: { sort: 'with_pictures', direction: 'desc' },
};

async function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { status?: RawStatus } | null;
    throw new ReviewsApiError(response.status, body?.status?.message ?? `HTTP ${response.status}`);
  }
  return (await response.json()) as T;
}

const productAddress = (widgetUrl: string, appKey: string, productId: string) =>
  `${widgetUrl}/v1/widget/${encodeURIComponent(appKey)}/products/${encodeURIComponent(productId)}`;

export function toReview(raw: RawReview): Review {
  return {
    id: String(raw.id),
    rating: raw.score,
    title: raw.title,
    text: raw.content,
    author: raw.user.display_name,
    date: raw.created_at,
    verified: raw.verified_buyer,
    language: raw.language ?? '',
    helpfulVotes: raw.votes_up,
    images: (raw.images_data ?? []).map((image) => ({
      id: String(image.id),
      thumbnailUrl: image.thumb_url,
      url: image.original_url,
    })),
  };
}

export interface ReviewsAccess {
  /** The widget API's address (the provider's CDN host live, the stand-in locally). */
  widgetUrl: string;
  appKey: string;
}

/** One page of a product's reviews in the order asked for, with the summary of all of them. */
export async function fetchReviewPage(
  access: ReviewsAccess,
  productId: string,
  query: { page: number; perPage: number; sort: ReviewSort },
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const { sort, direction } = sortParameters[query.sort];
  const search = new URLSearchParams({
    per_page: String(query.perPage),
    page: String(query.page),
    sort,
    direction,
  });
  const answer = await getJson<RawReviewsAnswer>(
    `${productAddress(access.widgetUrl, access.appKey, productId)}/reviews.json?${search}`,
    { signal },
  );
  const { paging, bottomline, reviews } = answer.response;
  const stars = bottomline.star_distribution;
  return {
    rating: { average: bottomline.average_score, count: bottomline.total_review },
    distribution: [stars['1'] ?? 0, stars['2'] ?? 0, stars['3'] ?? 0, stars['4'] ?? 0, stars['5'] ?? 0],
    page: paging.current_page,
    perPage: paging.per_page,
    total: paging.total,
    reviews: reviews.map(toReview),
  };
}

/** The customer photos of a product's reviews, newest first. */
export async function fetchCustomerPhotos(
  access: ReviewsAccess,
  productId: string,
  query: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<{ photos: CustomerPhoto[]; total: number }> {
  const search = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  const answer = await getJson<RawAlbumAnswer>(
    `${access.widgetUrl}/v1/widget/${encodeURIComponent(access.appKey)}/albums/product/${encodeURIComponent(productId)}?${search}`,
    { signal },
  );
  return {
    total: answer.response.pagination.total,
    photos: answer.response.images.map((image) => ({
      id: String(image.image_id),
      thumbnailUrl: image.thumb_url,
      url: image.original_url,
      reviewId: String(image.review_id),
      author: image.display_name,
    })),
  };
}

export interface ReviewsAccount {
  /** The account API's address (the provider's API host live, the stand-in locally). */
  apiUrl: string;
  appKey: string;
  secret: string;
}

export interface RatingsReadPolicy {
  maxRetries: number;
  /** Delay before the first retry; the n-th retry waits n times this. */
  baseDelayMs: number;
  warn: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const bottomLinesPerPage = 1000;

/** Retries a read after a 429, a 5xx or a dropped connection; anything else fails at once. */
async function withRetries<T>(what: string, run: () => Promise<T>, policy: RatingsReadPolicy): Promise<T> {
  const sleep = policy.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const retryable = error instanceof ReviewsApiError ? error.status === 429 || error.status >= 500 : true;
      if (!retryable || attempt > policy.maxRetries) throw error;
      policy.warn(`Review service: ${what} failed (${(error as Error).message}), attempt ${attempt}; retrying.`);
      await sleep(policy.baseDelayMs * attempt);
    }
  }
}

/**
 * Every rated product's rating (by the provider's product id, the shop's product number): the
 * account's token first, then the bottom lines page by page.
 */
export async function fetchRatings(account: ReviewsAccount, policy: RatingsReadPolicy): Promise<Map<string, Rating>> {
  const token = await withRetries(
    'POST /oauth/token',
    () =>
      getJson<{ access_token: string }>(`${account.apiUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: account.appKey,
          client_secret: account.secret,
          grant_type: 'client_credentials',
        }),
      }),
    policy,
  );
  const ratings = new Map<string, Rating>();
  for (let page = 1; ; page += 1) {
    const search = new URLSearchParams({
      utoken: token.access_token,
      page: String(page),
      count: String(bottomLinesPerPage),
    });
    const answer = await withRetries(
      `GET /v1/apps/${account.appKey}/bottom_lines page ${page}`,
      () =>
        getJson<RawBottomLinesAnswer>(
          `${account.apiUrl}/v1/apps/${encodeURIComponent(account.appKey)}/bottom_lines?${search}`,
        ),
      policy,
    );
    for (const line of answer.response.bottomlines) {
      ratings.set(line.domain_key, { average: line.product_score, count: line.total_reviews });
    }
    if (answer.response.bottomlines.length < bottomLinesPerPage) return ratings;
  }
}
