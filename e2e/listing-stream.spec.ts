import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { onePathPerPageKind } from './support/built';
import { listingSorts } from '../src/lib/product';

/**
 * A browser paints a page while its HTML still arrives, and its parser may stop anywhere: on
 * listings it stopped right inside the sort menu, whose empty select was drawn narrow and then
 * grew, moving the field (CLS up to 0.018 where the toolbar wraps on a phone). This spec hands the
 * browser the listing's HTML in two parts, split after the select's opening tag, lets it draw the
 * first part, and fails on any layout shift in the results' toolbar.
 */

/** Serves the build through a proxy that holds back the listing's HTML after `<select …>` until `release`. */
async function splittingProxy(origin: string, listing: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    const upstream = new URL(request.url ?? '/', origin);
    const isListing = upstream.pathname === listing;
    const headers = { ...request.headers, host: upstream.host };
    // The listing is cut in its text, so it comes uncompressed; everything else passes as is.
    if (isListing) headers['accept-encoding'] = 'identity';
    const forward = http.request(upstream, { method: request.method, headers }, (answer) => {
      if (!isListing || answer.statusCode !== 200) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const cut = /<select\b[^>]*>/.exec(html);
        const at = cut ? cut.index + cut[0].length : html.length;
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

/** Before any script of the page: every layout shift, with whether it moved part of the results' toolbar. */
function recordShifts() {
  const seen = window as Window & { toolbarShifts?: { value: number; moved: string[] }[] };
  seen.toolbarShifts = [];
  new PerformanceObserver((list) => {
    const toolbar = document.querySelector('main [role="status"]')?.parentElement;
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources: { node?: Node | null }[];
    })[]) {
      const moved = entry.sources
        .map((source) => source.node)
        .filter((node): node is Node => Boolean(node && toolbar?.contains(node)))
        .map((node) => (node instanceof Element ? node.tagName : node.nodeName));
      if (moved.length) seen.toolbarShifts!.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test('a listing drawn while its HTML still arrives keeps its toolbar in place', async ({ page, brand }, testInfo) => {
  const listing = onePathPerPageKind(brand.name).get('component---src-templates-category-tsx');
  expect(listing, 'a built listing').toBeDefined();
  await page.addInitScript(recordShifts);

  // A phone, where the count and the field share a line or the field wraps under the count, and a desktop.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const proxy = await splittingProxy(testInfo.project.use.baseURL!, listing!);
    try {
      await page.setViewportSize(viewport);
      await page.goto(`${proxy.url}${listing}`, { waitUntil: 'commit' });
      // The first part is parsed up to the empty select, and a frame of it has been drawn.
      await page.waitForFunction(() => document.querySelector('main select') !== null);
      const partial = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(document.querySelector<HTMLSelectElement>('main select')!.options.length),
              ),
            ),
          ),
      );
      expect(partial, 'options parsed when the HTML stops').toBe(0);
      proxy.release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

      const field = page.getByRole('main').getByRole('combobox');
      await expect(field).toBeVisible();
      await expect(field.getByRole('option')).toHaveCount(listingSorts.length);
      // Two more frames, so that a shift of the last layout has been reported.
      const shifts = await page.evaluate(
        () =>
          new Promise<unknown>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as Window & { toolbarShifts?: unknown }).toolbarShifts)),
            ),
          ),
      );
      expect(shifts, `toolbar shifts at ${viewport.width} px`).toEqual([]);
    } finally {
      await proxy.close();
    }
  }
});
