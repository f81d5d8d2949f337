/** How a variant's options go into its links (slug and preselection query): pure, shared by the mapping and the product page. */
import type { ProductQuery, VariantOption } from '../routing';
import { attributeOfRole } from './attributes';
import type { ProductAttribute } from './types';

/**
 * Options as the routing library reads them: each under its display key and its attribute
 * code, so `routing.childSlugAttribute` may name either ('attrFrameShape' or 'UB-FRAMEKI').
 */
export function slugOptions(options: readonly ProductAttribute[]): VariantOption[] {
  return options.flatMap((option) => [
    ...(option.key ? [{ code: option.key, value: option.name }] : []),
    { code: option.group, value: option.name },
  ]);
}

/**
 * The preselection of a variant's link: colour and frame shape option codes (language-neutral,
 * so a link stays valid when labels are reworded), except the one the child slug already names.
 */
export function variantQuery(options: readonly ProductAttribute[], childSlugAttribute: string): ProductQuery {
  const slugAttribute = options.find(
    (option) =>
      option.group.toLowerCase() === childSlugAttribute.toLowerCase() ||
      option.key?.toLowerCase() === childSlugAttribute.toLowerCase(),
  );
  const color = attributeOfRole(options, 'color');
  const shape = attributeOfRole(options, 'shape');
  const query: ProductQuery = {};
  if (color && color !== slugAttribute) query.color = color.code;
  if (shape && shape !== slugAttribute) query.frameShape = shape.code;
  return query;
}
