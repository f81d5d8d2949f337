/** The shape of a bench report (bench/results/<brand>.json) and of the budgets file. */

export type PageKind =
  'home' | 'category' | 'product' | 'publication' | 'basket' | 'search' | 'storeLocator' | 'comparison';
export const pageKinds: readonly PageKind[] = [
  'home',
  'category',
  'product',
  'publication',
  'basket',
  'search',
  'storeLocator',
  'comparison',
];

/** Lighthouse figures of one run or their medians: scores 0-100, times in ms. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** An audit that cost points, from the median run: what to look at first. */
export interface AuditFinding {
  category: string;
  id: string;
  title: string;
  displayValue?: string;
}

export interface LighthousePage {
  kind: PageKind;
  path: string;
  /** `missing`: the build has no such page (e.g. the basket before its feature exists). */
  status: 'measured' | 'missing';
  runs: LighthouseFigures[];
  median?: LighthouseFigures;
  findings: AuditFinding[];
  /**
   * Lighthouse's CPU benchmark of the machine during the runs (median). Its 4x CPU slowdown
   * assumes a fast desktop (index ~1,500+); on a slower or busy machine TBT comes out higher.
   */
  benchmarkIndex?: number;
}

export interface ModuleShare {
  module: string;
  /** Minified bytes the source map attributes to the module. */
  bytes: number;
  /** The module's share of its file's gzip size. */
  gzipBytes: number;
}

export interface AssetWeight {
  file: string;
  bytes: number;
  gzipBytes: number;
  largestModules: ModuleShare[];
}

export interface PageWeight {
  kind: PageKind;
  path: string;
  chunkGroup: string;
  /** Scripts loaded before the page is interactive: the app's and the page component's chunks. */
  js: { bytes: number; gzipBytes: number; files: AssetWeight[] };
  /** Inline and linked style sheets of the HTML. */
  css: { bytes: number; gzipBytes: number };
  html: { bytes: number; gzipBytes: number };
  pageData: { bytes: number; gzipBytes: number };
}

export interface BuildMeasurement {
  seconds: number;
  peakRssMb: number;
}

export interface BuildCostRow {
  /** `demo` or the generated product count. */
  catalogue: string;
  site: 'shop' | 'bare';
  pages: number;
  cold: BuildMeasurement;
  warm?: BuildMeasurement;
  coldSecondsPer1000Pages: number;
  warmSecondsPer1000Pages?: number;
}

export interface BudgetViolation {
  budget: string;
  subject: string;
  actual: number;
  limit: number;
}

export interface BenchReport {
  brand: string;
  startedAt: string;
  gitHash: string;
  machine: { cpus: number; node: string; chromium: string };
  notes: string[];
  lighthouse?: { runsPerPage: number; pages: LighthousePage[] };
  weight?: { pages: PageWeight[] };
  buildCost?: { rows: BuildCostRow[]; ratios: { catalogue: string; coldPer1000PagesVsBare: number }[] };
  budgets: { checked: number; violations: BudgetViolation[] };
}

interface Limit {
  min?: number;
  max?: number;
}

export interface Budgets {
  lighthouse: Partial<Record<'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'cls' | 'tbtMs', Limit>>;
  pageWeight: Partial<Record<PageKind, { firstLoadJsKb?: Limit; pageDataKb?: Limit }>>;
  buildCost: { coldPer1000PagesVsBare?: Limit; warmVsCold?: Limit };
}
