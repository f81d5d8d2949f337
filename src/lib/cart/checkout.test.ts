import { describe, expect, it } from 'vitest';
import { installmentsApply, isKlarnaMethod, type PaymentMethod, paymentMethodsFor } from './checkout';

const method = (id: string, technicalName: string, position: number): PaymentMethod => ({
  id,
  name: id,
  description: '',
  technicalName,
  position,
});
const methods = [method('prepay', 'payment_prepayment', 1), method('klarna', 'payment_klarna', 3)];

describe('installments', () => {
  it('apply inside the brand’s range, both ends included, and never without a range', () => {
    const range = { min: 150, max: 6000 };
    expect([149.99, 150, 6000, 6000.01].map((total) => installmentsApply(total, range))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(installmentsApply(500, undefined)).toBe(false);
    expect(installmentsApply(500, null)).toBe(false);
  });

  it('offer Klarna only where they apply', () => {
    expect(isKlarnaMethod(methods[1])).toBe(true);
    expect(isKlarnaMethod(methods[0])).toBe(false);
    expect(isKlarnaMethod(undefined)).toBe(false);
    expect(paymentMethodsFor(methods, 500, { min: 150, max: 6000 }).map((entry) => entry.id)).toEqual([
      'prepay',
      'klarna',
    ]);
    expect(paymentMethodsFor(methods, 100, { min: 150, max: 6000 }).map((entry) => entry.id)).toEqual(['prepay']);
    expect(paymentMethodsFor(methods, 500, null).map((entry) => entry.id)).toEqual(['prepay']);
  });
});
