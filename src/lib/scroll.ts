/** Scroll positions are kept per page and per hash (spec section 2). */
export const scrollKeyPrefix = '@@scroll|';

export function scrollKey(pathname: string, hash: string): string {
  return `${scrollKeyPrefix}${pathname}${hash}`;
}

/** Navigation state that asks to keep the current scroll position instead of restoring one. */
export interface ScrollNavigationState {
  preserveScroll?: boolean;
}

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as ScrollNavigationState).preserveScroll === true;
}

export function parseScrollPosition(stored: string | null): number | null {
  if (stored === null) return null;
  const value = Number(stored);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
