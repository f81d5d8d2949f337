import { generateContentSpace } from '../../emulators/seed/content';
import type { ContentSpace, SeedFolder, SeedStory } from '../../emulators/storyblok/types';
import type { BrandName } from '../../src/config/schema';

/** Each brand's seeded content space, generated once per test file. */
const spaces = new Map<BrandName, ContentSpace>();
export const space = (brand: BrandName): ContentSpace => {
  let found = spaces.get(brand);
  if (!found) spaces.set(brand, (found = generateContentSpace(brand)));
  return found;
};

export const isStory = (node: SeedStory | SeedFolder): node is SeedStory => node.is_folder !== true;
export const storiesOf = (brand: BrandName): SeedStory[] => space(brand).stories.filter(isStory);
