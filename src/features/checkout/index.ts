/** The public face of the checkout feature: other features, the shell and the templates import only this. */
export { CheckoutPage } from './CheckoutPage';
export { OrderConfirmationPage } from './OrderConfirmationPage';
