import { slugify } from '../routing/slug';

/**
 * The page hash of an open dealer panel: the dealer's name as a slug (spec: "the page hash is
 * the dealer name"). Slugged so a shared address survives chat apps and mail clients.
 */
export function dealerHash(name: string): string {
  return slugify(name);
}

/** The dealer name a hash stands for, as words a text search understands. */
export function hashToQuery(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, '')).replace(/-+/g, ' ').trim();
}
