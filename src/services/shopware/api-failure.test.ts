import { ApiClientError } from '@shopware/api-client';
import { describe, expect, it } from 'vitest';
import { commerceErrorOf, failureMessage } from './api-failure';
import { CommerceError } from './failure';

/** An error answer as the client receives it (status and Shopware's error document). */
function answered(status: number, errors: { detail?: string; code?: string; title: string }[]) {
  const response = new Response(null, { status }) as Response & { _data: unknown };
  response._data = { errors };
  return new ApiClientError(response as ConstructorParameters<typeof ApiClientError>[0]);
}

describe('store-api failures', () => {
  it('reports the backend’s first error detail, its status and code', () => {
    const error = answered(400, [
      { title: 'Bad', detail: 'Promotion code not found', code: 'CHECKOUT__CODE_NOT_FOUND' },
      { title: 'Other', detail: 'second' },
    ]);
    expect(failureMessage(error)).toBe('Promotion code not found');
    const failure = commerceErrorOf(error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect(failure).toMatchObject({
      message: 'Promotion code not found',
      status: 400,
      code: 'CHECKOUT__CODE_NOT_FOUND',
    });
  });

  it('reports a time-out as "Timeout" and other failures by their message, without status', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(commerceErrorOf(timeout)).toMatchObject({ message: 'Timeout', status: null, code: null });
    expect(commerceErrorOf(new TypeError('fetch failed'))).toMatchObject({ message: 'fetch failed', status: null });
  });

  it('passes a CommerceError on unchanged', () => {
    const failure = new CommerceError('Out of stock', 409, 'STOCK');
    expect(commerceErrorOf(failure)).toBe(failure);
    expect(CommerceError.from(failure)).toBe(failure);
  });
});
