/**
 * Which catalogue products each product teaser of a story shows in one locale. Editors choose
 * products by number, by product line or by category (or several ways at once); the build
 * resolves the choice against the locale's catalogue, so the page data carries the tiles and
 * a number the locale does not sell is left out (and reported) instead of drawn broken.
 */
import type { ProductTeaserBlock } from '../../services/storyblok/model';

/** The products of one locale's catalogue, as the teasers choose them. */
export interface TeaserCatalog {
  /** Product numbers in catalogue order. */
  numbers: readonly string[];
  lineOf: ReadonlyMap<string, string>;
  categoriesOf: ReadonlyMap<string, readonly string[]>;
}

export interface TeaserSelection {
  /** Product numbers per teaser block (`_uid`), in the order they are shown. */
  byBlock: Record<string, string[]>;
  /**
   * What a teaser names that the locale's catalogue does not hold: a product number
   * ('product RAL10001'), or a line or category without products ("line 'Motus'").
   */
  missing: string[];
}

/** Tiles a teaser shows when it chooses a whole line or category: two rows on wide screens. */
export const maxChosenTiles = 8;

const isTeaser = (value: unknown): value is ProductTeaserBlock =>
  typeof value === 'object' &&
  value !== null &&
  (value as { component?: unknown }).component === 'product_teaser' &&
  typeof (value as { _uid?: unknown })._uid === 'string';

/** Every product teaser block anywhere in a story's content (body, nested blocks, teaser lists). */
export function teaserBlocks(content: unknown): ProductTeaserBlock[] {
  const found: ProductTeaserBlock[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      if (isTeaser(value)) found.push(value);
      // Resolved relations (other stories) carry their own teasers, which are not this page's.
      for (const [key, entry] of Object.entries(value)) if (key !== 'content') visit(entry);
    }
  };
  visit(content);
  return found;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function selectTeaserProducts(content: unknown, catalog: TeaserCatalog): TeaserSelection {
  const held = new Set(catalog.numbers);
  const byBlock: Record<string, string[]> = {};
  const missing = new Set<string>();
  for (const block of teaserBlocks(content)) {
    const chosen = [...new Set((block.product_numbers ?? []).map(text).filter(Boolean))];
    for (const number of chosen) if (!held.has(number)) missing.add(`product ${number}`);
    const line = text(block.product_line);
    const category = text(block.category);
    const byRule =
      line || category
        ? catalog.numbers
            .filter(
              (number) =>
                (!line || catalog.lineOf.get(number) === line) &&
                (!category || (catalog.categoriesOf.get(number) ?? []).includes(category)),
            )
            .slice(0, maxChosenTiles)
        : [];
    if ((line || category) && byRule.length === 0)
      missing.add([line && `line '${line}'`, category && `category '${category}'`].filter(Boolean).join(' in '));
    byBlock[block._uid] = [...new Set([...chosen.filter((number) => held.has(number)), ...byRule])];
  }
  return { byBlock, missing: [...missing] };
}
