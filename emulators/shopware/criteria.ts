/**
 * A pure, in-memory implementation of Shopware's search criteria (the DAL `Criteria` sent to
 * store-api routes): ids, filter / post-filter (equals, equalsAny, contains, prefix, suffix,
 * range, multi, not), term, sort (with naturalSorting), page / limit, total-count-mode,
 * grouping, aggregations (terms, stats, min, max, avg, sum, count, entity, filter) and the
 * response projections `includes` / `excludes` / `fields`.
 *
 * It works on any entity through a resolver that returns the values at a field path, so the
 * product index, categories or orders share one engine. No I/O, no state.
 */
import { ShopwareError, type ErrorSpec } from './errors';
import { fold, relevance, termTokens } from './relevance';

export type Scalar = string | number | boolean | null;

export type Filter =
  | { type: 'equals'; field: string; value: Scalar }
  | { type: 'equalsAny'; field: string; value: Scalar[] }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | { type: 'range'; field: string; parameters: RangeParameters }
  | { type: 'multi' | 'not'; operator: 'and' | 'or' | 'xor'; queries: Filter[] };

export interface RangeParameters {
  gte?: number | string;
  gt?: number | string;
  lte?: number | string;
  lt?: number | string;
}

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
  naturalSorting: boolean;
}

export type Aggregation =
  | {
      name: string;
      type: 'terms';
      field: string;
      limit: number | null;
      sort: SortSpec | null;
      aggregation: Aggregation | null;
    }
  | { name: string; type: 'stats' | 'min' | 'max' | 'avg' | 'sum' | 'count'; field: string }
  | { name: string; type: 'entity'; field: string; definition: string }
  | { name: string; type: 'filter'; filter: Filter[]; aggregation: Aggregation };

export type TotalCountMode = 'none' | 'exact' | 'next-pages';

export interface Criteria {
  ids: string[] | null;
  filter: Filter[];
  postFilter: Filter[];
  sort: SortSpec[];
  page: number;
  limit: number | null;
  term: string | null;
  aggregations: Aggregation[];
  associations: Record<string, Criteria>;
  includes: Record<string, string[]> | null;
  excludes: Record<string, string[]> | null;
  fields: string[] | null;
  grouping: string[];
  totalCountMode: TotalCountMode | null;
}

export const emptyCriteria = (): Criteria => ({
  ids: null,
  filter: [],
  postFilter: [],
  sort: [],
  page: 1,
  limit: null,
  term: null,
  aggregations: [],
  associations: {},
  includes: null,
  excludes: null,
  fields: null,
  grouping: [],
  totalCountMode: null,
});

// ---------------------------------------------------------------------------------------------
// Parsing (with Shopware's SearchRequestException codes and JSON pointers)

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: Json): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

class Collector {
  readonly errors: ErrorSpec[] = [];

  add(code: string, detail: string, pointer: string): void {
    this.errors.push({ status: 400, code, detail, pointer });
  }
}

function parseFilter(input: Json, pointer: string, out: Collector): Filter | null {
  if (!isRecord(input)) {
    out.add('FRAMEWORK__INVALID_FILTER_QUERY', 'A filter must be an object.', pointer);
    return null;
  }
  const type = typeof input.type === 'string' ? input.type : '';
  const field = typeof input.field === 'string' ? input.field : '';
  const needField = () => {
    if (field === '')
      out.add('FRAMEWORK__INVALID_FILTER_QUERY', 'Parameter "field" for filter is missing.', `${pointer}/field`);
    return field !== '';
  };
  switch (type) {
    case 'equals': {
      if (!needField()) return null;
      if (!('value' in input) || !isScalar(input.value)) {
        out.add(
          'FRAMEWORK__INVALID_FILTER_QUERY',
          'Parameter "value" for equals filter is missing.',
          `${pointer}/value`,
        );
        return null;
      }
      return { type, field, value: input.value };
    }
    case 'equalsAny': {
      if (!needField()) return null;
      const raw = input.value;
      const values = typeof raw === 'string' ? raw.split('|') : Array.isArray(raw) ? raw.filter(isScalar) : null;
      if (!values || values.length === 0) {
        out.add(
          'FRAMEWORK__INVALID_FILTER_QUERY',
          'Parameter "value" for equalsAny filter is missing.',
          `${pointer}/value`,
        );
        return null;
      }
      return { type, field, value: values };
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      if (!needField()) return null;
      if (typeof input.value !== 'string' && typeof input.value !== 'number') {
        out.add(
          'FRAMEWORK__INVALID_FILTER_QUERY',
          `Parameter "value" for ${type} filter is missing.`,
          `${pointer}/value`,
        );
        return null;
      }
      return { type, field, value: String(input.value) };
    }
    case 'range': {
      if (!needField()) return null;
      const parameters = isRecord(input.parameters) ? input.parameters : null;
      const result: RangeParameters = {};
      for (const key of ['gte', 'gt', 'lte', 'lt'] as const) {
        const value = parameters?.[key];
        if (typeof value === 'number' || typeof value === 'string') result[key] = value;
      }
      if (Object.keys(result).length === 0) {
        out.add(
          'FRAMEWORK__INVALID_FILTER_QUERY',
          'Parameter "parameters" for range filter is missing.',
          `${pointer}/parameters`,
        );
        return null;
      }
      return { type, field, parameters: result };
    }
    case 'multi':
    case 'not': {
      const operator = typeof input.operator === 'string' ? input.operator.toLowerCase() : 'and';
      if (operator !== 'and' && operator !== 'or' && operator !== 'xor') {
        out.add(
          'FRAMEWORK__INVALID_FILTER_QUERY',
          `The operator "${operator}" is not supported.`,
          `${pointer}/operator`,
        );
        return null;
      }
      if (!Array.isArray(input.queries)) {
        out.add(
          'FRAMEWORK__INVALID_FILTER_QUERY',
          'Parameter "queries" for multi filter is missing.',
          `${pointer}/queries`,
        );
        return null;
      }
      const queries = input.queries
        .map((query, index) => parseFilter(query, `${pointer}/queries/${index}`, out))
        .filter((query): query is Filter => query !== null);
      return { type, operator, queries };
    }
    default:
      out.add('FRAMEWORK__INVALID_FILTER_QUERY', `Unsupported filter type: ${type || '(none)'}`, `${pointer}/type`);
      return null;
  }
}

function parseSort(input: Json, pointer: string, out: Collector): SortSpec[] {
  if (typeof input === 'string') {
    // GET form: sort=-price,name
    return input
      .split(',')
      .filter(Boolean)
      .map((part) => ({
        field: part.replace(/^[-+]/, ''),
        order: part.startsWith('-') ? 'DESC' : 'ASC',
        naturalSorting: false,
      }));
  }
  if (!Array.isArray(input)) {
    out.add('FRAMEWORK__INVALID_SORT_QUERY', 'The sort parameter must be an array.', pointer);
    return [];
  }
  const sorts: SortSpec[] = [];
  input.forEach((entry, index) => {
    if (!isRecord(entry) || typeof entry.field !== 'string' || entry.field === '') {
      out.add(
        'FRAMEWORK__INVALID_SORT_QUERY',
        'Parameter "field" for sorting is missing.',
        `${pointer}/${index}/field`,
      );
      return;
    }
    const order = typeof entry.order === 'string' ? entry.order.toUpperCase() : 'ASC';
    if (order !== 'ASC' && order !== 'DESC') {
      out.add(
        'FRAMEWORK__INVALID_SORT_QUERY',
        `The sort direction "${order}" is invalid.`,
        `${pointer}/${index}/order`,
      );
      return;
    }
    sorts.push({ field: entry.field, order, naturalSorting: entry.naturalSorting === true });
  });
  return sorts;
}

function parseAggregation(input: Json, pointer: string, out: Collector): Aggregation | null {
  if (!isRecord(input) || typeof input.name !== 'string' || input.name === '') {
    out.add('FRAMEWORK__INVALID_AGGREGATION_QUERY', 'The aggregation should contain a "name".', `${pointer}/name`);
    return null;
  }
  const name = input.name;
  const type = typeof input.type === 'string' ? input.type : '';
  const field = typeof input.field === 'string' ? input.field : '';
  const nested = (key: string) =>
    isRecord(input[key]) ? parseAggregation(input[key], `${pointer}/${key}`, out) : null;
  switch (type) {
    case 'terms': {
      const sorts =
        input.sort === undefined
          ? []
          : parseSort(Array.isArray(input.sort) ? input.sort : [input.sort], `${pointer}/sort`, out);
      return {
        name,
        type,
        field,
        limit: typeof input.limit === 'number' ? input.limit : null,
        sort: sorts[0] ?? null,
        aggregation: nested('aggregation'),
      };
    }
    case 'stats':
    case 'min':
    case 'max':
    case 'avg':
    case 'sum':
    case 'count':
      if (field === '') {
        out.add(
          'FRAMEWORK__INVALID_AGGREGATION_QUERY',
          `The aggregation "${name}" should contain a "field".`,
          `${pointer}/field`,
        );
        return null;
      }
      return { name, type, field };
    case 'entity':
      if (field === '' || typeof input.definition !== 'string') {
        out.add(
          'FRAMEWORK__INVALID_AGGREGATION_QUERY',
          `The entity aggregation "${name}" needs "field" and "definition".`,
          pointer,
        );
        return null;
      }
      return { name, type, field, definition: input.definition };
    case 'filter': {
      const filters = Array.isArray(input.filter)
        ? input.filter
            .map((entry, index) => parseFilter(entry, `${pointer}/filter/${index}`, out))
            .filter((entry): entry is Filter => entry !== null)
        : [];
      const aggregation = nested('aggregation');
      if (!aggregation) {
        out.add(
          'FRAMEWORK__INVALID_AGGREGATION_QUERY',
          `The filter aggregation "${name}" needs an "aggregation".`,
          `${pointer}/aggregation`,
        );
        return null;
      }
      return { name, type, filter: filters, aggregation };
    }
    default:
      out.add(
        'FRAMEWORK__INVALID_AGGREGATION_QUERY',
        `The aggregation type "${type}" is not supported by the emulator.`,
        `${pointer}/type`,
      );
      return null;
  }
}

function parseIdList(value: Json): string[] | null {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  if (typeof value === 'string') return value.split(/[|,]/).filter(Boolean);
  return null;
}

function parseProjection(value: Json): Record<string, string[]> | null {
  if (!isRecord(value)) return null;
  const result: Record<string, string[]> = {};
  for (const [alias, fields] of Object.entries(value)) {
    if (Array.isArray(fields)) result[alias] = fields.filter((field): field is string => typeof field === 'string');
    else if (typeof fields === 'string') result[alias] = fields.split(',');
  }
  return result;
}

function parseTotalCountMode(value: Json): TotalCountMode | null {
  if (value === 0 || value === '0' || value === 'none') return 'none';
  if (value === 1 || value === '1' || value === 'exact') return 'exact';
  if (value === 2 || value === '2' || value === 'next-pages') return 'next-pages';
  return null;
}

function toInteger(value: Json): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

function parseInto(criteria: Criteria, input: Record<string, Json>, pointer: string, out: Collector): void {
  const ids = parseIdList(input.ids);
  if (ids) criteria.ids = ids;
  if ('page' in input && input.page !== undefined && input.page !== null) {
    const page = toInteger(input.page);
    if (page === null || page < 1)
      out.add('FRAMEWORK__INVALID_PAGE_QUERY', 'The page parameter must be a positive integer.', `${pointer}/page`);
    else criteria.page = page;
  }
  if ('limit' in input && input.limit !== undefined && input.limit !== null) {
    const limit = toInteger(input.limit);
    if (limit === null || limit < 1) {
      out.add(
        'FRAMEWORK__INVALID_LIMIT_QUERY',
        'The limit parameter must be a positive integer greater or equals than 1.',
        `${pointer}/limit`,
      );
    } else criteria.limit = limit;
  }
  if (typeof input.term === 'string' && input.term.trim() !== '') criteria.term = input.term.trim();
  const filters = (key: string) =>
    Array.isArray(input[key])
      ? (input[key] as Json[])
          .map((entry, index) => parseFilter(entry, `${pointer}/${key}/${index}`, out))
          .filter((entry): entry is Filter => entry !== null)
      : [];
  criteria.filter.push(...filters('filter'));
  criteria.postFilter.push(...filters('post-filter'), ...filters('postFilter'));
  if (input.sort !== undefined) criteria.sort = parseSort(input.sort, `${pointer}/sort`, out);
  if (Array.isArray(input.aggregations)) {
    criteria.aggregations = input.aggregations
      .map((entry, index) => parseAggregation(entry, `${pointer}/aggregations/${index}`, out))
      .filter((entry): entry is Aggregation => entry !== null);
  }
  if (isRecord(input.associations)) {
    for (const [name, nested] of Object.entries(input.associations)) {
      const child = emptyCriteria();
      if (isRecord(nested)) parseInto(child, nested, `${pointer}/associations/${name}`, out);
      criteria.associations[name] = child;
    }
  }
  const includes = parseProjection(input.includes);
  if (includes) criteria.includes = includes;
  const excludes = parseProjection(input.excludes);
  if (excludes) criteria.excludes = excludes;
  if (Array.isArray(input.fields))
    criteria.fields = input.fields.filter((field): field is string => typeof field === 'string');
  if (Array.isArray(input.grouping))
    criteria.grouping = input.grouping.filter((field): field is string => typeof field === 'string');
  const mode = parseTotalCountMode(input['total-count-mode'] ?? input.totalCountMode);
  if (mode) criteria.totalCountMode = mode;
}

/**
 * Parses a criteria body (POST) or query object (GET). Throws a ShopwareError (400) listing
 * every invalid part with its JSON pointer, as Shopware's SearchRequestException does.
 */
export function parseCriteria(input: Json): Criteria {
  const criteria = emptyCriteria();
  if (input === undefined || input === null) return criteria;
  if (!isRecord(input))
    throw new ShopwareError({
      status: 400,
      code: 'FRAMEWORK__INVALID_CRITERIA',
      detail: 'The criteria must be an object.',
    });
  const out = new Collector();
  parseInto(criteria, input, '', out);
  if (out.errors.length > 0) throw new ShopwareError(out.errors);
  return criteria;
}

/** Parses criteria from a query string (GET routes): limit, page/p, ids, term, sort, filter (JSON). */
export function criteriaFromQuery(query: URLSearchParams): Json {
  const result: Record<string, Json> = {};
  for (const [key, value] of query.entries()) {
    const bare = key.replace(/\[\]$/, '');
    if (bare === 'p') result.page = value;
    else if (bare === 'ids') result.ids = [...((result.ids as string[] | undefined) ?? []), ...value.split(',')];
    else if (
      ['filter', 'post-filter', 'aggregations', 'associations', 'includes', 'excludes', 'fields', 'grouping'].includes(
        bare,
      )
    ) {
      try {
        result[bare] = JSON.parse(value);
      } catch {
        result[bare] = value;
      }
    } else result[bare] = value;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Matching

/** Values at a dotted path of a plain object, walking into arrays (like a DAL join). */
export function resolvePath(entity: unknown, path: string): unknown[] {
  let current: unknown[] = [entity];
  for (const segment of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        for (const item of value) {
          if (item !== null && typeof item === 'object') next.push((item as Record<string, unknown>)[segment]);
        }
      } else if (value !== null && typeof value === 'object') {
        next.push((value as Record<string, unknown>)[segment]);
      }
    }
    current = next;
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value])).filter((value) => value !== undefined);
}

export type Resolver<T> = (entity: T, field: string) => unknown[];

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const naturalCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function asBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** MySQL-like equality: case-insensitive strings, numeric strings equal numbers, '1' equals true. */
function scalarEquals(actual: unknown, expected: Scalar): boolean {
  if (expected === null) return actual === null || actual === undefined;
  if (actual === null || actual === undefined) return false;
  if (typeof expected === 'boolean' || typeof actual === 'boolean') return asBoolean(actual) === asBoolean(expected);
  if (typeof expected === 'number' || typeof actual === 'number') return asNumber(actual) === asNumber(expected);
  return collator.compare(String(actual), String(expected)) === 0;
}

const printableAscii = /^[\x20-\x7e]*$/;

function isPlainText(value: unknown): value is string {
  return typeof value === 'string' && printableAscii.test(value);
}

const plainTexts = new WeakMap<Filter, Set<string> | null>();

/**
 * An `equalsAny` of printable ASCII texts (ids, numbers, codes) as a set of their lower case:
 * on such texts the collator's base equality is a case-insensitive one, and a set answers it
 * without comparing each value (a hundred ids over 10,000 products were a million comparisons).
 */
function plainTextsOf(filter: Filter & { type: 'equalsAny' }): Set<string> | null {
  let texts = plainTexts.get(filter);
  if (texts === undefined) {
    texts = filter.value.every(isPlainText)
      ? new Set(filter.value.map((value) => (value as string).toLowerCase()))
      : null;
    plainTexts.set(filter, texts);
  }
  return texts;
}

function compareForRange(actual: unknown, bound: number | string): number | null {
  const a = asNumber(actual);
  const b = asNumber(bound);
  if (a !== null && b !== null) return a - b;
  if (typeof actual === 'string' && typeof bound === 'string') return actual < bound ? -1 : actual > bound ? 1 : 0;
  return null;
}

export function matchesFilter<T>(entity: T, filter: Filter, resolve: Resolver<T>): boolean {
  switch (filter.type) {
    case 'equals': {
      const values = resolve(entity, filter.field);
      if (filter.value === null) return values.length === 0 || values.some((value) => value === null);
      return values.some((value) => scalarEquals(value, filter.value));
    }
    case 'equalsAny': {
      const values = resolve(entity, filter.field);
      const plain = plainTextsOf(filter);
      if (plain && values.every(isPlainText)) return values.some((value) => plain.has(value.toLowerCase()));
      return filter.value.some((expected) =>
        expected === null
          ? values.length === 0 || values.includes(null)
          : values.some((value) => scalarEquals(value, expected)),
      );
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const needle = fold(filter.value);
      return resolve(entity, filter.field).some((value) => {
        if (value === null || typeof value === 'object') return false;
        const haystack = fold(String(value));
        if (filter.type === 'contains') return haystack.includes(needle);
        if (filter.type === 'prefix') return haystack.startsWith(needle);
        return haystack.endsWith(needle);
      });
    }
    case 'range': {
      const { gte, gt, lte, lt } = filter.parameters;
      return resolve(entity, filter.field).some((value) => {
        if (value === null) return false;
        const checks: [number | string | undefined, (delta: number) => boolean][] = [
          [gte, (delta) => delta >= 0],
          [gt, (delta) => delta > 0],
          [lte, (delta) => delta <= 0],
          [lt, (delta) => delta < 0],
        ];
        return checks.every(([bound, ok]) => {
          if (bound === undefined) return true;
          const delta = compareForRange(value, bound);
          return delta !== null && ok(delta);
        });
      });
    }
    case 'multi':
    case 'not': {
      const results = filter.queries.map((query) => matchesFilter(entity, query, resolve));
      let combined: boolean;
      if (filter.operator === 'and') combined = results.every(Boolean);
      else if (filter.operator === 'or') combined = results.some(Boolean);
      else combined = results.filter(Boolean).length === 1;
      // A NotFilter negates its inner combination (Shopware: NOT (a AND b) / NOT (a OR b)).
      return filter.type === 'not' ? !combined : combined;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sorting

export function compareValues(a: unknown, b: unknown, natural: boolean): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1; // NULL first, as in MySQL
  const na = asNumber(a);
  const nb = asNumber(b);
  if (typeof a === 'number' || typeof b === 'number') {
    if (na !== null && nb !== null) return na - nb;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(asBoolean(a)) - Number(asBoolean(b));
  return (natural ? naturalCollator : collator).compare(String(a), String(b));
}

export function sortEntities<T>(entities: T[], sorts: readonly SortSpec[], resolve: Resolver<T>): T[] {
  if (sorts.length === 0) return entities;
  const keyed = entities.map((entity, index) => ({
    entity,
    index,
    keys: sorts.map((sort) => {
      const values = resolve(entity, sort.field).filter((value) => value !== null && value !== undefined);
      if (values.length <= 1) return values[0] ?? null;
      // For multi-valued fields the smallest value leads ascending, the largest descending.
      const sorted = [...values].sort((x, y) => compareValues(x, y, sort.naturalSorting));
      return sort.order === 'ASC' ? sorted[0] : sorted[sorted.length - 1];
    }),
  }));
  keyed.sort((x, y) => {
    for (let i = 0; i < sorts.length; i++) {
      const sort = sorts[i] as SortSpec;
      const delta = compareValues(x.keys[i], y.keys[i], sort.naturalSorting);
      if (delta !== 0) return sort.order === 'ASC' ? delta : -delta;
    }
    return x.index - y.index; // stable
  });
  return keyed.map((entry) => entry.entity);
}

// ---------------------------------------------------------------------------------------------
// Aggregations

export type AggregationResult = Record<string, unknown> & { apiAlias: string };

export interface SearchOptions<T> {
  /** Entity name; a field prefix like 'product.' is stripped. */
  entityName: string;
  resolve: Resolver<T>;
  idOf: (entity: T) => string;
  /** Weighted texts a term is searched in. */
  searchText?: (entity: T) => { text: string; weight: number }[];
  /** Sorting used when the criteria has neither sort nor term. */
  defaultSort?: SortSpec[];
  /** Total count mode when the criteria does not set one. */
  defaultTotalCountMode?: TotalCountMode;
  /** Loads entities for entity aggregations (e.g. 'product_manufacturer'). */
  loadEntities?: (definition: string, ids: string[]) => unknown[];
}

function computeAggregation<T>(
  entities: readonly T[],
  aggregation: Aggregation,
  options: SearchOptions<T>,
): [string, AggregationResult] {
  const resolve = prefixedResolver(options);
  const apiAlias = `${aggregation.name}_aggregation`;
  switch (aggregation.type) {
    case 'terms': {
      const counts = new Map<string, { key: unknown; members: T[] }>();
      for (const entity of entities) {
        const seen = new Set<string>();
        for (const value of resolve(entity, aggregation.field)) {
          if (value === null || typeof value === 'object') continue;
          const key = String(value);
          if (seen.has(key)) continue;
          seen.add(key);
          const bucket = counts.get(key) ?? { key: value, members: [] };
          bucket.members.push(entity);
          counts.set(key, bucket);
        }
      }
      let buckets = [...counts.values()].map((bucket) => {
        const result: Record<string, unknown> = {
          key: String(bucket.key),
          count: bucket.members.length,
          apiAlias: 'aggregation_bucket',
        };
        if (aggregation.aggregation) {
          const [name, nested] = computeAggregation(bucket.members, aggregation.aggregation, options);
          result[name] = nested;
        }
        return result;
      });
      const sort = aggregation.sort;
      if (sort && (sort.field === '_count' || sort.field === 'count')) {
        buckets.sort((a, b) => ((a.count as number) - (b.count as number)) * (sort.order === 'ASC' ? 1 : -1));
      } else {
        const direction = sort?.order === 'DESC' ? -1 : 1;
        buckets.sort((a, b) => compareValues(a.key, b.key, true) * direction);
      }
      if (aggregation.limit !== null) buckets = buckets.slice(0, aggregation.limit);
      return [aggregation.name, { buckets, apiAlias }];
    }
    case 'stats':
    case 'min':
    case 'max':
    case 'avg':
    case 'sum':
    case 'count': {
      const values: number[] = [];
      let count = 0;
      for (const entity of entities) {
        const found = resolve(entity, aggregation.field).filter((value) => value !== null);
        if (found.length > 0) count += 1;
        for (const value of found) {
          const number = asNumber(value);
          if (number !== null) values.push(number);
        }
      }
      const min = values.length ? Math.min(...values) : null;
      const max = values.length ? Math.max(...values) : null;
      const sum = values.reduce((total, value) => total + value, 0);
      const avg = values.length ? sum / values.length : null;
      switch (aggregation.type) {
        case 'stats':
          return [aggregation.name, { min, max, avg, sum, apiAlias }];
        case 'min':
          return [aggregation.name, { min, apiAlias }];
        case 'max':
          return [aggregation.name, { max, apiAlias }];
        case 'avg':
          return [aggregation.name, { avg, apiAlias }];
        case 'sum':
          return [aggregation.name, { sum, apiAlias }];
        default:
          return [aggregation.name, { count, apiAlias }];
      }
    }
    case 'entity': {
      const ids = new Set<string>();
      for (const entity of entities) {
        for (const value of resolve(entity, aggregation.field)) if (typeof value === 'string') ids.add(value);
      }
      const loaded = options.loadEntities ? options.loadEntities(aggregation.definition, [...ids]) : [...ids];
      return [aggregation.name, { entities: loaded, apiAlias }];
    }
    case 'filter': {
      const filtered = entities.filter((entity) =>
        aggregation.filter.every((filter) => matchesFilter(entity, filter, resolve)),
      );
      return computeAggregation(filtered, aggregation.aggregation, options);
    }
  }
}

/** Aggregation results keyed by name, as Shopware serialises them; [] when there are none (PHP). */
export function computeAggregations<T>(
  entities: readonly T[],
  aggregations: readonly Aggregation[],
  options: SearchOptions<T>,
): Record<string, AggregationResult> | [] {
  if (aggregations.length === 0) return [];
  return Object.fromEntries(aggregations.map((aggregation) => computeAggregation(entities, aggregation, options)));
}

// ---------------------------------------------------------------------------------------------
// Search

export interface SearchResult<T> {
  elements: T[];
  /** Matches before the post-filters: the set aggregations are computed on. */
  aggregated: T[];
  /** All matches before paging (after post-filter and grouping). */
  matches: T[];
  total: number;
  page: number;
  limit: number | null;
  aggregations: Record<string, AggregationResult> | [];
}

function prefixedResolver<T>(options: SearchOptions<T>): Resolver<T> {
  const prefix = `${options.entityName}.`;
  return (entity, field) => options.resolve(entity, field.startsWith(prefix) ? field.slice(prefix.length) : field);
}

function termScore<T>(entity: T, tokens: string[], options: SearchOptions<T>): number {
  return relevance(options.searchText?.(entity) ?? [], tokens);
}

/**
 * The ids a top-level filter on the entity's `id` allows, lower-cased, or null. Shopware keeps ids
 * as binary UUIDs: such a filter reads the primary key's index instead of every row, and compares
 * the hex case-insensitively. The filter itself still runs on what this leaves.
 */
function idsFilteredBy(criteria: Criteria, entityName: string): Set<string> | null {
  for (const filter of criteria.filter) {
    if (filter.type !== 'equals' && filter.type !== 'equalsAny') continue;
    if (filter.field !== 'id' && filter.field !== `${entityName}.id`) continue;
    const values = filter.type === 'equals' ? [filter.value] : filter.value;
    return new Set(values.filter((value) => value !== null).map((value) => String(value).toLowerCase()));
  }
  return null;
}

export function search<T>(all: readonly T[], criteria: Criteria, options: SearchOptions<T>): SearchResult<T> {
  const resolve = prefixedResolver(options);
  let candidates: T[];
  if (criteria.ids) {
    const byId = new Map(all.map((entity) => [options.idOf(entity), entity]));
    candidates = criteria.ids
      .map((id) => byId.get(id.toLowerCase()) ?? byId.get(id))
      .filter((entity): entity is T => entity !== undefined);
  } else {
    const filteredIds = idsFilteredBy(criteria, options.entityName);
    candidates = filteredIds ? all.filter((entity) => filteredIds.has(options.idOf(entity).toLowerCase())) : [...all];
  }
  candidates = candidates.filter((entity) => criteria.filter.every((filter) => matchesFilter(entity, filter, resolve)));

  let scores: Map<T, number> | null = null;
  if (criteria.term) {
    const tokens = termTokens(criteria.term);
    scores = new Map();
    for (const entity of candidates) {
      const score = termScore(entity, tokens, options);
      if (score > 0) scores.set(entity, score);
    }
    candidates = candidates.filter((entity) => scores?.has(entity));
  }

  const aggregations = computeAggregations(candidates, criteria.aggregations, options);
  let matches = candidates.filter((entity) =>
    criteria.postFilter.every((filter) => matchesFilter(entity, filter, resolve)),
  );

  if (criteria.sort.length > 0) matches = sortEntities(matches, criteria.sort, resolve);
  else if (scores) {
    const scored = scores;
    matches = [...matches].sort((a, b) => (scored.get(b) ?? 0) - (scored.get(a) ?? 0));
  } else if (!criteria.ids && options.defaultSort) matches = sortEntities(matches, options.defaultSort, resolve);

  if (criteria.grouping.length > 0) {
    const seen = new Set<string>();
    matches = matches.filter((entity) => {
      const key = criteria.grouping.map((field) => JSON.stringify(resolve(entity, field))).join('|');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  const limit = criteria.limit;
  const page = criteria.page;
  const offset = limit === null ? 0 : (page - 1) * limit;
  const elements = limit === null ? matches.slice(offset) : matches.slice(offset, offset + limit);
  const mode = criteria.totalCountMode ?? options.defaultTotalCountMode ?? 'none';
  let total: number;
  if (mode === 'exact') total = matches.length;
  else if (mode === 'next-pages' && limit !== null) total = Math.min(matches.length, offset + limit * 6 + 1);
  else total = elements.length;

  return { elements, aggregated: candidates, matches, total, page, limit, aggregations };
}

// ---------------------------------------------------------------------------------------------
// Projection

/**
 * Applies `includes` / `excludes` by apiAlias, recursively, like Shopware's response encoder
 * (`StructEncoder`, 6.5+):
 * - an entity whose apiAlias has an includes entry keeps only those fields (and its apiAlias);
 *   an excludes entry drops fields;
 * - a field that is plain data (custom fields, `translated`) may be narrowed by dotted entries
 *   (`customFields.key`): with any such entry it keeps only the keys named, and it is kept even
 *   when its own name is not included;
 * - `translated` keeps only the keys the entity's includes name themselves (a `description`
 *   not included at the top level is not sent under `translated` either);
 * - `extensions` is not a field of its own: each extension is kept when its name is included.
 */
export function project(
  value: unknown,
  includes: Record<string, string[]> | null,
  excludes: Record<string, string[]> | null,
): unknown {
  if (!includes && !excludes) return value;
  // Read once per answer, not once per entity: a build's page of 100 products with their
  // variants holds thousands of entities.
  return projectWith(value, {
    includes: new Map(Object.entries(includes ?? {}).map(([alias, fields]) => [alias, aliasFields(fields)])),
    excludes: new Map(Object.entries(excludes ?? {}).map(([alias, fields]) => [alias, new Set(fields)])),
  });
}

/** An alias's includes: the names, and the fields its dotted entries narrow (`a.b.c`: `a`, `a.b`). */
interface AliasFields {
  names: ReadonlySet<string>;
  nested: ReadonlySet<string>;
}

interface Projection {
  includes: ReadonlyMap<string, AliasFields>;
  excludes: ReadonlyMap<string, ReadonlySet<string>>;
}

function aliasFields(fields: readonly string[]): AliasFields {
  const nested = new Set<string>();
  for (const field of fields) {
    for (let dot = field.indexOf('.'); dot !== -1; dot = field.indexOf('.', dot + 1)) nested.add(field.slice(0, dot));
  }
  return { names: new Set(fields), nested };
}

const allowed = (fields: AliasFields | undefined, field: string) => fields === undefined || fields.names.has(field);

function projectWith(value: unknown, projection: Projection): unknown {
  if (Array.isArray(value)) return value.map((item) => projectWith(item, projection));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const alias = typeof source.apiAlias === 'string' ? source.apiAlias : null;
  const fields = alias === null ? undefined : projection.includes.get(alias);
  const drop = alias === null ? undefined : projection.excludes.get(alias);
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const child = source[key];
    if (key === 'apiAlias') {
      result[key] = child;
      continue;
    }
    if (drop?.has(key)) continue;
    if (alias && key === 'extensions' && isPlainData(child)) {
      const kept: Record<string, unknown> = {};
      let any = false;
      for (const name of Object.keys(child)) {
        if (!allowed(fields, name) || drop?.has(name)) continue;
        kept[name] = projectWith(child[name], projection);
        any = true;
      }
      if (any) result[key] = kept;
      continue;
    }
    if (!allowed(fields, key) && !fields?.nested.has(key)) continue;
    result[key] = alias && isPlainData(child) ? projectNested(child, fields, key) : projectWith(child, projection);
  }
  return result;
}

/** Plain data: a JSON object that is not an entity (no apiAlias), such as custom fields. */
function isPlainData(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !('apiAlias' in value);
}

/** Shopware's `encodeNestedArray`: `translated` by the entity's own fields, others by dotted entries. */
function projectNested(
  data: Record<string, unknown>,
  fields: AliasFields | undefined,
  prefix: string,
): Record<string, unknown> {
  if (prefix !== 'translated' && !fields?.nested.has(prefix)) return data;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const child = data[key];
    const accessor = prefix === 'translated' ? key : `${prefix}.${key}`;
    if (fields && !fields.names.has(accessor)) continue;
    result[key] = isPlainData(child) ? projectNested(child, fields, accessor) : child;
  }
  return result;
}
