/**
 * The mapper turns attribute codes into display keys with `defaultAttributeKeyMap`; the seeded
 * backend makes groups filterable by its own statement of the same table. Stated on both sides,
 * so a code renamed on one side fails here, and every group the seed creates has a key the
 * mapper knows.
 */
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../emulators/seed/catalog';
import { seedDisplayKeys } from '../emulators/seed/catalog/generate';
import { defaultAttributeKeyMap } from '../src/lib/product/attributes';

describe('attribute codes of the mapper and of the backend', () => {
  it('map to the same display keys', () => {
    expect(defaultAttributeKeyMap).toEqual(seedDisplayKeys);
  });

  it('give every group the backend filters by a display key the mapper knows', () => {
    const filtered = generateCatalog().brands.flatMap((brand) =>
      brand.propertyGroups.filter((group) => group.filterable).map((group) => group.code),
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.filter((code) => !(code in defaultAttributeKeyMap))).toEqual([]);
  });
});
