/**
 * Paging of search answers. The answers' products become search records (spec section 3) in the
 * Shopware adapter (services/shopware/search-records.ts), through its product mapping.
 */
import type { SearchRecord } from '../product/search-record';
import { isRecord, numberOf } from '../product/guards';

export interface SearchResults {
  records: SearchRecord[];
  total: number;
  page: number;
  limit: number;
}

/** Total, page and page size of a listing answer; the page's own values when missing. */
export function pagingOf(answer: unknown, fallback: { page: number; limit: number }): Omit<SearchResults, 'records'> {
  const body = isRecord(answer) ? answer : {};
  return {
    total: numberOf(body.total) ?? 0,
    page: numberOf(body.page) ?? fallback.page,
    limit: numberOf(body.limit) ?? fallback.limit,
  };
}

/** Pages of a result count; at least 1. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
