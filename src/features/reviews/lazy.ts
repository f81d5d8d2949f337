/**
 * The product page's rating line and review section, in one chunk of their own: product pages
 * load it after the first paint; the build's render waits for it, so the static HTML has both.
 * Apart from the index, so pages that import only the tile's stars do not reach them.
 */
import { lazy } from 'react';

const parts = () => import('./product-reviews');

export const RatingSummary = lazy(() => parts().then((module) => ({ default: module.RatingSummary })));
export const ReviewsSection = lazy(() => parts().then((module) => ({ default: module.ReviewsSection })));
