/**
 * Path normalisation: the one place that decides how an internal link looks, used by page
 * creation and by links alike, so both always agree on the same path.
 */
import type { LocaleSeparator } from './locale';

/** Files are served as they are; a slash after them would point at a directory that does not exist. */
export const unchangedExtensions: readonly string[] = ['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'];

/** Whether a link leaves the site's path space: any scheme (http, https, tel, mailto ...) or protocol-relative '//'. */
export function isUntouchedLink(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//');
}

/** Whether the path part ends in one of the file extensions that are left unchanged. */
export function hasUnchangedExtension(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return unchangedExtensions.some((extension) => lower.endsWith(extension));
}

interface PathParts {
  pathname: string;
  /** '' or '?...' */
  query: string;
  /** '' or '#...' */
  hash: string;
}

/** Splits path, query and hash; a '?' after the '#' belongs to the hash. */
export function splitPath(path: string): PathParts {
  const hashIndex = path.indexOf('#');
  const beforeHash = hashIndex === -1 ? path : path.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : path.slice(hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  return queryIndex === -1
    ? { pathname: beforeHash, query: '', hash }
    : { pathname: beforeHash.slice(0, queryIndex), query: beforeHash.slice(queryIndex), hash };
}

/** Collapses '//' (and longer runs) inside the path part to one slash. */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}

const dashLocaleSegment = /^[a-z]{2,3}-[a-z]{2}$/;
const countrySegment = /^[a-z]{2,3}$/;
const languageSegment = /^[a-z]{2}$/;

function isSlashLocale(country: string | undefined, language: string | undefined): boolean {
  return (
    country !== undefined && language !== undefined && countrySegment.test(country) && languageSegment.test(language)
  );
}

/**
 * Removes a locale prefix that is repeated at the start of the segments, as happens when a
 * link that already holds a locale gets the page's prefix again: ['de-de', 'de-de', 'x'] and,
 * for the '/' separator, ['gb', 'en', 'gb', 'en', 'x'] keep one copy. Without a separator both
 * shapes are detected.
 */
export function removeDuplicatedLocale(segments: readonly string[], separator?: LocaleSeparator): string[] {
  const result = [...segments];
  const [first, second, third, fourth] = result;
  if (separator !== '/' && first !== undefined && dashLocaleSegment.test(first) && first === second) {
    result.splice(1, 1);
    return removeDuplicatedLocale(result, separator);
  }
  if (separator !== '-' && isSlashLocale(first, second) && first === third && second === fourth) {
    result.splice(2, 2);
    return removeDuplicatedLocale(result, separator);
  }
  return result;
}

/**
 * Removes a segment equal to the one before it ('bikes/bikes' → 'bikes'). With the '/'
 * separator the first two segments are the locale and count as one unit, so '/de/de/' (German
 * Germany) and '/gb/en/en/' stay as they are.
 */
export function removeDuplicateSegments(segments: readonly string[], separator?: LocaleSeparator): string[] {
  const lockedCount = separator === '/' && isSlashLocale(segments[0], segments[1]) ? 2 : 0;
  const result = segments.slice(0, lockedCount);
  for (const [index, segment] of segments.entries()) {
    if (index < lockedCount) continue;
    if (index > lockedCount && segment === segments[index - 1]) continue;
    result.push(segment);
  }
  return result;
}

/**
 * Adds a trailing slash to the path part unless it already ends with one or a query follows
 * (query links point at exactly what they name).
 */
export function addTrailingSlash(pathname: string, query: string): string {
  return query !== '' || pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * The canonical form of an internal link.
 *
 * - Links with a scheme (http, https, tel, mailto ...) or protocol-relative '//', and
 *   hash-only, query-only or empty links, are returned untouched.
 * - Paths whose path part ends in .html .json .js .map .txt .xml .pdf are returned unchanged.
 * - Otherwise, in the path part only (never in query or hash): '//' is collapsed, a repeated
 *   locale prefix and duplicate consecutive segments are removed, and a trailing slash is added
 *   unless the path ends with one or has a query; the slash goes before any '#hash'.
 *
 * The locale separator tells which locale shape to look for. Path builders pass the brand's
 * separator; without one (links whose brand is unknown) both '/de-de/' and '/gb/en/' shapes are
 * detected, and the '/' locale is not protected from the duplicate-segment rule.
 * Leading and trailing whitespace is trimmed; a relative path stays relative.
 */
export function normalizePath(path: string, separator?: LocaleSeparator): string {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('?') || isUntouchedLink(trimmed)) {
    return trimmed;
  }
  const { pathname, query, hash } = splitPath(trimmed);
  if (hasUnchangedExtension(pathname)) return trimmed;

  const collapsed = collapseSlashes(pathname);
  const leading = collapsed.startsWith('/') ? '/' : '';
  const trailing = collapsed.endsWith('/') && collapsed !== '/' ? '/' : '';
  const segments = collapsed.split('/').filter((segment) => segment !== '');
  const cleaned = removeDuplicateSegments(removeDuplicatedLocale(segments, separator), separator);
  const joined = cleaned.length === 0 ? leading || '/' : `${leading}${cleaned.join('/')}${trailing}`;
  return `${addTrailingSlash(joined, query)}${query}${hash}`;
}
