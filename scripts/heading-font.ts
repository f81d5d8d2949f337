/**
 * A brand's heading typeface as opentype.js reads it (the Latin subset's WOFF from its Fontsource
 * package), for the scripts that draw the brand's artwork from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { loadBrandConfig } from '../src/config/load';
import type { BrandName } from '../src/config/schema';
import { fontFilesDirOf } from '../src/gatsby/fonts';

export function headingFont(name: BrandName): opentype.Font {
  const { headingFace: face } = loadBrandConfig(name).theme.tokens.font;
  if (!face) throw new Error(`${name} has no heading face`);
  const file = path.join(
    fontFilesDirOf(face),
    `${face.source.replace('@fontsource/', '')}-latin-${face.weight}-normal.woff`,
  );
  const buffer = fs.readFileSync(file);
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
}
