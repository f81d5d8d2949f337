/**
 * Builds brands one after another into .builds/<brand>/ (Gatsby always writes to public/):
 *   tsx scripts/build-brands.ts [brand ...]     (default: every brand, or $BRANDS)
 * The embedded backends are started once for all builds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eBuildEnv } from '../e2e/build-env';
import { brandsInScripts, filesWithNulBytes, sourceMapsDirOf } from '../src/gatsby/build-output';
import { ensureEmulators } from '../src/gatsby/emulators';
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

async function main() {
  const brands = requestedBrands();
  const stop = await ensureEmulators(process.env, (message) => console.log(message));
  const failed: string[] = [];
  const siteUrls = Object.fromEntries(brandNames.map((name) => [name, loadBrandConfig(name).siteUrl]));
  try {
    for (const brand of brands) {
      const started = Date.now();
      console.log(`\n=== Building ${brand} ===`);
      const gatsby = path.resolve('node_modules/.bin/gatsby');
      const env = { ...process.env, BRAND: brand, GATSBY_TELEMETRY_DISABLED: '1', ...e2eBuildEnv[brand] };
      // No output of the previous brand: Gatsby then resets its own cache and keeps webpack's,
      // which rebuilds only the modules the brand's configuration enters (see build-output.ts).
      fs.rmSync('public', { recursive: true, force: true });
      const result = spawnSync(gatsby, ['build'], { env, stdio: 'inherit' });
      if (result.status !== 0) {
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
