import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../../config/load';
import { isInstallmentEligible } from './installments';

describe('isInstallmentEligible', () => {
  const lapierre = loadBrandConfig('lapierre').catalog.installmentPriceRange;

  it.each<[number, boolean]>([
    [149.99, false],
    [150, true],
    [2499, true],
    [6000, true],
    [6000.01, false],
    [0, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('lapierre, total %d: %s', (total, expected) => {
    expect(isInstallmentEligible(total, lapierre)).toBe(expected);
  });

  it('never offers installments for a brand without a range', () => {
    expect(loadBrandConfig('raleigh').catalog.installmentPriceRange).toBeUndefined();
    expect(isInstallmentEligible(1000, undefined)).toBe(false);
  });
});
