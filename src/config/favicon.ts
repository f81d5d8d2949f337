/**
 * The brand's favicon (`brands/<brand>/favicon.png`, drawn by `scripts/favicons.ts`) as every
 * page names it: a data address, so that no request for it joins the page's first load.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from './schema';

export function brandFavicon(brand: BrandConfig, root = process.cwd()): string {
  const png = fs.readFileSync(path.join(root, 'brands', brand.name, 'favicon.png'));
  return `data:image/png;base64,${png.toString('base64')}`;
}
