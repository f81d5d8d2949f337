/**
 * Scroll restoration per page and hash, kept in session storage. Gatsby's own handler keys
 * positions by history entry; the spec keys them by page and hash, and lets a navigation keep
 * the current position through its state (`{ preserveScroll: true }`).
 */
import { keepsScroll, parseScrollPosition, scrollKey } from '../../lib/scroll';

interface LocationLike {
  pathname: string;
  hash: string;
  state?: unknown;
}

let cameBack = false;
/** The position was kept before the page's content gave way (`reloadWhereTheVisitorIs`). */
let positionKept = false;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveScrollPosition(location: LocationLike): void {
  storage()?.setItem(scrollKey(location.pathname, location.hash), String(Math.round(window.scrollY)));
}

export function savedScrollPosition(location: LocationLike): number | null {
  return parseScrollPosition(storage()?.getItem(scrollKey(location.pathname, location.hash)) ?? null);
}

/** Back/forward navigations restore; link navigations start at the top or the hash target. */
export function listenForHistoryNavigation(): void {
  window.addEventListener('popstate', () => {
    cameBack = true;
  });
  window.addEventListener('pagehide', () => {
    if (!positionKept) saveScrollPosition(window.location);
  });
}

/**
 * Loads the page again, to open where the visitor is (`restoreAfterPageLoad`). Called when a part's
 * code did not arrive (src/shell/ErrorBoundary): the position is kept now, while the part's
 * content still stands; by the time the page is hidden it has given way and the page is shorter.
 */
export function reloadWhereTheVisitorIs(): void {
  saveScrollPosition(window.location);
  positionKept = true;
  window.location.reload();
}

/** Gatsby's shouldUpdateScroll: false keeps the position, [x, y] restores, true is the default. */
export function scrollTarget(location: LocationLike): boolean | [number, number] {
  const historyNavigation = cameBack;
  cameBack = false;
  if (keepsScroll(location.state)) return false;
  if (historyNavigation) {
    const position = savedScrollPosition(location);
    if (position !== null) return [0, position];
  }
  return true;
}

/** After a reload or a return from another site, the page opens where the visitor left it. */
export function restoreAfterPageLoad(): void {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type !== 'reload' && entry?.type !== 'back_forward') return;
  const position = savedScrollPosition(window.location);
  if (position !== null) window.scrollTo(0, position);
}
