/**
 * Helpers of the runtime spec (e2e/runtime.spec.ts): the built page data and chunks of a page,
 * and a log the page keeps of what Gatsby's runtime does (prefetch requests, resources,
 * the delayed-navigation mark, document loads). The rules they observe are Gatsby's
 * (node_modules/gatsby/cache-dir: loader.js, navigation.js, production-app.js).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { sourceMapsDirOf } from '../../src/gatsby/build-output';

/** The session-storage key Gatsby sets before it reloads a page whose build hash differs. */
export const reloadMarker = 'gatsby-reload-compilation-hash-match';

/** What the page logs from its first script on (see `recordRuntime`); times are performance.now(). */
export interface RuntimeLog {
  /**
   * Paths Gatsby's links asked to prefetch, with Gatsby's answer once known (false: skipped);
   * queued: Gatsby put it in its queue (it did not answer at once); aborted: the link left the
   * view before its turn (Gatsby takes it out of the queue).
   */
  enqueued: { path: string; at: number; result?: boolean; queued: boolean; aborted?: boolean }[];
  /** Every resource the page fetched: address, start and how (link: a prefetch hint). */
  resources: { url: string; start: number; initiator: string }[];
  /** Changes of `<html data-navigation>` (the delayed-navigation mark). */
  navigation: { value: string | null; at: number }[];
  /** Clicks, in the capturing phase (before the link's handler runs). */
  clicks: number[];
}

declare global {
  interface Window {
    __runtimeLog: RuntimeLog;
  }
}

const stripSlashes = (value: string) => value.replace(/^\/|\/$/g, '');

/** Gatsby's page-data address of a page path, its query kept (loader.js, createPageDataUrl). */
export function pageDataUrl(pagePath: string) {
  const [pathname = '/', search] = pagePath.split('?');
  return `/page-data/${pathname === '/' ? 'index' : stripSlashes(pathname)}/page-data.json${search ? `?${search}` : ''}`;
}

/** Queued prefetches still waiting for their turn. */
export const waitingPrefetches = (log: RuntimeLog) =>
  log.enqueued.filter((entry) => entry.queued && entry.result === undefined && !entry.aborted);

/** The page data of a built page. */
export function builtPageData(brand: string, pagePath: string) {
  const file = path.resolve('.builds', brand, pageDataUrl(pagePath).slice(1));
  return JSON.parse(fs.readFileSync(file, 'utf8')) as {
    componentChunkName: string;
    path: string;
    result: { pageContext: { translations: Record<string, string> } };
  };
}

/** The file of a page component's own chunk (chunk-map.json: chunk name to its files). */
export function componentChunkFile(brand: string, componentChunkName: string): string {
  const map = JSON.parse(fs.readFileSync(path.resolve('.builds', brand, 'chunk-map.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const file = map[componentChunkName]?.find((candidate) => candidate.startsWith(`/${componentChunkName}-`));
  if (!file) throw new Error(`No chunk file of ${componentChunkName} in the ${brand} build.`);
  return file;
}

/** The file of the build's script chunk that holds a source file (from the source maps kept beside the build). */
export function chunkFileHolding(brand: string, sourceFile: string): string {
  const maps = sourceMapsDirOf(path.resolve('.builds', brand));
  const map = fs
    .readdirSync(maps)
    .filter((name) => name.endsWith('.js.map'))
    .find((name) =>
      (JSON.parse(fs.readFileSync(path.join(maps, name), 'utf8')) as { sources: string[] }).sources.some((source) =>
        source.endsWith(`/${sourceFile}`),
      ),
    );
  if (!map) throw new Error(`No chunk of the ${brand} build holds ${sourceFile}.`);
  return `/${map.replace(/\.map$/, '')}`;
}

/**
 * Keeps a `RuntimeLog` in every document of the page: wraps Gatsby's `___loader.enqueue` (what
 * a Link calls once it scrolls into view) to see each prefetch request and Gatsby's answer,
 * observes resource timing and the delayed-navigation mark, and notes clicks.
 */
export async function recordRuntime(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const log: RuntimeLog = { enqueued: [], resources: [], navigation: [], clicks: [] };
    window.__runtimeLog = log;
    type Answer = { then: (resolve: (result: boolean) => void) => void; abort: () => void };
    type Loader = { enqueue: (path: string) => Answer };
    let loader: Loader | undefined;
    Object.defineProperty(window, '___loader', {
      configurable: true,
      get: () => loader,
      set(value: Loader) {
        const enqueue = value.enqueue.bind(value);
        value.enqueue = (pagePath) => {
          const entry: RuntimeLog['enqueued'][number] = { path: pagePath, at: performance.now(), queued: false };
          log.enqueued.push(entry);
          const answer = enqueue(pagePath);
          answer.then((result) => {
            entry.result = result;
          });
          entry.queued = entry.result === undefined;
          const abort = answer.abort.bind(answer);
          answer.abort = () => {
            if (entry.result === undefined) entry.aborted = true;
            abort();
          };
          return answer;
        };
        loader = value;
      },
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[])
        log.resources.push({ url: entry.name, start: entry.startTime, initiator: entry.initiatorType });
    }).observe({ type: 'resource', buffered: true });
    document.addEventListener('click', () => log.clicks.push(performance.now()), true);
    // The document, not its root element: the parser may yet replace the one there is now.
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement)
          log.navigation.push({ value: document.documentElement.dataset.navigation ?? null, at: performance.now() });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-navigation'] });
  });
}

export const runtimeLog = (page: Page) => page.evaluate(() => window.__runtimeLog);

/** Path and query of an address. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The page's document loads from now on (full loads and reloads), by path. */
export function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(pathOf(request.url()));
  });
  return loads;
}

/** Emulates the Network Information API of a constrained connection for the page's documents. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, downlink: 0.2, rtt: 1800, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

/** A promise with its resolve, to hold a response until the test lets it go. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
