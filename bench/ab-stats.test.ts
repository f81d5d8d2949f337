import { describe, expect, it } from 'vitest';
import {
  pairedSummary,
  pairedTraceSummary,
  parseAbOptions,
  renderAbTable,
  renderTraceTable,
  runOrder,
} from './ab-stats';
import type { LighthouseFigures } from './types';

const run = (performance: number, tbtMs: number, lcpMs = 2000): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  tbtMs,
  cls: 0,
});

describe('runOrder', () => {
  it('alternates which side runs first, each side running once a round', () => {
    expect(runOrder(3)).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
    expect(runOrder(0)).toEqual([]);
  });
});

describe('pairedSummary', () => {
  it('gives each side’s median and the median of the pairs’ differences, B minus A', () => {
    const a = [run(74, 1100), run(66, 1480), run(80, 740)];
    const b = [run(78, 900), run(70, 1300), run(79, 760)];
    const summary = pairedSummary(a, b);
    expect(summary.tbtMs).toEqual({ a: 1100, b: 900, medianDifference: -180, bBetter: 2, pairs: 3 });
    expect(summary.performance).toEqual({ a: 74, b: 78, medianDifference: 4, bBetter: 2, pairs: 3 });
    expect(summary.lcpMs).toEqual({ a: 2000, b: 2000, medianDifference: 0, bBetter: 0, pairs: 3 });
  });

  it('pairs only complete rounds', () => {
    expect(pairedSummary([run(70, 500), run(72, 400)], [run(71, 450)]).tbtMs.pairs).toBe(1);
  });
});

describe('parseAbOptions', () => {
  it('reads the two sites, the pages and the runs', () => {
    expect(
      parseAbOptions(['--a', '/tmp/old', '--b', '/tmp/new', '--path', '/gb/en/, /gb/en/bikes/', '--runs', '5'], {}),
    ).toEqual({
      measure: 'lighthouse',
      a: '/tmp/old',
      b: '/tmp/new',
      paths: ['/gb/en/', '/gb/en/bikes/'],
      runs: 5,
      brand: 'raleigh',
      servePort: 9310,
      out: 'bench/results/ab',
    });
  });

  it('takes the brand from BRAND and the home page by default', () => {
    const options = parseAbOptions(['--a', 'x', '--b', 'y'], { BRAND: 'sparta' });
    expect(options.brand).toBe('sparta');
    expect(options.paths).toEqual(['/gb/en/']);
    expect(options.runs).toBe(7);
  });

  it('measures with Lighthouse, or with traces when asked', () => {
    expect(parseAbOptions(['--a', 'x', '--b', 'y'], {}).measure).toBe('lighthouse');
    expect(parseAbOptions(['--a', 'x', '--b', 'y', '--measure', 'trace'], {}).measure).toBe('trace');
    expect(() => parseAbOptions(['--a', 'x', '--b', 'y', '--measure', 'stopwatch'], {})).toThrow(
      /lighthouse or trace, not "stopwatch"/,
    );
  });

  it('refuses what it cannot run', () => {
    expect(() => parseAbOptions(['--a', 'x'], {})).toThrow(/Both --a and --b/);
    expect(() => parseAbOptions(['--a', 'x', '--b', 'y', '--runs', '0'], {})).toThrow(/positive whole number/);
    expect(() => parseAbOptions(['--a', 'x', '--b', 'y', '--path', 'gb/en/'], {})).toThrow(/starts with "\/"/);
    expect(() => parseAbOptions(['--a', 'x', '--b'], {})).toThrow(/--b needs a value/);
    expect(() => parseAbOptions(['--a', 'x', '--b', 'y', '--fast', '1'], {})).toThrow(/Unknown option --fast/);
  });
});

describe('renderAbTable', () => {
  it('shows a row per figure with the signed difference and the pairs B won', () => {
    const summary = pairedSummary([run(74, 1100)], [run(78, 900)]);
    const table = renderAbTable([{ path: '/gb/en/', summary }]);
    expect(table).toContain('| `/gb/en/` | TBT | 1,100 | 900 | -200 ms | 1 of 1 |');
    expect(table).toContain('| `/gb/en/` | performance | 74 | 78 | +4 | 1 of 1 |');
  });
});

describe('traced loads compared', () => {
  it('pairs the loads and shows each time, lower being better', () => {
    const load = (blockingMs: number, longTaskMs: number, busyMs: number, styleMs = 100, layoutMs = 160) => ({
      blockingMs,
      longTaskMs,
      busyMs,
      styleMs,
      layoutMs,
    });
    const summary = pairedTraceSummary(
      [load(630.8, 1132.1, 2302.4, 101.9), load(518.5, 1118.5, 2480.1, 98), load(1506.5, 2256.5, 3691.6, 120)],
      [load(610, 1153.2, 2265.7, 104), load(364.9, 764.9, 2015.5, 97), load(753.2, 1153.2, 2734.1, 118.5)],
    );
    expect(summary.blockingMs).toMatchObject({ a: 630.8, b: 610, bBetter: 3, pairs: 3 });
    expect(summary.blockingMs.medianDifference).toBeCloseTo(-153.6, 6);
    expect(summary.longTaskMs.bBetter).toBe(2);
    const table = renderTraceTable([{ path: '/gb/en/bikes/', summary }]);
    expect(table).toContain(
      '| `/gb/en/bikes/` | blocking time (tasks over 50 ms) | 630.8 | 610 | -153.6 ms | 3 of 3 |',
    );
    expect(table).toContain('| `/gb/en/bikes/` | main thread busy |');
    expect(summary.styleMs).toMatchObject({ a: 101.9, b: 104, medianDifference: -1, bBetter: 2, pairs: 3 });
    expect(table).toContain('| `/gb/en/bikes/` | style recalculation (whole load) | 101.9 | 104 | -1 ms | 2 of 3 |');
    expect(table).toContain('| `/gb/en/bikes/` | layout (whole load) | 160 | 160 | 0 ms | 0 of 3 |');
  });
});
