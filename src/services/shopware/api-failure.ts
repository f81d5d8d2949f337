/**
 * The store-api client's errors as the app reports them (the convention of `failure.ts`): one
 * reading of an error answer, `commerceErrorOf`; `failureMessage` is its message, for the calls
 * that answer with a failed result instead of rejecting (store client, search).
 */
import { ApiClientError } from '@shopware/api-client';
import { CommerceError } from './failure';

interface ErrorDocument {
  errors?: { detail?: string; code?: string }[];
}

export function commerceErrorOf(error: unknown): CommerceError {
  if (error instanceof ApiClientError) {
    const first = (error.details as ErrorDocument | undefined)?.errors?.[0];
    return new CommerceError(first?.detail ?? error.message, error.status, first?.code ?? null);
  }
  return CommerceError.from(error);
}

export function failureMessage(error: unknown): string {
  return commerceErrorOf(error).message;
}
