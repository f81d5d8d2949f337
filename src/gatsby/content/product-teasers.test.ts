import { describe, expect, it } from 'vitest';
import { type TeaserCatalog, maxChosenTiles, selectTeaserProducts, teaserBlocks } from './product-teasers';

const catalog: TeaserCatalog = {
  numbers: ['RAL1', 'RAL2', 'RAL3', 'RAL4', 'RAL5'],
  lineOf: new Map([
    ['RAL1', 'Motus'],
    ['RAL2', 'Centros'],
    ['RAL3', 'Motus'],
    ['RAL5', 'Motus'],
  ]),
  categoriesOf: new Map([
    ['RAL1', ['bikes', 'e-bikes']],
    ['RAL2', ['bikes', 'e-bikes']],
    ['RAL3', ['bikes', 'city-bikes']],
    ['RAL4', ['accessories']],
    ['RAL5', ['bikes', 'e-bikes']],
  ]),
};

const teaser = (uid: string, fields: Record<string, unknown>) => ({
  _uid: uid,
  component: 'product_teaser',
  title: 'Popular',
  product_numbers: [],
  ...fields,
});

describe('product teasers of a story', () => {
  it('finds teasers anywhere in the content, but not in resolved stories it links to', () => {
    const content = {
      component: 'page',
      body: [teaser('a', {}), { component: 'section', items: [teaser('b', {})] }],
      product_teasers: [teaser('c', {})],
      related: [{ uuid: 'x', content: { component: 'campaign', product_teasers: [teaser('other', {})] } }],
    };
    expect(teaserBlocks(content).map((block) => block._uid)).toEqual(['a', 'b', 'c']);
  });

  it('keeps hand-picked numbers in their order, once, and reports the ones the locale lacks', () => {
    const selection = selectTeaserProducts(
      { body: [teaser('a', { product_numbers: ['RAL4', 'RAL999', ' RAL2 ', 'RAL4', ''] })] },
      catalog,
    );
    expect(selection.byBlock).toEqual({ a: ['RAL4', 'RAL2'] });
    expect(selection.missing).toEqual(['product RAL999']);
  });

  it("chooses a product line's products in catalogue order", () => {
    const selection = selectTeaserProducts({ body: [teaser('line', { product_line: 'Motus' })] }, catalog);
    expect(selection.byBlock).toEqual({ line: ['RAL1', 'RAL3', 'RAL5'] });
    expect(selection.missing).toEqual([]);
  });

  it("chooses a category's products, and a line within a category when both are given", () => {
    const selection = selectTeaserProducts(
      {
        body: [
          teaser('category', { category: 'e-bikes' }),
          teaser('both', { category: 'e-bikes', product_line: 'Motus' }),
        ],
      },
      catalog,
    );
    expect(selection.byBlock).toEqual({ category: ['RAL1', 'RAL2', 'RAL5'], both: ['RAL1', 'RAL5'] });
  });

  it('puts hand-picked numbers first, then the chosen line without repeating them', () => {
    const selection = selectTeaserProducts(
      { body: [teaser('a', { product_numbers: ['RAL3', 'RAL4'], product_line: 'Motus' })] },
      catalog,
    );
    expect(selection.byBlock).toEqual({ a: ['RAL3', 'RAL4', 'RAL1', 'RAL5'] });
  });

  it('shows at most two rows of a large line or category', () => {
    const numbers = Array.from({ length: 20 }, (_, index) => `P${index}`);
    const large: TeaserCatalog = {
      numbers,
      lineOf: new Map(numbers.map((number) => [number, 'Big'])),
      categoriesOf: new Map(),
    };
    const selection = selectTeaserProducts({ body: [teaser('a', { product_line: 'Big' })] }, large);
    expect(selection.byBlock.a).toEqual(numbers.slice(0, maxChosenTiles));
  });

  it('reports a line or category with no product in the locale, and gives the block nothing', () => {
    const selection = selectTeaserProducts(
      { body: [teaser('a', { product_line: 'Carry More' }), teaser('b', { category: 'kids-bikes' })] },
      catalog,
    );
    expect(selection.byBlock).toEqual({ a: [], b: [] });
    expect(selection.missing).toEqual(["line 'Carry More'", "category 'kids-bikes'"]);
  });
});
