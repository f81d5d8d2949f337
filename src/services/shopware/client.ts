/**
 * The one store-api client factory: every client of the app (the browser's store client, shop
 * API and search, the build's catalogue reads) is made here, bound once to an endpoint and, when
 * given, a language, a context token and a time limit (DESIGN: bind brand and locale once). The
 * transport never retries by itself: the browser's calls fail fast, the build's reads retry under
 * their own policy (build-retry.ts). Failures are reported by the convention of `failure.ts`
 * (`CommerceError`, `commerceErrorOf` / `failureMessage` in api-failure.ts).
 *
 * Free of the runtime configuration, so build code can use it; the browser's clients resolve
 * their country's endpoint first (`commerceEndpointFor`).
 */
import { createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/api-types';
import type { CommerceEndpoint } from '../../config/backends';

export interface ClientBinding {
  /** Language of the answers (sw-language-id); the sales channel's default when absent. */
  languageId?: string;
  /** The session's context token, when there is one. */
  contextToken?: string;
  /** Time limit of one request in ms (then the request fails with 'Timeout'); null for none. */
  timeoutMs?: number | null;
}

/** The browser's time limit of one store-api request. */
export const defaultTimeoutMs = 10_000;

/** Path parameters are single values; an array would silently become "a,b" in the path. */
export function assertPathParams(params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) throw new Error(`Path parameter "${name}" must be a single value, not an array.`);
  }
}

/**
 * A store-api client of one endpoint. `Operations` are the generated `operations` by default; the
 * shop API passes them extended with the project's routes (extension-operations.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the client's own bound for operation maps
export function createStoreApiClient<Operations extends Record<string, any> = operations>(
  endpoint: CommerceEndpoint,
  binding: ClientBinding = {},
) {
  const timeoutMs = binding.timeoutMs === undefined ? defaultTimeoutMs : binding.timeoutMs;
  return createAPIClient<Operations>({
    baseURL: endpoint.baseUrl,
    accessToken: endpoint.accessKey,
    ...(binding.contextToken ? { contextToken: binding.contextToken } : {}),
    defaultHeaders: binding.languageId ? { 'sw-language-id': binding.languageId } : {},
    fetchOptions: { ...(timeoutMs === null ? {} : { timeout: timeoutMs }), retry: 0 },
  });
}

export type StoreApiClient = ReturnType<typeof createStoreApiClient>;
