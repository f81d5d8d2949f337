/**
 * The category listings as built (issue 20). A category page's data carries its default listing
 * only: the first page of cards in the recommended order, the total and the unfiltered filter
 * counts, which is what its static HTML shows. Every card of a category with more than one page
 * lies in one JSON file beside the pages, named by its content's hash, which the page asks for
 * when its visitor filters, sorts or pages. At 10,000 products raleigh's "bikes" listing carried
 * 947 cards (1.94 MB) in its page data; its first page is 20.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CategoryListing } from '../../features/catalog';
import { buildListing, type FacetDefinition, type ProductCard } from '../../lib/product';

/** Where the files lie under the site's root: Gatsby's `/static/`, which hosts cache for good. */
export const listingCardsDir = 'static/listing';

/** The cards of one category page, as the nodes hold them (JSON text each). */
export interface CategoryCards {
  cardTexts: readonly string[];
  /** The category's filter groups (`CatalogCategory.facets`, JSON of FacetDefinition[]). */
  facets: string;
  /** The page's language, whose collation orders names. */
  language: string;
}

/**
 * Writes the cards files of a build's listings and gives each its built listing. The folder is
 * emptied first: a rebuild leaves no file that no page names.
 *
 * @param publicDir the site's root (Gatsby's `public`)
 * @param categories the cards of each category page, by a key of the caller's
 * @param pageSize the brand's cards per listing page (`catalog.categoryPageSize`)
 */
export function buildCategoryListings(
  publicDir: string,
  categories: ReadonlyMap<string, CategoryCards>,
  pageSize: number,
): Map<string, CategoryListing> {
  const dir = path.join(publicDir, listingCardsDir);
  fs.rmSync(dir, { recursive: true, force: true });
  const listings = new Map<string, CategoryListing>();
  for (const [key, { cardTexts, facets, language }] of categories) {
    const cards = cardTexts.map((text) => JSON.parse(text) as ProductCard);
    const built = buildListing(cards, JSON.parse(facets) as FacetDefinition[], { pageSize, locale: language });
    listings.set(key, { ...built, cardsUrl: built.firstPage.length < built.total ? writeCards(dir, cardTexts) : null });
  }
  return listings;
}

/** One file of cards, named by the hash of its text: hosts may keep it for good, as Gatsby's other static files. */
function writeCards(dir: string, cardTexts: readonly string[]): string {
  const text = `[${cardTexts.join(',')}]`;
  const name = `${crypto.createHash('sha256').update(text).digest('hex').slice(0, 20)}.json`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
  return `/${listingCardsDir}/${name}`;
}
