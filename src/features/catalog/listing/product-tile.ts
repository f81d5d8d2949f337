/**
 * A listing's product tile as the content's product teasers draw it: its code (with the compare
 * and rating parts) loads when a teaser shows a tile, or ahead with `loadProductTile`, so content
 * pages do not carry it in their first load. A module of its own, so the feature's index stays
 * re-exports only and pages that never draw a teaser do not include it.
 */
import { onDemand } from '../../../components/on-demand';

const productTile = /* #__PURE__ */ onDemand(() =>
  import('./ProductCardView').then((module) => module.ProductCardView),
);

export const ProductTile = productTile.Component;
export const loadProductTile = productTile.load;
