/**
 * The mapper reads custom fields by the names in `src/lib/product/fields.ts`; the backend holds
 * them under the names its custom field sets define (`emulators/seed/catalog/fields.ts`). Both
 * are stated on their own, so a renamed field on either side fails here instead of passing on
 * both; and every field the mapper reads is one the seeded catalogue actually fills.
 */
import { describe, expect, it } from 'vitest';
import {
  categoryCustomFieldKeys,
  generateCatalog,
  groupCustomFieldKeys,
  optionCustomFieldKeys,
  productCustomFieldKeys,
} from '../emulators/seed/catalog';
import {
  categoryCustomFieldNames,
  groupCodeField,
  optionCodeField,
  productCustomFieldNames,
} from '../src/lib/product/fields';

describe('custom field names of the mapper and of the backend', () => {
  it('are the same for products, categories, options and groups', () => {
    expect(productCustomFieldNames).toEqual(productCustomFieldKeys);
    expect(categoryCustomFieldNames).toEqual(categoryCustomFieldKeys);
    expect(optionCodeField).toBe(optionCustomFieldKeys.code);
    expect(groupCodeField).toBe(groupCustomFieldKeys.code);
  });

  it('name fields the seeded catalogue fills', () => {
    const catalog = generateCatalog({ brands: ['raleigh'] });
    const filled = new Set(
      catalog.brands[0]!.products.flatMap((product) => [
        ...Object.keys(product.customFields),
        ...Object.keys(product.localizedCustomFields),
      ]),
    );
    const unfilled = Object.values(productCustomFieldNames).filter((name) => !filled.has(name));
    expect(unfilled).toEqual([]);
  });
});
