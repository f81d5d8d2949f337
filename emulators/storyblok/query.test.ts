import { describe, expect, it } from 'vitest';
import {
  compareStories,
  matchesSearchTerm,
  matchesCondition,
  paginate,
  parseFilterQuery,
  parsePaging,
  parseSortBy,
  selectStories,
  slugMatcher,
} from './query';
import type { StoryObject } from './types';

const story = (id: number, fields: Partial<StoryObject> = {}): StoryObject => ({
  name: `Story ${id}`,
  created_at: '2024-01-01T00:00:00.000Z',
  published_at: null,
  updated_at: '2024-01-01T00:00:00.000Z',
  id,
  uuid: `uuid-${id}`,
  content: { _uid: `c-${id}`, component: 'page' },
  slug: `s-${id}`,
  full_slug: `pages/s-${id}`,
  sort_by_date: null,
  position: 0,
  tag_list: [],
  is_startpage: false,
  parent_id: null,
  meta_data: null,
  group_id: `uuid-${id}`,
  first_published_at: null,
  release_id: null,
  lang: 'default',
  path: null,
  alternates: [],
  default_full_slug: null,
  translated_slugs: null,
  ...fields,
});

describe('parsePaging', () => {
  it('applies default and ceiling', () => {
    expect(parsePaging(new URLSearchParams(''), 25, 100)).toEqual({ page: 1, perPage: 25 });
    expect(parsePaging(new URLSearchParams('page=3&per_page=500'), 25, 100)).toEqual({ page: 3, perPage: 100 });
    expect(parsePaging(new URLSearchParams('page=0&per_page=abc'), 25, 100)).toEqual({ page: 1, perPage: 25 });
  });

  it('pages past the end are empty', () => {
    expect(paginate([1, 2, 3], { page: 2, perPage: 2 })).toEqual([3]);
    expect(paginate([1, 2, 3], { page: 5, perPage: 2 })).toEqual([]);
  });
});

describe('filter_query', () => {
  it('parses plain and __or conditions', () => {
    const params = new URLSearchParams(
      'filter_query[component][in]=a,b&filter_query[__or][0][x][is]=1&filter_query[__or][1][y][is]=2&token=t',
    );
    expect(parseFilterQuery(params)).toEqual({
      all: [{ field: 'component', operation: 'in', value: 'a,b' }],
      anyOf: [[{ field: 'x', operation: 'is', value: '1' }], [{ field: 'y', operation: 'is', value: '2' }]],
    });
    expect(parseFilterQuery(new URLSearchParams('token=t'))).toBeUndefined();
  });

  it.each([
    [{ tags: ['a', 'b'] }, 'tags', 'any_in_array', 'b,c', true],
    [{ tags: ['a', 'b'] }, 'tags', 'all_in_array', 'a,c', false],
    [{ title: '' }, 'title', 'is', 'empty', true],
    [{ title: 'x' }, 'title', 'is', 'not_empty', true],
    [{ flag: true }, 'flag', 'is', 'true', true],
    [{ price: 12 }, 'price', 'gt_int', '10', true],
    [{ price: 8 }, 'price', 'gt_int', '10', false],
    [{ date: '2024-05-01 10:00' }, 'date', 'lt_date', '2024-06-01 00:00', true],
    [{ title: 'City bike' }, 'title', 'like', 'City*', true],
    [{ title: 'City bike' }, 'title', 'not_in', 'City bike', false],
    [{ seo: { title: 'x' } }, 'seo.title', 'in', 'x', true],
  ])('%o %s %s %s → %s', (content, field, operation, value, expected) => {
    expect(matchesCondition(content, { field, operation, value })).toBe(expected);
  });
});

describe('sorting and selection', () => {
  it('parses sort keys with types', () => {
    expect(parseSortBy('content.price:desc:int')).toEqual([{ field: 'content.price', direction: 'desc', type: 'int' }]);
  });

  it('sorts numerically with a type, missing values last', () => {
    const stories = [
      story(1, { content: { _uid: 'a', component: 'p', price: '9' } }),
      story(2, { content: { _uid: 'b', component: 'p', price: '10' } }),
      story(3),
    ];
    const order = (sort: string) => [...stories].sort(compareStories(parseSortBy(sort))).map((item) => item.id);
    expect(order('content.price:asc:int')).toEqual([1, 2, 3]);
    expect(order('content.price:desc:int')).toEqual([2, 1, 3]);
    expect(order('content.price:asc')).toEqual([2, 1, 3]);
  });

  it('keeps by_uuids_ordered order and matches translated paths', () => {
    const stories = [story(1), story(2), story(3)];
    expect(selectStories(stories, { byUuidsOrdered: ['uuid-3', 'uuid-1'], dateBounds: [] }).map((s) => s.id)).toEqual([
      3, 1,
    ]);
    const german = story(4, { lang: 'de', full_slug: 'de/seiten/s-4', default_full_slug: 'pages/s-4' });
    expect(selectStories([german], { startsWith: 'seiten/', dateBounds: [] })).toHaveLength(1);
    expect(selectStories([german], { startsWith: 'pages/', dateBounds: [] })).toHaveLength(1);
  });

  it('matches slugs with wildcards', () => {
    expect(slugMatcher('bikes/*')('bikes/city/one')).toBe(true);
    expect(slugMatcher('bikes/one')('bikes/one-two')).toBe(false);
  });
});

describe('search_term', () => {
  const article = story(7, {
    name: 'Winter riding',
    content: {
      _uid: 'c-7',
      component: 'publication',
      title: 'Riding through the winter',
      body: [{ _uid: 'b-1', component: 'rich_text', text: 'Mudguards keep you DRY.' }],
    },
  });

  it('matches the name and the texts of the content, whatever the case', () => {
    expect(matchesSearchTerm(article, 'winter')).toBe(true);
    expect(matchesSearchTerm(article, 'mudguards keep')).toBe(true);
    expect(matchesSearchTerm(article, 'dry')).toBe(true);
  });

  it('does not match field names, block names or ids', () => {
    expect(matchesSearchTerm(article, 'publication')).toBe(false);
    expect(matchesSearchTerm(article, 'rich_text')).toBe(false);
    expect(matchesSearchTerm(article, 'title')).toBe(false);
    expect(matchesSearchTerm(article, 'b-1')).toBe(false);
  });

  it('selects the matching stories of a list', () => {
    const other = story(8, { name: 'Shop opening', content: { _uid: 'c-8', component: 'page', title: 'New shop' } });
    expect(selectStories([article, other], { searchTerm: 'shop', dateBounds: [] }).map((s) => s.id)).toEqual([8]);
  });
});
