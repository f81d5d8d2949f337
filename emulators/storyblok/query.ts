/**
 * Filtering, sorting and paging of `cdn/stories`, following the CDN API v2 query parameters.
 * Pure functions: the server turns the query string into a `StoryQuery` once and applies it to
 * the story objects of one version and language.
 */
import type { JsonValue, StoryObject } from './types';

export interface FilterCondition {
  /** Content field, dotted for nested objects (`component`, `seo.title`). */
  field: string;
  operation: string;
  value: string;
}

/** Conditions that must all hold, plus `__or` groups of which one must hold. */
export interface FilterQuery {
  all: FilterCondition[];
  anyOf: FilterCondition[][];
}

export interface SortKey {
  /** Story property (`position`, `created_at`) or content field (`content.title`). */
  field: string;
  direction: 'asc' | 'desc';
  type?: 'int' | 'float';
}

export interface StoryQuery {
  startsWith?: string;
  bySlugs?: string[];
  excludingSlugs?: string[];
  byUuids?: string[];
  /** Like `byUuids`, and the answer keeps this order. */
  byUuidsOrdered?: string[];
  byIds?: number[];
  excludingIds?: number[];
  withTag?: string[];
  isStartpage?: boolean;
  contentType?: string;
  searchTerm?: string;
  /** Depth of the full slug (1 = root). */
  level?: number;
  filter?: FilterQuery;
  sortBy?: SortKey[];
  dateBounds: { field: 'published_at' | 'first_published_at'; after?: string; before?: string }[];
}

export interface Paging {
  page: number;
  perPage: number;
}

const list = (value: string | null): string[] | undefined =>
  value === null || value === ''
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');

const bool = (value: string | null): boolean | undefined => {
  if (value === null || value === '') return undefined;
  return value === '1' || value === 'true';
};

/** Reads `page` and `per_page` with the API's defaults and ceiling. */
export function parsePaging(params: URLSearchParams, defaultPerPage: number, maxPerPage: number): Paging {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const perPage = Number.parseInt(params.get('per_page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    perPage: Number.isFinite(perPage) && perPage >= 1 ? Math.min(perPage, maxPerPage) : defaultPerPage,
  };
}

export function paginate<T>(items: readonly T[], paging: Paging): T[] {
  const start = (paging.page - 1) * paging.perPage;
  return items.slice(start, start + paging.perPage);
}

/** `filter_query[field][op]=v` and `filter_query[__or][i][field][op]=v` into a `FilterQuery`. */
export function parseFilterQuery(params: URLSearchParams): FilterQuery | undefined {
  const filter: FilterQuery = { all: [], anyOf: [] };
  const groups = new Map<string, FilterCondition[]>();
  for (const [key, value] of params) {
    if (!key.startsWith('filter_query[')) continue;
    const segments = [...key.slice('filter_query'.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
    if (segments[0] === '__or' && segments.length === 4) {
      const [, index = '', field = '', operation = ''] = segments;
      const group = groups.get(index) ?? [];
      group.push({ field, operation, value });
      groups.set(index, group);
    } else if (segments.length === 2) {
      const [field = '', operation = ''] = segments;
      filter.all.push({ field, operation, value });
    }
  }
  filter.anyOf = [...groups.entries()].sort(([a], [b]) => Number(a) - Number(b)).map(([, group]) => group);
  return filter.all.length > 0 || filter.anyOf.length > 0 ? filter : undefined;
}

/** `sort_by=content.price:desc:int` (several keys may be comma separated). */
export function parseSortBy(value: string | null): SortKey[] | undefined {
  const keys = list(value)?.map((item): SortKey => {
    const [field = '', direction, type] = item.split(':');
    return {
      field,
      direction: direction === 'desc' ? 'desc' : 'asc',
      ...(type === 'int' || type === 'float' ? { type } : {}),
    };
  });
  return keys && keys.length > 0 ? keys : undefined;
}

export function parseStoryQuery(params: URLSearchParams): StoryQuery {
  const ids = (value: string | null) => list(value)?.map(Number).filter(Number.isFinite);
  const level = Number.parseInt(params.get('level') ?? '', 10);
  const dateBounds: StoryQuery['dateBounds'] = [];
  for (const field of ['published_at', 'first_published_at'] as const) {
    const after = params.get(`${field}_gt`) ?? undefined;
    const before = params.get(`${field}_lt`) ?? undefined;
    if (after || before) dateBounds.push({ field, after, before });
  }
  return {
    startsWith: params.get('starts_with') || undefined,
    bySlugs: list(params.get('by_slugs')),
    excludingSlugs: list(params.get('excluding_slugs')),
    byUuids: list(params.get('by_uuids')),
    byUuidsOrdered: list(params.get('by_uuids_ordered')),
    byIds: ids(params.get('by_ids')),
    excludingIds: ids(params.get('excluding_ids')),
    withTag: list(params.get('with_tag')),
    isStartpage: bool(params.get('is_startpage')),
    contentType: params.get('content_type') || undefined,
    searchTerm: params.get('search_term') || undefined,
    level: Number.isFinite(level) ? level : undefined,
    filter: parseFilterQuery(params),
    sortBy: parseSortBy(params.get('sort_by')),
    dateBounds,
  };
}

/** Slug pattern with `*` wildcards (`bikes/*`) as a whole-string matcher. */
export function slugMatcher(pattern: string): (slug: string) => boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (slug) => regex.test(slug);
}

/** Paths a story answers to: its default full slug and, in a language, its translated path. */
export function storyPaths(story: StoryObject): string[] {
  const paths = [story.default_full_slug ?? story.full_slug];
  if (story.lang !== 'default' && story.full_slug.startsWith(`${story.lang}/`)) {
    paths.push(story.full_slug.slice(story.lang.length + 1));
  }
  return paths;
}

function readPath(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** One filter_query condition against a content object. Unknown operations match nothing. */
export function matchesCondition(content: Record<string, JsonValue | undefined>, condition: FilterCondition): boolean {
  const value = readPath(content, condition.field);
  const wanted = condition.value;
  const values = wanted.split(',');
  const scalars = Array.isArray(value) ? value.map(asText) : [asText(value)];
  switch (condition.operation) {
    case 'is':
      if (wanted === 'empty') return isEmpty(value);
      if (wanted === 'not_empty') return !isEmpty(value);
      if (wanted === 'null') return value === null || value === undefined;
      if (wanted === 'not_null') return value !== null && value !== undefined;
      if (wanted === 'true' || wanted === 'false') return value === (wanted === 'true') || asText(value) === wanted;
      return asText(value) === wanted;
    case 'in':
      return scalars.some((item) => values.includes(item));
    case 'not_in':
      return !scalars.some((item) => values.includes(item));
    case 'like':
      return values.some((pattern) => slugMatcher(pattern)(asText(value)));
    case 'not_like':
      return !values.some((pattern) => slugMatcher(pattern)(asText(value)));
    case 'any_in_array':
      return Array.isArray(value) && value.some((item) => values.includes(asText(item)));
    case 'all_in_array':
      return Array.isArray(value) && values.every((item) => value.map(asText).includes(item));
    case 'gt_date':
    case 'lt_date': {
      const time = Date.parse(asText(value));
      const bound = Date.parse(wanted);
      if (Number.isNaN(time) || Number.isNaN(bound)) return false;
      return condition.operation === 'gt_date' ? time > bound : time < bound;
    }
    case 'gt_int':
    case 'lt_int':
    case 'gt_float':
    case 'lt_float': {
      const number = Number(value);
      const bound = Number(wanted);
      if (isEmpty(value) || Number.isNaN(number) || Number.isNaN(bound)) return false;
      return condition.operation.startsWith('gt') ? number > bound : number < bound;
    }
    default:
      return false;
  }
}

export function matchesFilter(content: Record<string, JsonValue | undefined>, filter: FilterQuery): boolean {
  if (!filter.all.every((condition) => matchesCondition(content, condition))) return false;
  if (filter.anyOf.length === 0) return true;
  return filter.anyOf.some((group) => group.every((condition) => matchesCondition(content, condition)));
}

/** Field names that hold no editor text: block names, ids, link targets and asset addresses. */
const technicalFields = new Set(['_uid', 'component', '_editable', 'id', 'uuid', 'linktype', 'fieldtype', 'filename']);

/** The editor texts of a content tree: its string values, not its field names or technical ids. */
function contentTexts(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) contentTexts(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!technicalFields.has(key)) contentTexts(item, into);
  }
  return into;
}

/**
 * `search_term`: a case-insensitive full-text match on the story name and the texts of its
 * content in the requested language, as Storyblok's full-text search of the CDN API does.
 */
export function matchesSearchTerm(story: StoryObject, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  if (wanted === '') return true;
  return [story.name, ...contentTexts(story.content)].some((text) => text.toLowerCase().includes(wanted));
}

function matchesStory(story: StoryObject, query: StoryQuery): boolean {
  const paths = storyPaths(story);
  if (query.startsWith !== undefined && !paths.some((path) => path.startsWith(query.startsWith ?? ''))) return false;
  if (query.bySlugs && !query.bySlugs.some((pattern) => paths.some(slugMatcher(pattern)))) return false;
  if (query.excludingSlugs?.some((pattern) => paths.some(slugMatcher(pattern)))) return false;
  if (query.byUuids && !query.byUuids.includes(story.uuid)) return false;
  if (query.byUuidsOrdered && !query.byUuidsOrdered.includes(story.uuid)) return false;
  if (query.byIds && !query.byIds.includes(story.id)) return false;
  if (query.excludingIds?.includes(story.id)) return false;
  if (query.withTag && !query.withTag.some((tag) => story.tag_list.includes(tag))) return false;
  if (query.isStartpage !== undefined && story.is_startpage !== query.isStartpage) return false;
  if (query.contentType !== undefined && story.content.component !== query.contentType) return false;
  if (query.level !== undefined && paths[0]?.replace(/\/$/, '').split('/').length !== query.level) return false;
  if (query.searchTerm !== undefined && !matchesSearchTerm(story, query.searchTerm)) return false;
  for (const bound of query.dateBounds) {
    const time = story[bound.field] ? Date.parse(story[bound.field] ?? '') : Number.NaN;
    if (Number.isNaN(time)) return false;
    if (bound.after && !(time > Date.parse(bound.after))) return false;
    if (bound.before && !(time < Date.parse(bound.before))) return false;
  }
  if (query.filter && !matchesFilter(story.content, query.filter)) return false;
  return true;
}

function sortValue(story: StoryObject, key: SortKey): string | number | null {
  const raw = key.field.startsWith('content.')
    ? readPath(story.content, key.field.slice('content.'.length))
    : (story as unknown as Record<string, unknown>)[key.field];
  if (raw === undefined || raw === null || raw === '') return null;
  if (key.type) {
    const number = Number(raw);
    return Number.isNaN(number) ? null : number;
  }
  return typeof raw === 'number' ? raw : asText(raw);
}

/**
 * Default order: position in the folder, then id, so pages never overlap. Values missing for a
 * sort key go last whatever the direction.
 */
export function compareStories(keys: readonly SortKey[] | undefined) {
  const all: SortKey[] = [...(keys ?? [{ field: 'position', direction: 'asc' }]), { field: 'id', direction: 'asc' }];
  return (a: StoryObject, b: StoryObject): number => {
    for (const key of all) {
      const left = sortValue(a, key);
      const right = sortValue(b, key);
      if (left === right) continue;
      if (left === null) return 1;
      if (right === null) return -1;
      const order = left < right ? -1 : 1;
      return key.direction === 'desc' ? -order : order;
    }
    return 0;
  };
}

/** Every story of the query, in answer order (before paging). */
export function selectStories(stories: readonly StoryObject[], query: StoryQuery): StoryObject[] {
  const selected = stories.filter((story) => matchesStory(story, query));
  if (query.byUuidsOrdered) {
    const order = new Map(query.byUuidsOrdered.map((uuid, index) => [uuid, index]));
    return selected.sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0));
  }
  return selected.sort(compareStories(query.sortBy));
}
