/**
 * The product page's review parts, each in a chunk of its own. The rating line, in the buy box,
 * loads as the buy box hydrates; the review section (the live list, the provider's client, the
 * consent gate) only when the visitor nears it, as its region waits until then. The build's
 * render waits for both, so the static HTML has them. In the template's own code the rating line
 * would join modules the listing template shares with it into a chunk of their own, one more
 * request on both page kinds' first load. Apart from the index, so pages that import only the
 * tile's stars do not reach them.
 */
import { lazy } from 'react';

export const RatingSummary = lazy(() => import('./RatingSummary'));
export const ReviewsSection = lazy(() => import('./ReviewsSection'));
