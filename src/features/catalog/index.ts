/** The public face of the catalog feature: other features, the shell and the templates import only this. */
export { CategoryListingPage } from './listing/ListingPage';
/** A listing's product tile as the content's product teasers draw it: its code loads on demand. */
export { loadProductTile, ProductTile } from './listing/product-tile';
/** Built tiles with the store-api's current price and stock, after load. */
export { useLiveCards } from './listing/use-live-cards';
export {
  parseCards,
  parseCategory,
  parseDetail,
  plainText,
  type CategoryListing,
  type CategoryListingData,
  type CategoryPageContext,
  type ProductDetailData,
  type ProductPageContext,
} from './page-data';
export { ProductDetailPage } from './product/ProductDetailPage';
export { StockStatus } from './product/StockStatus';
export { categoryHeadExtras, productHeadExtras } from './structured-data';
