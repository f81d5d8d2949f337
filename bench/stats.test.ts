import { describe, expect, it } from 'vitest';
import { median, medianIndex } from './stats';

describe('median', () => {
  it('takes the middle of an odd count regardless of order', () => {
    expect(median([98, 71, 90])).toBe(90);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('has none for no values', () => {
    expect(median([])).toBeUndefined();
  });
});

describe('medianIndex', () => {
  it('points at the run holding the median value', () => {
    expect(medianIndex([0.91, 0.72, 0.99])).toBe(0);
    expect(medianIndex([5, 1, 3])).toBe(2);
  });
  it('has none for no runs', () => {
    expect(medianIndex([])).toBeUndefined();
  });
});
