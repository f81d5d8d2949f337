#!/usr/bin/env node
/**
 * Screenshots of served pages, for looking at what we build:
 *   node scripts/screenshot.mjs http://localhost:9000/gb/en/ out.png [--dark] [--width 390] [--full]
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium, installHint } from './chromium.mjs';

const [url, out, ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: screenshot.mjs URL OUT.png [--dark] [--width N] [--height N] [--full]');
  process.exit(2);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(installHint);
  process.exit(1);
}
const flag = (name, fallback) => {
  const index = flags.indexOf(`--${name}`);
  return index >= 0 ? Number(flags[index + 1]) : fallback;
};
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width: flag('width', 1280), height: flag('height', 900) },
  colorScheme: flags.includes('--dark') ? 'dark' : 'light',
});
await page.goto(url, { waitUntil: 'load' });
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`wrote ${out}`);
