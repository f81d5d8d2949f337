import { describe, expect, it } from 'vitest';
import { keepAddressOfNotFoundPage } from './not-found-address';

describe('keepAddressOfNotFoundPage', () => {
  it('makes a locale’s not-found page, shown at an unknown address, keep that address', () => {
    const win = { pagePath: '/fr-fr/404/', location: { pathname: '/fr-fr/no-such-bike/' } };
    keepAddressOfNotFoundPage(win);
    expect(win.pagePath).toBe('/fr-fr/no-such-bike/');
  });

  it('leaves every other page alone', () => {
    for (const [pagePath, pathname] of [
      ['/fr-fr/404/', '/fr-fr/404/'],
      ['/fr-fr/bikes/', '/fr-fr/bikes'],
      ['/404.html', '/gb/no-such-page/'],
    ] as const) {
      const win = { pagePath, location: { pathname } };
      keepAddressOfNotFoundPage(win);
      expect(win.pagePath).toBe(pagePath);
    }
  });
});
