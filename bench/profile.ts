/**
 * `npm run bench:profile -- --site .builds/ghost --brand ghost --path /de-de/c/fahrrader/`:
 * loads each page `--runs` times at 4x CPU with V8's sampling profiler on, and prints where the
 * main thread's JavaScript went, by source file and function through the build's source maps,
 * in ms per load (bench/cpu-profile.ts). `--under <name>` keeps only the work under one call (a
 * frame whose function or source contains the name), such as `hydrateDocument`, the document's
 * hydration. Writes <out>.md. Timings carry the profiler's own cost, and a sample's time is the
 * wall time to the next one (a busy machine inflates single entries), so compare runs of this
 * tool with each other, not with Lighthouse.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startEmulators } from '../emulators/index';
import { chromiumArgs, findChromium, installHint } from '../scripts/chromium';
import { createStaticServer } from '../scripts/serve.mjs';
import { sourceMapsDirOf } from '../src/gatsby/build-output';
import { type BrandName, brandNames } from '../src/config/schema';
import { precompress } from './compress';
import {
  addSelfTimes,
  type CpuProfile,
  emptySelfTimes,
  selfTimes,
  selfTimeTable,
  sourceMapLocator,
} from './cpu-profile';
import { cpuSlowdown, mobileDevice, settleMs } from './trace';

const usage = `Usage: npm run bench:profile -- --site <built site> --path <page>[,<page>...] [--brand <name>]
  [--runs <n> (3)] [--under <function or source>] [--top <n> (25)] [--port <n> (9320)] [--out <file> (bench/results/profile)]`;

interface ProfileOptions {
  site: string;
  paths: string[];
  brand: string;
  runs: number;
  under?: string;
  top: number;
  port: number;
  out: string;
}

function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ProfileOptions {
  const options: ProfileOptions = {
    site: '',
    paths: [],
    brand: env.BRAND ?? 'raleigh',
    runs: 3,
    top: 25,
    port: 9320,
    out: 'bench/results/profile',
  };
  for (let index = 0; index < argv.length; index += 2) {
    const flag = argv[index] as string;
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value.\n${usage}`);
    const count = () => {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} takes a positive whole number.\n${usage}`);
      return number;
    };
    if (flag === '--site') options.site = value;
    else if (flag === '--path') options.paths.push(...value.split(',').map((part) => part.trim()));
    else if (flag === '--brand') options.brand = value;
    else if (flag === '--under') options.under = value;
    else if (flag === '--out') options.out = value;
    else if (flag === '--runs') options.runs = count();
    else if (flag === '--top') options.top = count();
    else if (flag === '--port') options.port = count();
    else throw new Error(`Unknown option ${flag}.\n${usage}`);
  }
  if (!options.site || options.paths.length === 0) throw new Error(usage);
  return options;
}

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (!brandNames.includes(options.brand as BrandName)) throw new Error(`Unknown brand ${options.brand}.\n${usage}`);
  const site = path.resolve(options.site);
  if (!fs.existsSync(path.join(site, 'index.html'))) throw new Error(`No built site in ${site}.\n${usage}`);
  const chromePath = findChromium();
  if (!chromePath) throw new Error(installHint);
  // Beside a site kept by the build scripts (`.builds/<brand>-source-maps`), or where a plain
  // `npm run build` leaves them for `public/`.
  const mapsDir = [sourceMapsDirOf(site), path.join(path.dirname(site), 'source-maps')].find((dir) =>
    fs.existsSync(dir),
  );
  if (!mapsDir) console.warn(`No source maps beside ${site}: frames keep their minified names.`);
  const locate = sourceMapLocator((file) => {
    const mapFile = mapsDir && path.join(mapsDir, `${file}.map`);
    return mapFile && fs.existsSync(mapFile) ? JSON.parse(fs.readFileSync(mapFile, 'utf8')) : undefined;
  });

  const emulators = await startEmulators({ brands: [options.brand as BrandName] });
  precompress(site);
  const server = createStaticServer(site);
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const sections: string[] = [];
  try {
    for (const pagePath of options.paths) {
      let sum = emptySelfTimes();
      for (let run = 0; run < options.runs; run += 1) {
        const context = await browser.newContext(mobileDevice);
        try {
          const page = await context.newPage();
          const session = await context.newCDPSession(page);
          await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
          await session.send('Profiler.enable');
          // 100 µs: a 1 ms call at 4x gets about 40 samples.
          await session.send('Profiler.setSamplingInterval', { interval: 100 });
          await session.send('Profiler.start');
          await page.goto(`http://127.0.0.1:${options.port}${pagePath}`, { waitUntil: 'load' });
          await page.waitForTimeout(settleMs);
          const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
          sum = addSelfTimes(sum, selfTimes(profile, locate, options.under));
        } finally {
          await context.close();
        }
      }
      const scope = options.under ? ` under \`${options.under}\`` : '';
      const heading = `## ${pagePath}: ${(sum.totalUs / 1000 / options.runs).toFixed(0)} ms per load${scope}`;
      const section = [
        heading,
        '',
        selfTimeTable(sum.bySource, options.runs, options.top, 'source'),
        '',
        selfTimeTable(sum.byFunction, options.runs, options.top, 'function'),
      ].join('\n');
      console.log(`\n${section}`);
      sections.push(section);
    }
  } finally {
    await browser.close();
    server.close();
    await emulators.stop();
  }
  const intro = `# CPU profile: ${options.brand}\n\n${new Date().toISOString()}. \`${options.site}\`, ${options.runs} loads a page at ${cpuSlowdown}x CPU, self time by source map.`;
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(`${options.out}.md`, `${[intro, ...sections].join('\n\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
