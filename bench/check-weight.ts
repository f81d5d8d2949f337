/**
 * The page-weight budgets (one per page kind) on the brand builds of `npm test` (.builds/<brand>):
 * exact, so they are a test. One check per brand; writes reports/page-weight.json with the counts.
 *   tsx bench/check-weight.ts [brand ...]     (default: $BRANDS, else every brand built)
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadBrandConfig } from '../src/config/load';
import { type BrandName, brandNames } from '../src/config/schema';
import { checkWeightBudgets, describeViolation, loadBudgets } from './budgets';
import { pickPages, readPageEntries } from './pages';
import { builtPageWeights } from './weight';

const buildsDir = path.resolve(process.env.BUILDS_DIR ?? '.builds');
const requested = process.argv.slice(2).length ? process.argv.slice(2) : (process.env.BRANDS?.split(/[\s,]+/) ?? []);
const brands = (requested.filter(Boolean).length ? requested.filter(Boolean) : brandNames).filter((brand) =>
  fs.existsSync(path.join(buildsDir, brand, 'webpack.stats.json')),
) as BrandName[];

const budgets = loadBudgets();
const counts = { passed: 0, failed: 0 };
for (const brand of brands) {
  const dir = path.join(buildsDir, brand);
  const pages = builtPageWeights(dir, pickPages(readPageEntries(dir), loadBrandConfig(brand)));
  const outcome = checkWeightBudgets(pages, budgets);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const figure = `KB gzip of first-load JS / page data: ${pages.map((page) => `${page.kind} ${kb(page.js.gzipBytes)} / ${kb(page.pageData.gzipBytes)}`).join(', ')}`;
  if (outcome.checked > 0 && outcome.violations.length === 0) {
    counts.passed += 1;
    console.log(`✓ ${brand}: ${figure}`);
  } else {
    counts.failed += 1;
    const why = outcome.violations.map(describeViolation).join('; ') || 'nothing to check';
    console.log(`✗ ${brand}: ${why}`);
  }
}
if (brands.length === 0) {
  counts.failed += 1;
  console.log('✗ no brand build in .builds/ to check');
}
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/page-weight.json', `${JSON.stringify(counts)}\n`);
process.exit(counts.failed === 0 ? 0 : 1);
