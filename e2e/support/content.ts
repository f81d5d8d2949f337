/** The content pages a build of a brand makes, planned from the running content emulator. */
import { type PlannedPage, planContentPages } from '../../src/gatsby/content/plan';
import { localContentUrl } from '../../src/config/backends';
import { loadBrandConfig } from '../../src/config/load';
import type { BrandName } from '../../src/config/schema';
import { sourceStoryEntries } from '../../src/testing/sourced-content';

const planned = new Map<BrandName, Promise<PlannedPage[]>>();

export function contentPages(brand: BrandName): Promise<PlannedPage[]> {
  let pages = planned.get(brand);
  if (!pages) {
    pages = sourceStoryEntries(brand, localContentUrl(process.env)).then((entries) =>
      planContentPages(loadBrandConfig(brand), entries),
    );
    planned.set(brand, pages);
  }
  return pages;
}
