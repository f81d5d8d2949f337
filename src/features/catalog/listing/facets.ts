/**
 * Filter groups of a listing whose page data holds only cards. The product library's
 * `facetDefinitions` needs whole products (labels of groups and options); a card carries the
 * language-neutral option codes per filter key (`facets`) and its colourways (`colors`, with
 * names and hex codes). So: the brand's filter keys in order, each key's codes as found on the
 * cards, colour names from the swatches, group labels from the interface texts, options in the
 * library's display order (`sortAttributeOptions`). When the page data carries the library's
 * definitions, the listing uses those instead.
 */
import {
  type FacetDefinition,
  hasRole,
  isDisplayKey,
  type ProductCard,
  sortAttributeOptions,
} from '../../../lib/product';

export interface CardFacetSettings {
  filterKeys: readonly string[];
  ascendingAttributes: readonly string[];
  language: string;
  /** Group label of a filter key in the page language. */
  labelOf: (key: string) => string;
}

export function cardFacetDefinitions(
  cards: readonly Pick<ProductCard, 'facets' | 'colors'>[],
  settings: CardFacetSettings,
): FacetDefinition[] {
  return settings.filterKeys.flatMap((key) => {
    const displayKey = isDisplayKey(key) ? key : null;
    const isColour = hasRole({ key: displayKey, group: key }, 'color');
    const codes: string[] = [];
    for (const card of cards) {
      for (const code of card.facets[key] ?? []) if (!codes.includes(code)) codes.push(code);
    }
    if (codes.length === 0) return [];
    const swatches = new Map(cards.flatMap((card) => card.colors).map((color) => [color.code, color]));
    // Without the catalogue's positions, options of one group sort by name (sizes and numbers by value).
    const options = codes.map((code) => {
      const swatch = isColour ? swatches.get(code) : undefined;
      return {
        key: displayKey,
        group: key,
        code,
        name: swatch?.name ?? code,
        colorHexCode: swatch?.colorHexCode ?? null,
        position: 0,
      };
    });
    return [
      {
        key,
        label: settings.labelOf(key),
        displayType: isColour ? 'color' : 'text',
        options: sortAttributeOptions(options, settings.ascendingAttributes, settings.language).map(
          ({ code, name, colorHexCode }) => ({ code, name, colorHexCode }),
        ),
      },
    ];
  });
}
