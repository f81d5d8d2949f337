/** The public face of the reviews feature: a product tile's stars, the product page's reviews. */
export { TileRating } from './TileRating';
export { RatingSummary, ReviewsSection } from './lazy';
