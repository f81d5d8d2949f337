/**
 * Adapter of the site's own data files: what the build writes beside the pages for the browser
 * to read when it needs them (a category's every card, issue 20). Same origin, named by their
 * content's hash; the only code that asks for them.
 */
import type { ProductCard } from '../../lib/product';

export class SiteDataError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SiteDataError';
  }
}

/**
 * Every card of a category listing, from the file its page names (`CategoryListing.cardsUrl`).
 * The build wrote them from the same nodes as the page, so only the shape is checked, roughly.
 */
export async function fetchListingCards(url: string, signal?: AbortSignal): Promise<ProductCard[]> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new SiteDataError(response.status, `${url} answered ${response.status}`);
  const value: unknown = await response.json();
  if (!Array.isArray(value) || !value.every((card) => typeof card === 'object' && card !== null && 'id' in card)) {
    throw new SiteDataError(response.status, `${url} is not a list of product cards`);
  }
  return value as ProductCard[];
}
