/**
 * Product search against the commerce backend's own search (Shopware's `/search` and
 * `/search-suggest`): current stock and prices, ranking and aggregations by the shop's search
 * engine. Loaded on demand by the search page and the header's typeahead.
 */
import type { operations, Schemas } from '@shopware/api-client/api-types';
import type { SearchRequest } from '../../lib/search/request';
import { failureMessage } from './api-failure';
import { createStoreClient, type StoreClientOptions } from './store-client';

export interface ProductSearchAnswer {
  status: 'success' | 'failed';
  elements: Schemas['Product'][];
  total: number;
  page: number;
  limit: number;
  /** Aggregations keyed by name, as Shopware serialises them. */
  aggregations: unknown;
  /** On failure: the backend's `errors[0].detail`, or the transport's message. */
  message?: string;
}

type SearchBody = operations['searchPage post /search']['body'];
type SuggestBody = operations['searchSuggest post /search-suggest']['body'];

export function createSearchClient(options: StoreClientOptions) {
  const { client } = createStoreClient(options);
  const failed = (request: SearchRequest, error: unknown): ProductSearchAnswer => ({
    status: 'failed',
    elements: [],
    total: 0,
    page: request.p,
    limit: request.limit,
    aggregations: {},
    message: failureMessage(error),
  });
  const answerOf = (data: Schemas['ProductListingResult']): ProductSearchAnswer => ({
    status: 'success',
    elements: data.elements ?? [],
    total: data.total ?? 0,
    page: data.page ?? 1,
    limit: data.limit ?? 0,
    aggregations: data.aggregations,
  });
  return {
    async search(request: SearchRequest): Promise<ProductSearchAnswer> {
      try {
        // The request is built from the listing parameters the document lists (ProductListingCriteria).
        const answer = await client.invoke('searchPage post /search', { body: request as SearchBody });
        return answerOf(answer.data);
      } catch (error) {
        return failed(request, error);
      }
    },
    async suggest(request: SearchRequest): Promise<ProductSearchAnswer> {
      try {
        const answer = await client.invoke('searchSuggest post /search-suggest', { body: request as SuggestBody });
        return answerOf(answer.data);
      } catch (error) {
        return failed(request, error);
      }
    },
  };
}

export type SearchClient = ReturnType<typeof createSearchClient>;
