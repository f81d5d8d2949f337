/**
 * Builds brands one after another into .builds/<brand>/ (Gatsby always writes to public/):
 *   tsx scripts/build-brands.ts [brand ...]     (default: every brand, or $BRANDS)
 * The embedded backends are started once for all builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { e2eBuildEnv } from '../e2e/build-env';
import { brandsInScripts, filesWithNulBytes, sourceMapsDirOf } from '../src/gatsby/build-output';
import { ensureEmulators } from '../src/gatsby/emulators';
import { outputTailChars, retryReason } from '../src/gatsby/build-retry';
import { runWatched } from '../src/gatsby/watched-process';
import { loadBrandConfig } from '../src/config/load';
import { type BrandName, brandNames } from '../src/config/schema';

function requestedBrands(): BrandName[] {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : (process.env.BRANDS?.split(/[\s,]+/) ?? []);
  const wanted = names.filter(Boolean);
  if (wanted.length === 0) return [...brandNames];
  const unknown = wanted.filter((name) => !(brandNames as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`Unknown brand(s) ${unknown.join(', ')}. Valid: ${brandNames.join(', ')}.`);
  return wanted as BrandName[];
}

/**
 * Gatsby prints a line at the end of each step; the longest, a brand's sourcing beside the unit
 * tests, took 74 s in a rehearsal of CI. Ten minutes without a line is a stuck build (Gatsby's
 * issue 38989: builds in CI that sometimes never end, and pass when run again).
 */
const silenceMs = 10 * 60_000;

/**
 * One brand's `gatsby build`. A build that stalls, or that loses a page's query result in Gatsby's
 * workers, is reported and run once more from a clean cache (the failed one may have left it half
 * written); any other failure is the build's own and is not retried.
 */
async function gatsbyBuild(brand: BrandName): Promise<boolean> {
  const gatsby = path.resolve('node_modules/.bin/gatsby');
  const env = { ...process.env, BRAND: brand, GATSBY_TELEMETRY_DISABLED: '1', ...e2eBuildEnv[brand] };
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    let tail = '';
    const write = (chunk: Buffer) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-outputTailChars);
    };
    const result = await runWatched(gatsby, ['build'], { env, silenceMs, write });
    if (result.status === 0 && !result.stalled) return true;
    const reason = retryReason(result, tail);
    if (!reason) return false;
    console.error(`\n${brand}: gatsby build failed, as ${reason} (attempt ${attempt} of 2).`);
    if (result.stalled) console.error(`Its processes then:\n  ${result.processes.join('\n  ') || '(none)'}`);
    fs.rmSync('.cache', { recursive: true, force: true });
    fs.rmSync('public', { recursive: true, force: true });
  }
  return false;
}

async function main() {
  const brands = requestedBrands();
  const stop = await ensureEmulators(process.env, (message) => console.log(message));
  const failed: string[] = [];
  const siteUrls = Object.fromEntries(brandNames.map((name) => [name, loadBrandConfig(name).siteUrl]));
  try {
    for (const brand of brands) {
      const started = Date.now();
      console.log(`\n=== Building ${brand} ===`);
      // No output of the previous brand: Gatsby then resets its own cache and keeps webpack's,
      // which rebuilds only the modules the brand's configuration enters (see build-output.ts).
      fs.rmSync('public', { recursive: true, force: true });
      if (!(await gatsbyBuild(brand))) {
        failed.push(brand);
        continue;
      }
      const withNul = filesWithNulBytes('public');
      if (withNul.length) {
        console.error(`${brand}: ${withNul.length} built files hold NUL bytes: ${withNul.slice(0, 5).join(', ')}`);
        failed.push(brand);
        continue;
      }
      const named = brandsInScripts('public', siteUrls);
      if (named.join() !== brand) {
        console.error(`${brand}: the browser scripts hold the site address of ${named.join(', ') || 'no brand'}`);
        failed.push(brand);
        continue;
      }
      const target = path.resolve('.builds', brand);
      fs.rmSync(target, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync('public', target);
      fs.rmSync(sourceMapsDirOf(target), { recursive: true, force: true });
      fs.renameSync('source-maps', sourceMapsDirOf(target));
      console.log(`=== ${brand} built in ${((Date.now() - started) / 1000).toFixed(1)} s -> .builds/${brand} ===`);
    }
  } finally {
    await stop();
  }
  if (failed.length) {
    console.error(`Build failed for: ${failed.join(', ')}`);
    process.exit(1);
  }
  // Nothing left to wait for: a handle some library left open must not keep the step running.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
