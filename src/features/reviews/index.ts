/**
 * The public face of the reviews feature: the stars of a product tile, and the product page's
 * rating line and review section, each in their own chunk (product pages load them after the
 * page's first paint; the build's render waits for them, so the static HTML has them).
 */
import { lazy } from 'react';

export { TileRating } from './TileRating';
export const RatingSummary = lazy(() => import('./RatingSummary'));
export const ReviewsSection = lazy(() => import('./ReviewsSection'));
