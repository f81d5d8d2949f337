/** Routing settings of one brand: the data every path builder of this folder reads. */
export interface RoutingSettings {
  /** Between country and language in the locale prefix: '-' gives /de-de/, '/' gives /gb/en/. */
  localeSeparator: '-' | '/';
  /** Whether product detail and listing paths carry a segment (productSegment / listingSegment). */
  segmentation: boolean;
  /** Segment before product detail paths when segmentation is on, e.g. 'p' or 'o'. */
  productSegment: string;
  /** Segment before category listing paths when segmentation is on, e.g. 'c' or 'v'. */
  listingSegment: string;
  /** Segment of product line pages, e.g. 'product-lines'. */
  productLineSegment: string;
  /** Whether the sku is part of the parent slug. */
  skuInSlug: boolean;
  /**
   * How a parent product's URL part is made: 'name' is the model slug alone;
   * 'name-identifier' joins the model slug and a second slug (model slug custom field,
   * else parent sku, else sku) with a hyphen.
   */
  parentUrlStructure: 'name' | 'name-identifier';
  /** Variant attribute whose option value makes the child slug, e.g. 'attrFrameShape'. */
  childSlugAttribute: string;
  /** Whether slug parts are replaced by a short stable hash. */
  hashSlugParts: boolean;
}
