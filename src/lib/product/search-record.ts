/**
 * The search index record of a product (spec section 3, search index fields): what the search
 * page facets, sorts and links on. Built from a mapped `Product`, so search and pages agree.
 */
import { buildProductQuery } from '../routing';
import { attributeOfRole } from './attributes';
import { productCustomFieldNames } from './fields';
import { variantQuery } from './variant-links';
import { isOrderable } from './stock';
import type { Product, StockStatus } from './types';

export interface SearchRecord {
  objectID: string;
  sku: string;
  name: string;
  brand: string | null;
  url: string | null;
  img: string | null;
  price: { amount: number; currency: string } | null;
  /** 1 when the product can be ordered now, 0 otherwise: a two-value facet. */
  stockForFaceting: 0 | 1;
  stockStatus: StockStatus;
  colorGroup: string | null;
  customFields: { [productCustomFieldNames.colorGroup]: string | null };
  /** Recommended rank: higher first (sales). */
  sorting: number;
  /** Preselection of the default variant's link ('?color=...&frameShape=...' or ''). */
  query: string;
  frameShape: string | null;
  frameSize: string | null;
  size: string | null;
}

export function toSearchRecord(product: Product, childSlugAttribute: string): SearchRecord {
  const variant = product.variants.find((entry) => entry.id === product.defaultVariantId);
  const options = variant?.options ?? product.options;
  const all = [...options, ...product.attributes];
  const frameSize = all.find((attribute) => attribute.key === 'attrFrameSize');
  const size = all.find((attribute) => attribute.key === 'attrSize');
  return {
    objectID: product.objectID,
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    url: product.url,
    img: product.imgThumbnails[0]?.url ?? product.img,
    price: product.price,
    stockForFaceting: isOrderable(product.stockStatus) ? 1 : 0,
    stockStatus: product.stockStatus,
    colorGroup: product.customFields.colorGroup,
    customFields: { [productCustomFieldNames.colorGroup]: product.customFields.colorGroup },
    sorting: product.sales,
    query: buildProductQuery(variantQuery(options, childSlugAttribute)),
    frameShape: attributeOfRole(all, 'shape')?.name ?? null,
    frameSize: frameSize?.name ?? null,
    size: size?.name ?? null,
  };
}
