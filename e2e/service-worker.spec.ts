/**
 * The service worker (issue 18, point 9; spec sections 4, 7 and 8): /sw.js is registered over
 * HTTPS or on localhost (the loopback addresses included) only, visited pages read offline, and a
 * new service worker turns the next in-app navigation into a full page load; unknown addresses
 * still get the locale's not-found page, and nothing personal (the checkout's return addresses,
 * the store-api) is stored.
 *
 * Each test serves a copy of the build on a port of its own: a new build is a changed sw.js
 * there, and the host can go away.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messages } from '../brands/shared/messages';
import { checkoutPath, orderConfirmationPath } from '../src/lib/routing/routes';
import { chromiumArgs, findChromium } from '../scripts/chromium';
import { expect, open, test as base } from './support/fixtures';

const refusal = 'Service workers can only be used over HTTPS, or on localhost for development';
const pagesCache = 'storefront-pages-runtime';

declare global {
  interface Window {
    ___swUpdated?: boolean;
    swMarker?: string;
  }
}

interface Site {
  /** The copy of the build the server serves. */
  dir: string;
  port: number;
  /** Stops the server, changes the copy, and serves it again on the same port: a new deployment. */
  redeploy: (change: (dir: string) => void) => Promise<void>;
  /** Stops the server: the site's host is gone. */
  stop: () => Promise<void>;
}

/** A free port on the loopback address. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the project's static server (as e2e and `npm start` use it) and waits until it answers. */
async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`${dir} was not served on port ${port}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

const test = base.extend<{ site: Site }>({
  // A copy of the brand's build, served on a port of its own.
  site: async ({ brand }, use) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sw-${brand.name}-`));
    fs.cpSync(path.resolve('.builds', brand.name), dir, { recursive: true });
    const port = await freePort();
    let server = await startServer(dir, port);
    await use({
      dir,
      port,
      // The server reads the files' sizes once, when it starts.
      redeploy: async (change) => {
        await stopServer(server);
        change(dir);
        server = await startServer(dir, port);
      },
      stop: () => stopServer(server),
    });
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  },
  baseURL: async ({ site }, use) => use(`http://127.0.0.1:${site.port}`),
});

const plainHost = 'storefront.test';

test.use({
  serviceWorkers: 'allow',
  // A host name other than localhost, served over plain HTTP: the name leads to this machine.
  launchOptions: {
    executablePath: findChromium(),
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${plainHost} 127.0.0.1`],
  },
});

/** Waits until /sw.js controls the page and has stored the page's copy and its page data. */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await expect.poll(() => storedPages(page)).toContain(new URL(page.url()).pathname);
  await expect.poll(() => storedPageData(page)).toContain(`/page-data${new URL(page.url()).pathname}page-data.json`);
}

/**
 * Waits until the page knows a new build's worker controls it; if it does not within a minute,
 * fails with where the workers stand and what the page logged, which a timeout alone does not say.
 */
async function waitForNewBuild(page: Page, logs: readonly string[]) {
  await page
    .waitForFunction(() => window.___swUpdated === true, undefined, { timeout: 60_000 })
    .catch(async (error) => {
      const workers = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          installing: registration?.installing?.state ?? null,
          waiting: registration?.waiting?.state ?? null,
          active: registration?.active?.state ?? null,
          controller: navigator.serviceWorker.controller?.scriptURL ?? null,
        };
      });
      throw new Error(
        `No new build in control after 60 s. Workers: ${JSON.stringify(workers)}. Console: ${logs.join(' | ')}`,
        {
          cause: error,
        },
      );
    });
}

/** The paths of the page data the service worker holds. */
function storedPageData(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.filter((path) => path.startsWith('/page-data/'));
  });
}

/** The paths (with query) of the pages the service worker stored. */
function storedPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, pagesCache);
}

/** The first two addresses of other pages of the locale that the footer links to. */
async function footerLinks(page: Page, prefix: string): Promise<[string, string]> {
  const hrefs = await page
    .locator(`footer a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const others = [...new Set(hrefs)].filter((href) => href !== prefix && !href.includes('?'));
  expect(others.length).toBeGreaterThanOrEqual(2);
  return [others[0]!, others[1]!];
}

test.describe('service worker on localhost and the loopback addresses', () => {
  test('/sw.js is registered on a loopback address, controls the page and precaches the app’s scripts', async ({
    page,
    browser,
    site,
    locales,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    // The worker's start breaks none of the build's Content-Security-Policy.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await open(page, locales[0]!.prefix);
    await waitForWorker(page);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { script: navigator.serviceWorker.controller?.scriptURL, scope: registration?.scope };
    });
    expect(new URL(worker.script!).pathname).toBe('/sw.js');
    expect(new URL(worker.scope!).pathname).toBe('/');
    expect(logs).toContain('Content is now available offline!');
    expect(logs).not.toContain(refusal);
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes('precache'));
      return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
    });
    // The scripts of every page: their names change with each build, and so does sw.js.
    expect(precached).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-[0-9a-f]{20}\.js$/)]));
    expect(precached).toEqual(expect.arrayContaining([expect.stringMatching(/^\/framework-[0-9a-f]{20}\.js$/)]));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

    // The name localhost is served the same.
    const local = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const other = await local.newPage();
      await other.goto(`http://localhost:${site.port}${locales[0]!.prefix}`);
      await other.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    } finally {
      await local.close();
    }
  });

  test('pages visited, the first one and one reached in the app, read offline', async ({
    page,
    context,
    site,
    locales,
  }) => {
    const [home] = locales;
    await open(page, home!.prefix);
    const homeHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await waitForWorker(page);
    // The visitor stays a moment: what the page loads once it is idle passes the worker too.
    await page.waitForLoadState('networkidle');
    const [other, unvisited] = await footerLinks(page, home!.prefix);
    await page.locator(`footer a[href="${other}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${other}$`));
    // The address changes before the new page renders.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeHeading!);
    const otherHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect.poll(() => storedPages(page)).toContain(other);
    await page.waitForLoadState('networkidle');

    // Offline, and the host is gone: whatever answers now is the service worker.
    await context.setOffline(true);
    await site.stop();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [address, heading] of [
      [other, otherHeading],
      [home!.prefix, homeHeading],
    ] as const) {
      await test.step(address, async () => {
        const response = address === other ? await page.reload() : await page.goto(address);
        expect(response?.fromServiceWorker()).toBe(true);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
        // Its scripts and data are there too: the page comes alive, and stays whole.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
        await expect(page.locator(`footer a[href="${unvisited}"]`).first()).toBeVisible();
        expect(errors).toEqual([]);
      });
    }
    // A page never visited is not there offline.
    await expect(page.goto(unvisited)).rejects.toThrow(/ERR_/);
  });

  test('a new service worker turns the next in-app link into a full page load', async ({ page, site, locales }) => {
    const [home] = locales;
    await open(page, home!.prefix);
    await waitForWorker(page);
    const [first, second] = await footerLinks(page, home!.prefix);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.evaluate(() => (window.swMarker = 'same document'));

    // Before an update a link is followed inside the app: the same document, no page load.
    await page.locator(`footer a[href="${first}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${first}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.swMarker)).toBe('same document');
    expect(documents).toEqual([]);

    // A new build: another sw.js, found when the browser checks for an update.
    await site.redeploy((dir) => fs.appendFileSync(path.join(dir, 'sw.js'), '\n// the next build\n'));
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await waitForNewBuild(page, logs);

    // A document's load event: an in-app navigation has none, and this waits in vain.
    const loaded = page.waitForEvent('load');
    await page.locator(`footer a[href="${second}"]`).first().click();
    await loaded;
    await expect(page).toHaveURL(new RegExp(`${second}$`));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => window.swMarker)).toBeUndefined();
    expect(documents).toEqual([second]);
    // The page loaded is the new worker's.
    expect(await page.evaluate(() => window.___swUpdated)).toBeUndefined();
  });

  test('a new worker that fails to install is logged as redundant, and the running one stays', async ({
    page,
    site,
    locales,
  }) => {
    await open(page, locales[0]!.prefix);
    await waitForWorker(page);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    await site.redeploy((dir) =>
      fs.appendFileSync(
        path.join(dir, 'sw.js'),
        "\nself.addEventListener('install', (event) => event.waitUntil(Promise.reject(new Error('broken build'))));\n",
      ),
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update().catch(() => undefined);
    });
    await expect.poll(() => logs).toContain('error: The installing service worker became redundant.');
    expect(await page.evaluate(() => window.___swUpdated)).toBeUndefined();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  });

  test('an unknown address gets the locale’s not-found page while the worker controls the page', async ({
    page,
    locales,
  }) => {
    const [home] = locales;
    await open(page, home!.prefix);
    await waitForWorker(page);
    const address = `${home!.prefix}no-such-page-sw/`;
    const response = await open(page, address);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages[home!.language]!.notFoundTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    // A not-found answer is no copy of a page.
    expect(await storedPages(page)).not.toContain(address);
  });

  test('the checkout’s return addresses and other hosts pass by the worker and are not stored', async ({
    page,
    brand,
    locales,
  }) => {
    const [home] = locales;
    await open(page, home!.prefix);
    await waitForWorker(page);
    const answeredByWorker: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.fromServiceWorker() && url.origin !== new URL(page.url()).origin) answeredByWorker.push(url.href);
    });
    const orderId = '0123456789abcdef0123456789abcdef';
    const returns = [
      `${checkoutPath(home!, brand.routing)}?payment=failed&orderId=${orderId}`,
      orderConfirmationPath(home!, brand.routing, orderId),
    ];
    for (const address of returns) {
      const response = await open(page, address);
      expect([address, response?.fromServiceWorker()]).toEqual([address, false]);
    }
    await open(page, checkoutPath(home!, brand.routing));
    await page.waitForLoadState('networkidle');
    const stored = await storedPages(page);
    expect(stored.filter((entry) => /\?|\/(?:basket|checkout|order-confirmation)\/$/.test(entry))).toEqual([]);
    expect(answeredByWorker).toEqual([]);
    // No cache holds anything of another host (the store-api, the emulated third parties).
    const foreign = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          if (new URL(request.url).origin !== location.origin) found.push(request.url);
        }
      }
      return found;
    });
    expect(foreign).toEqual([]);
  });
});

test.describe('service worker elsewhere', () => {
  test('plain HTTP on any other host name is refused with the spec’s message, and no worker is registered', async ({
    page,
    site,
    locales,
  }) => {
    const origin = `http://${plainHost}:${site.port}`;
    // Requests to other hosts are aborted by the fixture; this one is the site.
    await page.route(`${origin}/**`, (route) => route.continue());
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    await open(page, `${origin}${locales[0]!.prefix}`);
    await expect.poll(() => logs).toContain(`error: ${refusal}`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    // Outside a secure context the browser offers no service workers at all.
    const registrations = await page.evaluate(async () =>
      'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0,
    );
    expect(registrations).toBe(0);
  });
});
