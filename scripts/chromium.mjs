/**
 * Finds a Chromium for Playwright, in this order: $CHROMIUM_PATH, Debian's /usr/bin/chromium,
 * Playwright's own download. Returns undefined when there is none.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return bundled;
  } catch {
    // playwright-core has no browser of its own here; fall through.
  }
  return undefined;
}

export const installHint =
  "No Chromium found. Install Debian's package (apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium binary.";
