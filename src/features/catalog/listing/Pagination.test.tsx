import { describe, expect, it } from 'vitest';
import { pageItems } from './Pagination';
import { trailAtDepth } from './Breadcrumbs';

describe('pageItems', () => {
  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('trailAtDepth', () => {
  it('keeps the nearest levels', () => {
    expect(trailAtDepth(['a', 'b', 'c'], 2)).toEqual(['b', 'c']);
    expect(trailAtDepth(['a', 'b'], 3)).toEqual(['a', 'b']);
  });
});
