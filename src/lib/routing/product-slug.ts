/**
 * Product detail slugs: the parent slug (model name, optionally the sku and an identifier) and
 * the child slug (one variant attribute's option value).
 */
import { hashSlugPart, slugify } from './slug';
import type { RoutingSettings } from './types';

/** One option of a variant: the attribute code (e.g. 'attrFrameShape', 'UB-FRAMEKI') and its value. */
export interface VariantOption {
  code: string;
  value: string;
}

/** The product fields slugs are made of; every field may be missing in catalogue data. */
export interface ProductSlugSource {
  name?: string | null;
  /** The product number. */
  sku?: string | null;
  /** The parent's product number; absent on a product without a parent. */
  parentSku?: string | null;
  model?: string | null;
  customFields?: {
    /** Custom field for the parent model name. */
    parentModelName?: string | null;
    /** Custom field for the model slug. */
    modelSlug?: string | null;
  } | null;
  options?: readonly VariantOption[] | null;
}

export type ParentSlugSettings = Pick<RoutingSettings, 'skuInSlug' | 'parentUrlStructure' | 'hashSlugParts'>;
export type ChildSlugSettings = Pick<RoutingSettings, 'childSlugAttribute' | 'hashSlugParts'>;

export interface ParentSlugOptions {
  /** Whether the variant with an identifier is requested (has effect with 'name-identifier' only). */
  withIdentifier?: boolean;
}

/**
 * The slug of the first candidate that yields one. A blank or all-symbol value counts as
 * missing, so it falls through to the next candidate instead of ending the slug empty.
 */
export function firstSlug(candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const slug = candidate ? slugify(candidate) : '';
    if (slug !== '') return slug;
  }
  return '';
}

/** A slug part as the brand shows it: hashed when configured; an empty part stays empty. */
export function slugPart(slug: string, hashSlugParts: boolean): string {
  return hashSlugParts && slug !== '' ? hashSlugPart(slug) : slug;
}

/** The model slug: parent model name custom field, otherwise the product name, otherwise the model. */
export function parentModelSlug(product: ProductSlugSource): string {
  return firstSlug([product.customFields?.parentModelName, product.name, product.model]);
}

/** The second slug of 'name-identifier' parents: model slug custom field, otherwise parent sku, otherwise sku. */
export function identifierSlug(product: ProductSlugSource): string {
  return firstSlug([product.customFields?.modelSlug, product.parentSku, product.sku]);
}

/**
 * The sku shown in the parent slug: the parent's sku when there is one, so that all variants of
 * a model share one parent slug, otherwise the product's own.
 */
export function skuSlug(product: ProductSlugSource): string {
  return firstSlug([product.parentSku, product.sku]);
}

/**
 * The parent slug: `{model}[-{identifier}][-{sku}]`, the identifier only for 'name-identifier'
 * with `withIdentifier`, the sku only with `skuInSlug`; a part equal to the one before it is left
 * out (the identifier often falls back to the same sku). Each part is hashed when configured.
 * Null when no model slug can be made: then no detail link is built.
 */
export function parentSlug(
  product: ProductSlugSource,
  settings: ParentSlugSettings,
  options: ParentSlugOptions = {},
): string | null {
  const model = parentModelSlug(product);
  if (model === '') return null;
  const parts = [model];
  if (settings.parentUrlStructure === 'name-identifier' && options.withIdentifier === true) {
    parts.push(identifierSlug(product));
  }
  if (settings.skuInSlug) parts.push(skuSlug(product));
  return parts
    .filter((part, index) => part !== '' && part !== parts[index - 1])
    .map((part) => slugPart(part, settings.hashSlugParts))
    .join('-');
}

/**
 * The value of the option whose code is `attribute`; codes are compared ignoring case and
 * surrounding space, because catalogues spell the same code differently ('Wheel Size').
 */
export function optionValue(product: ProductSlugSource, attribute: string): string | undefined {
  const wanted = attribute.trim().toLowerCase();
  return product.options?.find((option) => option.code.trim().toLowerCase() === wanted)?.value;
}

/**
 * The child slug: the value of the chosen variant attribute's option (e.g. frame shape).
 * Falls back to the product's own sku, which still tells variants apart when the attribute is
 * missing, and to '' when neither gives a slug (the path then ends at the parent slug).
 */
export function childSlug(product: ProductSlugSource, settings: ChildSlugSettings): string {
  const slug = firstSlug([optionValue(product, settings.childSlugAttribute), product.sku]);
  return slugPart(slug, settings.hashSlugParts);
}
