import { describe, expect, it } from 'vitest';
import { isIndexable } from './indexing';

describe('isIndexable', () => {
  const page = (pageType: string, path = '/gb/en/x/', canonicalPath = path) => ({ pageType, path, canonicalPath });

  it('indexes content, catalogue and basket pages that are their own canonical', () => {
    for (const type of ['home', 'page', 'category', 'product', 'publication', 'basket']) {
      expect(isIndexable(page(type))).toBe(true);
    }
  });

  it('does not index checkout, confirmation, search, comparison and error pages', () => {
    for (const type of ['checkout', 'orderConfirmation', 'search-page', 'comparison', 'notFound', 'serverError']) {
      expect(isIndexable(page(type))).toBe(false);
    }
  });

  it('does not index a copy whose canonical is another page (the root home)', () => {
    expect(isIndexable(page('home', '/', '/gb/en/'))).toBe(false);
  });
});
