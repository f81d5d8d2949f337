import { describe, expect, it } from 'vitest';
import { parseStat, treeRss } from './process-tree';

describe('treeRss', () => {
  const processes = [
    { pid: 1, ppid: 0, rssBytes: 999 },
    { pid: 10, ppid: 1, rssBytes: 100 },
    { pid: 11, ppid: 10, rssBytes: 20 },
    { pid: 12, ppid: 10, rssBytes: 30 },
    { pid: 13, ppid: 12, rssBytes: 4 },
    { pid: 20, ppid: 1, rssBytes: 500 },
  ];
  it('sums the root and all its descendants, not its siblings or parent', () => {
    expect(treeRss(processes, 10)).toBe(154);
  });
  it('is zero once the root has gone', () => {
    expect(treeRss(processes, 99)).toBe(0);
  });
});

describe('parseStat', () => {
  it('reads pid, parent and resident pages even when the name holds spaces and parentheses', () => {
    const stat =
      '4242 (node (gatsby) w) S 4200 4242 4242 0 -1 4194560 1 0 0 0 5 2 0 0 20 0 11 0 100 1000 2500 18446744073709551615';
    expect(parseStat(stat, 4096)).toEqual({ pid: 4242, ppid: 4200, rssBytes: 2500 * 4096 });
  });
});
