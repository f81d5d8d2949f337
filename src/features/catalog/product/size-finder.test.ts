import { describe, expect, it } from 'vitest';
import { suggestSize } from './size-finder';

const sizes = (...codes: string[]) => codes.map((code) => ({ code, name: code }));

describe('suggestSize', () => {
  it('maps heights to letter sizes by the usual bands', () => {
    const all = sizes('XS', 'S', 'M', 'L', 'XL', 'XXL');
    expect([150, 165, 175, 183, 190, 200].map((height) => suggestSize(height, all)?.code)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
  });

  it('falls back to a neighbouring letter size, but not further', () => {
    expect(suggestSize(158, sizes('S', 'M', 'L'))?.code).toBe('S');
    expect(suggestSize(200, sizes('S', 'M', 'L'))).toBeNull();
  });

  it('maps heights to frame heights in cm (about 0.3 x height, within 3 cm)', () => {
    const frames = [45, 50, 53, 57, 61].map((cm) => ({ code: String(cm), name: `${cm} cm` }));
    expect(suggestSize(170, frames)?.code).toBe('50');
    expect(suggestSize(185, frames)?.code).toBe('57');
    expect(suggestSize(205, frames)?.code).toBe('61');
    expect(suggestSize(220, frames)).toBeNull();
    expect(suggestSize(125, frames)).toBeNull();
  });

  it('has no suggestion for other size schemes or implausible heights', () => {
    expect(suggestSize(180, sizes('27.5"', '29"'))).toBeNull();
    expect(suggestSize(180, [{ code: '19', name: '19 inch' }])).toBeNull();
    expect(suggestSize(80, sizes('S', 'M'))).toBeNull();
    expect(suggestSize(Number.NaN, sizes('S', 'M'))).toBeNull();
    expect(suggestSize(180, [])).toBeNull();
  });
});
