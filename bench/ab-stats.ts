/**
 * Pure parts of `npm run bench:ab`: the order of the runs, and what the paired runs of two builds
 * say. Lighthouse's simulated TBT on this machine moved by a factor of three between two series
 * of runs of the same build (bench notes, 4 December), so builds compared one series after the
 * other compare the moments they ran in; alternated runs share them.
 */
import { median } from './stats';
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

export interface AbOptions {
  a: string;
  b: string;
  paths: string[];
  runs: number;
  brand: string;
  servePort: number;
  out: string;
}

export const abUsage = `npm run bench:ab -- --a <built site> --b <built site> [--path /gb/en/[,...]] [--runs 7]
                         [--brand raleigh] [--port 9310] [--out bench/results/ab]
Two builds of one brand, made against the same emulator ports (npm run build, then move public/
aside). Both are served at once; Lighthouse runs each page on A and B in turn.`;

export function parseAbOptions(argv: readonly string[], env: Record<string, string | undefined>): AbOptions {
  const options: AbOptions = {
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

/** The report's table: one row per page and figure. */
export function renderAbTable(rows: ReadonlyArray<{ path: string; summary: PairedSummary }>): string {
  const lines = [
    '| page | figure | A (median) | B (median) | B − A (median of pairs) | B better in |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const { path, summary } of rows) {
    for (const [label, figure, unit] of [
      ['performance', summary.performance, ''],
      ['TBT', summary.tbtMs, ' ms'],
      ['LCP', summary.lcpMs, ' ms'],
    ] as const) {
      lines.push(
        `| \`${path}\` | ${label} | ${plain(figure.a)} | ${plain(figure.b)} | ${signed(figure.medianDifference, unit)} | ${figure.bBetter} of ${figure.pairs} |`,
      );
    }
  }
  return lines.join('\n');
}
