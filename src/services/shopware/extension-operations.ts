/**
 * The project's store-api extensions (stock, free-goods check, Klarna session, newsletter
 * sign-up, 'notify me') as operations in @shopware/api-client's format, so the same client's `invoke` calls
 * them typed, the way Shopware Frontends extends `operations` for custom routes. They are not in
 * Shopware's OpenAPI document; the shapes are the ones the shop's plugins answer and the
 * emulator serves (emulators/shopware/README.md, "Project extensions").
 */
import type { operations } from '@shopware/api-client/api-types';

type StockStatus = 'inStock' | 'lowStock' | 'outOfStock' | 'inactive';

export interface ProductStockAnswer {
  elements: {
    productId: string;
    productNumber: string;
    parentId?: string | null;
    stock: number;
    availableStock: number;
    available: boolean;
    isCloseout: boolean;
    stockStatus: StockStatus;
    deliveryTime: { min: number; max: number; unit: string; name: string } | null;
  }[];
  total: number;
}

export interface CartStockAnswer {
  token: string;
  allAvailable: boolean;
  elements: {
    lineItemId: string;
    productId: string;
    productNumber: string;
    quantity: number;
    availableStock: number;
    sufficient: boolean;
    stockStatus: StockStatus;
  }[];
}

export interface CartCheckAnswer {
  token: string;
  freeProductPromotions: {
    promotionId: string;
    code: string;
    name: string;
    qualified: boolean;
    applied: boolean;
    missingAmount: number;
    requiredProductKind: string | null;
    products: { id: string; productNumber: string; name: string }[];
  }[];
}

export interface KlarnaSessionAnswer {
  sessionId: string;
  clientToken: string;
  purchaseCountry: string;
  purchaseCurrency: string;
  locale: string;
  orderAmount: number;
  orderTaxAmount: number;
  paymentMethodCategories: { identifier: string; name: string; assetUrls?: Record<string, string> }[];
  expiresAt: string;
}

export interface NewsletterSignupBody {
  email: string;
  firstName?: string;
  lastName?: string;
  languageId?: string;
  /** Where the sign-up happened, e.g. 'footer' or 'content-block'. */
  source?: string;
  doubleOptIn?: boolean;
}

export interface NewsletterSignupAnswer {
  success: boolean;
  /** 'notSet' while the double opt-in mail is pending, 'optIn' when subscribed. */
  status: string;
  id: string;
}

export interface NotifyMeBody {
  productId: string;
  email: string;
  /** The shopper ticked the consent; the text they agreed to is stored with the wish. */
  consent: true;
  consentText: string;
}

export interface NotifyMeAnswer {
  success: boolean;
  id: string;
}

export type ExtensionOperations = {
  'notifyMe post /notify-me': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body: NotifyMeBody;
    response: NotifyMeAnswer;
    responseCode: 200;
  };
  'readProductStock get /stock/product': {
    contentType?: 'application/json';
    accept?: 'application/json';
    query: { 'ids[]'?: string[]; 'productNumbers[]'?: string[] };
    response: ProductStockAnswer;
    responseCode: 200;
  };
  'readCartStock get /stock/cart': {
    contentType?: 'application/json';
    accept?: 'application/json';
    response: CartStockAnswer;
    responseCode: 200;
  };
  'checkCart get /checkout/cart/check': {
    contentType?: 'application/json';
    accept?: 'application/json';
    response: CartCheckAnswer;
    responseCode: 200;
  };
  'createKlarnaSession post /checkout/klarna/session': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body?: Record<string, never>;
    response: KlarnaSessionAnswer;
    responseCode: 200;
  };
  'newsletterSignup post /newsletter/signup': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body: NewsletterSignupBody;
    response: NewsletterSignupAnswer;
    responseCode: 200;
  };
};

/** Shopware's standard operations plus the project's extensions. */
export type ShopOperations = operations & ExtensionOperations;
