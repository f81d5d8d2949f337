/**
 * Deterministic reviews of every product of a reviews app. A product's reviews are a pure
 * function of the app key, the app's languages, the product's id and its position in the app:
 * each number comes from a mulberry32 stream seeded by a hash of readable keys, never from
 * Math.random or the clock, and dates count back from a fixed reference date. So two starts
 * of the emulator answer alike, and a product's reviews do not change when another is added.
 */
import { cyrb128, mulberry32 } from '../common/prng';
import { bandOf, textsOf, writtenLanguage } from './texts';

export interface ReviewsProduct {
  /** The shop's product id: the provider's `domain_key` (the catalogue's product number). */
  productId: string;
  name: string;
}

/** One account ("app") of the review provider: a brand's store. */
export interface ReviewsApp {
  appKey: string;
  /** Secret of the account API (OAuth client credentials). */
  secret: string;
  /** Languages reviewers write in, the most common first. */
  languages: string[];
  products: ReviewsProduct[];
}

/** A review as the stand-in keeps it; image addresses are made per request (they name the host). */
export interface SeedReview {
  id: number;
  score: 1 | 2 | 3 | 4 | 5;
  title: string;
  content: string;
  /** ISO timestamp, whole seconds. */
  createdAt: string;
  /** `createdAt` in milliseconds, for sorting. */
  createdMs: number;
  verifiedBuyer: boolean;
  votesUp: number;
  votesDown: number;
  displayName: string;
  language: string;
  /** Ids of the review's images, ascending; see `imageIdFor`. */
  imageIds: number[];
}

/** Dates of reviews fall in the three years before this instant (UTC). */
export const referenceDate = '2026-10-01T00:00:00Z';
const referenceMs = Date.parse(referenceDate);
const threeYearsMs = 3 * 365 * 24 * 3600 * 1000;

/** Reviews of one product never exceed this, so review ids of an app can be laid out per product. */
const reviewSlotsPerProduct = 100;
/** The first product of every app is well reviewed, so that paging gets exercised. */
export const firstProductReviews = { min: 45, max: 60 } as const;
export const maxImagesPerReview = 3;

/** A stream of numbers in [0, 1) for readable key parts. */
export function streamFor(...parts: (string | number)[]): () => number {
  return mulberry32(cyrb128(parts.join('\u241f'))[0]);
}

const intIn = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1));
// The index is below the length of the (non-empty) list.
const pickFrom = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

/** How many reviews a product has: ~20 % none, ~10 % one, the rest 2-40; the app's first 45-60. */
export function reviewCount(appKey: string, productId: string, productIndex: number): number {
  const next = streamFor('reviews', appKey, productId, 'count');
  if (productIndex === 0) return intIn(next, firstProductReviews.min, firstProductReviews.max);
  const roll = next();
  if (roll < 0.2) return 0;
  if (roll < 0.3) return 1;
  return intIn(next, 2, 40);
}

/** Scores skew positive, as on real review sites: 5 ~45 %, 4 ~30 %, 3 ~13 %, 2 ~7 %, 1 ~5 %. */
const scoreThresholds: [number, SeedReview['score']][] = [
  [0.45, 5],
  [0.75, 4],
  [0.88, 3],
  [0.95, 2],
  [1, 1],
];

function scoreOf(roll: number): SeedReview['score'] {
  return (scoreThresholds.find(([limit]) => roll < limit) ?? [1, 1])[1];
}

/** Half of the reviews in the app's first language, the other half spread over all of them. */
function languageOf(next: () => number, languages: readonly string[]): string {
  if (languages.length === 0) return 'en';
  const first = next() < 0.5;
  return writtenLanguage(first ? (languages[0] as string) : pickFrom(next, languages));
}

/** The id base of an app: review ids are unique within an app, and differ between apps. */
function appIdBase(appKey: string): number {
  return 10_000_000 + (cyrb128(`reviews-app\u241f${appKey}`)[0] % 90) * 10_000_000;
}

/** Image ids derive from their review: the review id times ten plus 1..3. */
export const imageIdFor = (reviewId: number, index: number) => reviewId * 10 + index + 1;

/** Whether an image id is one `imageIdFor` can give (the image route renders any such id). */
export const isImageId = (imageId: number) =>
  Number.isSafeInteger(imageId) && imageId > 10 && imageId % 10 >= 1 && imageId % 10 <= maxImagesPerReview;

/** The provider's own numeric id of a product (`products[].id`), stable per app and product. */
export function providerProductId(appKey: string, productId: string): number {
  return 100_000_000 + (cyrb128(`reviews-product\u241f${appKey}\u241f${productId}`)[1] % 800_000_000);
}

const initials = 'ABCDEFGHIJKLMNOPRSTVW';

/** The reviews of a product, in the order they were written (oldest first). */
export function seedProductReviews(
  app: Pick<ReviewsApp, 'appKey' | 'languages'>,
  productId: string,
  productIndex: number,
): SeedReview[] {
  const count = reviewCount(app.appKey, productId, productIndex);
  const base = appIdBase(app.appKey) + productIndex * reviewSlotsPerProduct;
  const reviews: SeedReview[] = [];
  for (let index = 0; index < count; index += 1) {
    const next = streamFor('reviews', app.appKey, productId, index);
    const id = base + index + 1;
    const score = scoreOf(next());
    const language = languageOf(next, app.languages);
    const texts = textsOf(language);
    const band = texts[bandOf(score)];
    const closing = next() < 0.5 ? ` ${pickFrom(next, band.closings)}` : '';
    const createdMs = referenceMs - 1000 * Math.floor((next() * threeYearsMs) / 1000) - 1000;
    const imageCount = score >= 3 && next() < 0.15 ? intIn(next, 1, maxImagesPerReview) : 0;
    reviews.push({
      id,
      score,
      title: pickFrom(next, band.titles),
      content: `${pickFrom(next, band.openings)} ${pickFrom(next, band.details)}${closing}`,
      createdAt: new Date(createdMs).toISOString(),
      createdMs,
      verifiedBuyer: next() < 0.7,
      votesUp: intIn(next, 0, 25),
      votesDown: intIn(next, 0, 5),
      displayName: `${pickFrom(next, texts.firstNames)} ${pickFrom(next, [...initials])}.`,
      language,
      imageIds: Array.from({ length: imageCount }, (_, image) => imageIdFor(id, image)),
    });
  }
  return reviews.sort((a, b) => a.createdMs - b.createdMs || a.id - b.id);
}
