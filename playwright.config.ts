import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2ePorts } from './e2e/build-env';
import { brandNames } from './src/config/schema';
import { chromiumArgs, findChromium, installHint } from './scripts/chromium';

const executablePath = findChromium();
if (!executablePath) throw new Error(installHint);

/**
 * Specs of code that is the same in every brand's build run on the brands whose configuration
 * changes what they meet, not on all seven, to keep CI well under its time limit (the whole e2e
 * suite on all brands took 43 minutes of a 67-minute run): Gatsby's runtime and the service worker
 * on one shop; every page kind on a shop and the marketing site; scroll restoration, live tiles,
 * notify-me and the newsletter on a shop in pounds with "/" locales and one in euros with "-".
 * Every other spec runs on every brand, and each test fails on a CSP violation.
 */
const specBrands: Record<string, readonly string[]> = {
  runtime: ['raleigh'],
  'service-worker': ['raleigh'],
  'page-kinds': ['raleigh', 'xlc'],
  navigation: ['raleigh', 'lapierre'],
  'live-tiles': ['raleigh', 'lapierre'],
  'notify-me': ['raleigh', 'lapierre'],
  newsletter: ['raleigh', 'lapierre'],
};
/** The shared-code specs a brand's project leaves out, as one file pattern (none: matches nothing). */
const notForBrand = (brand: string) => {
  const specs = Object.entries(specBrands)
    .filter(([, only]) => !only.includes(brand))
    .map(([spec]) => spec);
  return new RegExp(specs.length ? `(^|/)(${specs.join('|')})\\.spec\\.ts$` : '$^');
};

/** One project per brand whose build exists in .builds/ (BRANDS narrows the list). */
const wanted = process.env.BRANDS?.split(/[\s,]+/).filter(Boolean);
const brands = brandNames.filter(
  (brand) => (!wanted || wanted.includes(brand)) && fs.existsSync(`.builds/${brand}/index.html`),
);

export default defineConfig({
  testDir: 'e2e',
  // Generous limits: a journey with several axe runs takes 20-30 s on a busy two-core machine.
  // A passing test finishes as soon as it can; only a failing one waits this long.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    // A failed test keeps its trace of DOM snapshots; the screencast is left out, since recording it
    // for every test cost a quarter of the suite's time (lapierre's content, footer and shell specs:
    // 121 s with it, 86 s without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    // page.route does not see what a service worker fetches: fault injection must see every
    // request (e2e/service-worker.spec.ts allows the worker for itself).
    serviceWorkers: 'block',
  },
  // A spec named <brand>.*.spec.ts runs only in that brand's project.
  projects: brands.map((brand) => ({
    name: brand,
    testIgnore: [
      new RegExp(`(^|/)(${brandNames.filter((other) => other !== brand).join('|')})\\.[^/]*\\.spec\\.ts$`),
      notForBrand(brand),
    ],
    use: { baseURL: `http://127.0.0.1:${e2ePorts[brand]}` },
    metadata: { brand },
  })),
  webServer: [
    {
      command: 'node --import tsx emulators/cli.ts',
      url: `http://127.0.0.1:${process.env.THIRD_PARTY_EMULATOR_PORT ?? 4300}/__emulator`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    ...brands.map((brand) => ({
      command: `node scripts/serve.mjs --dir .builds/${brand} --port ${e2ePorts[brand]}`,
      url: `http://127.0.0.1:${e2ePorts[brand]}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore' as const,
    })),
  ],
});
