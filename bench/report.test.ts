import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './report';
import type { BenchReport } from './types';

const report: BenchReport = {
  brand: 'raleigh',
  startedAt: '2026-01-01T00:00:00.000Z',
  gitHash: 'abc1234',
  machine: { cpus: 2, node: 'v20.19.0', chromium: 'Chromium 140' },
  notes: ['CPU shared with other jobs'],
  lighthouse: {
    runsPerPage: 3,
    pages: [
      {
        kind: 'home',
        path: '/gb/',
        status: 'measured',
        runs: [],
        median: { performance: 96, accessibility: 100, bestPractices: 100, seo: 92, lcpMs: 2100, tbtMs: 30, cls: 0 },
        findings: [
          { category: 'seo', id: 'canonical', title: 'Document has a valid rel=canonical', displayValue: 'x' },
        ],
        benchmarkIndex: 812.5,
      },
      { kind: 'basket', path: '/gb/basket/', status: 'missing', runs: [], findings: [] },
    ],
  },
  weight: {
    pages: [
      {
        kind: 'product',
        path: '/gb/p/bike/',
        chunkGroup: 'component---src-templates-product-tsx',
        js: {
          bytes: 300 * 1024,
          gzipBytes: 100 * 1024,
          files: [
            {
              file: 'framework.js',
              bytes: 140 * 1024,
              gzipBytes: 45 * 1024,
              largestModules: [{ module: 'node_modules/react-dom/index.js', bytes: 130 * 1024, gzipBytes: 42 * 1024 }],
            },
          ],
        },
        css: { bytes: 2048, gzipBytes: 512 },
        html: { bytes: 30 * 1024, gzipBytes: 8 * 1024 },
        pageData: { bytes: 4096, gzipBytes: 1024 },
      },
    ],
  },
  buildCost: {
    rows: [
      {
        catalogue: '1000',
        site: 'shop',
        pages: 2000,
        cold: { seconds: 60, peakRssMb: 900 },
        warm: { seconds: 20, peakRssMb: 800 },
        coldSecondsPer1000Pages: 30,
        warmSecondsPer1000Pages: 10,
      },
      {
        catalogue: '1000',
        site: 'bare',
        pages: 2000,
        cold: { seconds: 24, peakRssMb: 400 },
        coldSecondsPer1000Pages: 12,
      },
    ],
    ratios: [{ catalogue: '1000', coldPer1000PagesVsBare: 2.5 }],
  },
  budgets: {
    checked: 9,
    violations: [{ budget: 'Lighthouse seo >= 100', subject: 'home /gb/', actual: 92, limit: 100 }],
  },
};

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(report);

  it('puts the median Lighthouse figures in a row per page and marks a missing page without figures', () => {
    expect(markdown).toContain('| home | `/gb/` | 96 | 100 | 100 | 92 | 2100 | 30 | 0 | 813 |');
    expect(markdown).toContain('| basket | `/gb/basket/` | missing: not in the build |');
    expect(markdown).toContain('- home: canonical (x)');
  });

  it('gives weights in KB and names the largest module', () => {
    expect(markdown).toContain('| product | 100.0 | 300.0 | 0.5 | 30.0 | 8.0 | 1.0 |');
    expect(markdown).toContain('| `node_modules/react-dom/index.js` | framework.js | 42.0 | 130.0 |');
  });

  it('shows build cost per 1,000 pages and the shop-to-bare ratio, leaving absent warm figures empty', () => {
    expect(markdown).toContain('| 1000 | shop | 2000 | 60.0 | 900 | 20.0 | 800 | 30.0 | 10.0 |');
    expect(markdown).toContain('| 1000 | bare Gatsby | 2000 | 24.0 | 400 |  |  | 12.0 |  |');
    expect(markdown).toContain('| 1000 | 2.50x |');
  });

  it('lists the broken budgets', () => {
    expect(markdown).toContain('1 of 9 budget checks broken:');
    expect(markdown).toContain('- home /gb/: Lighthouse seo >= 100 broken (92)');
  });
});
