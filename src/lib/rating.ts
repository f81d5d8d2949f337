/**
 * A product's rating as tiles, pages and structured data state it: apart from the reviews'
 * other rules, so the structured data of every product page carries only these few lines.
 */
/** A product's rating: the mean score (1–5) of its published reviews and their number. */
export interface Rating {
  average: number;
  count: number;
}

/** Stars next to a product (tile, page head, structured data) only where someone rated it. */
export function ratingShown(rating: Rating | null): rating is Rating {
  return rating !== null && rating.count > 0;
}

/** How the mean is written: with one decimal ('4,6' in German). */
export const averageFormatOptions: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** The mean as shown: one decimal, so 4.25 reads 4.3 (the stars show the same rounding). */
export function roundedAverage(average: number): number {
  return Math.round(average * 10) / 10;
}
