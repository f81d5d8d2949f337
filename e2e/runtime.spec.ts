/**
 * Gatsby's runtime behaviours the spec names (sections 4 and 9), with injected faults (issue 18,
 * point 9): page-data retries and the 500 page, the build-hash reload, a failed chunk, the
 * delayed-navigation notice after 1 s, and prefetching in batches of 4 every 3 s with its skips.
 * The rules are Gatsby's (node_modules/gatsby/cache-dir: loader.js, navigation.js,
 * production-app.js); where the spec and Gatsby part, the test says so and asserts what both hold.
 */
import type { Page } from '@playwright/test';
import { messages } from '../brands/shared/messages';
import { compareStorageKey } from '../src/lib/compare';
import { compareStoreVersion } from '../src/features/compare/compare-store';
import { expect, open, test } from './support/fixtures';
import {
  builtPageData,
  chunkFileHolding,
  componentChunkFile,
  documentLoads,
  emulateConnection,
  gate,
  pageDataUrl,
  pathOf,
  recordRuntime,
  reloadMarker,
  runtimeLog,
  type RuntimeLog,
  waitingPrefetches,
} from './support/runtime-faults';

/** The page has hydrated; a locator, so the wait outlives the reloads some tests cause. */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached();

/** The first link of the footer's legal navigation: a page every brand and locale has. */
const legalLink = (page: Page, language: string) =>
  page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: messages[language]!.legalNavigation })
    .getByRole('link')
    .first();

/** Opens the locale's home and returns the address of its first legal page (the navigation target). */
async function openHome(page: Page, prefix: string, language: string) {
  await open(page, prefix);
  const target = await legalLink(page, language).getAttribute('href');
  expect(target).toMatch(new RegExp(`^${prefix}.+/$`));
  return target!;
}

const addressOf = (url: string) => new URL(url).pathname;

/** Has Gatsby's loader load a page's resources, as a hover over its link does. */
const loadPage = (page: Page, path: string) =>
  page.evaluate(
    (target) =>
      (window as unknown as { ___loader: { loadPage: (path: string) => Promise<unknown> } }).___loader.loadPage(target),
    path,
  );

test.describe('page data and app data', () => {
  test('a 500 for a page’s data shows the 500 page in place at once, without retries', async ({
    page,
    brand,
    locales,
  }) => {
    const [home] = locales;
    const target = await openHome(page, home!.prefix, home!.language);
    const failed: string[] = [];
    await page.route(`**${pageDataUrl(target)}`, (route) => {
      failed.push(route.request().resourceType());
      return route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    const serverErrorPage = page.waitForRequest((request) => addressOf(request.url()) === pageDataUrl('/500.html'));
    const loads = documentLoads(page);

    await legalLink(page, home!.language).click();
    await serverErrorPage;
    const { serverErrorTitle } = builtPageData(brand.name, '/500.html').result.pageContext.translations;
    await expect(page.getByRole('heading', { level: 1, name: serverErrorTitle })).toBeVisible();
    // The 500 page stands at the address asked for, rendered in place: no full load.
    expect(pathOf(page.url())).toBe(target);
    expect(loads).toEqual([]);
    // A 500 is final (loader.js): one request, no retry.
    expect(failed).toEqual(['xhr']);
  });

  test('other page-data failures are retried 3 times, then the browser loads the page in full', async ({
    page,
    locales,
  }) => {
    const [home] = locales;
    const target = await openHome(page, home!.prefix, home!.language);
    const events: string[] = [];
    let answered = 0;
    // The loader's requests (XHR) fail 4 times (the first and 3 retries), then the data is there.
    await page.route(`**${pageDataUrl(target)}`, (route) => {
      if (route.request().resourceType() !== 'xhr') return route.continue();
      answered += 1;
      events.push(answered <= 4 ? 'page data 503' : 'page data');
      return answered <= 4 ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue();
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        events.push(`document ${pathOf(request.url())}`);
    });

    await legalLink(page, home!.language).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // 4 failures, then the full load of the target, whose own start finds the data.
    expect(events).toEqual([
      'page data 503',
      'page data 503',
      'page data 503',
      'page data 503',
      `document ${target}`,
      'page data',
    ]);
  });

  test('a failing app-data.json is retried 3 times per page load; a navigation then loads the page in full', async ({
    page,
    locales,
  }) => {
    const [home] = locales;
    const events: string[] = [];
    await page.route('**/page-data/app-data.json', (route) => {
      events.push('app data 503');
      return route.fulfill({ status: 503, body: 'Service Unavailable' });
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        events.push(`document ${pathOf(request.url())}`);
    });
    const target = await openHome(page, home!.prefix, home!.language);
    // Without a build hash the page still renders: it has nothing to compare.
    expect(events).toEqual([`document ${home!.prefix}`, ...Array<string>(4).fill('app data 503')]);

    await legalLink(page, home!.language).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The navigation cannot confirm the build: the browser loads the target in full, once.
    expect(events.slice(5)).toEqual([
      ...Array<string>(4).fill('app data 503'),
      `document ${target}`,
      ...Array<string>(4).fill('app data 503'),
    ]);
  });

  test('a changed build hash reloads the page once, not in a loop, and a navigation loads in full', async ({
    page,
    locales,
  }) => {
    const [home] = locales;
    // Every document notes, as it starts, the marker Gatsby sets before its reload.
    await page.addInitScript((key) => {
      if (window !== window.top) return;
      const loads = JSON.parse(sessionStorage.getItem('e2e-loads') ?? '[]') as unknown[];
      loads.push({ path: location.pathname, marker: sessionStorage.getItem(key) });
      sessionStorage.setItem('e2e-loads', JSON.stringify(loads));
    }, reloadMarker);
    // A new build is out: app-data.json names another compilation than the running scripts.
    let appData = 0;
    await page.route('**/page-data/app-data.json', (route) => {
      appData += 1;
      return route.fulfill({ json: { webpackCompilationHash: 'f00dfeedf00dfeedf00d' } });
    });
    const loads = documentLoads(page);
    const storedLoads = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-loads') ?? '[]') as unknown);
    const marker = () => page.evaluate((key) => sessionStorage.getItem(key), reloadMarker);

    await page.goto(home!.prefix);
    await hydrated(page);
    // One reload, marked in the session; the reloaded page renders and clears the mark.
    expect(loads).toEqual([home!.prefix, home!.prefix]);
    expect(await storedLoads()).toEqual([
      { path: home!.prefix, marker: null },
      { path: home!.prefix, marker: '1' },
    ]);
    expect(await marker()).toBeNull();
    expect(appData).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(loads).toHaveLength(2);

    // A navigation finds the hash still differing: the browser loads the target in full.
    const target = await legalLink(page, home!.language).getAttribute('href');
    await legalLink(page, home!.language).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const targetLoads = loads.slice(2);
    // Never a loop. (Spec: "once per session"; Gatsby clears its mark after the page that did
    // not reload, so this first load of the target may reload once more: 1 or 2 loads.)
    expect(targetLoads.length).toBeGreaterThanOrEqual(1);
    expect(targetLoads.length).toBeLessThanOrEqual(2);
    expect(new Set(targetLoads)).toEqual(new Set([target]));
    expect(await marker()).toBeNull();
  });
});

test.describe('chunks', () => {
  test('a page component’s chunk that fails to load sends the browser to the target in full', async ({
    page,
    brand,
    locales,
  }) => {
    const [home] = locales;
    const target = await openHome(page, home!.prefix, home!.language);
    const component = builtPageData(brand.name, target).componentChunkName;
    // The target needs a component the home page has not loaded.
    expect(component).not.toBe(builtPageData(brand.name, home!.prefix).componentChunkName);
    const chunk = componentChunkFile(brand.name, component);
    const events: string[] = [];
    // The chunk is missing once (a deploy removed it, a proxy failed): its script answers 404.
    await page.route(`**${chunk}`, (route) => {
      if (route.request().resourceType() !== 'script') return route.continue();
      const missing = !events.includes('chunk 404');
      events.push(missing ? 'chunk 404' : 'chunk');
      return missing ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue();
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        events.push(`document ${pathOf(request.url())}`);
    });

    await legalLink(page, home!.language).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(events).toEqual(['chunk 404', `document ${target}`, 'chunk']);
  });

  test('a failed chunk load nobody handles sends the browser to the last route', async ({ page, locales }) => {
    const [home] = locales;
    const target = await openHome(page, home!.prefix, home!.language);
    await legalLink(page, home!.language).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loads = documentLoads(page);

    // A chunk of the build's webpack runtime that is not on the server, loaded with nothing to
    // catch its failure (as a dynamic import without a catch would): a "Loading chunk … failed"
    // rejection that only Gatsby's handler sees.
    const reload = page.waitForRequest((request) => request.isNavigationRequest());
    await page.evaluate(() => {
      const global = Object.keys(window).find((key) => key.startsWith('webpackChunk'));
      if (!global) throw new Error('No webpack chunk loading global');
      type Require = { e: (chunkId: string) => Promise<unknown> };
      let require: Require | undefined;
      (window as unknown as Record<string, unknown[]>)[global]!.push([
        ['e2e-runtime-probe'],
        {},
        (webpackRequire: Require) => {
          require = webpackRequire;
        },
      ]);
      void require!.e('987654321');
    });
    await reload;
    await hydrated(page);
    expect(loads).toEqual([target]);
    expect(pathOf(page.url())).toBe(target);
  });
});

/** A comparison list as the compare store keeps it in local storage, written before the page's scripts. */
const keepComparisonList = (page: Page) =>
  page.addInitScript(([key, entry]) => window.localStorage.setItem(key, entry), [
    compareStorageKey,
    JSON.stringify({
      state: { items: [{ objectID: 'kept-bike', model: 'Kept bike', sku: 'KEPT-1', thumbnail: null }] },
      version: compareStoreVersion,
    }),
  ] as const);

test.describe('the comparison panel', () => {
  test('a visitor without a comparison list loads none of its code', async ({ page, brand, locales }) => {
    const [home] = locales;
    const chunks = ['ComparePanelLoader.tsx', 'compare-store.ts'].map((file) =>
      chunkFileHolding(brand.name, `src/features/compare/${file}`),
    );
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (chunks.includes(addressOf(request.url()))) loaded.push(addressOf(request.url()));
    });
    await openHome(page, home!.prefix, home!.language);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    // The same page for a visitor who keeps a list loads the panel's loader.
    await keepComparisonList(page);
    await page.reload();
    await expect
      .poll(() => loaded)
      .toContain(chunkFileHolding(brand.name, 'src/features/compare/ComparePanelLoader.tsx'));
  });
});

test.describe('an extra whose code fails to load', () => {
  test('the comparison panel’s chunk failing leaves the page whole, and the next page too', async ({
    page,
    brand,
    locales,
  }) => {
    const [home] = locales;
    const texts = messages[home!.language]!;
    await keepComparisonList(page);
    // Offline before the worker kept it, or removed by a deploy: the panel's loader never arrives.
    const chunk = chunkFileHolding(brand.name, 'src/features/compare/ComparePanelLoader.tsx');
    let refused = 0;
    await page.route(`**${chunk}`, (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    const target = await openHome(page, home!.prefix, home!.language);
    await expect.poll(() => refused).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(texts.serverErrorTitle)).toHaveCount(0);
    await legalLink(page, home!.language).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(texts.serverErrorTitle)).toHaveCount(0);
  });
});

test.describe('delayed navigation', () => {
  test('a navigation over 1 s marks the document and shows a progress notice until the page is there', async ({
    page,
    locales,
  }) => {
    const [home] = locales;
    await recordRuntime(page);
    const target = await openHome(page, home!.prefix, home!.language);
    // The target's data is held until the notice has been seen.
    const held = gate();
    await page.route(`**${pageDataUrl(target)}`, async (route) => {
      await held.opened;
      await route.continue();
    });
    const notice = page.getByRole('status').filter({ hasText: messages[home!.language]!.navigationDelayed });

    await legalLink(page, home!.language).click();
    await expect(page.locator('html[data-navigation="delayed"]')).toBeAttached();
    await expect(notice).toBeAttached();
    await expect(notice.locator('[aria-hidden="true"]')).toBeVisible();
    // Still on the page the visitor left: the wait is what the notice is about.
    expect(pathOf(page.url())).toBe(home!.prefix);
    const log: RuntimeLog = await runtimeLog(page);
    const clickedAt = log.clicks.at(-1)!;
    const delayedAt = log.navigation.find((change) => change.value === 'delayed')!.at;
    expect(delayedAt - clickedAt).toBeGreaterThanOrEqual(999);

    held.open();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.locator('html[data-navigation]')).toHaveCount(0);
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a navigation to a page already loaded shows no notice', async ({ page, locales }) => {
    const [home] = locales;
    await recordRuntime(page);
    const target = await openHome(page, home!.prefix, home!.language);
    // The loader has the target (as after a hover); the navigation needs nothing from the network.
    await loadPage(page, target);
    await legalLink(page, home!.language).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Well past the second a delayed event would need.
    await page.waitForTimeout(1500);
    expect((await runtimeLog(page)).navigation).toEqual([]);
  });
});

/** Page-data requests of a log, but for the given addresses (the app's data is not page data). */
function pageDataRequests(log: RuntimeLog, except: string[]) {
  const requests = new Map<string, { start: number; hints: number; loads: number }>();
  for (const resource of log.resources) {
    const address = pathOf(resource.url);
    if (!/^\/page-data\/.+\/page-data\.json/.test(address) || except.includes(address)) continue;
    const seen = requests.get(address) ?? { start: resource.start, hints: 0, loads: 0 };
    seen.start = Math.min(seen.start, resource.start);
    if (resource.initiator === 'link') seen.hints += 1;
    else seen.loads += 1;
    requests.set(address, seen);
  }
  return requests;
}

test.describe('prefetching', () => {
  // A window as tall as a home page: its links are in view at once, so Gatsby's queue holds
  // several batches. Set from the start: after a resize of a loaded page, headless Chromium may
  // hold back idle callbacks (Gatsby's batches wait for one) for half a minute and more.
  test.use({ viewport: { width: 1280, height: 4800 } });

  test('link targets in view are prefetched in batches of 4, the first after 3 s, then every 3 s', async ({
    page,
    locales,
  }) => {
    const [home] = locales;
    await recordRuntime(page);
    await open(page, home!.prefix);
    // Three batches' worth of paths queued; wait until the first three batches are done.
    await expect
      .poll(async () => (await runtimeLog(page)).enqueued.filter((e) => e.queued).length)
      .toBeGreaterThanOrEqual(12);
    await expect
      .poll(async () => (await runtimeLog(page)).enqueued.filter((e) => e.queued && e.result === true).length, {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(12);
    const log = await runtimeLog(page);
    // The page's own address is never asked for; nothing is skipped on a good connection.
    expect(log.enqueued.map((e) => e.path)).not.toContain(home!.prefix);
    expect(log.enqueued.filter((e) => e.result === false)).toEqual([]);

    // Batches as the network saw them: requests that start together, seconds after the last.
    const requests = [...pageDataRequests(log, [pageDataUrl(home!.prefix)]).entries()].sort(
      ([, a], [, b]) => a.start - b.start,
    );
    const batches: { start: number; addresses: Set<string> }[] = [];
    for (const [address, { start }] of requests) {
      const current = batches.at(-1);
      if (current && start - current.start < 1000) current.addresses.add(address);
      else batches.push({ start, addresses: new Set([address]) });
    }
    // Batches as Gatsby's queue makes them: at each batch's time, the first 4 paths queued
    // before it, in the order the links asked.
    const queue = log.enqueued.filter((e) => e.queued && !e.aborted).sort((a, b) => a.at - b.at);
    expect(batches.length).toBeGreaterThanOrEqual(3);
    // (A fourth batch may be under way: its requests are not all done, so the first three.)
    const done = batches.slice(0, 3);
    // A path two links asked for is queued twice; prefetched once, its second turn needs nothing.
    let taken = 0;
    const fetched = new Set<string>();
    const expected = done.map(({ start }) => {
      const batch = queue.slice(taken, taken + 4).filter((entry) => entry.at < start);
      taken += batch.length;
      const addresses = new Set(batch.map((entry) => pageDataUrl(entry.path)).filter((url) => !fetched.has(url)));
      addresses.forEach((url) => fetched.add(url));
      return addresses;
    });
    expect(taken).toBe(12);
    expect(done.map((batch) => batch.addresses)).toEqual(expected);
    // They are Gatsby's prefetch hints (<link rel="prefetch">), not loads of pages.
    const hinted = new Set(requests.filter(([, seen]) => seen.hints > 0).map(([address]) => address));
    expect(done.flatMap((batch) => [...batch.addresses]).filter((address) => !hinted.has(address))).toEqual([]);

    // The first batch 3 s after the first link asked, each next one 3 s after the last one's
    // requests ended (upper bounds generous: a busy machine delays the idle callback).
    const firstDelay = done[0]!.start - queue[0]!.at;
    expect(firstDelay).toBeGreaterThanOrEqual(3000);
    expect(firstDelay).toBeLessThan(9000);
    for (let index = 1; index < done.length; index += 1) {
      const gap = done[index]!.start - done[index - 1]!.start;
      expect(gap).toBeGreaterThanOrEqual(3000);
      expect(gap).toBeLessThan(10_000);
    }
  });

  const skips: { name: string; connection?: { effectiveType: string; saveData: boolean }; userAgent?: string }[] = [
    { name: 'on a 2g connection', connection: { effectiveType: '2g', saveData: false } },
    { name: 'with data saver on', connection: { effectiveType: '4g', saveData: true } },
    {
      name: 'for a crawler',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  ];
  for (const skip of skips) {
    test.describe(skip.name, () => {
      if (skip.userAgent) test.use({ userAgent: skip.userAgent });

      test(`nothing is prefetched ${skip.name}`, async ({ page, locales }) => {
        const [home] = locales;
        if (skip.connection) await emulateConnection(page, skip.connection);
        await recordRuntime(page);
        await open(page, home!.prefix);
        // The links asked, and Gatsby answered at once that it skips them.
        await expect
          .poll(async () => (await runtimeLog(page)).enqueued.length, { timeout: 15_000 })
          .toBeGreaterThanOrEqual(9);
        const asked = await runtimeLog(page);
        expect(asked.enqueued.filter((e) => e.result !== false)).toEqual([]);
        // Past the 3 s a first batch would have needed, and then some: no page data requested.
        const firstEnqueued = Math.min(...asked.enqueued.map((e) => e.at));
        const now = await page.evaluate(() => performance.now());
        await page.waitForTimeout(Math.max(0, firstEnqueued + 5000 - now));
        const log = await runtimeLog(page);
        expect([...pageDataRequests(log, [pageDataUrl(home!.prefix)]).keys()]).toEqual([]);
        expect(log.enqueued.filter((e) => e.result !== false)).toEqual([]);
      });
    });
  }
});

test.describe('prefetching a page already loaded', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a page the loader has is not loaded again when its link comes into view', async ({ page, locales }) => {
    test.setTimeout(120_000);
    const [home] = locales;
    await recordRuntime(page);
    await open(page, home!.prefix);
    // A footer link's target, linked nowhere in view, so no link has asked for it yet.
    const loaded = await page.evaluate(() => {
      const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].filter(
        (anchor) => anchor.getClientRects().length > 0,
      );
      const inView = new Set(
        anchors.filter((a) => a.getBoundingClientRect().top < innerHeight).map((a) => a.getAttribute('href')),
      );
      return anchors
        .filter((anchor) => anchor.closest('footer'))
        .map((anchor) => anchor.getAttribute('href')!)
        .find((href) => !inView.has(href) && !href.includes('?') && href !== location.pathname);
    });
    expect(loaded).toBeTruthy();
    expect((await runtimeLog(page)).enqueued.map((e) => e.path)).not.toContain(loaded);
    // The loader loads it, as a hover or a visit does.
    await loadPage(page, loaded!);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await runtimeLog(page)).enqueued.map((e) => e.path)).toContain(loaded);
    // Until every queued path has had its turn: a prefetch of the loaded page would be done.
    await expect.poll(async () => waitingPrefetches(await runtimeLog(page)).length, { timeout: 90_000 }).toBe(0);
    const log = await runtimeLog(page);
    expect(log.enqueued.filter((e) => e.path !== loaded && e.result === true).length).toBeGreaterThan(0);
    const requests = pageDataRequests(log, []);
    // Its data was loaded once (the loader's request) and is not loaded again. (Spec: already
    // loaded pages are not prefetched. Gatsby 5.16 looks a page up by the link's path, with its
    // trailing slash, but keeps loaded pages without one; with this site's trailing slashes it
    // still sends one prefetch hint: at most one, never a second load.)
    const seen = requests.get(pageDataUrl(loaded!));
    expect(seen?.loads).toBe(1);
    expect(seen?.hints ?? 0).toBeLessThanOrEqual(1);
    // The page's own address: never asked for, its data loaded once, at the start.
    expect(log.enqueued.map((e) => e.path)).not.toContain(home!.prefix);
    expect(requests.get(pageDataUrl(home!.prefix))).toEqual(expect.objectContaining({ loads: 1, hints: 0 }));
  });
});
