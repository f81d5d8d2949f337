/**
 * `npm run bench`: builds a brand against the embedded backends (run by this process on the
 * bench's own ports), serves the build, and writes bench/results/<brand>.json and .md with
 * Lighthouse figures, page weight and build cost; exits 1 when a budget is broken.
 * Options: see ./options.ts (`npm run bench -- --help`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulators, type EmulatorSet } from '../emulators/index';
import { sourceMapsDirOf } from '../src/gatsby/build-output';
import { findChromium, installHint } from '../scripts/chromium';
import { createStaticServer } from '../scripts/serve.mjs';
import { commerceEndpointFor, resolveCommerceEndpoints } from '../src/config/backends';
import { loadBrandConfig } from '../src/config/load';
import type { BrandName } from '../src/config/schema';
import { brandLocales } from '../src/lib/i18n/locales';
import { fetchChannelCatalog } from '../src/services/shopware/catalog';
import { checkBudgets, describeViolation, loadBudgets } from './budgets';
import { precompress } from './compress';
import { editOneStory } from './content-edit';
import { runLighthouse } from './lighthouse';
import { type BenchOptions, parseOptions, usage } from './options';
import { countPages, pickPages, readPageEntries } from './pages';
import { measureCommand } from './process-tree';
import { renderMarkdown } from './report';
import type { BenchReport, BuildCostRow, BuildMeasurement } from './types';
import { builtPageWeights } from './weight';

const root = process.cwd();
const gatsbyBin = path.join(root, 'node_modules/.bin/gatsby');
const bareDir = path.join(root, 'bench/bare-gatsby');
const log = (message: string) => console.log(`[bench] ${message}`);

interface Context {
  options: BenchOptions;
  brand: BrandName;
  workDir: string;
  env: NodeJS.ProcessEnv;
  notes: string[];
}

async function emulatorsFor(context: Context, scale: number | undefined, edited: boolean): Promise<EmulatorSet> {
  return startEmulators({
    brands: [context.brand],
    scale,
    stateFile: path.join(context.workDir, 'commerce-state.json'),
    reviseContent: edited
      ? (spaces) => {
          for (const space of spaces) log(`edited story ${editOneStory(space, ' (edited)', new Date())}`);
        }
      : undefined,
  });
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function gatsbyBuild(
  context: Context,
  cwd: string,
  label: string,
  env: NodeJS.ProcessEnv,
): Promise<BuildMeasurement> {
  const logFile = path.join(context.workDir, `${label}.log`);
  fs.rmSync(logFile, { force: true });
  log(`${label}: gatsby build (log ${path.relative(root, logFile)})`);
  const result = await measureCommand(gatsbyBin, ['build'], { cwd, env, logFile });
  if (result.status !== 0) throw new Error(`${label} failed with exit ${result.status}; see ${logFile}.`);
  log(`${label}: ${result.seconds.toFixed(1)} s, peak ${megabytes(result.peakRssBytes)} MB`);
  return { seconds: Math.round(result.seconds * 10) / 10, peakRssMb: megabytes(result.peakRssBytes) };
}

function clean(cwd: string) {
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(cwd, dir), { recursive: true, force: true });
}

/**
 * The catalogue the shop sources (the same store-api calls), for the bare site: JSON lines,
 * one `{ prefix, product }` per line, since 10,000 products with their associations exceed
 * what one JSON string may hold.
 */
async function dumpCatalog(context: Context, file: string): Promise<void> {
  const brand = loadBrandConfig(context.brand);
  const endpoints = resolveCommerceEndpoints(brand, 'local', context.env);
  fs.writeFileSync(file, '');
  for (const locale of brandLocales(brand)) {
    const catalog = await fetchChannelCatalog(commerceEndpointFor(endpoints, locale.country), locale.language);
    // Line by line: at 50,000 products one locale's lines exceed V8's longest string.
    const fd = fs.openSync(file, 'a');
    try {
      for (const product of catalog.products)
        fs.writeSync(fd, `${JSON.stringify({ prefix: locale.prefix, product })}\n`);
    } finally {
      fs.closeSync(fd);
    }
  }
}

/** The bare site's "one story edited": the first product's name changes in the dump. */
function editDump(file: string): void {
  // In place, same length: at 10,000 products the file is too large to read as one string.
  const fd = fs.openSync(file, 'r+');
  try {
    const head = Buffer.alloc(4 << 20);
    const firstLine = head
      .subarray(0, fs.readSync(fd, head, 0, head.length, 0))
      .toString('utf8')
      .split('\n')[0];
    const entry = JSON.parse(firstLine ?? '') as { product: { name?: string } };
    const name = entry.product.name ?? '';
    entry.product.name = `${name.startsWith('X') ? 'Y' : 'X'}${name.slice(1)}`;
    const edited = JSON.stringify(entry);
    if (Buffer.byteLength(edited) !== Buffer.byteLength(firstLine ?? ''))
      throw new Error('The dump edit changed its length.');
    fs.writeSync(fd, edited, 0, 'utf8');
  } finally {
    fs.closeSync(fd);
  }
}

const per1000 = (seconds: number, pages: number) => Math.round((seconds / pages) * 1000 * 10) / 10;

/**
 * Cold build, one story edited, warm rebuild of the shop; then the bare site from the same
 * catalogue with the same page count. Leaves the shop's build in public/ and the emulators
 * (with the edited story) running, returned to the caller.
 */
async function measureCatalogue(
  context: Context,
  catalogue: string,
  scale: number | undefined,
): Promise<{ rows: BuildCostRow[]; emulators: EmulatorSet }> {
  let emulators = await emulatorsFor(context, scale, false);
  clean(root);
  const cold = await gatsbyBuild(context, root, `${catalogue}-shop-cold`, context.env);
  const pages = countPages(path.join(root, 'public'));
  await emulators.stop();
  emulators = await emulatorsFor(context, scale, true);
  const warm = await gatsbyBuild(context, root, `${catalogue}-shop-warm`, context.env);

  const dump = path.join(context.workDir, `catalog-${catalogue}.jsonl`);
  await dumpCatalog(context, dump);
  const bareEnv = { ...context.env, BARE_CATALOG: dump, BARE_PAGES: String(pages) };
  clean(bareDir);
  const bareCold = await gatsbyBuild(context, bareDir, `${catalogue}-bare-cold`, bareEnv);
  const barePages = countPages(path.join(bareDir, 'public'));
  editDump(dump);
  const bareWarm = await gatsbyBuild(context, bareDir, `${catalogue}-bare-warm`, bareEnv);
  clean(bareDir);
  fs.rmSync(dump, { force: true });

  const row = (site: BuildCostRow['site'], count: number, c: BuildMeasurement, w: BuildMeasurement): BuildCostRow => ({
    catalogue,
    site,
    pages: count,
    cold: c,
    warm: w,
    coldSecondsPer1000Pages: per1000(c.seconds, count),
    warmSecondsPer1000Pages: per1000(w.seconds, count),
  });
  return { rows: [row('shop', pages, cold, warm), row('bare', barePages, bareCold, bareWarm)], emulators };
}

function ratios(rows: readonly BuildCostRow[]) {
  const catalogues = [...new Set(rows.map((row) => row.catalogue))];
  return catalogues.flatMap((catalogue) => {
    const shop = rows.find((row) => row.catalogue === catalogue && row.site === 'shop');
    const bare = rows.find((row) => row.catalogue === catalogue && row.site === 'bare');
    if (!shop || !bare) return [];
    const ratio = shop.coldSecondsPer1000Pages / bare.coldSecondsPer1000Pages;
    return [{ catalogue, coldPer1000PagesVsBare: Math.round(ratio * 100) / 100 }];
  });
}

function writeReport(options: BenchOptions, report: BenchReport): string {
  report.budgets = checkBudgets(report, loadBudgets());
  const base = path.join(options.outDir, report.brand);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, renderMarkdown(report));
  return base;
}

async function benchBrand(options: BenchOptions, brand: BrandName, chromePath: string): Promise<BenchReport> {
  const workDir = path.join(root, 'bench/.work', brand);
  fs.mkdirSync(workDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BRAND: brand,
    BACKENDS: 'local',
    GATSBY_TELEMETRY_DISABLED: '1',
    CONTENT_EMULATOR_PORT: String(options.ports.content),
    COMMERCE_EMULATOR_PORT: String(options.ports.commerce),
    THIRD_PARTY_EMULATOR_PORT: String(options.ports.thirdParty),
    DEALERS_EMULATOR_PORT: String(options.ports.dealers),
    REVIEWS_EMULATOR_PORT: String(options.ports.reviews),
    SALESFORCE_EMULATOR_PORT: String(options.ports.salesforce),
  };
  // The emulators run in this process and read their ports from its environment.
  Object.assign(process.env, {
    CONTENT_EMULATOR_PORT: env.CONTENT_EMULATOR_PORT,
    COMMERCE_EMULATOR_PORT: env.COMMERCE_EMULATOR_PORT,
    THIRD_PARTY_EMULATOR_PORT: env.THIRD_PARTY_EMULATOR_PORT,
    DEALERS_EMULATOR_PORT: env.DEALERS_EMULATOR_PORT,
    REVIEWS_EMULATOR_PORT: env.REVIEWS_EMULATOR_PORT,
    SALESFORCE_EMULATOR_PORT: env.SALESFORCE_EMULATOR_PORT,
  });
  const context: Context = { options, brand, workDir, env, notes: [] };
  const report: BenchReport = {
    brand,
    startedAt: new Date().toISOString(),
    gitHash: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      chromium: execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim(),
    },
    notes: context.notes,
    budgets: { checked: 0, violations: [] },
  };
  const siteDir = path.join(workDir, 'site');
  const wantsBuildCost = options.parts.includes('build');
  const wantsSite = options.parts.includes('lighthouse') || options.parts.includes('weight');
  let emulators: EmulatorSet | undefined;
  const rows: BuildCostRow[] = [];
  try {
    if (wantsBuildCost && options.demoBuildCost) {
      const demo = await measureCatalogue(context, 'demo', undefined);
      rows.push(...demo.rows);
      emulators = demo.emulators;
    } else if (wantsSite && !options.reuseBuild) {
      emulators = await emulatorsFor(context, undefined, false);
      clean(root);
      await gatsbyBuild(context, root, 'demo-shop', env);
    } else if (wantsSite) {
      emulators = await emulatorsFor(context, undefined, false);
    }
    if (wantsSite && !options.reuseBuild) {
      fs.rmSync(siteDir, { recursive: true, force: true });
      fs.renameSync(path.join(root, 'public'), siteDir);
      fs.rmSync(sourceMapsDirOf(siteDir), { recursive: true, force: true });
      fs.renameSync(path.join(root, 'source-maps'), sourceMapsDirOf(siteDir));
    }
    if (wantsSite) {
      if (!fs.existsSync(path.join(siteDir, 'webpack.stats.json'))) throw new Error(`No bench build in ${siteDir}.`);
      const picked = pickPages(readPageEntries(siteDir), loadBrandConfig(brand));
      if (options.parts.includes('weight')) {
        report.weight = { pages: builtPageWeights(siteDir, picked) };
        for (const page of picked.filter((entry) => entry.status === 'missing')) {
          context.notes.push(`No ${page.kind} page in the build (${page.path}): no figures for it.`);
        }
      }
      if (options.parts.includes('lighthouse')) {
        log(`precompressed ${precompress(siteDir)} text files (gzip, brotli) as a static host serves them`);
        const server = createStaticServer(siteDir);
        await new Promise<void>((resolve) => server.listen(options.servePort, '127.0.0.1', resolve));
        try {
          const targets = picked.map((page) => ({
            kind: page.kind,
            path: page.path,
            missing: page.status === 'missing',
          }));
          const pages = await runLighthouse(
            `http://127.0.0.1:${options.servePort}`,
            targets,
            options.runs,
            chromePath,
            log,
            path.join(workDir, 'lighthouse'),
          );
          report.lighthouse = { runsPerPage: options.runs, pages };
          writeReport(options, report);
        } finally {
          server.close();
        }
      }
    }
    await emulators?.stop();
    emulators = undefined;
    if (wantsBuildCost) {
      context.notes.push(
        `Build cost: a generated catalogue of N products means N product entities (parents and variants) per brand, in every locale of ${brand} (${brandLocales(loadBrandConfig(brand)).length}); pages counted from the build's page data. Warm rebuild: the Gatsby cache kept, one story edited (bare site: one product name in its JSON). Peak memory: summed RSS of the build's process tree, sampled every 250 ms; the emulators run in the bench process and are not counted. Time per 1,000 pages divides the whole build, sourcing included.`,
      );
      for (const products of options.products) {
        report.buildCost = { rows, ratios: ratios(rows) };
        // What is measured so far survives a later failure.
        writeReport(options, report);
        const measured = await measureCatalogue(context, String(products), products);
        await measured.emulators.stop();
        rows.push(...measured.rows);
        clean(root);
      }
      report.buildCost = { rows, ratios: ratios(rows) };
    }
  } finally {
    await emulators?.stop();
  }
  return report;
}

async function main() {
  if (process.argv.includes('--help')) {
    console.log(usage);
    return;
  }
  const options = parseOptions(process.argv.slice(2), process.env);
  const chromePath = findChromium();
  if (!chromePath) throw new Error(installHint);
  fs.mkdirSync(options.outDir, { recursive: true });
  let broken = 0;
  for (const brand of options.brands) {
    log(`=== ${brand}: ${options.parts.join(', ')} ===`);
    const report = await benchBrand(options, brand, chromePath);
    const base = writeReport(options, report);
    console.log(`\n${renderMarkdown(report)}`);
    log(`wrote ${base}.json and ${base}.md`);
    for (const violation of report.budgets.violations)
      console.error(`BUDGET BROKEN ${brand}: ${describeViolation(violation)}`);
    broken += report.budgets.violations.length;
  }
  if (broken > 0) {
    console.error(`${broken} budget(s) broken.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
