/**
 * The product page's review section, in a chunk of its own: the page asks for it when the visitor
 * nears the section (its region waits until then); the build's render waits for it, so the static
 * HTML has it. Apart from the index, so pages that import only the tile's stars do not reach it.
 */
import { lazy } from 'react';

export const ReviewsSection = lazy(() => import('./ReviewsSection'));
