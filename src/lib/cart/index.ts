/** The basket and checkout library: store-api answers in the app's shapes, and their rules. Pure. */
export * from './types';
export {
  basketItemCount,
  emptyBasket,
  mapCart,
  mapCartMessages,
  mapCartStock,
  stockProblemsOf,
  withStock,
  type MapCartOptions,
} from './basket';
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
  type CustomerSummary,
  type InstallmentRange,
  type KlarnaSession,
  type OrderAddress,
  type OrderLine,
  type OrderSummary,
  type PaymentMethod,
  type SessionContext,
  type ShippingMethod,
} from './checkout';
