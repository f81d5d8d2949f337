/** The public face of the cart feature: other features, the shell and the templates import only this. */
export { BasketPage } from './BasketPage';
export { MiniBasket } from './MiniBasket';
export { useCartStore, type CartStore } from './cart-store';
export { useAddToCart, useCart } from './hooks';
export { useCartTexts } from './texts';
