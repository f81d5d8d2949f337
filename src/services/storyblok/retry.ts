/**
 * The content service's retry policy, as a fetch wrapper handed to storyblok-js-client (its own
 * retry waits a fixed 300 ms; the spec wants growing delays):
 * - 429 (and, at build time, 5xx) is retried after 1 s, 2 s, 3 s … up to `maxRetries` times;
 * - every 429 or 5xx answer logs a warning, with the hint that many 429 retries can fail a build;
 * - at build time a dropped or refused connection (ECONNRESET, ECONNREFUSED …) is retried the
 *   same way, and when the retries are used up the build stops with one line naming the
 *   service, the address and the last status or network error (`giveUp`), not the client's
 *   error object and a dump of minified code;
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
  /**
   * Build time: called with a one-line reason when a 5xx or a network error outlasts the
   * retries; it must not return (it ends the build). Without it the last answer is returned
   * and a network error rethrown.
   */
  giveUp?: (reason: string) => never;
}

/** Ends the build with one line on stderr: the reason a backend could not be read. */
export function failBuild(reason: string): never {
  process.stderr.write(`\n${reason}\n`);
  process.exit(1);
}

export const buildTimeRetryPolicy = (warn: (message: string) => void): RetryPolicy => ({
  maxRetries: 10,
  baseDelayMs: 1000,
  retryServerErrors: true,
  warn,
  giveUp: failBuild,
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
    `Content service ${what} for ${redacted(url)}, attempt ${attempt + 1} of ${maxRetries + 1}. ` +
    'Many 429 retries can fail the build: lower the build concurrency or the request rate.'
  );
}

/** The code of a network failure (`ECONNRESET` …) as Node's fetch reports it, in its `cause`. */
export function networkErrorCode(error: unknown): string | null {
  if (!(error instanceof TypeError)) return null;
  const cause: unknown = error.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' ? code : error.message || 'network error';
}

const redacted = (url: string) => url.replace(/token=[^&]+/, 'token=…');

export function withRetries(fetchImpl: typeof fetch, policy: RetryPolicy): typeof fetch {
  const sleep = policy.sleep ?? defaultSleep;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const attempts = policy.maxRetries + 1;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetchImpl(input, init);
      } catch (error) {
        const code = networkErrorCode(error);
        if (code === null || !policy.retryServerErrors) throw error;
        if (attempt >= policy.maxRetries) {
          const reason = `Content service unreachable: ${method} ${redacted(url)} failed with ${code} after ${attempts} attempts.`;
          if (policy.giveUp) policy.giveUp(reason);
          throw error;
        }
        policy.warn(
          `Content service connection failed (${code}) for ${redacted(url)}, attempt ${attempt + 1} of ${attempts}.`,
        );
        await sleep(policy.baseDelayMs * (attempt + 1));
        continue;
      }
      const retryable = response.status === 429 || (policy.retryServerErrors && response.status >= 500);
      if (response.status === 429 || response.status >= 500) {
        policy.warn(contentWarning(response.status, url, attempt, policy.maxRetries));
      }
      if (retryable && attempt >= policy.maxRetries && policy.giveUp) {
        policy.giveUp(
          `Content service failed: ${method} ${redacted(url)} answered ${response.status} after ${attempts} attempts.`,
        );
      }
      if (!retryable || attempt >= policy.maxRetries) return response;
      await response.body?.cancel();
      await sleep(policy.baseDelayMs * (attempt + 1));
    }
  };
}
