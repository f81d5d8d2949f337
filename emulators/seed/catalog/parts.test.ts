/**
 * The parts brand's category names: a leaf named like its subcategory in some language would
 * get its subcategory's path there (duplicate path segments collapse), so two categories would
 * share one page and their hreflang alternates would not be reciprocal.
 */
import { describe, expect, it } from 'vitest';
import { partGroups } from './parts';

describe('parts categories', () => {
  it('name every leaf unlike its subcategory in every language', () => {
    const clashes: string[] = [];
    for (const group of partGroups)
      for (const subcategory of group.subcategories)
        for (const leaf of subcategory.leaves)
          for (const [language, name] of Object.entries(leaf.name))
            if (
              name.trim().toLowerCase() === subcategory.name[language as keyof typeof leaf.name]?.trim().toLowerCase()
            )
              clashes.push(`${language}: ${subcategory.key}/${leaf.key} "${name}"`);
    expect(clashes).toEqual([]);
  });
});
