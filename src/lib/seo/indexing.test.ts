import { describe, expect, it } from 'vitest';
import { isIndexable } from './indexing';

describe('isIndexable', () => {
  const page = (pageType: string, path = '/gb/en/x/', canonicalPath = path) => ({ pageType, path, canonicalPath });

  it('indexes content, catalogue, basket and comparison pages that are their own canonical', () => {
    for (const type of ['home', 'page', 'category', 'product', 'publication', 'basket', 'compare']) {
      expect(isIndexable(page(type))).toBe(true);
    }
  });

  it('does not index checkout, confirmation, search and error pages', () => {
    for (const type of ['checkout', 'orderConfirmation', 'search-page', 'search', 'notFound', 'serverError']) {
      expect(isIndexable(page(type))).toBe(false);
    }
  });

  it('does not index a copy whose canonical is another page (the root home)', () => {
    expect(isIndexable(page('home', '/', '/gb/en/'))).toBe(false);
  });
});
