import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2ePorts } from './e2e/build-env';
import { brandNames } from './src/config/schema';
import { chromiumArgs, findChromium, installHint } from './scripts/chromium';

const executablePath = findChromium();
if (!executablePath) throw new Error(installHint);

/**
 * Specs of what is the same code in every brand's build (Gatsby's runtime, the service worker)
 * or that load every page kind: they run against one shop brand and the marketing site, not all
 * seven, to keep CI well under its time limit.
 */
const sameInEveryBuild = ['runtime', 'service-worker', 'page-kinds'];
const sameInEveryBuildBrands: readonly string[] = ['raleigh', 'xlc'];

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
    trace: 'retain-on-failure',
    // page.route does not see what a service worker fetches: fault injection must see every
    // request (e2e/service-worker.spec.ts allows the worker for itself).
    serviceWorkers: 'block',
  },
  // A spec named <brand>.*.spec.ts runs only in that brand's project.
  projects: brands.map((brand) => ({
    name: brand,
    testIgnore: [
      new RegExp(`(^|/)(${brandNames.filter((other) => other !== brand).join('|')})\\.[^/]*\\.spec\\.ts$`),
      ...(sameInEveryBuildBrands.includes(brand)
        ? []
        : [new RegExp(`(^|/)(${sameInEveryBuild.join('|')})\\.spec\\.ts$`)]),
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
