/**
 * The adapter's checkout resources: store-api answers in the app's checkout shapes (pure), the
 * shipping and payment methods, the session context and customer, the Klarna session, the placed
 * order, product stock and the free-goods check (the last three project extensions, see
 * emulators/shopware/README.md). The shapes and the checkout's rules are the cart library's.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import {
  bankAccountOf,
  type CustomerSummary,
  type KlarnaSession,
  type OrderAddress,
  type OrderSummary,
  type PaymentMethod,
  type SessionContext,
  type ShippingMethod,
} from '../../lib/cart/checkout';
import type { FreeProductPromotion, ProductStock } from '../../lib/cart/types';
import { arrayOf, isRecord, numberOf, stringOf } from '../../lib/product/guards';
import { mapMedia, preferredThumbnails } from '../../lib/product/media';
import { lineOptionsOf } from './cart';

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
