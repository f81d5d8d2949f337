/**
 * Checkout answers in the app's shapes (pure): shipping and payment methods, the session
 * context, the Klarna session, the placed order, product stock and the free-goods check; and the
 * rule for when the installment provider (Klarna) is offered.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { arrayOf, isRecord, numberOf, stringOf } from '../product/guards';
import { mapMedia, preferredThumbnails } from '../product/media';
import type { BasketOption, FreeProductPromotion, ProductStock } from './types';
import { lineOptionsOf } from './basket';

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

export function mapCustomer(customer: Schemas['Customer']): CustomerSummary {
  return {
    id: customer.id,
    email: customer.email,
    guest: customer.guest ?? false,
    firstName: customer.firstName,
    lastName: customer.lastName,
    customerNumber: customer.customerNumber ?? '',
    defaultBillingAddressId: customer.defaultBillingAddressId ?? null,
    defaultShippingAddressId: customer.defaultShippingAddressId ?? null,
  };
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

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

export function mapShippingMethods(list: readonly Schemas['ShippingMethod'][]): ShippingMethod[] {
  return list
    .map((method) => ({
      id: method.id,
      name: method.translated?.name ?? method.name,
      description: method.translated?.description ?? method.description ?? '',
      technicalName: method.technicalName ?? null,
      deliveryTime: method.deliveryTime?.translated?.name ?? method.deliveryTime?.name ?? null,
      position: method.position ?? 0,
    }))
    .sort(byPosition);
}

export function mapPaymentMethods(list: readonly Schemas['PaymentMethod'][]): PaymentMethod[] {
  return list
    .map((method) => ({
      id: method.id,
      name: method.translated?.name ?? method.name,
      description: method.translated?.description ?? method.description ?? '',
      technicalName: method.technicalName ?? null,
      position: method.position ?? 0,
    }))
    .sort(byPosition);
}

export function mapSessionContext(context: Schemas['SalesChannelContext']): SessionContext {
  const currency = context.currency;
  const customer = context.customer;
  return {
    token: context.token ?? '',
    languageId: context.context?.languageIdChain?.[0] ?? null,
    currency: currency
      ? {
          id: currency.id,
          name: currency.translated?.name ?? currency.name ?? currency.isoCode,
          iso: currency.isoCode,
          symbol: currency.symbol,
        }
      : null,
    countryId: context.shippingLocation?.country?.id ?? null,
    shippingMethodId: context.shippingMethod?.id ?? null,
    paymentMethodId: context.paymentMethod?.id ?? null,
    customer: customer
      ? {
          id: customer.id,
          email: customer.email,
          guest: customer.guest ?? false,
          firstName: customer.firstName,
          lastName: customer.lastName,
        }
      : null,
  };
}

/** The answer of `POST /checkout/klarna/session` (a project extension). */
export function mapKlarnaSession(value: unknown): KlarnaSession {
  const body = isRecord(value) ? value : {};
  return {
    sessionId: stringOf(body.sessionId) ?? '',
    clientToken: stringOf(body.clientToken) ?? '',
    purchaseCountry: stringOf(body.purchaseCountry) ?? '',
    purchaseCurrency: stringOf(body.purchaseCurrency) ?? '',
    locale: stringOf(body.locale) ?? '',
    orderAmount: numberOf(body.orderAmount) ?? 0,
    paymentMethodCategories: arrayOf(body.paymentMethodCategories, isRecord).map((entry) => ({
      identifier: stringOf(entry.identifier) ?? '',
      name: stringOf(entry.name) ?? '',
    })),
    expiresAt: stringOf(body.expiresAt) ?? '',
  };
}

function mapAddress(address: Schemas['OrderAddress'] | undefined): OrderAddress | null {
  if (!address) return null;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    zipcode: address.zipcode ?? '',
    city: address.city,
    countryId: address.countryId ?? null,
    countryCode: address.country?.iso?.toLowerCase() ?? null,
    countryName: address.country?.translated?.name ?? address.country?.name ?? null,
  };
}

function orderLineImage(line: Schemas['OrderLineItem']): string | null {
  const media = mapMedia(line.cover, line.label);
  if (!media) return null;
  return preferredThumbnails(media.thumbnails)[0]?.url ?? media.url;
}

export function mapOrder(order: Schemas['Order']): OrderSummary {
  const transaction = order.transactions?.[0];
  const delivery = order.deliveries?.[0];
  const shippingAddress =
    order.addresses?.find((address) => address.id === delivery?.shippingOrderAddressId) ?? order.billingAddress;
  // Order prices carry their taxes keyed by rate (see the emulator README); both forms are read.
  const rawTaxes: unknown = order.price?.calculatedTaxes;
  const taxes = (Array.isArray(rawTaxes) ? rawTaxes : Object.values(isRecord(rawTaxes) ? rawTaxes : {})).filter(
    isRecord,
  );
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? '',
    orderDate: order.orderDateTime ?? null,
    email: order.orderCustomer?.email ?? null,
    currency: order.currency?.isoCode ?? 'EUR',
    lineItems: [...(order.lineItems ?? [])]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((line) => ({
        id: line.id,
        type: line.type ?? 'product',
        label: line.translated?.label ?? line.label,
        quantity: line.quantity,
        unitPrice: line.unitPrice ?? 0,
        totalPrice: line.totalPrice ?? 0,
        imageUrl: orderLineImage(line),
        options: lineOptionsOf(line.payload),
      })),
    shippingTotal: order.shippingTotal ?? 0,
    taxes: taxes.map((tax) => ({ rate: numberOf(tax.taxRate) ?? 0, amount: numberOf(tax.tax) ?? 0 })),
    net: order.amountNet ?? 0,
    total: order.amountTotal ?? 0,
    billingAddress: mapAddress(order.billingAddress),
    shippingAddress: mapAddress(shippingAddress),
    shippingMethod: delivery?.shippingMethod?.translated?.name ?? delivery?.shippingMethod?.name ?? null,
    paymentMethod: transaction?.paymentMethod?.translated?.name ?? transaction?.paymentMethod?.name ?? null,
    paymentState: transaction?.stateMachineState?.technicalName ?? null,
    bankTransfer: bankAccountOf(transaction?.paymentMethod?.customFields),
    orderState: order.stateMachineState?.technicalName ?? null,
    deepLinkCode: order.deepLinkCode ?? null,
  };
}

const stockStatuses = ['inStock', 'lowStock', 'outOfStock', 'inactive'] as const;

/** The answer of `GET /stock/product` (a project extension). */
export function mapProductStock(value: unknown): ProductStock[] {
  const body = isRecord(value) ? value : {};
  return arrayOf(body.elements, isRecord).map((entry) => {
    const delivery = isRecord(entry.deliveryTime) ? entry.deliveryTime : null;
    return {
      productId: stringOf(entry.productId) ?? '',
      productNumber: stringOf(entry.productNumber) ?? '',
      parentId: stringOf(entry.parentId),
      availableStock: numberOf(entry.availableStock) ?? 0,
      available: entry.available === true,
      isCloseout: entry.isCloseout === true,
      stockStatus: stockStatuses.find((status) => status === entry.stockStatus) ?? 'inStock',
      deliveryTime: delivery
        ? {
            min: numberOf(delivery.min) ?? 0,
            max: numberOf(delivery.max) ?? 0,
            unit: stringOf(delivery.unit) ?? 'day',
            name: stringOf(delivery.name) ?? '',
          }
        : null,
    };
  });
}

/** The answer of `GET /checkout/cart/check` (a project extension). */
export function mapFreeProductPromotions(value: unknown): FreeProductPromotion[] {
  const body = isRecord(value) ? value : {};
  return arrayOf(body.freeProductPromotions, isRecord).map((entry) => ({
    promotionId: stringOf(entry.promotionId) ?? '',
    code: stringOf(entry.code) ?? '',
    name: stringOf(entry.name) ?? '',
    qualified: entry.qualified === true,
    applied: entry.applied === true,
    missingAmount: numberOf(entry.missingAmount) ?? 0,
    requiredProductKind: stringOf(entry.requiredProductKind),
    products: arrayOf(entry.products, isRecord).map((product) => ({
      id: stringOf(product.id) ?? '',
      productNumber: stringOf(product.productNumber) ?? '',
      name: stringOf(product.name) ?? '',
    })),
  }));
}
