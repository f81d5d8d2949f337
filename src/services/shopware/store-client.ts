/**
 * The browser's store-api client, bound to one country when it is made (DESIGN: bind brand
 * and locale once): the country's address and access key from the runtime configuration, an
 * optional language id, the country's context token, and a time limit. Made by the one client
 * factory (client.ts).
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { type CommerceEndpoint, commerceEndpointFor } from '../../config/backends';
import { runtimeConfig } from '../../config/runtime';
import { byIds, byProductNumbers, productCriteria } from '../../lib/product';
import { failureMessage } from './api-failure';
import { assertPathParams, createStoreApiClient } from './client';

export { assertPathParams } from './client';

type Criteria = NonNullable<Parameters<typeof productCriteria>[1]> & Record<string, unknown>;

export interface StoreClientOptions {
  country: string;
  /** Language of the answers (sw-language-id); the sales channel's default when absent. */
  languageId?: string;
  /** The session's context token of this country, when there is one. */
  contextToken?: string;
  /** Time limit of one request in ms; past it the request fails with 'Timeout'. */
  timeoutMs?: number;
  /** Endpoints per country; the build's runtime configuration by default. */
  endpoints?: Record<string, Partial<CommerceEndpoint>>;
  /** Whether failures are logged (outside production only). */
  logFailures?: boolean;
}

export interface ProductListResult {
  status: 'success' | 'failed';
  elements: Schemas['Product'][];
  /** On failure: the backend's `errors[0].detail`, or the transport's message. */
  message?: string;
}

export function createStoreClient(options: StoreClientOptions) {
  // Throws the spec's messages for a country without address or access key.
  const endpoint = commerceEndpointFor(options.endpoints ?? runtimeConfig.commerce, options.country);
  const client = createStoreApiClient(endpoint, options);
  const logFailures = options.logFailures ?? runtimeConfig.environment !== 'live';

  return {
    client,
    /** Products by id (`POST /product`), default criteria merged with the caller's overrides. */
    async productsByIds(ids: readonly string[], override: Partial<Criteria> = {}): Promise<ProductListResult> {
      if (ids.length === 0) return { status: 'success', elements: [] };
      const criteria = { ...productCriteria('list', { filter: [byIds(ids)], limit: ids.length }), ...override };
      try {
        const answer = await client.invoke('readProduct post /product', { body: criteria });
        return { status: 'success', elements: answer.data.elements };
      } catch (error) {
        const message = failureMessage(error);
        if (logFailures) console.warn(`Product list for ${options.country} failed: ${message}`);
        return { status: 'failed', elements: [], message };
      }
    },
    /**
     * Product ids by product number (e.g. the batteries of a bundle, which the product's custom
     * field names by number). Rejects with the backend's message, since a caller adding these to
     * a basket must not go on without them.
     */
    async productIdsByNumbers(numbers: readonly string[]): Promise<Record<string, string>> {
      if (numbers.length === 0) return {};
      const criteria = {
        filter: [byProductNumbers(numbers)],
        limit: numbers.length,
        includes: { product: ['id', 'productNumber'] },
      };
      try {
        const answer = await client.invoke('readProduct post /product', { body: criteria });
        return Object.fromEntries(answer.data.elements.map((product) => [product.productNumber, product.id]));
      } catch (error) {
        throw new Error(failureMessage(error));
      }
    },
    /**
     * One product with its current stock and price (`POST /product/{productId}`); `signal` cancels
     * the request (a page left before the answer), which then answers null without a report.
     */
    async product(productId: string, signal?: AbortSignal): Promise<Schemas['Product'] | null> {
      const pathParams = { productId };
      assertPathParams(pathParams);
      try {
        const answer = await client.invoke('readProductDetail post /product/{productId}', {
          pathParams,
          ...(signal ? { fetchOptions: { signal } } : {}),
        });
        return answer.data.product;
      } catch (error) {
        if (logFailures && !signal?.aborted)
          console.warn(`Product ${productId} for ${options.country} failed: ${failureMessage(error)}`);
        return null;
      }
    },
  };
}
