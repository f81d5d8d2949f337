/**
 * Screenshots of served pages, for looking at what we build:
 *   npx tsx scripts/screenshot.ts http://localhost:9000/gb/en/ out.png [--dark] [--width 390] [--height 844] [--full]
 *     [--returning]        a returning visitor who chose "only necessary" cookies (no banner)
 *     [--scroll SELECTOR]  scrolls that element to the top once the page's requests have settled
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
  if (flags.includes('--returning')) {
    await page.context().addCookies([
      { name: 'OptanonConsent', value: 'groups=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0', url },
      { name: 'OptanonAlertBoxClosed', value: new Date(0).toISOString(), url },
    ]);
  }
  const scrollIndex = flags.indexOf('--scroll');
  await page.goto(url, { waitUntil: scrollIndex >= 0 ? 'networkidle' : 'load' });
  if (scrollIndex >= 0) {
    await page.locator(flags[scrollIndex + 1] ?? 'body').evaluate((element) => element.scrollIntoView());
    await page.waitForLoadState('networkidle');
  }
  await page.screenshot({ path: out, fullPage: flags.includes('--full') });
  await browser.close();
  console.log(`wrote ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
