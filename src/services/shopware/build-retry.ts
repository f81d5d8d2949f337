/**
 * Build-time reads of the store-api (catalogue, channel methods) under the spec's retry policy,
 * as the content reads have it (services/storyblok/retry.ts): a 429, a 5xx or a dropped
 * connection is retried after 1 s, 2 s, 3 s … up to `maxRetries` times, each with a warning;
 * when the retries are used up the call rejects with a `SourcingFailure` whose message is the
 * one line the build stops with (service, method and address, last status or network error).
 * Any other failure (a 4xx: a wrong key, a bad criteria) is not retried.
 *
 * Around `invoke`, not in the transport: @shopware/api-client throws on an error answer in its
 * response hook, before ofetch's own retry would run, so that retry sees only network errors.
 */
import { ApiClientError } from '@shopware/api-client';

export interface SourcingRetryPolicy {
  maxRetries: number;
  /** Delay before the first retry; the n-th retry waits n times this. */
  baseDelayMs: number;
  warn: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

export const buildReadPolicy = (warn: (message: string) => void): SourcingRetryPolicy => ({
  maxRetries: 10,
  baseDelayMs: 1000,
  warn,
});

/** The reason a build could not read the commerce backend, in one line. */
export class SourcingFailure extends Error {
  override readonly name = 'SourcingFailure';
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Status of an error answer, or the code of a network failure (`ECONNREFUSED` …); null for anything else. */
function retryableFailure(error: unknown): { status: number } | { network: string } | null {
  if (error instanceof ApiClientError) {
    return error.status === 429 || error.status >= 500 ? { status: error.status } : null;
  }
  // ofetch's FetchError for a request that got no answer: the fetch TypeError is its cause.
  if (error instanceof Error && error.name === 'FetchError' && !('status' in error && error.status)) {
    let cause: unknown = error.cause;
    while (cause instanceof Error && cause.cause) cause = cause.cause;
    const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
    return { network: typeof code === 'string' ? code : error.message };
  }
  return null;
}

/** Runs a store-api read (`what`: method and address) under the build-time retry policy. */
export async function withBuildRetries<T>(
  what: string,
  run: () => Promise<T>,
  policy: SourcingRetryPolicy,
): Promise<T> {
  const sleep = policy.sleep ?? defaultSleep;
  const attempts = policy.maxRetries + 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const failure = retryableFailure(error);
      if (!failure) throw error;
      const outcome = 'status' in failure ? `answered ${failure.status}` : `failed with ${failure.network}`;
      if (attempt >= attempts) {
        const state = 'status' in failure ? 'failed' : 'unreachable';
        throw new SourcingFailure(`Commerce service ${state}: ${what} ${outcome} after ${attempts} attempts.`);
      }
      policy.warn(`Commerce service: ${what} ${outcome}, attempt ${attempt} of ${attempts}; retrying.`);
      await sleep(policy.baseDelayMs * attempt);
    }
  }
}
