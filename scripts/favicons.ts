/**
 * Draws each brand's favicon: its initial, outlined from the brand's heading typeface, on its
 * primary colour, as a 32 px PNG (`brands/<brand>/favicon.png`):
 *   npx tsx scripts/favicons.ts
 * A PNG and not an SVG: the browser decodes a page's icon in the page's own renderer, and an SVG
 * icon builds an SVG document on its main thread on every first load (35-66 ms at 4x CPU on this
 * machine, issue 20); a PNG of this size decodes in well under a millisecond. The files are
 * artwork: a brand's team may replace one with its official icon.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type BrandName, brandNames } from '../src/config/schema';
import { loadBrandConfig } from '../src/config/load';
import { headingFont } from './heading-font';

const size = 32;

async function drawFavicon(name: BrandName) {
  const brand = loadBrandConfig(name);
  const font = headingFont(name);
  const glyph = font.charToGlyph(brand.displayName.charAt(0).toUpperCase());
  // The letter's outline at 20 px, centred on its drawn box rather than its advance.
  const drawn = glyph.getPath(0, 0, 20);
  const box = drawn.getBoundingBox();
  const glyphPath = glyph.getPath(size / 2 - (box.x1 + box.x2) / 2, size / 2 - (box.y1 + box.y2) / 2, 20);
  const d = glyphPath.toPathData(2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" rx="6" fill="${brand.theme.light.primary}"/>` +
    `<path fill="${brand.theme.light.onPrimary}" d="${d}"/></svg>`;
  const png = await sharp(Buffer.from(svg), { density: 72 * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.resolve('brands', name, 'favicon.png'), png);
  console.log(`${name}: ${brand.displayName.charAt(0)}, ${png.length} bytes`);
}

void (async () => {
  for (const name of brandNames) await drawFavicon(name);
})();
