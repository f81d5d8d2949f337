/** The product page's review parts, one chunk for both (see lazy.ts). */
export { default as RatingSummary } from './RatingSummary';
export { default as ReviewsSection } from './ReviewsSection';
