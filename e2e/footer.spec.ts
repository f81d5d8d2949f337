import fs from 'node:fs';
import path from 'node:path';
import type { BrandName } from '../src/config/schema';
import type { PageContext } from '../src/lib/page-context';
import { expect, open, test } from './support/fixtures';

/** The path of the locale's first catalogue group, from its built home's page context. */
function firstListing(brand: BrandName, prefix: string): string {
  const file = path.join('.builds', brand, 'page-data', prefix, 'page-data.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { result: { pageContext: PageContext } };
  const group = data.result.pageContext.catalogMenu?.[0];
  if (!group) throw new Error(`The home of ${prefix} names no catalogue group.`);
  return group.path;
}

/** WCAG contrast of two computed `rgb(...)` colours. */
function contrastOf(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`footer on the content grid, its subscribe button visible on the footer (${colorScheme})`, async ({
    page,
    brand,
    locales,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1366, height: 900 });
    // A catalogue site has no basket: its first catalogue listing instead, on the same grid.
    await open(
      page,
      brand.flags.ordering ? `${locales[0]!.prefix}basket/` : firstListing(brand.name, locales[0]!.prefix),
    );
    const footer = page.getByRole('contentinfo');
    // The footer's first heading starts where the page's heading does.
    const pageLeft = (await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox())!.x;
    const footerLeft = (await footer.getByRole('heading', { level: 2 }).first().boundingBox())!.x;
    expect(Math.abs(footerLeft - pageLeft)).toBeLessThanOrEqual(1);
    // Its button stands out from the footer (WCAG 1.4.11: 3:1 for a control's shape).
    const button = footer.locator('button[type="submit"]');
    const [buttonBackground, footerBackground] = await Promise.all([
      button.evaluate((element) => getComputedStyle(element).backgroundColor),
      footer.evaluate((element) => getComputedStyle(element).backgroundColor),
    ]);
    expect(contrastOf(buttonBackground, footerBackground)).toBeGreaterThanOrEqual(3);
  });
}
