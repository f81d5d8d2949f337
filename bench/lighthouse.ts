/**
 * Lighthouse (mobile preset, its default simulated throttling) against a served build, with
 * the Chromium and flags of the e2e suite; the median of several runs per page.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromiumArgs } from '../scripts/chromium';
import { median, medianIndex } from './stats';
import type { AuditFinding, LighthouseFigures, LighthousePage, PageKind } from './types';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export function figuresOf(lhr: Result): LighthouseFigures {
  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
  };
}

/**
 * What to look at first: audits that cost points (weighted, below full score), heaviest first,
 * then the performance audits Lighthouse estimates would save the most LCP / TBT time, and the
 * LCP element itself.
 */
export function findingsOf(lhr: Result): AuditFinding[] {
  const findings: (AuditFinding & { weight: number })[] = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      findings.push({
        category: id,
        id: ref.id,
        title: audit.title,
        displayValue: audit.displayValue,
        weight: ref.weight * (1 - audit.score),
      });
    }
  }
  const scored = findings.sort((a, b) => b.weight - a.weight).map(({ weight: _weight, ...finding }) => finding);
  const savings = Object.values(lhr.audits)
    .map((audit) => ({ audit, ms: (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.TBT ?? 0) }))
    .filter(({ audit, ms }) => ms > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map(({ audit, ms }) => ({
      category: 'performance (savings)',
      id: audit.id,
      title: audit.title,
      displayValue: [audit.displayValue, `saves ~${Math.round(ms)} ms LCP+TBT`].filter(Boolean).join(', '),
    }));
  const lcpElement = lcpElementOf(lhr);
  return [
    ...scored,
    ...savings,
    ...(lcpElement
      ? [{ category: 'performance', id: 'lcp-element', title: 'LCP element', displayValue: lcpElement }]
      : []),
  ];
}

interface NodeItem {
  node?: { selector?: string; snippet?: string };
  items?: NodeItem[];
}

/** The LCP element as Lighthouse reports it: a node inside its details' (nested) table. */
function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as NodeItem | undefined;
  const flatten = (item: NodeItem): NodeItem[] => [item, ...(item.items ?? []).flatMap(flatten)];
  const node = details ? flatten(details).find((item) => item.node?.selector)?.node : undefined;
  return node?.selector ? `${node.selector} ${node.snippet?.slice(0, 120) ?? ''}`.trim() : undefined;
}

/** Element-wise medians; undefined without runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures | undefined {
  if (runs.length === 0) return undefined;
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key])) as number;
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

const lighthouseCli = path.resolve('node_modules/lighthouse/cli/index.js');

/**
 * One Lighthouse run through its CLI under plain Node: tsx's transform would add helpers to
 * the functions Lighthouse evaluates inside the page, where they do not exist.
 */
export async function lighthouseRun(url: string, port: number): Promise<Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        lighthouseCli,
        url,
        `--port=${port}`,
        `--only-categories=${categories.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(fs.readFileSync(output, 'utf8')) as Result;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface LighthouseTarget {
  kind: PageKind;
  path: string;
  missing: boolean;
}

/**
 * chrome-launcher's flags for Lighthouse, the e2e suite's and headless, but with Chrome's own
 * RenderDocument (a new renderer-side frame for each document). chrome-launcher turns it off
 * while Lighthouse works around its remaining bugs; with it off, this Chromium under Lighthouse's
 * mobile emulation holds a page's first frame until about 2.2 s whenever the head preloads a font,
 * as every page of the shop does (its heading face), and the simulated LCP grows by 2 s. A
 * visitor's Chrome runs with RenderDocument on and draws the page at once (bench notes, 3 December,
 * evening).
 */
export function lighthouseChromeFlags(defaults: readonly string[] = chromeLauncher.Launcher.defaultFlags()): string[] {
  const disabled = '--disable-features=';
  const launcherFlags = defaults.flatMap((flag) => {
    if (!flag.startsWith(disabled)) return [flag];
    const features = flag
      .slice(disabled.length)
      .split(',')
      .filter((feature) => feature !== 'RenderDocument');
    return features.length > 0 ? [`${disabled}${features.join(',')}`] : [];
  });
  return [...launcherFlags, ...chromiumArgs, '--headless=new'];
}

export async function runLighthouse(
  origin: string,
  targets: readonly LighthouseTarget[],
  runs: number,
  chromePath: string,
  log: (message: string) => void,
  /** Where the median run's whole report of each page goes, for the audits the tables leave out. */
  reportDir?: string,
): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: lighthouseChromeFlags(),
  });
  try {
    const pages: LighthousePage[] = [];
    for (const target of targets) {
      if (target.missing) {
        log(`lighthouse ${target.kind}: ${target.path} is not in the build, no figures`);
        pages.push({ kind: target.kind, path: target.path, status: 'missing', runs: [], findings: [] });
        continue;
      }
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await lighthouseRun(`${origin}${target.path}`, chrome.port);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.path}: ${lhr.runtimeError.message}`);
        results.push(lhr);
        log(`lighthouse ${target.kind} ${target.path} run ${run + 1}: ${JSON.stringify(figuresOf(lhr))}`);
      }
      const figures = results.map(figuresOf);
      const middle = results[medianIndex(figures.map((run) => run.performance)) ?? 0];
      if (middle && reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${target.kind}.json`), JSON.stringify(middle));
      }
      pages.push({
        kind: target.kind,
        path: target.path,
        status: 'measured',
        runs: figures,
        median: medianFigures(figures),
        benchmarkIndex: median(results.map((result) => result.environment.benchmarkIndex)),
        findings: middle ? findingsOf(middle).slice(0, 8) : [],
      });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
