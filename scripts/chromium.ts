/**
 * Finds a Chromium for Playwright, in this order: $CHROMIUM_PATH, Debian's /usr/bin/chromium,
 * Playwright's own download. Returns undefined when there is none.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** Flags for a root, offline, headless machine (see README: "Browsers"). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return bundled;
  } catch {
    // No browser of Playwright's own is installed.
  }
  return undefined;
}

export const installHint =
  "No Chromium found. Install Debian's package (apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium binary.";
