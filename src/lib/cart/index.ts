/** The basket and checkout library: store-api answers in the app's shapes, and their rules. Pure. */
export * from './types';
export { mapCart, mapCartMessages, mapCartStock, type MapCartOptions } from './basket';
export { basketItemCount, emptyBasket, stockProblemsOf, withStock } from './basket-figures';
export {
  installmentsApply,
  isKlarnaMethod,
  mapCustomer,
  mapFreeProductPromotions,
  mapKlarnaSession,
  mapOrder,
  mapPaymentMethods,
  mapProductStock,
  mapSessionContext,
  mapShippingMethods,
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
