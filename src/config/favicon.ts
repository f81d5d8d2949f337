/**
 * The brand's favicon (`brands/<brand>/favicon.png`, drawn by `scripts/favicons.ts`) as the
 * build serves it: named by its content hash so it can be cached for good.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from './schema';

export interface Favicon {
  /** Site-relative address, `/favicon-<hash>.png`. */
  src: string;
  /** The artwork in the repository. */
  file: string;
}

export function brandFavicon(brand: BrandConfig, root = process.cwd()): Favicon {
  const file = path.join(root, 'brands', brand.name, 'favicon.png');
  const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
  return { src: `/favicon-${hash}.png`, file };
}
