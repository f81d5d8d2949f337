import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onePathPerPageKind } from './support/built';
import { listingSorts } from '../src/lib/product';

/**
 * A browser paints a page while its HTML still arrives, and its parser may stop anywhere. Where it
 * stopped inside the listing's sort menu, the empty select was drawn narrow and then grew, moving
 * the field (CLS up to 0.018 where the toolbar wraps on a phone); where it stopped before the
 * header's search field, a phone's header drew its first line 6 px low. These tests hand the
 * browser a page's HTML in two parts, let it draw the first, and fail on a layout shift there.
 */

/** Serves the build through a proxy that holds back one page's HTML after `cut(html)` characters until `release`. */
async function splittingProxy(origin: string, page: string, cut: (html: string) => number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    const upstream = new URL(request.url ?? '/', origin);
    const split = upstream.pathname === page;
    const headers = { ...request.headers, host: upstream.host };
    // The page is cut in its text, so it comes uncompressed; everything else passes as is.
    if (split) headers['accept-encoding'] = 'identity';
    const forward = http.request(upstream, { method: request.method, headers }, (answer) => {
      if (!split || answer.statusCode !== 200) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const at = cut(html);
        const sent = { ...answer.headers };
        delete sent['content-length'];
        response.writeHead(200, sent);
        response.write(html.slice(0, at));
        void released.then(() => response.end(html.slice(at)));
      });
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Shift {
  value: number;
  /** The tag names of what moved, each with the region it is in: `header`, `toolbar` or `other`. */
  moved: string[];
}

/** Before any script of the page: every layout shift, with where what moved is. */
function recordShifts() {
  const seen = window as Window & { shifts?: Shift[] };
  seen.shifts = [];
  new PerformanceObserver((list) => {
    const toolbar = document.querySelector('main [role="status"]')?.parentElement;
    const header = document.querySelector('header');
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources: { node?: Node | null }[];
    })[]) {
      const moved = entry.sources
        .map((source) => source.node)
        .filter((node): node is Node => Boolean(node))
        .map((node) => {
          const region = header?.contains(node) ? 'header' : toolbar?.contains(node) ? 'toolbar' : 'other';
          return `${region} ${node.nodeName}`;
        });
      seen.shifts!.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves after two frames: one drawn, and its layout shifts reported. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** A phone, where the rows of the header and of the toolbar wrap, and a desktop. */
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/**
 * Loads `path` with its HTML cut by `cut`, checks with `partial` (an expression) what the first
 * part has drawn, then lets the rest come and returns the layout shifts of the load once hydrated.
 */
async function loadInTwoParts(
  page: Page,
  origin: string,
  path: string,
  cut: (html: string) => number,
  partial: { ready: () => boolean; state: () => unknown },
) {
  const proxy = await splittingProxy(origin, path, cut);
  try {
    await page.goto(`${proxy.url}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(partial.ready);
    await twoFrames(page);
    const state = await page.evaluate(partial.state);
    proxy.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await twoFrames(page);
    return { state, shifts: await page.evaluate(() => (window as Window & { shifts?: Shift[] }).shifts ?? []) };
  } finally {
    await proxy.close();
  }
}

test('a listing drawn while its HTML still arrives keeps its toolbar in place', async ({ page, brand }, testInfo) => {
  const listing = onePathPerPageKind(brand.name).get('component---src-templates-category-tsx');
  expect(listing, 'a built listing').toBeDefined();
  await page.addInitScript(recordShifts);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const afterSelect = (html: string) => {
      const select = /<select\b[^>]*>/.exec(html)!;
      return select.index + select[0].length;
    };
    const { state, shifts } = await loadInTwoParts(page, testInfo.project.use.baseURL!, listing!, afterSelect, {
      ready: () => document.querySelector('main select') !== null,
      state: () => document.querySelector<HTMLSelectElement>('main select')!.options.length,
    });
    expect(state, 'options parsed when the HTML stops').toBe(0);
    const field = page.getByRole('main').getByRole('combobox');
    await expect(field).toBeVisible();
    await expect(field.getByRole('option')).toHaveCount(listingSorts.length);
    const moved = shifts.filter((shift) => shift.moved.some((source) => source.startsWith('toolbar')));
    expect(moved, `toolbar shifts at ${viewport.width} px`).toEqual([]);
  }
});

test('a header drawn before its search field keeps its first line in place', async ({ page, locales }, testInfo) => {
  const home = locales[0]!.prefix;
  await page.addInitScript(recordShifts);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const beforeSearch = (html: string) => html.indexOf('<form role="search"');
    const { state, shifts } = await loadInTwoParts(page, testInfo.project.use.baseURL!, home, beforeSearch, {
      ready: () => document.querySelector('header nav') !== null,
      state: () => document.querySelector('header form') === null,
    });
    expect(state, 'the search field not yet parsed when the HTML stops').toBe(true);
    await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
    const moved = shifts.filter((shift) => shift.moved.some((source) => source.startsWith('header')));
    expect(moved, `header shifts at ${viewport.width} px`).toEqual([]);
  }
});
