/**
 * Wiring shared by the route files: mounting a store-api route under both API prefixes,
 * reading request input, answering entity search results with Shopware's projections.
 */
import type { EmulatorRequest, Router } from '../../common/http';
import type { DurableState } from '../../common/state';
import { type Criteria, criteriaFromQuery, parseCriteria, project } from '../criteria';
import { ShopwareError } from '../errors';
import { type SessionDeps, type StoreApiAnswer, type StoreApiHandler, storeApi } from '../session';
import type { EmulatorState } from '../state';
import type { CatalogStore } from '../store';
import type { ImageRenderer } from '../media';

/** The store-api is served under Shopware 6's prefix and, for older clients, the v3 sales-channel-api one. */
export const apiPrefixes = ['/store-api', '/sales-channel-api/v3'] as const;

export interface RouteDeps extends SessionDeps {
  store: CatalogStore;
  state: DurableState<EmulatorState>;
  images: ImageRenderer;
}

export type Mount = (method: string, path: string, handler: StoreApiHandler) => void;

export function mounter(router: Router, deps: SessionDeps): Mount {
  return (method, path, handler) => {
    const wrapped = storeApi(deps, handler);
    for (const prefix of apiPrefixes) router.add(method, `${prefix}${path}`, wrapped);
  };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's input: query parameters overlaid by the JSON body (Shopware reads both). */
export function input(req: EmulatorRequest): Record<string, unknown> {
  const fromQuery = criteriaFromQuery(req.url.searchParams) as Record<string, unknown>;
  return isRecord(req.body) ? { ...fromQuery, ...req.body } : fromQuery;
}

export function criteriaOf(req: EmulatorRequest): Criteria {
  return parseCriteria(input(req));
}

/** A JSON body is required and must be an object. */
export function bodyOf(req: EmulatorRequest): Record<string, unknown> {
  if (req.rawBody.length > 0 && req.body === undefined) {
    throw new ShopwareError({
      status: 400,
      code: 'FRAMEWORK__INVALID_REQUEST_BODY',
      detail: 'The request body is not valid JSON.',
    });
  }
  return isRecord(req.body) ? req.body : {};
}

/** Answers a body with the criteria's includes / excludes / fields applied. */
export function projected(body: unknown, criteria: Criteria | null, rootAlias?: string): StoreApiAnswer {
  if (!criteria) return { body };
  return { body: project(body, includesOf(criteria, rootAlias), criteria.excludes) };
}

/** The includes an answer is projected with: the criteria's, and `fields` as the root entity's. */
export function includesOf(criteria: Criteria, rootAlias?: string): Record<string, string[]> | null {
  const includes = criteria.includes ? { ...criteria.includes } : null;
  if (criteria.fields && rootAlias) {
    return { ...(includes ?? {}), [rootAlias]: [...new Set(['id', ...criteria.fields])] };
  }
  return includes;
}

/** Shopware's serialised EntitySearchResult. */
export function searchResult(
  entity: string,
  elements: unknown[],
  found: { total: number; page: number; limit: number | null; aggregations: unknown },
  withAggregations = true,
): Record<string, unknown> {
  return {
    entity,
    total: found.total,
    ...(withAggregations ? { aggregations: found.aggregations } : {}),
    page: found.page,
    ...(found.limit !== null ? { limit: found.limit } : {}),
    elements,
    apiAlias: 'dal_entity_search_result',
  };
}

/** Ids given as `ids[]=a&ids[]=b`, `ids=a,b` or a JSON list. */
export function idsOf(req: EmulatorRequest, name = 'ids'): string[] {
  const fromQuery = [...req.url.searchParams.getAll(name), ...req.url.searchParams.getAll(`${name}[]`)];
  for (const [key, value] of req.url.searchParams.entries()) {
    if (new RegExp(`^${name}\\[\\d+\\]$`).test(key)) fromQuery.push(value);
  }
  const fromBody = isRecord(req.body) ? req.body[name] : undefined;
  const list = [
    ...fromQuery.flatMap((value) => value.split(',')),
    ...(Array.isArray(fromBody) ? fromBody : typeof fromBody === 'string' ? fromBody.split(',') : []),
  ];
  return [
    ...new Set(
      list
        .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
        .map((value) => value.trim()),
    ),
  ];
}
