// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listingHistoryKey,
  listingHistoryVersion,
  listingLink,
  migrateListingHistory,
  rehydrateListingHistory,
  useListingHistory,
} from './listing-history';

const visit = { path: '/de-de/fahrraeder/e-bikes/', query: '?sort=l', name: 'E-Bikes', localePrefix: '/de-de/' };
const stored = () => JSON.parse(window.sessionStorage.getItem(listingHistoryKey) ?? 'null') as unknown;

beforeEach(() => {
  window.sessionStorage.clear();
  useListingHistory.getState().reset();
  window.sessionStorage.clear();
});
afterEach(() => window.sessionStorage.clear());

describe('listing history store', () => {
  it('uses the spec key and persists only the last listing page and the breadcrumb flag, versioned', () => {
    expect(listingHistoryKey).toBe('lastVisitedListingPage');
    useListingHistory.getState().visitListing(visit);
    useListingHistory.getState().markBreadcrumbClicked();
    expect(stored()).toEqual({
      state: { lastListingPage: visit, breadcrumbClicked: true },
      version: listingHistoryVersion,
    });
    useListingHistory.getState().openProduct();
    expect(useListingHistory.getState().breadcrumbClicked).toBe(false);
    expect(listingLink(visit)).toBe('/de-de/fahrraeder/e-bikes/?sort=l');
  });

  it('starts empty (server render, first client render) and reads storage only when rehydrated', () => {
    window.sessionStorage.setItem(
      listingHistoryKey,
      JSON.stringify({ state: { lastListingPage: visit, breadcrumbClicked: false }, version: 1 }),
    );
    expect(useListingHistory.getState().lastListingPage).toBeNull();
    rehydrateListingHistory();
    expect(useListingHistory.getState().lastListingPage).toEqual(visit);
  });

  it('drops stored data of the wrong shape', () => {
    window.sessionStorage.setItem(
      listingHistoryKey,
      JSON.stringify({ state: { lastListingPage: { path: 'no-slash' }, breadcrumbClicked: 'yes' }, version: 1 }),
    );
    rehydrateListingHistory();
    expect(useListingHistory.getState()).toMatchObject({ lastListingPage: null, breadcrumbClicked: false });
  });
});

describe('migrateListingHistory', () => {
  it('turns the bare link of version 0 into a visit with its locale', () => {
    expect(migrateListingHistory({ lastListingPage: '/gb/en/bikes/?page=2', breadcrumbClicked: true }, 0)).toEqual({
      lastListingPage: { path: '/gb/en/bikes/', query: '?page=2', name: '', localePrefix: '/gb/en/' },
      breadcrumbClicked: true,
    });
    expect(migrateListingHistory({ lastListingPage: '/nl-nl/fietsen/' }, 0)).toEqual({
      lastListingPage: { path: '/nl-nl/fietsen/', query: '', name: '', localePrefix: '/nl-nl/' },
      breadcrumbClicked: false,
    });
  });

  it('drops what it cannot read', () => {
    expect(migrateListingHistory(null, 0)).toEqual({ lastListingPage: null, breadcrumbClicked: false });
    expect(migrateListingHistory({ lastListingPage: 42 }, 0)).toEqual({
      lastListingPage: null,
      breadcrumbClicked: false,
    });
    expect(migrateListingHistory({ lastListingPage: { path: '/x/', query: 1 } }, 1)).toEqual({
      lastListingPage: { path: '/x/', query: '', name: '', localePrefix: '' },
      breadcrumbClicked: false,
    });
  });
});
