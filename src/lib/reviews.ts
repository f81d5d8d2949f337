/**
 * Product reviews as the shop shows them (issue 16, item 2; spec section 9): a product's rating
 * summary, its reviews page by page, and the brand's rules of where they show. Pure.
 */
import type { BrandConfig, CountrySettings } from '../config/schema';
import { type Rating, roundedAverage } from './rating';

export { averageFormatOptions, type Rating, ratingShown, roundedAverage } from './rating';

export interface ReviewImage {
  id: string;
  thumbnailUrl: string;
  url: string;
}

export interface Review {
  id: string;
  /** 1–5. */
  rating: number;
  title: string;
  text: string;
  author: string;
  /** ISO date-time of publication. */
  date: string;
  /** The author bought the product (the provider checked the order). */
  verified: boolean;
  /** Language the review is written in (a code like 'de'), for the element's `lang`. */
  language: string;
  helpfulVotes: number;
  images: ReviewImage[];
}

/** One page of a product's reviews with the summary of all of them. */
export interface ReviewPage {
  rating: Rating;
  /** Number of reviews per score, index 0 for one star … 4 for five stars. */
  distribution: [number, number, number, number, number];
  page: number;
  perPage: number;
  /** Reviews in the list (all pages). */
  total: number;
  reviews: Review[];
}

/** A customer photo of the product's gallery, with the review it belongs to. */
export interface CustomerPhoto extends ReviewImage {
  reviewId: string;
  author: string;
}

export const reviewSorts = ['newest', 'highest', 'lowest', 'helpful', 'withPhotos'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const reviewsPerPage = 5;

/** The review widget shows in this country: the brand uses it and the country does not hide it. */
export function reviewsShownIn(
  brand: { countries: readonly CountrySettings[] } & Pick<BrandConfig, 'reviews'>,
  country: string,
): boolean {
  if (!brand.reviews.enabled) return false;
  return !brand.countries.find((entry) => entry.code === country)?.hideReviews;
}

/**
 * The product page's review section shows with at least the brand's minimum count of reviews:
 * 0 also invites the first review ("no reviews yet"), 1 hides the section until there is one.
 */
export function reviewSectionShown(rating: Rating | null, minimumCount: 0 | 1): boolean {
  return (rating?.count ?? 0) >= minimumCount;
}

/** How much of each of the five stars is filled (0–1), for a mean score. */
export function starFills(average: number): number[] {
  const value = Math.min(5, Math.max(0, roundedAverage(average)));
  return [0, 1, 2, 3, 4].map((index) => Math.min(1, Math.max(0, value - index)));
}

/** Share of the reviews per score, five stars first, as whole percentages for the bars. */
export function distributionShares(
  distribution: ReviewPage['distribution'],
): { stars: number; count: number; percent: number }[] {
  const total = distribution.reduce((sum, count) => sum + count, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = distribution[stars - 1] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}
