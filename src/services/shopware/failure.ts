/**
 * How a failed store-api call is reported to the app: a `CommerceError` whose message is the
 * backend's `errors[0].detail` (spec sections 7 and 8), 'Timeout' for a request over its time
 * limit, else the transport's message. This module stays free of the store-api client, so the
 * stores that catch these errors do not load the client with the page (`api-failure.ts` reads
 * the client's errors).
 */

/** The message of a failure that carries no answer of the backend. */
export function transportMessage(error: unknown): string {
  if (error instanceof Error && /timeout|aborted/i.test(`${error.name} ${error.message}`)) return 'Timeout';
  return error instanceof Error ? error.message : String(error);
}

/** A failed store-api call: `message` is what the spec says to show; status and code when the backend answered. */
export class CommerceError extends Error {
  override readonly name = 'CommerceError';

  constructor(
    message: string,
    /** HTTP status of the answer; null when none came (timeout, network). */
    readonly status: number | null,
    /** Shopware's error code (`errors[0].code`), e.g. 'CHECKOUT__CART_EMPTY'. */
    readonly code: string | null,
  ) {
    super(message);
  }

  /** The shop API rejects with CommerceErrors already; anything else failed before an answer. */
  static from(error: unknown): CommerceError {
    return error instanceof CommerceError ? error : new CommerceError(transportMessage(error), null, null);
  }
}
