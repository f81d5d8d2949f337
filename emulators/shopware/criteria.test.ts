import { describe, expect, it } from 'vitest';
import {
  computeAggregations,
  type Criteria,
  emptyCriteria,
  matchesFilter,
  parseCriteria,
  project,
  resolvePath,
  search,
  type SearchOptions,
} from './criteria';
import { ShopwareError } from './errors';

interface Item {
  id: string;
  parentId: string | null;
  name: string;
  price: number;
  stock: number;
  active: boolean;
  size: string | null;
  releaseDate: string;
  tags: { id: string; name: string }[];
  categoryIds: string[];
  manufacturerId: string;
}

const items: Item[] = [
  {
    id: 'a1',
    parentId: null,
    name: 'Motus Tour',
    price: 2499,
    stock: 4,
    active: true,
    size: 'M',
    releaseDate: '2025-01-10',
    tags: [{ id: 't1', name: 'e-bike' }],
    categoryIds: ['c1', 'c2'],
    manufacturerId: 'm1',
  },
  {
    id: 'a2',
    parentId: 'a1',
    name: 'Motus Tour 10',
    price: 2999,
    stock: 0,
    active: true,
    size: 'L',
    releaseDate: '2024-06-01',
    tags: [],
    categoryIds: [],
    manufacturerId: 'm1',
  },
  {
    id: 'a3',
    parentId: 'a1',
    name: 'Motus Tour 2',
    price: 1999,
    stock: 12,
    active: false,
    size: null,
    releaseDate: '2024-11-20',
    tags: [{ id: 't2', name: 'sale' }],
    categoryIds: ['c2'],
    manufacturerId: 'm2',
  },
  {
    id: 'a4',
    parentId: null,
    name: 'Esprit Urban',
    price: 899,
    stock: 30,
    active: true,
    size: 'S',
    releaseDate: '2025-02-01',
    tags: [
      { id: 't1', name: 'e-bike' },
      { id: 't2', name: 'sale' },
    ],
    categoryIds: ['c3'],
    manufacturerId: 'm2',
  },
  {
    id: 'a5',
    parentId: null,
    name: 'Étoile Ville',
    price: 649,
    stock: 2,
    active: true,
    size: 'XL',
    releaseDate: '2023-09-09',
    tags: [],
    categoryIds: ['c1'],
    manufacturerId: 'm1',
  },
];

const options: SearchOptions<Item> = {
  entityName: 'product',
  resolve: (item, field) => resolvePath(item, field),
  idOf: (item) => item.id,
  searchText: (item) => [{ text: item.name, weight: 100 }],
  loadEntities: (definition, ids) => ids.map((id) => ({ id, definition })),
};

const run = (input: unknown) => search(items, parseCriteria(input), options);
const ids = (input: unknown) => run(input).elements.map((item) => item.id);

describe('criteria filters', () => {
  it('equals matches scalars, null and values inside lists', () => {
    expect(ids({ filter: [{ type: 'equals', field: 'parentId', value: null }] })).toEqual(['a1', 'a4', 'a5']);
    expect(ids({ filter: [{ type: 'equals', field: 'active', value: false }] })).toEqual(['a3']);
    expect(ids({ filter: [{ type: 'equals', field: 'active', value: '1' }] })).toEqual(['a1', 'a2', 'a4', 'a5']);
    expect(ids({ filter: [{ type: 'equals', field: 'tags.name', value: 'SALE' }] })).toEqual(['a3', 'a4']);
    expect(ids({ filter: [{ type: 'equals', field: 'product.categoryIds', value: 'c2' }] })).toEqual(['a1', 'a3']);
    expect(ids({ filter: [{ type: 'equals', field: 'price', value: '899' }] })).toEqual(['a4']);
  });

  it('equalsAny takes a list or a pipe-separated string', () => {
    expect(ids({ filter: [{ type: 'equalsAny', field: 'id', value: ['a5', 'a2'] }] })).toEqual(['a2', 'a5']);
    expect(ids({ filter: [{ type: 'equalsAny', field: 'size', value: 'S|XL' }] })).toEqual(['a4', 'a5']);
  });

  it('a filter on the id compares the hex case-insensitively, beside the other filters, in the usual order', () => {
    expect(ids({ filter: [{ type: 'equalsAny', field: 'id', value: 'A5|a1|a9' }] })).toEqual(['a1', 'a5']);
    expect(ids({ filter: [{ type: 'equals', field: 'product.id', value: 'A3' }] })).toEqual(['a3']);
    expect(
      ids({
        filter: [
          { type: 'equalsAny', field: 'id', value: ['a1', 'a2', 'a3'] },
          { type: 'equals', field: 'active', value: true },
        ],
      }),
    ).toEqual(['a1', 'a2']);
    // As without the id filter: the default order, and the page after the filters.
    const all = ids({ limit: 10 });
    expect(ids({ filter: [{ type: 'equalsAny', field: 'id', value: ['a4', 'a1', 'a2'] }], limit: 2, page: 2 })).toEqual(
      all.filter((id) => ['a4', 'a1', 'a2'].includes(id)).slice(2, 4),
    );
  });

  it('equalsAny compares as MySQL does, ignoring case and accents, with ASCII or other texts', () => {
    expect(ids({ filter: [{ type: 'equalsAny', field: 'name', value: ['MOTUS TOUR', 'esprit urban'] }] })).toEqual([
      'a1',
      'a4',
    ]);
    // An accented value equals its plain text, either way round.
    expect(ids({ filter: [{ type: 'equalsAny', field: 'name', value: ['Motús Tour', 'x'] }] })).toEqual(['a1']);
    expect(ids({ filter: [{ type: 'equalsAny', field: 'name', value: 'etoile ville|Motus' }] })).toEqual(['a5']);
  });

  it('contains, prefix and suffix ignore case and accents', () => {
    expect(ids({ filter: [{ type: 'contains', field: 'name', value: 'tour' }] })).toEqual(['a1', 'a2', 'a3']);
    expect(ids({ filter: [{ type: 'contains', field: 'name', value: 'etoile' }] })).toEqual(['a5']);
    expect(ids({ filter: [{ type: 'prefix', field: 'name', value: 'esp' }] })).toEqual(['a4']);
    expect(ids({ filter: [{ type: 'suffix', field: 'name', value: ' 2' }] })).toEqual(['a3']);
  });

  it('range compares numbers and ISO dates', () => {
    expect(ids({ filter: [{ type: 'range', field: 'price', parameters: { gte: 899, lt: 2999 } }] })).toEqual([
      'a1',
      'a3',
      'a4',
    ]);
    expect(ids({ filter: [{ type: 'range', field: 'releaseDate', parameters: { gt: '2025-01-01' } }] })).toEqual([
      'a1',
      'a4',
    ]);
  });

  it('multi combines with and / or / xor; not negates', () => {
    const sale = { type: 'equals', field: 'tags.name', value: 'sale' };
    const ebike = { type: 'equals', field: 'tags.name', value: 'e-bike' };
    expect(ids({ filter: [{ type: 'multi', operator: 'and', queries: [sale, ebike] }] })).toEqual(['a4']);
    expect(ids({ filter: [{ type: 'multi', operator: 'or', queries: [sale, ebike] }] })).toEqual(['a1', 'a3', 'a4']);
    expect(ids({ filter: [{ type: 'multi', operator: 'xor', queries: [sale, ebike] }] })).toEqual(['a1', 'a3']);
    expect(ids({ filter: [{ type: 'not', operator: 'or', queries: [sale, ebike] }] })).toEqual(['a2', 'a5']);
    expect(ids({ filter: [{ type: 'not', operator: 'and', queries: [sale, ebike] }] })).toEqual([
      'a1',
      'a2',
      'a3',
      'a5',
    ]);
  });

  it('several top-level filters must all match', () => {
    expect(
      ids({
        filter: [
          { type: 'equals', field: 'manufacturerId', value: 'm1' },
          { type: 'range', field: 'stock', parameters: { gte: 1 } },
        ],
      }),
    ).toEqual(['a1', 'a5']);
  });

  it('matchesFilter is usable on its own', () => {
    const item = items[0] as Item;
    expect(matchesFilter(item, { type: 'equals', field: 'size', value: 'm' }, options.resolve)).toBe(true);
  });
});

describe('criteria sorting, paging and counting', () => {
  it('sorts by field and direction, strings case-insensitively, natural order on request', () => {
    expect(ids({ sort: [{ field: 'price', order: 'DESC' }] })).toEqual(['a2', 'a1', 'a3', 'a4', 'a5']);
    expect(
      ids({ filter: [{ type: 'contains', field: 'name', value: 'motus' }], sort: [{ field: 'name', order: 'ASC' }] }),
    ).toEqual(['a1', 'a2', 'a3']);
    expect(
      ids({
        filter: [{ type: 'contains', field: 'name', value: 'motus' }],
        sort: [{ field: 'name', order: 'ASC', naturalSorting: true }],
      }),
    ).toEqual(['a1', 'a3', 'a2']);
  });

  it('puts null first ascending (MySQL) and breaks ties with the next sort', () => {
    expect(ids({ sort: [{ field: 'size', order: 'ASC' }] })[0]).toBe('a3');
    expect(
      ids({
        sort: [
          { field: 'manufacturerId', order: 'ASC' },
          { field: 'price', order: 'ASC' },
        ],
      }),
    ).toEqual(['a5', 'a1', 'a2', 'a4', 'a3']);
  });

  it('pages with limit and page; total follows total-count-mode', () => {
    const page2 = run({ limit: 2, page: 2, sort: [{ field: 'price', order: 'ASC' }] });
    expect(page2.elements.map((item) => item.id)).toEqual(['a3', 'a1']);
    expect(page2.total).toBe(2); // mode none: the page's count
    expect(run({ limit: 2, 'total-count-mode': 'exact' }).total).toBe(5);
    expect(run({ limit: 2, 'total-count-mode': 1 }).total).toBe(5);
    expect(run({ limit: 1, 'total-count-mode': 'next-pages' }).total).toBe(5);
    expect(run({ limit: 2, page: 3 }).elements).toHaveLength(1);
  });

  it('keeps the order of ids when no sort is given', () => {
    expect(ids({ ids: ['a4', 'a1', 'nope', 'a2'] })).toEqual(['a4', 'a1', 'a2']);
  });

  it('searches a term across weighted texts and ranks by score', () => {
    expect(ids({ term: 'motus tour' })).toEqual(['a1', 'a2', 'a3']);
    expect(ids({ term: 'urban esprit' })).toEqual(['a4']);
  });

  it('groups by a field keeping the first of each group', () => {
    expect(ids({ grouping: ['manufacturerId'], sort: [{ field: 'price', order: 'ASC' }] })).toEqual(['a5', 'a4']);
  });

  it('applies post-filters after aggregations', () => {
    const found = run({
      'post-filter': [{ type: 'equals', field: 'manufacturerId', value: 'm2' }],
      aggregations: [{ name: 'makers', type: 'terms', field: 'manufacturerId' }],
    });
    expect(found.elements.map((item) => item.id)).toEqual(['a3', 'a4']);
    expect(found.aggregations).toMatchObject({
      makers: {
        buckets: [
          { key: 'm1', count: 3 },
          { key: 'm2', count: 2 },
        ],
      },
    });
  });
});

describe('criteria aggregations', () => {
  const criteria: Criteria = parseCriteria({
    aggregations: [
      { name: 'price', type: 'stats', field: 'price' },
      { name: 'cheapest', type: 'min', field: 'price' },
      { name: 'count', type: 'count', field: 'size' },
      { name: 'tags', type: 'terms', field: 'tags.name', sort: { field: '_count', order: 'DESC' } },
      { name: 'manufacturers', type: 'entity', field: 'manufacturerId', definition: 'product_manufacturer' },
      {
        name: 'activeOnly',
        type: 'filter',
        filter: [{ type: 'equals', field: 'active', value: true }],
        aggregation: { name: 'activeMax', type: 'max', field: 'price' },
      },
    ],
  });

  it('computes results keyed by name with Shopware api aliases', () => {
    const result = computeAggregations(items, criteria.aggregations, options);
    expect(result).toEqual({
      price: { min: 649, max: 2999, avg: 9045 / 5, sum: 9045, apiAlias: 'price_aggregation' },
      cheapest: { min: 649, apiAlias: 'cheapest_aggregation' },
      count: { count: 4, apiAlias: 'count_aggregation' },
      tags: {
        buckets: [
          { key: 'e-bike', count: 2, apiAlias: 'aggregation_bucket' },
          { key: 'sale', count: 2, apiAlias: 'aggregation_bucket' },
        ],
        apiAlias: 'tags_aggregation',
      },
      manufacturers: {
        entities: [
          { id: 'm1', definition: 'product_manufacturer' },
          { id: 'm2', definition: 'product_manufacturer' },
        ],
        apiAlias: 'manufacturers_aggregation',
      },
      activeMax: { max: 2999, apiAlias: 'activeMax_aggregation' },
    });
  });

  it('answers [] without aggregations, as PHP serialises an empty collection', () => {
    expect(computeAggregations(items, [], options)).toEqual([]);
  });
});

describe('criteria parsing', () => {
  it('reports every invalid part with a JSON pointer', () => {
    let caught: unknown;
    try {
      parseCriteria({
        limit: 0,
        page: -1,
        filter: [{ type: 'bogus' }, { type: 'equals', value: 1 }],
        sort: [{ field: 'name', order: 'UP' }],
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShopwareError);
    const errors = (caught as ShopwareError).errors.map((error) => [error.code, error.source?.pointer]);
    expect(errors).toEqual([
      ['FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
      ['FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/type'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/1/field'],
      ['FRAMEWORK__INVALID_SORT_QUERY', '/sort/0/order'],
    ]);
    expect((caught as ShopwareError).status).toBe(400);
  });

  it('accepts the GET form of sort and nested association criteria', () => {
    const criteria = parseCriteria({
      sort: '-price,name',
      associations: { children: { limit: 2, sort: [{ field: 'name', order: 'DESC' }] } },
    });
    expect(criteria.sort).toEqual([
      { field: 'price', order: 'DESC', naturalSorting: false },
      { field: 'name', order: 'ASC', naturalSorting: false },
    ]);
    expect(criteria.associations.children?.limit).toBe(2);
    expect(emptyCriteria().limit).toBeNull();
  });
});

describe('projection', () => {
  it('keeps only included fields per apiAlias (and apiAlias), recursively', () => {
    const body = {
      elements: [
        {
          id: '1',
          name: 'Motus',
          stock: 3,
          apiAlias: 'product',
          cover: { id: 'm', url: 'u', alt: 'a', apiAlias: 'media' },
        },
      ],
      total: 1,
      apiAlias: 'dal_entity_search_result',
    };
    expect(project(body, { product: ['id', 'cover'], media: ['url'] }, null)).toEqual({
      elements: [{ id: '1', apiAlias: 'product', cover: { url: 'u', apiAlias: 'media' } }],
      total: 1,
      apiAlias: 'dal_entity_search_result',
    });
    expect(project(body, null, { product: ['stock', 'cover'] })).toEqual({
      elements: [{ id: '1', name: 'Motus', apiAlias: 'product' }],
      total: 1,
      apiAlias: 'dal_entity_search_result',
    });
  });

  // Shopware's StructEncoder (6.5+): `translated` follows the entity's includes, dotted includes
  // narrow plain data, and an extension is kept by its own name.
  const variant = {
    id: 'v',
    name: null,
    description: 'Long text',
    customFields: { a: 1, b: { deep: true }, c: 3 },
    translated: { name: 'Motus', description: 'Long text', customFields: { a: 1, b: { deep: true }, c: 3 } },
    extensions: { badges: [{ id: 'x', apiAlias: 'accell_product_badge' }], labels: [] },
    apiAlias: 'product',
  };

  it('keeps under `translated` only the keys the entity includes', () => {
    expect(project(variant, { product: ['id', 'name', 'translated'] }, null)).toEqual({
      id: 'v',
      name: null,
      translated: { name: 'Motus' },
      apiAlias: 'product',
    });
  });

  it('narrows plain data by dotted includes, at the top level and under `translated`', () => {
    expect(project(variant, { product: ['customFields', 'customFields.a', 'translated'] }, null)).toEqual({
      customFields: { a: 1 },
      translated: { customFields: { a: 1 } },
      apiAlias: 'product',
    });
    // A dotted entry alone keeps the field; `translated` then has no key of that name.
    expect(project(variant, { product: ['customFields.b', 'translated', 'name'] }, null)).toEqual({
      name: null,
      customFields: { b: { deep: true } },
      translated: { name: 'Motus' },
      apiAlias: 'product',
    });
  });

  it('keeps an extension when its name is included, not for `extensions`', () => {
    expect(project(variant, { product: ['id', 'extensions'] }, null)).toEqual({ id: 'v', apiAlias: 'product' });
    expect(project(variant, { product: ['id', 'badges'], accell_product_badge: ['id'] }, null)).toEqual({
      id: 'v',
      extensions: { badges: [{ id: 'x', apiAlias: 'accell_product_badge' }] },
      apiAlias: 'product',
    });
  });

  it('sends everything of an entity without includes, `translated` too', () => {
    expect(project(variant, { media: ['url'] }, null)).toEqual(variant);
  });
});
