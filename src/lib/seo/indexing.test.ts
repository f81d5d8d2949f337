import { describe, expect, it } from 'vitest';
import { isIndexable, isNoindexAddress } from './indexing';

describe('isIndexable', () => {
  const page = (pageType: string, path = '/gb/en/x/', canonicalPath = path) => ({ pageType, path, canonicalPath });

  it('indexes content, catalogue, basket and comparison pages that are their own canonical', () => {
    for (const type of ['home', 'page', 'category', 'product', 'publication', 'basket', 'compare', 'search-page']) {
      expect(isIndexable(page(type))).toBe(true);
    }
  });

  it('does not index checkout, confirmation and error pages', () => {
    for (const type of ['checkout', 'orderConfirmation', 'notFound', 'serverError']) {
      expect(isIndexable(page(type))).toBe(false);
    }
  });

  it('does not index a copy whose canonical is another page (the root home)', () => {
    expect(isIndexable(page('home', '/', '/gb/en/'))).toBe(false);
  });
});

describe('isNoindexAddress', () => {
  it('makes every search result address noindex: a term, a filter, a sort or a page', () => {
    for (const search of ['?q=trekking', '?stock=1', '?colorGroup=blue', '?sort=p', '?page=2', '?minPrice=500']) {
      expect(isNoindexAddress('search-page', search)).toBe(true);
    }
  });

  it('leaves the search page itself indexable, with or without parameters that are not a search', () => {
    for (const search of ['', '?', '?utm_source=newsletter', '?q=%20%20', '?page=1']) {
      expect(isNoindexAddress('search-page', search)).toBe(false);
    }
  });

  it('keeps noindex page types noindex at any address, and other pages indexable with a query', () => {
    expect(isNoindexAddress('checkout', '')).toBe(true);
    expect(isNoindexAddress('notFound', '?q=x')).toBe(true);
    expect(isNoindexAddress('category', '?q=x&sort=p')).toBe(false);
  });
});
