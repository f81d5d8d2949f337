/** Compares a report with the budgets of bench/budgets.json. Pure. */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchReport, BudgetViolation, Budgets, LighthouseFigures, PageWeight } from './types';

/** Relative to the project root, where npm runs the bench and the tests. */
export const budgetsFile = path.resolve('bench', 'budgets.json');

export function loadBudgets(file = budgetsFile): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
}

interface Limit {
  min?: number;
  max?: number;
}

interface Outcome {
  checked: number;
  violations: BudgetViolation[];
}

/** One figure against one limit; a limit with neither bound checks nothing. */
function compare(outcome: Outcome, budget: string, subject: string, actual: number, limit: Limit | undefined): void {
  if (!limit || (limit.min === undefined && limit.max === undefined)) return;
  outcome.checked += 1;
  if (limit.min !== undefined && actual < limit.min) {
    outcome.violations.push({ budget: `${budget} >= ${limit.min}`, subject, actual, limit: limit.min });
  } else if (limit.max !== undefined && actual > limit.max) {
    outcome.violations.push({ budget: `${budget} <= ${limit.max}`, subject, actual, limit: limit.max });
  }
}

/** The page-weight budgets alone: exact, so `npm test` checks them on every brand build. */
export function checkWeightBudgets(pages: readonly PageWeight[], budgets: Budgets, outcome = emptyOutcome()): Outcome {
  for (const page of pages) {
    const limits = budgets.pageWeight[page.kind];
    const subject = `${page.kind} ${page.path}`;
    compare(outcome, 'first-load JS KB gzip', subject, round(page.js.gzipBytes / 1024), limits?.firstLoadJsKb);
    compare(outcome, 'page data KB gzip', subject, round(page.pageData.gzipBytes / 1024), limits?.pageDataKb);
  }
  return outcome;
}

export function checkBudgets(
  report: Pick<BenchReport, 'lighthouse' | 'weight' | 'buildCost'>,
  budgets: Budgets,
): Outcome {
  const outcome = emptyOutcome();
  for (const page of report.lighthouse?.pages ?? []) {
    if (!page.median) continue;
    for (const [key, limit] of Object.entries(budgets.lighthouse) as [keyof LighthouseFigures, Limit][]) {
      compare(outcome, `Lighthouse ${key}`, `${page.kind} ${page.path}`, page.median[key], limit);
    }
  }
  checkWeightBudgets(report.weight?.pages ?? [], budgets, outcome);
  // The budget is about catalogue scale: the demo's ~170 pages are dominated by fixed costs.
  for (const ratio of report.buildCost?.ratios.filter((entry) => entry.catalogue !== 'demo') ?? []) {
    compare(
      outcome,
      'cold build per 1,000 pages vs bare Gatsby',
      `catalogue ${ratio.catalogue}`,
      ratio.coldPer1000PagesVsBare,
      budgets.buildCost.coldPer1000PagesVsBare,
    );
  }
  for (const row of report.buildCost?.rows ?? []) {
    if (row.site !== 'shop' || row.catalogue === 'demo' || !row.warm) continue;
    compare(
      outcome,
      'warm rebuild vs cold build',
      `catalogue ${row.catalogue}`,
      Math.round((row.warm.seconds / row.cold.seconds) * 1000) / 1000,
      budgets.buildCost.warmVsCold,
    );
  }
  return outcome;
}

export function describeViolation(violation: BudgetViolation): string {
  return `${violation.subject}: ${violation.budget} broken (${violation.actual})`;
}

function emptyOutcome(): Outcome {
  return { checked: 0, violations: [] };
}

const round = (value: number) => Math.round(value * 10) / 10;
