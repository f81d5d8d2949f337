/**
 * The store locator at scale: the dealer stand-in seeded with N dealers in one country answers
 * searches (timed over HTTP), and, given a built brand, the locator page renders a search's
 * results with its map while long tasks are counted.
 *
 *   npx tsx bench/dealers.ts [--per-country 10000] [--site .builds/raleigh --path /gb/en/store-locator/ --query London]
 *
 * The built site calls the dealer and map stand-ins at the ports it was built with (the
 * environment's or the defaults), so they are started there.
 */
import { chromium } from 'playwright-core';
import type http from 'node:http';
import { parseArgs } from 'node:util';
import { startDealersEmulator } from '../emulators/dealers/server';
import { startThirdPartyEmulator } from '../emulators/thirdparty/server';
import { chromiumArgs, findChromium } from '../scripts/chromium';
import { createStaticServer } from '../scripts/serve.mjs';
import { defaultPorts } from '../src/config/backends';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    'per-country': { type: 'string', default: '10000' },
    country: { type: 'string', default: 'gb' },
    site: { type: 'string' },
    path: { type: 'string', default: '/gb/en/store-locator/' },
    query: { type: 'string', default: 'London' },
  },
});
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  const perCountry = Number(values['per-country']);
  const country = values.country;
  const dealers = await startDealersEmulator({
    brands: [{ key: 'raleigh', displayName: 'Raleigh', countries: [country] }],
    perCountry,
    port: port('DEALERS_EMULATOR_PORT', defaultPorts.dealers),
  });
  const searches = [
    `q=${encodeURIComponent(values.query)}&radius=50`,
    'q=Manchester&radius=100',
    'q=Leeds&radius=25&collectInStore=true',
    'lat=52.48&lng=-1.89&radius=50',
    'lat=51.45&lng=-2.59&radius=200&bikeType=e-bike',
  ];
  const times: number[] = [];
  let total = 0;
  for (let round = 0; round < 6; round++)
    for (const search of searches) {
      const started = performance.now();
      const response = await fetch(`${dealers.url}/api/v1/dealers?brand=raleigh&country=${country}&limit=50&${search}`);
      const body = (await response.json()) as { meta: { total: number } };
      // The first round warms the country's indexes, as the first visitor after a restart does.
      if (round > 0) times.push(performance.now() - started);
      total = Math.max(total, body.meta.total);
    }
  times.sort((a, b) => a - b);
  console.log(
    `dealer search, ${perCountry} dealers in ${country}: median ${median(times)?.toFixed(1)} ms, ` +
      `p95 ${times[Math.floor(times.length * 0.95)]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms ` +
      `(${times.length} searches, up to ${total} matches each)`,
  );

  if (values.site) {
    const thirdParty = await startThirdPartyEmulator({
      port: port('THIRD_PARTY_EMULATOR_PORT', defaultPorts.thirdParty),
    });
    const server: http.Server = createStaticServer(values.site);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      { name: 'OptanonConsent', value: `groups=${encodeURIComponent('C0001:1,C0002:0,C0003:1,C0004:0')}`, url: base },
      { name: 'OptanonAlertBoxClosed', value: new Date(0).toISOString(), url: base },
    ]);
    const page = await context.newPage();
    // Tasks of the page load itself (hydration, consent, prefetching) are not the search's.
    await page.goto(base + values.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const store = window as unknown as { __longTasks: number[] };
      store.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    // The first search also loads the map (Leaflet, outlines); the second only redraws it.
    for (const [label, query] of [
      ['first search (loads the map)', 'Manchester'],
      ['second search', values.query],
    ] as const) {
      // A visitor focuses the field, then types for a second or more before sending.
      await page.getByRole('textbox').first().focus();
      await page.waitForTimeout(1000);
      await page.evaluate(() => {
        (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
      });
      const started = Date.now();
      await page.getByRole('textbox').first().fill(query);
      await page.getByRole('textbox').first().press('Enter');
      await page.getByRole('main').getByRole('status').filter({ hasText: query }).waitFor();
      await page.locator('main li').nth(49).waitFor();
      await page.locator('[data-map-ready="50"]').waitFor();
      const shown = Date.now() - started;
      // Let tasks that the answer started finish before reading the observer.
      await page.waitForTimeout(1500);
      const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
      console.log(
        `${label}, 50 results with map: shown after ${shown} ms; long tasks: ${longTasks.length}` +
          (longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''),
      );
    }
    await browser.close();
    server.close();
    await thirdParty.close();
  }
  await dealers.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
