/** The review texts of the page (its language only, from the page context). */
import { useFeatureTexts } from '../../components/page-context';
import { fill } from '../../lib/i18n/fill';
import { averageFormatOptions, roundedAverage } from '../../lib/reviews';
import type { RatingMessages, ReviewMessages } from './messages';
import { numberFormat } from '../../lib/i18n/intl';

declare module '../../lib/page-context' {
  interface FeatureTexts {
    /** Pages with product tiles: the stars' label. */
    ratings?: RatingMessages;
    /** Product pages: the review section. */
    reviews?: ReviewMessages;
  }
}

export function useRatingTexts(): RatingMessages {
  return useFeatureTexts('ratings');
}

export function useReviewTexts(): ReviewMessages {
  return useFeatureTexts('reviews');
}

/** '12 reviews', '1 review' in the page language. */
export function reviewCountText(texts: RatingMessages, count: number): string {
  return count === 1 ? texts.reviewCountOne : fill(texts.reviewCount, { count });
}

/** The mean as the page locale writes it, with one decimal ('4,6' in German). */
export function averageText(average: number, locale: string): string {
  return numberFormat(locale, averageFormatOptions).format(roundedAverage(average));
}
