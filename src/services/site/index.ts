/**
 * Adapter of the site's own data files: what the build writes beside the pages for the browser
 * to read when it needs them (a category's every card, a text set a page does not carry; issue
 * 20). Same origin, named by their content's hash; the only code that asks for them.
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

/**
 * A text set in one language, from the file a page names (`PageContext.featureTextFiles`). The
 * build wrote it from the same texts as the pages carry, so only the shape is checked: an object.
 */
export async function fetchTextSet(url: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new SiteDataError(response.status, `${url} answered ${response.status}`);
  const value: unknown = await response.json();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SiteDataError(response.status, `${url} is not a text set`);
  }
  return value as Record<string, unknown>;
}
