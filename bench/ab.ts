/**
 * `npm run bench:ab`: Lighthouse on two builds of one brand, A and B served side by side and run
 * in turn (A B, B A, ...), so that what the machine does meanwhile weighs on both alike; with
 * `--measure trace`, traced loads at 4x CPU instead (bench/trace.ts). Writes <out>.json and
 * <out>.md; see ab-stats.ts for why one series after another misleads.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { startEmulators } from '../emulators/index';
import { chromiumArgs, findChromium, installHint } from '../scripts/chromium';
import { createStaticServer } from '../scripts/serve.mjs';
import { type BrandName, brandNames } from '../src/config/schema';
import {
  type AbOptions,
  abUsage,
  pairedSummary,
  pairedTraceSummary,
  parseAbOptions,
  renderAbTable,
  renderTraceTable,
  runOrder,
  type Side,
} from './ab-stats';
import { precompress } from './compress';
import { figuresOf, lighthouseChromeFlags, lighthouseRun } from './lighthouse';
import { median } from './stats';
import { cpuSlowdown, settleMs, type TraceFigures, traceLoad } from './trace';
import type { LighthouseFigures } from './types';

const log = (message: string) => console.log(`[bench:ab] ${message}`);

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

async function main() {
  const options = parseAbOptions(process.argv.slice(2), process.env);
  if (!brandNames.includes(options.brand as BrandName)) throw new Error(`Unknown brand ${options.brand}.\n${abUsage}`);
  const sites = { a: path.resolve(options.a), b: path.resolve(options.b) };
  for (const dir of Object.values(sites)) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`No built site in ${dir}.\n${abUsage}`);
  }
  const chromePath = findChromium();
  if (!chromePath) throw new Error(installHint);

  const emulators = await startEmulators({ brands: [options.brand as BrandName] });
  const startedAt = new Date().toISOString();
  const servers = { a: createStaticServer(sites.a), b: createStaticServer(sites.b) };
  const origins = { a: `http://127.0.0.1:${options.servePort}`, b: `http://127.0.0.1:${options.servePort + 1}` };
  try {
    for (const side of ['a', 'b'] as const) {
      log(`${side.toUpperCase()}: ${sites[side]}, precompressed ${precompress(sites[side])} files`);
      await listen(servers[side], options.servePort + (side === 'a' ? 0 : 1));
    }
    const table =
      options.measure === 'trace'
        ? await compareTraces(options, origins, chromePath)
        : await compareLighthouse(options, origins, chromePath);
    const markdown = [
      `# Bench A/B: ${options.brand}`,
      '',
      `${startedAt}. A: \`${options.a}\`, B: \`${options.b}\`. ${table.method}, ${options.runs} runs a side, A and B in turn.`,
      '',
      table.markdown,
      '',
    ].join('\n');
    fs.mkdirSync(path.dirname(options.out), { recursive: true });
    fs.writeFileSync(
      `${options.out}.json`,
      `${JSON.stringify({ startedAt, brand: options.brand, measure: options.measure, sites, runsPerSide: options.runs, pages: table.pages }, null, 2)}\n`,
    );
    fs.writeFileSync(`${options.out}.md`, markdown);
    console.log(markdown);
  } finally {
    for (const server of Object.values(servers)) server.close();
    await emulators.stop();
  }
}

type Origins = Record<Side, string>;

/** Lighthouse on each page, A and B in turn. */
async function compareLighthouse(options: AbOptions, origins: Origins, chromePath: string) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: lighthouseChromeFlags(),
  });
  try {
    const pages = [];
    for (const pagePath of options.paths) {
      const runs: Record<Side, LighthouseFigures[]> = { a: [], b: [] };
      const cpuIndex: number[] = [];
      for (const side of runOrder(options.runs)) {
        const lhr = await lighthouseRun(`${origins[side]}${pagePath}`, chrome.port);
        if (lhr.runtimeError)
          throw new Error(`Lighthouse on ${side.toUpperCase()} ${pagePath}: ${lhr.runtimeError.message}`);
        const figures = figuresOf(lhr);
        runs[side].push(figures);
        cpuIndex.push(lhr.environment.benchmarkIndex);
        log(
          `${pagePath} ${side.toUpperCase()} run ${runs[side].length}: ${figures.performance} / TBT ${figures.tbtMs} ms`,
        );
      }
      pages.push({ path: pagePath, runs, cpuIndex: median(cpuIndex), summary: pairedSummary(runs.a, runs.b) });
    }
    return {
      pages,
      method: `Lighthouse mobile (simulated throttling). CPU index (median): ${pages.map((page) => `${page.path} ${Math.round(page.cpuIndex ?? 0)}`).join(', ')}`,
      markdown: renderAbTable(pages),
    };
  } finally {
    chrome.kill();
  }
}

/** Each page loaded in Chromium at 4x CPU and traced, A and B in turn (bench/trace.ts). */
async function compareTraces(options: AbOptions, origins: Origins, chromePath: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const pages = [];
    for (const pagePath of options.paths) {
      const runs: Record<Side, TraceFigures[]> = { a: [], b: [] };
      for (const side of runOrder(options.runs)) {
        const figures = await traceLoad(browser, `${origins[side]}${pagePath}`);
        runs[side].push(figures);
        log(
          `${pagePath} ${side.toUpperCase()} load ${runs[side].length}: blocking ${figures.blockingMs} ms, long tasks ${figures.longTaskMs} ms, style ${figures.styleMs} ms`,
        );
      }
      pages.push({ path: pagePath, runs, summary: pairedTraceSummary(runs.a, runs.b) });
    }
    return {
      pages,
      method: `Chromium traces at ${cpuSlowdown}x CPU, main-thread tasks from the first contentful paint to ${settleMs / 1000} s after \`load\`, style recalculation and layout from the navigation on`,
      markdown: renderTraceTable(pages),
    };
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
