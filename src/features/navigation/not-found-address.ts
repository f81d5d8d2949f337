import { isNotFoundPath } from '../../lib/routing/routes';

/** The part of `window` Gatsby's client reads at start: the built page's own path. */
export interface GatsbyStartWindow {
  pagePath?: string;
  location: Pick<Location, 'pathname'>;
}

/**
 * The host answers an unknown address under a locale with that locale's not-found page
 * (`{locale}/404/`, see `hostRules`). At start Gatsby's client replaces the address by the
 * page's own path unless the page is its root `/404`; the visitor should keep the address they
 * asked for. Told that the page is at this address, the client loads this address's page data,
 * which the host answers with the same not-found page.
 */
export function keepAddressOfNotFoundPage(win: GatsbyStartWindow): void {
  if (win.pagePath && isNotFoundPath(win.pagePath) && win.pagePath !== win.location.pathname) {
    win.pagePath = win.location.pathname;
  }
}
