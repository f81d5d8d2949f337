/**
 * The basket and checkout library: the app's shapes and their rules. Pure; the store-api's
 * answers become these in the Shopware adapter (services/shopware/cart.ts, checkout.ts).
 */
export * from './types';
export { basketItemCount, emptyBasket, stockProblemsOf, withStock } from './basket-figures';
export {
  installmentsApply,
  isKlarnaMethod,
  paymentMethodsFor,
  type BankAccount,
  type CustomerSummary,
  type InstallmentRange,
  type KlarnaSession,
  type OrderAddress,
  type OrderLine,
  type OrderSummary,
  orderTotals,
  type SummaryTotals,
  type PaymentMethod,
  type SessionContext,
  type ShippingMethod,
} from './checkout';
