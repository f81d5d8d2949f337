/**
 * Re-renders a bench report: checks its figures against the current bench/budgets.json again
 * and rewrites the JSON and the markdown beside it (after a budget change, no new run needed).
 *   tsx bench/render.ts bench/results/raleigh.json [...]
 */
import fs from 'node:fs';
import { checkBudgets, describeViolation, loadBudgets } from './budgets';
import { renderMarkdown } from './report';
import type { BenchReport } from './types';

let broken = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchReport;
  report.budgets = checkBudgets(report, loadBudgets());
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(file.replace(/\.json$/, '.md'), renderMarkdown(report));
  for (const violation of report.budgets.violations) console.log(`${report.brand}: ${describeViolation(violation)}`);
  broken += report.budgets.violations.length;
}
process.exit(broken > 0 ? 1 : 0);
