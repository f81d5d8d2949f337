/**
 * Screenshots of served pages, for looking at what we build:
 *   npx tsx scripts/screenshot.ts http://localhost:9000/gb/en/ out.png [--dark] [--width 390] [--height 844] [--full]
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium, installHint } from './chromium';

async function main() {
  const [url, out, ...flags] = process.argv.slice(2);
  if (!url || !out) throw new Error('usage: screenshot.ts URL OUT.png [--dark] [--width N] [--height N] [--full]');
  const executablePath = findChromium();
  if (!executablePath) throw new Error(installHint);
  const flag = (name: string, fallback: number) => {
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
