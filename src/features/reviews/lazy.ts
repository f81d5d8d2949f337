/**
 * The product page's rating line and review section, each in their own chunk: product pages
 * load them after the first paint; the build's render waits for them, so the static HTML has
 * them. Apart from the index, so pages that import only the tile's stars do not reach them.
 */
import { lazy } from 'react';

export const RatingSummary = lazy(() => import('./RatingSummary'));
export const ReviewsSection = lazy(() => import('./ReviewsSection'));
