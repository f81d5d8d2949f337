/**
 * `npm run bench:ab`: Lighthouse on two builds of one brand, A and B served side by side and run
 * in turn (A B, B A, ...), so that what the machine does meanwhile weighs on both alike. Writes
 * <out>.json and <out>.md; see ab-stats.ts for why one series after another misleads.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { startEmulators } from '../emulators/index';
import { findChromium, installHint } from '../scripts/chromium';
import { createStaticServer } from '../scripts/serve.mjs';
import { type BrandName, brandNames } from '../src/config/schema';
import { abUsage, pairedSummary, parseAbOptions, renderAbTable, runOrder, type Side } from './ab-stats';
import { precompress } from './compress';
import { figuresOf, lighthouseChromeFlags, lighthouseRun } from './lighthouse';
import { median } from './stats';
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
  const servers = { a: createStaticServer(sites.a), b: createStaticServer(sites.b) };
  const origins = { a: `http://127.0.0.1:${options.servePort}`, b: `http://127.0.0.1:${options.servePort + 1}` };
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    for (const side of ['a', 'b'] as const) {
      log(`${side.toUpperCase()}: ${sites[side]}, precompressed ${precompress(sites[side])} files`);
      await listen(servers[side], options.servePort + (side === 'a' ? 0 : 1));
    }
    chrome = await chromeLauncher.launch({
      chromePath,
      ignoreDefaultFlags: true,
      chromeFlags: lighthouseChromeFlags(),
    });
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
    const report = {
      startedAt: new Date().toISOString(),
      brand: options.brand,
      sites,
      runsPerSide: options.runs,
      pages,
    };
    fs.mkdirSync(path.dirname(options.out), { recursive: true });
    fs.writeFileSync(`${options.out}.json`, `${JSON.stringify(report, null, 2)}\n`);
    const markdown = [
      `# Bench A/B: ${options.brand}`,
      '',
      `${report.startedAt}. A: \`${options.a}\`, B: \`${options.b}\`. Lighthouse mobile (simulated throttling), ${options.runs} runs a side, A and B in turn. CPU index (median): ${pages.map((page) => `${page.path} ${Math.round(page.cpuIndex ?? 0)}`).join(', ')}.`,
      '',
      renderAbTable(pages),
      '',
    ].join('\n');
    fs.writeFileSync(`${options.out}.md`, markdown);
    console.log(markdown);
  } finally {
    chrome?.kill();
    for (const server of Object.values(servers)) server.close();
    await emulators.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
