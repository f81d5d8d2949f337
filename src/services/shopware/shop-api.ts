/**
 * The browser's basket, checkout and newsletter calls of the store-api (spec section 7), bound
 * to one country when made, like `createStoreClient`: the country's address and access key from
 * the runtime configuration, an optional language id, the country's context token and a time
 * limit. Standard routes go through @shopware/api-client's `invoke` with its generated operation
 * names; the project's extensions through the same client with their typed operations
 * (./extension-operations). Answers are reshaped into the app's types (src/lib/cart) by the
 * adapter's cart and checkout modules (./cart, ./checkout).
 *
 * Every call either resolves with app data or rejects with a `CommerceError` whose message is the
 * backend's `errors[0].detail`, or 'Timeout'. Shopware may hand out a new context token (the
 * first call of a session, registration); `onContextToken` hears every token an answer carries
 * that differs from the one sent, so the session store can keep it.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { commerceEndpointFor } from '../../config/backends';
import { runtimeConfig } from '../../config/runtime';
import type {
  Basket,
  CartStock,
  CustomerSummary,
  FreeProductPromotion,
  KlarnaSession,
  OrderSummary,
  PaymentMethod,
  ProductStock,
  ProductToAdd,
  SessionContext,
  ShippingMethod,
} from '../../lib/cart';
import { defaultCurrency } from '../../lib/product/price';
import type { ShopOperations } from './extension-operations';
import { commerceErrorOf } from './api-failure';
import { mapCart, mapCartStock } from './cart';
import {
  mapCustomer,
  mapFreeProductPromotions,
  mapKlarnaSession,
  mapOrder,
  mapPaymentMethods,
  mapProductStock,
  mapSessionContext,
  mapShippingMethods,
} from './checkout';
import { createStoreApiClient } from './client';
import type { StoreClientOptions } from './store-client';

export interface ShopApiOptions extends Omit<StoreClientOptions, 'logFailures'> {
  /** ISO code of the session's currency, for the basket's amounts; EUR by default (spec section 9). */
  currency?: string;
  /** Hears a context token an answer carries when it differs from the one sent. */
  onContextToken?: (token: string) => void;
}

/** An address for registration (Shopware's CustomerAddress fields the checkout fills). */
export interface AddressInput {
  salutationId?: string;
  firstName?: string;
  lastName?: string;
  street: string;
  zipcode: string;
  city: string;
  countryId: string;
  additionalAddressLine1?: string;
  phoneNumber?: string;
  company?: string;
}

/** A guest customer for this session (`POST /account/register` with `guest: true`). */
export interface GuestRegistration {
  email: string;
  salutationId?: string;
  firstName: string;
  lastName: string;
  billingAddress: AddressInput;
  /** When absent, the billing address is the shipping address. */
  shippingAddress?: AddressInput;
  /** Origin of the storefront (a domain of the sales channel), e.g. window.location.origin. */
  storefrontUrl: string;
  acceptedDataProtection?: boolean;
}

/** What PATCH /context changes: methods and the customer's addresses. */
export interface ContextChange {
  shippingMethodId?: string;
  paymentMethodId?: string;
  billingAddressId?: string;
  shippingAddressId?: string;
  languageId?: string;
  countryId?: string;
}

export interface NewsletterSignup {
  email: string;
  firstName?: string;
  lastName?: string;
  /** Where the form is, e.g. 'footer' or 'content-block'. */
  source?: string;
}

export interface NewsletterResult {
  /** 'pending' while the double opt-in mail waits for a click, 'subscribed' once confirmed. */
  status: 'pending' | 'subscribed';
}

export interface NotifyMeRequest {
  productId: string;
  email: string;
  /** The consent text the shopper agreed to, as the form showed it. */
  consentText: string;
}

/** 'registered' for a new wish, 'known' when the address already waits for the product. */
export type NotifyMeResult = 'registered' | 'known';

export type ShopApi = ReturnType<typeof createShopApi>;

export function createShopApi(options: ShopApiOptions) {
  // Throws the spec's messages for a country without address or access key.
  const endpoint = commerceEndpointFor(options.endpoints ?? runtimeConfig.commerce, options.country);
  const client = createStoreApiClient<ShopOperations>(endpoint, options);
  const currency = options.currency ?? defaultCurrency;
  let knownToken = options.contextToken ?? '';

  /** The client keeps the token of every answer in its default headers; report a new one. */
  const reportToken = () => {
    const token = client.defaultHeaders['sw-context-token'];
    if (typeof token === 'string' && token !== '' && token !== knownToken) {
      knownToken = token;
      options.onContextToken?.(token);
    }
  };

  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw commerceErrorOf(error);
    } finally {
      reportToken();
    }
  };

  const basketOf = (cart: Schemas['Cart']): Basket => mapCart(cart, { currency });

  return {
    country: options.country,
    /** The context token the client sends now ('' before the first answer of a new session). */
    contextToken: (): string => knownToken,

    /** `GET /checkout/cart`: the session's cart (an empty one for a new session). */
    readCart: (): Promise<Basket> =>
      call(async () => basketOf((await client.invoke('readCart get /checkout/cart')).data)),

    /** `POST /checkout/cart/line-item`: adds products; quantities of a product already in the cart add up. */
    addProducts: (items: readonly ProductToAdd[]): Promise<Basket> =>
      call(async () => {
        const body = {
          items: items.map((item) => ({
            id: item.productId,
            referencedId: item.productId,
            quantity: item.quantity,
            type: 'product' as const,
          })),
        };
        return basketOf((await client.invoke('addLineItem post /checkout/cart/line-item', { body })).data);
      }),

    /** `POST /checkout/cart/line-item` with a promotion line item: applies a promotion code. */
    addPromotion: (code: string): Promise<Basket> =>
      call(async () => {
        const body = { items: [{ referencedId: code.trim(), type: 'promotion' as const }] };
        return basketOf((await client.invoke('addLineItem post /checkout/cart/line-item', { body })).data);
      }),

    /** `PATCH /checkout/cart/line-item`: sets the quantity of a line. */
    updateQuantity: (lineItemId: string, quantity: number): Promise<Basket> =>
      call(async () => {
        const body = { items: [{ id: lineItemId, quantity }] as [{ id: string; quantity: number }] };
        return basketOf((await client.invoke('updateLineItem patch /checkout/cart/line-item', { body })).data);
      }),

    /** `POST /checkout/cart/line-item/delete`: removes lines (products or promotions). */
    removeLineItems: (lineItemIds: readonly [string, ...string[]]): Promise<Basket> =>
      call(async () => {
        const body = { ids: [...lineItemIds] as [string, ...string[]] };
        return basketOf((await client.invoke('removeLineItem post /checkout/cart/line-item/delete', { body })).data);
      }),

    /** `GET /stock/cart`: stock of the cart's products against their quantities. */
    readCartStock: (): Promise<CartStock> =>
      call(async () => mapCartStock((await client.invoke('readCartStock get /stock/cart')).data)),

    /** `GET /stock/product`: stock of products by id. */
    readProductStock: (productIds: readonly string[]): Promise<ProductStock[]> =>
      call(async () => {
        if (productIds.length === 0) return [];
        const answer = await client.invoke('readProductStock get /stock/product', {
          query: { 'ids[]': [...productIds] },
        });
        return mapProductStock(answer.data);
      }),

    /** `GET /checkout/cart/check`: free-goods promotions and whether the cart qualifies. */
    checkFreeProducts: (): Promise<FreeProductPromotion[]> =>
      call(async () => mapFreeProductPromotions((await client.invoke('checkCart get /checkout/cart/check')).data)),

    /** `GET /context`: the session context (currency, country, methods, customer). */
    readContext: (): Promise<SessionContext> =>
      call(async () => mapSessionContext((await client.invoke('readContext get /context')).data)),

    /** `PATCH /context`: changes methods, addresses, language or country of the session. */
    updateContext: (change: ContextChange): Promise<void> =>
      call(async () => {
        await client.invoke('updateContext patch /context', { body: change });
      }),

    /** `POST /shipping-method`: the methods of the sales channel, in their order. */
    shippingMethods: (): Promise<ShippingMethod[]> =>
      call(async () => {
        const answer = await client.invoke('readShippingMethod post /shipping-method', {
          query: { onlyAvailable: true },
          body: {},
        });
        return mapShippingMethods(answer.data.elements ?? []);
      }),

    /** `POST /payment-method`: the methods of the sales channel, in their order. */
    paymentMethods: (): Promise<PaymentMethod[]> =>
      call(async () => {
        const answer = await client.invoke('readPaymentMethod post /payment-method', {
          body: { onlyAvailable: true },
        });
        return mapPaymentMethods(answer.data.elements ?? []);
      }),

    /**
     * `POST /account/register` as a guest: the session logs in under a new context token (the
     * cart moves with it), which `onContextToken` reports.
     */
    registerGuest: (input: GuestRegistration): Promise<CustomerSummary> =>
      call(async () => {
        const { billingAddress, shippingAddress, ...person } = input;
        // The document types registration addresses as stored entities (id, customerId ...),
        // which a new address does not have yet; Shopware reads only the fields sent.
        const asAddress = (address: AddressInput) => address as unknown as Schemas['CustomerAddress'];
        const body = {
          ...person,
          guest: true,
          acceptedDataProtection: input.acceptedDataProtection ?? true,
          // A guest has no password; the document types it as required for every registration.
          password: '',
          accountType: 'private' as const,
          billingAddress: asAddress(billingAddress),
          ...(shippingAddress ? { shippingAddress: asAddress(shippingAddress) } : {}),
        };
        return mapCustomer((await client.invoke('register post /account/register', { body })).data);
      }),

    /** `POST /account/customer`: the session's customer; fails when nobody is registered or signed in. */
    readCustomer: (): Promise<CustomerSummary> =>
      call(async () => mapCustomer((await client.invoke('readCustomer post /account/customer', { body: {} })).data)),

    /** `POST /checkout/order`: turns the cart into an order (the cart is empty afterwards). */
    createOrder: (input: { customerComment?: string } = {}): Promise<OrderSummary> =>
      call(async () => {
        const body = input.customerComment ? { customerComment: input.customerComment } : {};
        return mapOrder((await client.invoke('createOrder post /checkout/order', { body })).data);
      }),

    /** `POST /checkout/klarna/session`: a Klarna payment session for the cart (before the order). */
    createKlarnaSession: (): Promise<KlarnaSession> =>
      call(async () =>
        mapKlarnaSession((await client.invoke('createKlarnaSession post /checkout/klarna/session', { body: {} })).data),
      ),

    /**
     * `POST /handle-payment`: starts the payment of an order; the answer is where to send the
     * shopper (the provider's page, or `finishUrl` for a method without redirect).
     */
    handlePayment: (input: {
      orderId: string;
      finishUrl: string;
      errorUrl: string;
    }): Promise<{ redirectUrl: string }> =>
      call(async () => {
        const answer = await client.invoke('handlePaymentMethod post /handle-payment', { body: input });
        return { redirectUrl: answer.data.redirectUrl };
      }),

    /** `POST /order` for one order of the session's customer, or null when there is none. */
    readOrder: (orderId: string): Promise<OrderSummary | null> =>
      call(async () => {
        const answer = await client.invoke('readOrder post /order', { body: { ids: [orderId], limit: 1 } });
        const order = answer.data.orders.elements[0];
        return order ? mapOrder(order) : null;
      }),

    /** `POST /notify-me`: an e-mail when a variant out of stock can be ordered again. */
    requestNotifyMe: (input: NotifyMeRequest): Promise<NotifyMeResult> =>
      call(async () => {
        try {
          await client.invoke('notifyMe post /notify-me', { body: { ...input, consent: true } });
          return 'registered';
        } catch (error) {
          // The shop's plugin answers a repeat with 409: the shopper is on the list already.
          if (commerceErrorOf(error).code === 'ACCELL__NOTIFY_ME_DUPLICATE') return 'known';
          throw error;
        }
      }),

    /** `POST /newsletter/signup`: signs an e-mail address up (double opt-in). */
    signupForNewsletter: (input: NewsletterSignup): Promise<NewsletterResult> =>
      call(async () => {
        const body = { ...input, ...(options.languageId ? { languageId: options.languageId } : {}) };
        const answer = await client.invoke('newsletterSignup post /newsletter/signup', { body });
        return { status: answer.data.status === 'notSet' ? 'pending' : 'subscribed' };
      }),
  };
}
