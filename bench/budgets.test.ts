import { describe, expect, it } from 'vitest';
import { checkBudgets, checkWeightBudgets, loadBudgets } from './budgets';
import { type BuildCostRow, type LighthousePage, type PageWeight, pageKinds } from './types';

const budgets = loadBudgets();

const lighthousePage = (kind: LighthousePage['kind'], overrides: Partial<LighthousePage['median']> = {}) =>
  ({
    kind,
    path: `/gb/${kind}/`,
    status: 'measured',
    runs: [],
    findings: [],
    median: {
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1800,
      tbtMs: 40,
      cls: 0,
      ...overrides,
    },
  }) satisfies LighthousePage;

const weight = (kind: PageWeight['kind'], jsGzipBytes: number, pageDataGzipBytes = 0): PageWeight => ({
  kind,
  path: `/gb/${kind}/`,
  chunkGroup: `component---src-templates-${kind}-tsx`,
  js: { bytes: jsGzipBytes * 3, gzipBytes: jsGzipBytes, files: [] },
  css: { bytes: 0, gzipBytes: 0 },
  html: { bytes: 0, gzipBytes: 0 },
  pageData: { bytes: pageDataGzipBytes * 4, gzipBytes: pageDataGzipBytes },
});

const buildRow = (catalogue: string, site: 'shop' | 'bare', cold: number, warm: number): BuildCostRow => ({
  catalogue,
  site,
  pages: 1000,
  cold: { seconds: cold, peakRssMb: 1000 },
  warm: { seconds: warm, peakRssMb: 1000 },
  coldSecondsPer1000Pages: cold,
  warmSecondsPer1000Pages: warm,
});

describe('the committed budgets', () => {
  it('are the goals of issue 20', () => {
    expect(budgets.lighthouse).toEqual({
      performance: { min: 98 },
      accessibility: { min: 100 },
      bestPractices: { min: 100 },
      seo: { min: 100 },
      cls: { max: 0 },
      tbtMs: { max: 150 },
    });
    // Every page kind the bench picks has issue 20's first-load budget.
    expect(Object.keys(budgets.pageWeight).sort()).toEqual([...pageKinds].sort());
    for (const kind of pageKinds) expect(budgets.pageWeight[kind]?.firstLoadJsKb).toEqual({ max: 100 });
    // And page data, which every page fetches before it hydrates, at 16 KB.
    for (const kind of pageKinds) expect(budgets.pageWeight[kind]?.pageDataKb).toEqual({ max: 16 });
    expect(budgets.buildCost).toEqual({ coldPer1000PagesVsBare: { max: 1.5 }, warmVsCold: { max: 0.2 } });
  });
});

describe('checkBudgets', () => {
  it('passes a report within every budget and counts each comparison', () => {
    const outcome = checkBudgets(
      {
        lighthouse: { runsPerPage: 3, pages: [lighthousePage('home'), lighthousePage('product')] },
        weight: { pages: [weight('product', 90 * 1024), weight('home', 100 * 1024)] },
        buildCost: {
          rows: [buildRow('demo', 'shop', 90, 30), buildRow('1000', 'shop', 100, 20), buildRow('1000', 'bare', 70, 50)],
          ratios: [
            { catalogue: 'demo', coldPer1000PagesVsBare: 3 },
            { catalogue: '1000', coldPer1000PagesVsBare: 1.5 },
          ],
        },
      },
      budgets,
    );
    // 6 Lighthouse budgets on 2 pages, 4 weight budgets (first-load JS and page data of each page
    // kind), 1 ratio and 1 rebuild share (the shop's at catalogue scale: not the demo's, not the bare site's).
    expect(outcome).toEqual({ checked: 18, violations: [] });
  });

  it('names each broken budget with the figure that broke it', () => {
    const outcome = checkBudgets(
      {
        lighthouse: {
          runsPerPage: 3,
          pages: [lighthousePage('category', { performance: 97, cls: 0.02, accessibility: 100, tbtMs: 151 })],
        },
        weight: { pages: [weight('product', 110 * 1024)] },
        buildCost: {
          rows: [buildRow('10000', 'shop', 174.9, 41.9)],
          ratios: [{ catalogue: '10000', coldPer1000PagesVsBare: 1.51 }],
        },
      },
      budgets,
    );
    expect(outcome.violations).toEqual([
      { budget: 'Lighthouse performance >= 98', subject: 'category /gb/category/', actual: 97, limit: 98 },
      { budget: 'Lighthouse cls <= 0', subject: 'category /gb/category/', actual: 0.02, limit: 0 },
      { budget: 'Lighthouse tbtMs <= 150', subject: 'category /gb/category/', actual: 151, limit: 150 },
      { budget: 'first-load JS KB gzip <= 100', subject: 'product /gb/product/', actual: 110, limit: 100 },
      {
        budget: 'cold build per 1,000 pages vs bare Gatsby <= 1.5',
        subject: 'catalogue 10000',
        actual: 1.51,
        limit: 1.5,
      },
      { budget: 'warm rebuild vs cold build <= 0.2', subject: 'catalogue 10000', actual: 0.24, limit: 0.2 },
    ]);
  });

  it('checks nothing for a missing page kind (no figures)', () => {
    const missing: LighthousePage = { kind: 'basket', path: '/gb/basket/', status: 'missing', runs: [], findings: [] };
    expect(checkBudgets({ lighthouse: { runsPerPage: 3, pages: [missing] } }, budgets)).toEqual({
      checked: 0,
      violations: [],
    });
  });
});

describe('checkWeightBudgets', () => {
  it('holds every page kind to 100 KB of gzip JavaScript, exactly at the limit passing', () => {
    for (const kind of pageKinds) {
      expect(checkWeightBudgets([weight(kind, 100 * 1024)], budgets).violations).toEqual([]);
      expect(checkWeightBudgets([weight(kind, 100 * 1024 + 200)], budgets).violations).toHaveLength(1);
    }
  });

  it('holds every page kind to 16 KB of gzip page data, exactly at the limit passing', () => {
    for (const kind of pageKinds) {
      expect(checkWeightBudgets([weight(kind, 50 * 1024, 16 * 1024)], budgets).violations).toEqual([]);
      expect(checkWeightBudgets([weight(kind, 50 * 1024, 16 * 1024 + 200)], budgets).violations).toEqual([
        { budget: 'page data KB gzip <= 16', subject: `${kind} /gb/${kind}/`, actual: 16.2, limit: 16 },
      ]);
    }
  });
});
