import type { Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { chromiumArgs } from '../scripts/chromium';
import { figuresOf, findingsOf, lighthouseChromeFlags, medianFigures } from './lighthouse';

/** The parts of a Lighthouse result the bench reads. */
const lhr = {
  categories: {
    performance: {
      score: 0.874,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
      ],
    },
    accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    'best-practices': { score: 1, auditRefs: [] },
    seo: { score: 1, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      title: 'LCP',
      score: 0.6,
      numericValue: 3210.4,
      displayValue: '3.2 s',
    },
    'total-blocking-time': {
      id: 'total-blocking-time',
      title: 'TBT',
      score: 0.9,
      numericValue: 180.2,
      displayValue: '180 ms',
    },
    'cumulative-layout-shift': { id: 'cumulative-layout-shift', title: 'CLS', score: 1, numericValue: 0.00049 },
    'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 0 },
    'unused-javascript': {
      id: 'unused-javascript',
      title: 'Reduce unused JavaScript',
      score: 0.5,
      displayValue: 'Est savings of 40 KiB',
      metricSavings: { LCP: 300, TBT: 0 },
    },
    'largest-contentful-paint-element': {
      id: 'largest-contentful-paint-element',
      title: 'LCP element',
      score: 0,
      details: {
        type: 'list',
        items: [{ type: 'table', items: [{ node: { selector: 'main > h1', snippet: '<h1>' } }] }],
      },
    },
  },
} as unknown as Result;

describe('figuresOf', () => {
  it('gives scores 0-100, metrics in whole ms and CLS to three places', () => {
    expect(figuresOf(lhr)).toEqual({
      performance: 87,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      lcpMs: 3210,
      tbtMs: 180,
      cls: 0,
    });
  });
});

describe('findingsOf', () => {
  it('lists audits that cost points by lost weight, then estimated savings, then the LCP element', () => {
    expect(findingsOf(lhr).map((finding) => [finding.id, finding.displayValue])).toEqual([
      ['largest-contentful-paint', '3.2 s'],
      ['color-contrast', undefined],
      ['total-blocking-time', '180 ms'],
      ['unused-javascript', 'Est savings of 40 KiB, saves ~300 ms LCP+TBT'],
      ['lcp-element', 'main > h1 <h1>'],
    ]);
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median across runs', () => {
    const run = (performance: number, lcpMs: number) => ({ ...figuresOf(lhr), performance, lcpMs });
    expect(medianFigures([run(80, 4000), run(95, 2000), run(90, 3000)])).toMatchObject({
      performance: 90,
      lcpMs: 3000,
    });
    expect(medianFigures([])).toBeUndefined();
  });
});

describe('lighthouseChromeFlags', () => {
  it('keeps chrome-launcher’s flags and disabled features, all but RenderDocument, then the e2e suite’s', () => {
    const defaults = chromeLauncher.Launcher.defaultFlags();
    const disabledBefore = defaults.find((flag) => flag.startsWith('--disable-features='));
    expect(disabledBefore).toContain('RenderDocument');
    const flags = lighthouseChromeFlags();
    const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    expect(disabled[0]!.split('=')[1]!.split(',')).toEqual(
      disabledBefore!
        .split('=')[1]!
        .split(',')
        .filter((feature) => feature !== 'RenderDocument'),
    );
    for (const flag of defaults.filter((flag) => !flag.startsWith('--disable-features=')))
      expect(flags).toContain(flag);
    expect(flags.slice(-chromiumArgs.length - 1)).toEqual([...chromiumArgs, '--headless=new']);
  });

  it('drops the switch when RenderDocument was the only feature it turned off', () => {
    expect(lighthouseChromeFlags(['--mute-audio', '--disable-features=RenderDocument'])).toEqual([
      '--mute-audio',
      ...chromiumArgs,
      '--headless=new',
    ]);
  });
});
