import { describe, expect, it } from 'vitest';
import { parseCards, parseCategory, parseDetail, plainText } from './page-data';
import { configurableBike, productCard } from './test-factories';

describe('catalogue page data', () => {
  it('parses a category node with its JSON trail and subcategories', () => {
    const category = parseCategory({
      name: 'E-bikes',
      path: '/gb/en/bikes/e-bikes/',
      description: null,
      legalNotes: '<p>Batteries</p>',
      breadcrumb: JSON.stringify([
        { name: 'Bikes', path: '/gb/en/bikes/' },
        { name: 'E-bikes', path: '/gb/en/bikes/e-bikes/' },
        { bad: true },
      ]),
      subcategories: '[]',
    });
    expect(category).toEqual({
      name: 'E-bikes',
      path: '/gb/en/bikes/e-bikes/',
      description: '',
      legalNotes: '<p>Batteries</p>',
      breadcrumb: [
        { name: 'Bikes', path: '/gb/en/bikes/' },
        { name: 'E-bikes', path: '/gb/en/bikes/e-bikes/' },
      ],
      children: [],
    });
  });

  it('parses cards and details, and names the field when the JSON is bad', () => {
    const card = productCard({ id: 'a' });
    expect(parseCards([{ card: JSON.stringify(card) }])).toEqual([card]);
    const detail = configurableBike();
    expect(parseDetail(JSON.stringify(detail))).toEqual(detail);
    expect(() => parseCards([{ card: '{' }])).toThrow(/CatalogProduct.card is not valid JSON/);
    expect(() => parseDetail('{"id":"x"}')).toThrow(/not a ProductDetail/);
    expect(() => parseCategory(null)).toThrow(/no CatalogCategory/);
    expect(() =>
      parseCategory({ name: 'x', path: '/x/', description: '', legalNotes: '', breadcrumb: '{}', subcategories: null }),
    ).toThrow(/CatalogCategory.breadcrumb/);
  });

  it('parses a detail once for a page and its Head, and the next page its own', () => {
    const first = JSON.stringify(configurableBike());
    const second = JSON.stringify({ ...configurableBike(), id: 'next', name: 'Next bike' });
    const page = parseDetail(first);
    expect(parseDetail(first)).toBe(page);
    expect(parseDetail(second)).toMatchObject({ id: 'next', name: 'Next bike' });
    expect(parseDetail(first)).toEqual(page);
    expect(() => parseDetail(second.replace('"variants"', '"other"'))).toThrow(/not a ProductDetail/);
  });

  it('makes plain text for meta descriptions', () => {
    expect(plainText('<p>Bikes &amp; more</p>\n<p>for   you</p>')).toBe('Bikes & more for you');
    expect(plainText('word '.repeat(50), 20)).toBe('word word word word…');
  });
});
