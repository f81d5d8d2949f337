/**
 * Variant selection on the product page, pure: which option of each configurator group a variant
 * has, which variant a changed option leads to, which variant a link's query asks for, and the
 * query of a shown variant. Groups and options are the detail's `variantGroups`; a variant names
 * its options by id (`optionIds`).
 */
import {
  attributeOfRole,
  type AttributeGroup,
  type DetailVariant,
  isOrderable,
  type ProductAttribute,
  type ProductDetail,
  variantQuery,
} from '../../../lib/product';
import type { BatteryChoice, ProductQuery } from '../../../lib/routing';

/** Option id per group id. */
export type OptionSelection = Readonly<Record<string, string>>;

type VariantSource = Pick<ProductDetail, 'variantGroups' | 'variants' | 'defaultVariantId'>;

/** The options a variant has, in group order. */
export function optionsOf(
  groups: readonly AttributeGroup[],
  variant: Pick<DetailVariant, 'optionIds'>,
): ProductAttribute[] {
  return groups.flatMap((group) => group.options.filter((option) => variant.optionIds.includes(option.id)).slice(0, 1));
}

export function selectionOf(
  groups: readonly AttributeGroup[],
  variant: Pick<DetailVariant, 'optionIds'>,
): OptionSelection {
  return Object.fromEntries(optionsOf(groups, variant).map((option) => [option.groupId, option.id]));
}

/**
 * The best variant for a wanted selection: one with every `required` option, then as many wanted
 * options as possible (earlier groups weigh more: colour before size), then an orderable one,
 * then the catalogue's order. Null when no variant has the required options.
 */
export function bestVariant(
  source: VariantSource,
  wanted: OptionSelection,
  required: readonly string[],
): DetailVariant | null {
  const groupIds = source.variantGroups.map((group) => group.id);
  const score = (variant: DetailVariant) =>
    groupIds.reduce(
      (sum, groupId, index) =>
        sum + (wanted[groupId] && variant.optionIds.includes(wanted[groupId]) ? 2 ** (groupIds.length - index) : 0),
      0,
    );
  let best: { variant: DetailVariant; score: number; orderable: boolean } | null = null;
  for (const variant of source.variants) {
    if (!required.every((optionId) => variant.optionIds.includes(optionId))) continue;
    const candidate = { variant, score: score(variant), orderable: isOrderable(variant.stockStatus) };
    if (
      !best ||
      candidate.score > best.score ||
      (candidate.score === best.score && candidate.orderable && !best.orderable)
    ) {
      best = candidate;
    }
  }
  return best?.variant ?? null;
}

/** The variant after the visitor chose an option: it has that option and keeps as many others as it can. */
export function variantForOption(
  source: VariantSource,
  current: DetailVariant | null,
  groupId: string,
  optionId: string,
): DetailVariant | null {
  const wanted = { ...(current ? selectionOf(source.variantGroups, current) : {}), [groupId]: optionId };
  return bestVariant(source, wanted, [optionId]);
}

/** Whether a variant with this option and every other current option exists. */
export function isCombinationAvailable(
  source: { variants: readonly Pick<DetailVariant, 'optionIds'>[] },
  selection: OptionSelection,
  groupId: string,
  optionId: string,
): boolean {
  const wanted = Object.entries({ ...selection, [groupId]: optionId }).map(([, id]) => id);
  return source.variants.some((variant) => wanted.every((id) => variant.optionIds.includes(id)));
}

/** The variant a page shows before the query is read: the page's own, else the default, else the first. */
export function baseVariant(source: VariantSource, variantId: string | null): DetailVariant | null {
  return (
    source.variants.find((variant) => variant.id === variantId) ??
    source.variants.find((variant) => variant.id === source.defaultVariantId) ??
    source.variants[0] ??
    null
  );
}

/**
 * The variant a link asks for: the page's variant with the query's colour and frame shape
 * (option codes) applied. Unknown codes are ignored, so a stale link still opens the page.
 */
export function variantFromQuery(
  source: VariantSource,
  variantId: string | null,
  query: Pick<ProductQuery, 'color' | 'frameShape'>,
): DetailVariant | null {
  const base = baseVariant(source, variantId);
  const options = source.variantGroups.flatMap((group) => group.options);
  const asked = [
    query.color
      ? attributeOfRole(
          options.filter((option) => option.code === query.color),
          'color',
        )
      : undefined,
    query.frameShape
      ? attributeOfRole(
          options.filter((option) => option.code === query.frameShape),
          'shape',
        )
      : undefined,
  ].filter((option): option is ProductAttribute => option !== undefined);
  if (asked.length === 0) return base;
  const wanted = { ...(base ? selectionOf(source.variantGroups, base) : {}) };
  for (const option of asked) wanted[option.groupId] = option.id;
  return (
    bestVariant(
      source,
      wanted,
      asked.map((option) => option.id),
    ) ??
    bestVariant(source, wanted, []) ??
    base
  );
}

/**
 * The query of a shown variant: its colour and frame shape codes (both, since the page path stays
 * the one the visitor opened, whatever its slug names) and the chosen battery.
 */
export function productQueryOf(
  groups: readonly AttributeGroup[],
  variant: DetailVariant | null,
  battery: BatteryChoice | null,
): ProductQuery {
  // No child slug applies to an in-page change: '' names no attribute, so colour and shape both go into the query.
  const query: ProductQuery = variant ? variantQuery(optionsOf(groups, variant), '') : {};
  if (battery) query.battery = battery;
  return query;
}
