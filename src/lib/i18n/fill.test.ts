import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('replaces the placeholders it has values for and leaves the others visible', () => {
    expect(fill('{count} of {total} ({missing})', { count: 2, total: '5' })).toBe('2 of 5 ({missing})');
  });
});
