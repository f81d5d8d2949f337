/**
 * How a failed store-api call is reported: the backend's `errors[0].detail` (spec sections 7
 * and 8), 'Timeout' for a request over its time limit, else the transport's message.
 */
import { ApiClientError } from '@shopware/api-client';

interface ErrorDocument {
  errors?: { detail?: string; code?: string }[];
}

export function failureMessage(error: unknown): string {
  if (error instanceof ApiClientError) {
    const detail = (error.details as ErrorDocument | undefined)?.errors?.[0]?.detail;
    return detail ?? error.message;
  }
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

  static from(error: unknown): CommerceError {
    if (error instanceof CommerceError) return error;
    if (error instanceof ApiClientError) {
      const code = (error.details as ErrorDocument | undefined)?.errors?.[0]?.code ?? null;
      return new CommerceError(failureMessage(error), error.status, code);
    }
    return new CommerceError(failureMessage(error), null, null);
  }
}
