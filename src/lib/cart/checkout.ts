/**
 * The checkout's shapes (pure): shipping and payment methods, the session context, the Klarna
 * session, the placed order and the customer; the bank account of a prepayment method; and the
 * rule for when the installment provider (Klarna) is offered. The store-api's answers become
 * these in the Shopware adapter (services/shopware/checkout.ts).
 */
import { isRecord, stringOf } from '../product/guards';
import type { BasketOption } from './types';

export interface ShippingMethod {
  id: string;
  name: string;
  description: string;
  /** e.g. 'homeDelivery', 'dealerPickup'; what a brand's shipping logic variant picks by. */
  technicalName: string | null;
  deliveryTime: string | null;
  position: number;
}

export interface PaymentMethod {
  id: string;
  name: string;
  description: string;
  technicalName: string | null;
  position: number;
}

/** The session context the checkout reads (`GET /context`). */
export interface SessionContext {
  token: string;
  languageId: string | null;
  currency: { id: string; name: string; iso: string; symbol: string } | null;
  /** Country the session ships to (the sales channel's unless changed): what addresses need. */
  countryId: string | null;
  shippingMethodId: string | null;
  paymentMethodId: string | null;
  customer: { id: string; email: string; guest: boolean; firstName: string; lastName: string } | null;
}

export interface KlarnaSession {
  sessionId: string;
  clientToken: string;
  purchaseCountry: string;
  purchaseCurrency: string;
  locale: string;
  /** In minor units (cents), as Klarna counts. */
  orderAmount: number;
  paymentMethodCategories: { identifier: string; name: string }[];
  expiresAt: string;
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  countryId: string | null;
  /** ISO 3166 alpha-2 code, lower case ('gb'), null when the order does not carry the country. */
  countryCode: string | null;
  countryName: string | null;
}

export interface OrderLine {
  id: string;
  type: string;
  label: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  imageUrl: string | null;
  /** The variant's options (colour, size ...) as the order keeps them. */
  options: BasketOption[];
}

/** The account a bank transfer goes to. */
export interface BankAccount {
  holder: string;
  bank: string;
  iban: string;
  bic: string;
}

/** Custom fields of the prepayment method (the payment plugin's per-channel account). */
const bankAccountFields = {
  holder: 'accell_bank_account_holder',
  bank: 'accell_bank_name',
  iban: 'accell_bank_iban',
  bic: 'accell_bank_bic',
} as const;

/** The payment method's bank account; null unless holder, IBAN and BIC are all there. */
export function bankAccountOf(customFields: unknown): BankAccount | null {
  if (!isRecord(customFields)) return null;
  const holder = stringOf(customFields[bankAccountFields.holder]);
  const iban = stringOf(customFields[bankAccountFields.iban]);
  const bic = stringOf(customFields[bankAccountFields.bic]);
  if (!holder || !iban || !bic) return null;
  return { holder, bank: stringOf(customFields[bankAccountFields.bank]) ?? '', iban, bic };
}

/** A placed order as the confirmation page shows it. */
export interface OrderSummary {
  id: string;
  orderNumber: string;
  orderDate: string | null;
  email: string | null;
  currency: string;
  lineItems: OrderLine[];
  shippingTotal: number;
  taxes: { rate: number; amount: number }[];
  net: number;
  total: number;
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  shippingMethod: string | null;
  paymentMethod: string | null;
  /** State of the payment ('open', 'paid', 'failed', 'cancelled' ...), null when unknown. */
  paymentState: string | null;
  /** Where to transfer the money, when the order is paid by bank transfer. */
  bankTransfer: BankAccount | null;
  orderState: string | null;
  deepLinkCode: string | null;
}

/** The amounts an order summary shows: goods, delivery, taxes included, total. */
export interface SummaryTotals {
  positions: number;
  shippingCosts: number;
  taxes: { rate: number; amount: number }[];
  total: number;
}

/** The totals of a placed order, in the shape the basket's totals have. */
export function orderTotals(order: OrderSummary): SummaryTotals {
  return {
    positions: order.lineItems.reduce((sum, line) => sum + line.totalPrice, 0),
    shippingCosts: order.shippingTotal,
    taxes: order.taxes,
    total: order.total,
  };
}

/** The session's customer (a guest registered for the checkout, or a signed-in one). */
export interface CustomerSummary {
  id: string;
  email: string;
  guest: boolean;
  firstName: string;
  lastName: string;
  customerNumber: string;
  defaultBillingAddressId: string | null;
  defaultShippingAddressId: string | null;
}

/** Installment range of a brand (`catalog.installmentPriceRange`), inclusive. */
export interface InstallmentRange {
  min: number;
  max: number;
}

/** Installments are offered when the brand has a range and the total lies in it. */
export function installmentsApply(total: number, range: InstallmentRange | undefined | null): boolean {
  return Boolean(range) && total >= (range?.min ?? Infinity) && total <= (range?.max ?? -Infinity);
}

/** Klarna is recognised by its technical name (`payment_klarna` in the shop). */
export function isKlarnaMethod(method: Pick<PaymentMethod, 'technicalName'> | null | undefined): boolean {
  return /klarna/i.test(method?.technicalName ?? '');
}

/**
 * The payment methods to offer for a total: the installment provider (Klarna) only when the
 * brand's installment range includes the total; a brand without a range offers no installments.
 */
export function paymentMethodsFor(
  methods: readonly PaymentMethod[],
  total: number,
  range: InstallmentRange | undefined | null,
): PaymentMethod[] {
  return methods.filter((method) => !isKlarnaMethod(method) || installmentsApply(total, range));
}

/** The answer of `POST /checkout/klarna/session` (a project extension). */
/** The answer of `GET /stock/product` (a project extension). */
/** The answer of `GET /checkout/cart/check` (a project extension). */
