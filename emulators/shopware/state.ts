/**
 * What the store-api emulator persists (through the shared DurableState): sessions (contexts),
 * carts, customers, orders, newsletter recipients, payment-provider sessions and the stock that
 * orders took. Keys of contexts and carts are `${salesChannelId}:${contextToken}`: a token is
 * only meaningful within its sales channel, as in Shopware.
 */
import type { Schemas } from '@shopware/api-client/api-types';

export interface StoredContext {
  token: string;
  salesChannelId: string;
  languageId: string | null;
  currencyId: string | null;
  shippingMethodId: string | null;
  paymentMethodId: string | null;
  countryId: string | null;
  customerId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type StoredLineItem =
  | { id: string; type: 'product'; referencedId: string; quantity: number; addedAt: string }
  | { id: string; type: 'promotion'; referencedId: string; promotionId: string; addedAt: string };

export interface StoredCart {
  token: string;
  salesChannelId: string;
  lineItems: StoredLineItem[];
  customerComment: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoredAddress {
  id: string;
  customerId: string;
  countryId: string;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  company: string | null;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
}

export interface StoredCustomer {
  id: string;
  salesChannelId: string;
  languageId: string;
  guest: boolean;
  email: string;
  firstName: string;
  lastName: string;
  salutationId: string | null;
  title: string | null;
  customerNumber: string;
  accountType: 'private' | 'business';
  company: string | null;
  vatIds: string[];
  /** scrypt hash (salt:hash) for registered customers; null for guests. */
  passwordHash: string | null;
  addresses: StoredAddress[];
  defaultBillingAddressId: string;
  defaultShippingAddressId: string;
  affiliateCode: string | null;
  campaignCode: string | null;
  createdAt: string;
}

export interface StoredOrder {
  id: string;
  salesChannelId: string;
  customerId: string;
  email: string;
  zipcode: string;
  deepLinkCode: string;
  /** The order as returned by the store-api: a snapshot at placing time. */
  order: Schemas['Order'];
}

export interface StoredNewsletterRecipient {
  id: string;
  salesChannelId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  languageId: string;
  status: 'notSet' | 'optIn' | 'direct';
  /** 'subscribe' (standard route) or 'signup' (project extension). */
  source: 'subscribe' | 'signup';
  origin: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A shopper's wish to hear when a product that cannot be ordered can be again. */
export interface StoredNotifyMeRequest {
  id: string;
  salesChannelId: string;
  productId: string;
  productNumber: string;
  email: string;
  languageId: string;
  /** The consent text the shopper agreed to, as shown to them. */
  consentText: string;
  createdAt: string;
}

export interface StoredKlarnaSession {
  sessionId: string;
  clientToken: string;
  salesChannelId: string;
  contextToken: string;
  orderAmount: number;
  currency: string;
  createdAt: string;
  expiresAt: string;
}

export interface EmulatorState {
  version: 1;
  contexts: Record<string, StoredContext>;
  carts: Record<string, StoredCart>;
  customers: Record<string, StoredCustomer>;
  orders: Record<string, StoredOrder>;
  newsletterRecipients: StoredNewsletterRecipient[];
  notifyMeRequests: StoredNotifyMeRequest[];
  klarnaSessions: Record<string, StoredKlarnaSession>;
  /** Quantities orders took, per product id (stock = seed stock - sold). */
  stockSold: Record<string, number>;
  /** Last order number handed out. */
  orderNumber: number;
  /** Last customer number handed out. */
  customerNumber: number;
}

export const initialState = (): EmulatorState => ({
  version: 1,
  contexts: {},
  carts: {},
  customers: {},
  orders: {},
  newsletterRecipients: [],
  notifyMeRequests: [],
  klarnaSessions: {},
  stockSold: {},
  orderNumber: 10000,
  customerNumber: 10000,
});

export const sessionKey = (salesChannelId: string, token: string) => `${salesChannelId}:${token}`;

/** Removes an entry of a keyed state map. */
export function removeEntry<T>(map: Record<string, T>, key: string): void {
  Reflect.deleteProperty(map, key);
}
