/**
 * The content service's retry policy, as a fetch wrapper handed to storyblok-js-client (its own
 * retry waits a fixed 300 ms; the spec wants growing delays):
 * - 429 (and, at build time, 5xx) is retried after 1 s, 2 s, 3 s … up to `maxRetries` times;
 * - every 429 or 5xx answer logs a warning, with the hint that many 429 retries can fail a build;
 * - any other answer, success or failure, is returned as it is for the client to judge.
 */
export interface RetryPolicy {
  maxRetries: number;
  /** Delay before the first retry; the n-th retry waits n times this. */
  baseDelayMs: number;
  /** Whether 5xx answers are retried like 429 (build time) or returned at once (browser). */
  retryServerErrors: boolean;
  warn: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

export const buildTimeRetryPolicy = (warn: (message: string) => void): RetryPolicy => ({
  maxRetries: 10,
  baseDelayMs: 1000,
  retryServerErrors: true,
  warn,
});

export const browserRetryPolicy = (warn: (message: string) => void): RetryPolicy => ({
  maxRetries: 5,
  baseDelayMs: 1000,
  retryServerErrors: false,
  warn,
});

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function contentWarning(status: number, url: string, attempt: number, maxRetries: number): string {
  const what = status === 429 ? 'rate limited (429)' : `server error (${status})`;
  return (
    `Content service ${what} for ${url.replace(/token=[^&]+/, 'token=…')}, attempt ${attempt + 1} of ${maxRetries + 1}. ` +
    'Many 429 retries can fail the build: lower the build concurrency or the request rate.'
  );
}

export function withRetries(fetchImpl: typeof fetch, policy: RetryPolicy): typeof fetch {
  const sleep = policy.sleep ?? defaultSleep;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetchImpl(input, init);
      const retryable = response.status === 429 || (policy.retryServerErrors && response.status >= 500);
      if (response.status === 429 || response.status >= 500) {
        policy.warn(contentWarning(response.status, url, attempt, policy.maxRetries));
      }
      if (!retryable || attempt >= policy.maxRetries) return response;
      await response.body?.cancel();
      await sleep(policy.baseDelayMs * (attempt + 1));
    }
  };
}
