// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useListingHistory } from './listing-history';

describe('listing history without a browser (server render)', () => {
  it('has the empty history and its persist API, and stores nothing', async () => {
    expect(typeof window).toBe('undefined');
    expect(useListingHistory.getState()).toMatchObject({ lastListingPage: null, breadcrumbClicked: false });
    await useListingHistory.persist.rehydrate();
    expect(useListingHistory.getState().lastListingPage).toBeNull();
  });
});
