/** The public face of the reviews feature: a product tile's stars, the product page's rating and reviews. */
export { TileRating } from './TileRating';
export { RatingSummary, ReviewsSection } from './lazy';
