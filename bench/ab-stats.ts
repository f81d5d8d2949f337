/**
 * Pure parts of `npm run bench:ab`: the order of the runs, and what the paired runs of two builds
 * say. Lighthouse's simulated TBT on this machine moved by a factor of three between two series
 * of runs of the same build (bench notes, 4 December), so builds compared one series after the
 * other compare the moments they ran in; alternated runs share them.
 */
import { median } from './stats';
import type { TraceFigures } from './trace';
import type { LighthouseFigures } from './types';

export type Side = 'a' | 'b';

/** The sides in running order: A B, B A, A B, ... (neither side always runs first). */
export function runOrder(runs: number): Side[] {
  return Array.from({ length: runs }, (_, run): Side[] => (run % 2 === 0 ? ['a', 'b'] : ['b', 'a'])).flat();
}

export interface PairedFigure {
  a: number | undefined;
  b: number | undefined;
  /** The median of the runs' differences, B minus A (a run's A and B ran one after the other). */
  medianDifference: number | undefined;
  /** In how many of the pairs B was better (higher for a score, lower for a time). */
  bBetter: number;
  pairs: number;
}

export interface PairedSummary {
  performance: PairedFigure;
  tbtMs: PairedFigure;
  lcpMs: PairedFigure;
}

function paired(a: readonly number[], b: readonly number[], higherIsBetter: boolean): PairedFigure {
  const pairs = Math.min(a.length, b.length);
  const differences = Array.from({ length: pairs }, (_, index) => (b[index] as number) - (a[index] as number));
  return {
    a: median(a),
    b: median(b),
    medianDifference: median(differences),
    bBetter: differences.filter((difference) => (higherIsBetter ? difference > 0 : difference < 0)).length,
    pairs,
  };
}

/** Medians of each side and of the paired differences; run i of A pairs with run i of B. */
export function pairedSummary(a: readonly LighthouseFigures[], b: readonly LighthouseFigures[]): PairedSummary {
  const of = (runs: readonly LighthouseFigures[], key: keyof PairedSummary) => runs.map((run) => run[key]);
  return {
    performance: paired(of(a, 'performance'), of(b, 'performance'), true),
    tbtMs: paired(of(a, 'tbtMs'), of(b, 'tbtMs'), false),
    lcpMs: paired(of(a, 'lcpMs'), of(b, 'lcpMs'), false),
  };
}

/** Lighthouse's report, or a trace of the main thread (bench/trace.ts) for steps Lighthouse's spread hides. */
export type AbMeasure = 'lighthouse' | 'trace';

export interface TraceSummary {
  blockingMs: PairedFigure;
  longTaskMs: PairedFigure;
  busyMs: PairedFigure;
  styleMs: PairedFigure;
  layoutMs: PairedFigure;
}

/** As `pairedSummary`, for traced loads: every figure is a time, lower is better. */
export function pairedTraceSummary(a: readonly TraceFigures[], b: readonly TraceFigures[]): TraceSummary {
  const of = (runs: readonly TraceFigures[], key: keyof TraceSummary) => runs.map((run) => run[key]);
  return {
    blockingMs: paired(of(a, 'blockingMs'), of(b, 'blockingMs'), false),
    longTaskMs: paired(of(a, 'longTaskMs'), of(b, 'longTaskMs'), false),
    busyMs: paired(of(a, 'busyMs'), of(b, 'busyMs'), false),
    styleMs: paired(of(a, 'styleMs'), of(b, 'styleMs'), false),
    layoutMs: paired(of(a, 'layoutMs'), of(b, 'layoutMs'), false),
  };
}

export interface AbOptions {
  measure: AbMeasure;
  a: string;
  b: string;
  paths: string[];
  runs: number;
  brand: string;
  servePort: number;
  out: string;
}

export const abUsage = `npm run bench:ab -- --a <built site> --b <built site> [--path /gb/en/[,...]] [--runs 7]
                         [--brand raleigh] [--port 9310] [--out bench/results/ab] [--measure lighthouse|trace]
Two builds of one brand, made against the same emulator ports (npm run build, then move public/
aside). Both are served at once; Lighthouse runs each page on A and B in turn. With
--measure trace, Chromium loads them in turn at 4x CPU and the main thread's tasks after the
first paint are compared, and the time style recalculation and layout take over the whole load:
the blocking time a trace records tells apart steps of 50 ms that Lighthouse's simulated TBT,
whose pairs spread by hundreds of ms here, does not.`;

export function parseAbOptions(argv: readonly string[], env: Record<string, string | undefined>): AbOptions {
  const options: AbOptions = {
    measure: 'lighthouse',
    a: '',
    b: '',
    paths: [],
    runs: 7,
    brand: env.BRAND ?? 'raleigh',
    servePort: 9310,
    out: 'bench/results/ab',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index] as string;
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value.\n${abUsage}`);
    index += 1;
    switch (flag) {
      case '--a':
        options.a = value;
        break;
      case '--b':
        options.b = value;
        break;
      case '--path':
        options.paths.push(...value.split(',').map((part) => part.trim()));
        break;
      case '--runs':
      case '--port': {
        const number = Number(value);
        if (!Number.isInteger(number) || number < 1)
          throw new Error(`${flag} takes a positive whole number, not "${value}".`);
        if (flag === '--runs') options.runs = number;
        else options.servePort = number;
        break;
      }
      case '--brand':
        options.brand = value;
        break;
      case '--out':
        options.out = value;
        break;
      case '--measure':
        if (value !== 'lighthouse' && value !== 'trace')
          throw new Error(`--measure takes lighthouse or trace, not "${value}".`);
        options.measure = value;
        break;
      default:
        throw new Error(`Unknown option ${flag}.\n${abUsage}`);
    }
  }
  if (!options.a || !options.b) throw new Error(`Both --a and --b are needed.\n${abUsage}`);
  const bad = options.paths.find((entry) => !entry.startsWith('/'));
  if (bad !== undefined) throw new Error(`A path starts with "/", not "${bad}".`);
  if (options.paths.length === 0) options.paths = ['/gb/en/'];
  return options;
}

const signed = (value: number | undefined, unit = '') =>
  value === undefined ? '–' : `${value > 0 ? '+' : ''}${value.toLocaleString('en-GB')}${unit}`;
const plain = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en-GB'));

/** A row of the report's table: a figure of a page, its unit after the numbers. */
export interface TableRow {
  path: string;
  label: string;
  figure: PairedFigure;
  unit: string;
}

/** The report's table: one row per page and figure. */
export function renderPairedTable(rows: readonly TableRow[]): string {
  return [
    '| page | figure | A (median) | B (median) | B − A (median of pairs) | B better in |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ path, label, figure, unit }) =>
        `| \`${path}\` | ${label} | ${plain(figure.a)} | ${plain(figure.b)} | ${signed(figure.medianDifference, unit)} | ${figure.bBetter} of ${figure.pairs} |`,
    ),
  ].join('\n');
}

/** The table of Lighthouse's figures. */
export function renderAbTable(rows: ReadonlyArray<{ path: string; summary: PairedSummary }>): string {
  return renderPairedTable(
    rows.flatMap(({ path, summary }) => [
      { path, label: 'performance', figure: summary.performance, unit: '' },
      { path, label: 'TBT', figure: summary.tbtMs, unit: ' ms' },
      { path, label: 'LCP', figure: summary.lcpMs, unit: ' ms' },
    ]),
  );
}

/** The table of traced loads' figures. */
export function renderTraceTable(rows: ReadonlyArray<{ path: string; summary: TraceSummary }>): string {
  return renderPairedTable(
    rows.flatMap(({ path, summary }) => [
      { path, label: 'blocking time (tasks over 50 ms)', figure: summary.blockingMs, unit: ' ms' },
      { path, label: 'long tasks', figure: summary.longTaskMs, unit: ' ms' },
      { path, label: 'main thread busy', figure: summary.busyMs, unit: ' ms' },
      { path, label: 'style recalculation (whole load)', figure: summary.styleMs, unit: ' ms' },
      { path, label: 'layout (whole load)', figure: summary.layoutMs, unit: ' ms' },
    ]),
  );
}
