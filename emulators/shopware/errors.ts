/**
 * Shopware's error document: `{ errors: [{ status, code, title, detail, source?, meta? }] }`.
 * Codes and messages follow Shopware 6.7 (ShopwareHttpException subclasses, the constraint
 * violation format `VIOLATION::<CONSTANT>` with a JSON pointer, and Symfony HTTP exceptions,
 * which Shopware reports with code "0").
 */
import http from 'node:http';
import type { Schemas } from '@shopware/api-client/api-types';

export type ErrorObject = Schemas['error'];

export interface ErrorSpec {
  status: number;
  code: string;
  detail: string;
  /** Values of the message's {{ placeholders }}; Shopware sends them as meta.parameters. */
  parameters?: Record<string, string | number | boolean | null>;
  pointer?: string;
  /** Overrides the HTTP reason phrase used as title. */
  title?: string;
}

export class ShopwareError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  readonly headers: Record<string, string>;

  constructor(specs: ErrorSpec | ErrorSpec[], headers: Record<string, string> = {}) {
    const list = Array.isArray(specs) ? specs : [specs];
    super(list.map((spec) => spec.detail).join('; '));
    this.name = 'ShopwareError';
    this.status = list[0]?.status ?? 500;
    this.errors = list.map(toErrorObject);
    this.headers = headers;
  }
}

export function toErrorObject(spec: ErrorSpec): ErrorObject {
  const error: ErrorObject = {
    status: String(spec.status),
    code: spec.code,
    title: spec.title ?? http.STATUS_CODES[spec.status] ?? 'Error',
    detail: spec.detail,
    // PHP serialises an empty parameter map as [], a filled one as an object.
    meta: { parameters: spec.parameters && Object.keys(spec.parameters).length > 0 ? spec.parameters : [] },
  };
  if (spec.pointer !== undefined) error.source = { pointer: spec.pointer };
  return error;
}

export function errorDocument(specs: ErrorSpec | ErrorSpec[]): { errors: ErrorObject[] } {
  return { errors: (Array.isArray(specs) ? specs : [specs]).map(toErrorObject) };
}

/** Shopware's "Could not find {{ entity }} with {{ field }} "{{ value }}"" message. */
function couldNotFind(entity: string, field: string, value: string): string {
  return `Could not find ${entity} with ${field} "${value}"`;
}

export const errors = {
  /** Symfony UnauthorizedHttpException from SalesChannelAuthenticationListener. */
  missingAccessKey: () => new ShopwareError({ status: 401, code: '0', detail: 'Header "sw-access-key" is required.' }),
  /** SalesChannelNotFoundException: a key that matches no sales channel. */
  unknownAccessKey: () =>
    new ShopwareError({
      status: 412,
      code: 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND',
      detail: 'No matching sales channel found.',
    }),
  languageNotFound: (languageId: string) =>
    new ShopwareError({
      status: 412,
      code: 'FRAMEWORK__LANGUAGE_NOT_FOUND',
      detail: couldNotFind('language', 'id', languageId),
      parameters: { entity: 'language', field: 'id', value: languageId },
    }),
  routeNotFound: (method: string, path: string) =>
    new ShopwareError({ status: 404, code: '0', detail: `No route found for "${method} ${path}"` }),
  productNotFound: (productId: string) =>
    new ShopwareError({
      status: 404,
      code: 'CONTENT__PRODUCT_NOT_FOUND',
      detail: `Product for id ${productId} not found.`,
      parameters: { productId },
    }),
  categoryNotFound: (categoryId: string) =>
    new ShopwareError({
      status: 404,
      code: 'CONTENT__CATEGORY_NOT_FOUND',
      detail: `Category "${categoryId}" not found.`,
      parameters: { id: categoryId },
    }),
  listingCategoryNotFound: (categoryId: string) =>
    new ShopwareError({
      status: 404,
      code: 'PRODUCT__CATEGORY_NOT_FOUND',
      detail: couldNotFind('category', 'id', categoryId),
      parameters: { entity: 'category', field: 'id', value: categoryId },
    }),
  lineItemNotFound: (id: string) =>
    new ShopwareError({
      status: 404,
      code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
      detail: `Line item with identifier ${id} not found.`,
      parameters: { id },
    }),
  lineItemTypeNotSupported: (type: string) =>
    new ShopwareError({
      status: 400,
      code: 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
      detail: `Line item type "${type}" is not supported.`,
      parameters: { type },
    }),
  invalidQuantity: (quantity: number) =>
    new ShopwareError({
      status: 400,
      code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      detail: `The quantity must be a positive integer. Given: "${quantity}"`,
      parameters: { quantity },
    }),
  lineItemNotStackable: (id: string) =>
    new ShopwareError({
      status: 400,
      code: 'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
      detail: `Line item with identifier "${id}" is not stackable and the quantity cannot be changed.`,
      parameters: { id },
    }),
  lineItemNotRemovable: (id: string) =>
    new ShopwareError({
      status: 400,
      code: 'CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE',
      detail: `Line item with identifier ${id} is not removable.`,
      parameters: { id },
    }),
  cartEmpty: () => new ShopwareError({ status: 400, code: 'CHECKOUT__CART_EMPTY', detail: 'Cart is empty' }),
  customerNotLoggedIn: () =>
    new ShopwareError({
      status: 403,
      code: 'FRAMEWORK__ROUTING_CUSTOMER_NOT_LOGGED_IN',
      detail: 'Customer is not logged in.',
    }),
  orderNotFound: (orderId: string) =>
    new ShopwareError({
      status: 404,
      code: 'CHECKOUT__ORDER_NOT_FOUND',
      detail: couldNotFind('order', 'id', orderId),
      parameters: { entity: 'order', field: 'id', value: orderId },
    }),
  missingParameter: (name: string, pointer = `/${name}`) =>
    new ShopwareError({
      status: 400,
      code: 'FRAMEWORK__MISSING_REQUEST_PARAMETER',
      detail: `Parameter "${name}" is missing.`,
      parameters: { parameterName: name },
      pointer,
    }),
  invalidParameter: (name: string) =>
    new ShopwareError({
      status: 400,
      code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      detail: `The parameter "${name}" is invalid.`,
      parameters: { parameter: name },
    }),
  rateLimited: () =>
    new ShopwareError(
      {
        status: 429,
        code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
        detail: 'Too many requests, try again in 1 seconds.',
        parameters: { seconds: 1 },
      },
      { 'retry-after': '1' },
    ),
  serviceUnavailable: () =>
    new ShopwareError({ status: 503, code: '0', detail: 'The service is temporarily unavailable (injected fault).' }),
};

/** Constraint violations (Symfony validator constants) in Shopware's format. */
export type ViolationCode =
  | 'IS_BLANK_ERROR'
  | 'INVALID_FORMAT_ERROR'
  | 'TOO_SHORT_ERROR'
  | 'TOO_LONG_ERROR'
  | 'INVALID_TYPE_ERROR'
  | 'ENTITY_DOES_NOT_EXISTS'
  | 'NO_SUCH_CHOICE_ERROR'
  | 'CUSTOMER_EMAIL_NOT_UNIQUE'
  | 'TOO_LOW_ERROR'
  | 'REGEX_FAILED_ERROR'
  | 'NOT_TRUE_ERROR';

const violationMessages: Record<ViolationCode, string> = {
  IS_BLANK_ERROR: 'This value should not be blank.',
  INVALID_FORMAT_ERROR: 'This value is not a valid email address.',
  TOO_SHORT_ERROR: 'This value is too short.',
  TOO_LONG_ERROR: 'This value is too long. It should have {{ limit }} characters or less.',
  INVALID_TYPE_ERROR: 'This value should be of type {{ type }}.',
  ENTITY_DOES_NOT_EXISTS: 'The {{ entity }} entity with id {{ id }} does not exist.',
  NO_SUCH_CHOICE_ERROR: 'The value you selected is not a valid choice.',
  CUSTOMER_EMAIL_NOT_UNIQUE: 'The email address {{ email }} is already in use',
  TOO_LOW_ERROR: 'This value should be {{ compared_value }} or more.',
  REGEX_FAILED_ERROR: 'This value is not valid.',
  NOT_TRUE_ERROR: 'This value should be true.',
};

export interface Violation {
  pointer: string;
  code: ViolationCode;
  parameters?: Record<string, string | number>;
}

export function violations(list: Violation[]): ShopwareError {
  return new ShopwareError(
    list.map((violation) => {
      let detail = violationMessages[violation.code];
      for (const [key, value] of Object.entries(violation.parameters ?? {})) {
        detail = detail.replace(`{{ ${key} }}`, String(value));
      }
      return {
        status: 400,
        code: `VIOLATION::${violation.code}`,
        title: 'Constraint violation error',
        detail,
        pointer: violation.pointer,
        parameters: Object.fromEntries(
          Object.entries(violation.parameters ?? {}).map(([key, value]) => [`{{ ${key} }}`, String(value)]),
        ),
      };
    }),
  );
}
