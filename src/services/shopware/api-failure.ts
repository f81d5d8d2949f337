/** The store-api client's errors as the app reports them (see `failure.ts`). */
import { ApiClientError } from '@shopware/api-client';
import { CommerceError, transportMessage } from './failure';

interface ErrorDocument {
  errors?: { detail?: string; code?: string }[];
}

export function failureMessage(error: unknown): string {
  if (error instanceof ApiClientError) {
    const detail = (error.details as ErrorDocument | undefined)?.errors?.[0]?.detail;
    return detail ?? error.message;
  }
  return transportMessage(error);
}

export function commerceErrorOf(error: unknown): CommerceError {
  if (error instanceof ApiClientError) {
    const code = (error.details as ErrorDocument | undefined)?.errors?.[0]?.code ?? null;
    return new CommerceError(failureMessage(error), error.status, code);
  }
  return CommerceError.from(error);
}
