/**
 * The page data of the catalogue templates (the lead's `CatalogCategory` / `CatalogProduct`
 * nodes), their page contexts, and the parsing of the JSON strings the nodes carry. Page data is
 * made at build time from the product library's own types, so parsing checks the shape only
 * roughly and fails with a message that names the field.
 */
import type { PageContext } from '../../lib/page-context';
import type { BuiltListing, FacetDefinition, ProductCard, ProductDetail } from '../../lib/product';

/**
 * A category's listing as its page carries it (issue 20): the default listing's first page, the
 * total and the unfiltered filter counts; the rest of the cards in a file of their own.
 */
export interface CategoryListing extends BuiltListing<ProductCard> {
  /** Where every card of the category lies (JSON, ProductCard[]); null when the first page holds them all. */
  cardsUrl: string | null;
}

/** Context of a category listing page: the node id, the language-neutral category key and its listing. */
export interface CategoryPageContext extends PageContext {
  id: string;
  categoryKey: string;
  listing: CategoryListing;
}

/** Context of a product page: the node id and the variant this path shows. */
export interface ProductPageContext extends PageContext {
  id: string;
  variantId: string;
  /** The trail of the product's deepest category in this locale (structured data). */
  breadcrumb: { name: string; path: string }[];
  /** The locale's store locator (where to buy when ordering is off); null when the content has none. */
  storeLocatorPath: string | null;
}

export interface CatalogCategoryNode {
  name: string;
  path: string;
  description: string | null;
  legalNotes: string | null;
  /** JSON: `{ name, path }[]`, top group down to this category. */
  breadcrumb: string | null;
  /** JSON: `{ name, path }[]`, the subcategories (`children` is a reserved node field). */
  subcategories: string | null;
  /** JSON: the listing's filter groups with translated option names (FacetDefinition[]). */
  facets?: string | null;
}

export interface CategoryListingData {
  catalogCategory: CatalogCategoryNode | null;
}

export interface ProductDetailData {
  catalogProduct: { detail: string } | null;
}

export interface CategoryLink {
  name: string;
  path: string;
}

export interface CategoryView {
  name: string;
  path: string;
  /** HTML, '' when none. */
  description: string;
  /** HTML, '' when none. */
  legalNotes: string;
  breadcrumb: CategoryLink[];
  children: CategoryLink[];
  /** Filter groups with translated option names; derived from the cards when absent. */
  facets?: FacetDefinition[];
}

function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${field} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseLinks(text: string | null, field: string): CategoryLink[] {
  if (!text) return [];
  const value = parseJson(text, field);
  if (!Array.isArray(value)) throw new Error(`${field} is not a list of { name, path }.`);
  return value.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.name === 'string' && typeof entry.path === 'string'
      ? [{ name: entry.name, path: entry.path }]
      : [],
  );
}

export function parseCategory(node: CatalogCategoryNode | null): CategoryView {
  if (!node) throw new Error('The category listing page has no CatalogCategory node.');
  return {
    name: node.name,
    path: node.path,
    description: node.description ?? '',
    legalNotes: node.legalNotes ?? '',
    breadcrumb: parseLinks(node.breadcrumb, 'CatalogCategory.breadcrumb'),
    children: parseLinks(node.subcategories, 'CatalogCategory.subcategories'),
    ...(node.facets ? { facets: parseFacets(node.facets) } : {}),
  };
}

export function parseCard(text: string): ProductCard {
  const value = parseJson(text, 'CatalogProduct.card');
  if (!isRecord(value) || typeof value.id !== 'string' || !isRecord(value.facets)) {
    throw new Error('CatalogProduct.card is not a ProductCard.');
  }
  return value as unknown as ProductCard;
}

export function parseCards(nodes: readonly { card: string }[]): ProductCard[] {
  return nodes.map((node) => parseCard(node.card));
}

// A product page and its Head parse the same detail one after the other, in the build's render
// of each page as in the browser: the last one is kept (0.24 s of a render worker's 10 s at
// 10,000 products). Nothing changes a parsed detail, so both may hold the same object.
let lastDetail: { text: string; detail: ProductDetail } | undefined;

export function parseDetail(text: string | null | undefined): ProductDetail {
  if (!text) throw new Error('The product page has no CatalogProduct node.');
  if (lastDetail?.text === text) return lastDetail.detail;
  const value = parseJson(text, 'CatalogProduct.detail');
  if (
    !isRecord(value) ||
    typeof value.id !== 'string' ||
    !Array.isArray(value.variants) ||
    !Array.isArray(value.variantGroups)
  ) {
    throw new Error('CatalogProduct.detail is not a ProductDetail.');
  }
  lastDetail = { text, detail: value as unknown as ProductDetail };
  return lastDetail.detail;
}

/** Plain text of an HTML snippet, for meta descriptions: tags dropped, space collapsed, cut at a word. */
export function plainText(html: string, maxLength = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // Cut at the last whole word, unless that loses more than half the text.
  const lastSpace = text.charAt(cut.length) === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function parseFacets(text: string): FacetDefinition[] {
  const value = parseJson(text, 'CatalogCategory.facets');
  if (!Array.isArray(value)) throw new Error('CatalogCategory.facets is not a list.');
  return value.filter(
    (entry): entry is FacetDefinition =>
      isRecord(entry) &&
      typeof entry.key === 'string' &&
      typeof entry.label === 'string' &&
      Array.isArray(entry.options),
  );
}
