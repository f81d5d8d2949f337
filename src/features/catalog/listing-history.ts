/**
 * Listing history (spec section 4): the last listing page visited and whether a breadcrumb was
 * clicked since, so a product page can offer a way back to the listing as it was left (filters,
 * sort, page). Persisted per tab in session storage under the spec's last-visited-listing-page
 * key; only the two facts persist (`partialize`), versioned, with a migration from the older
 * entry that held the bare path.
 *
 * The store rehydrates on the client only (`skipHydration` + `useListingHistoryHydration`), so
 * the server render and the first client render both see the empty history.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserStorage } from '../../services/browser-storage';

/** The spec's last-visited-listing-page key: the storage key of the listing history. */
export const listingHistoryKey = 'lastVisitedListingPage';
export const listingHistoryVersion = 1;

/** A listing page as it was left. */
export interface ListingVisit {
  /** Listing page path, e.g. '/gb/en/bikes/e-bikes/'. */
  path: string;
  /** Its query string ('' or '?sort=p&attrFrameSize=M'), as the listing library builds it. */
  query: string;
  /** Category name, for the back link's label; '' when unknown. */
  name: string;
  /** Locale prefix of the listing: a back link never leads into another locale. */
  localePrefix: string;
}

export interface ListingHistoryData {
  lastListingPage: ListingVisit | null;
  /** A breadcrumb was clicked after the listing was left: the visitor left the listing's context. */
  breadcrumbClicked: boolean;
}

export interface ListingHistoryState extends ListingHistoryData {
  /** Records the listing page shown now (on view and on every filter, sort or page change). */
  visitListing: (visit: ListingVisit) => void;
  markBreadcrumbClicked: () => void;
  /** A product was opened from a listing: its back link applies again. */
  openProduct: () => void;
  reset: () => void;
}

const initialData: ListingHistoryData = { lastListingPage: null, breadcrumbClicked: false };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function asVisit(value: unknown): ListingVisit | null {
  if (!isRecord(value) || typeof value.path !== 'string' || !value.path.startsWith('/')) return null;
  return {
    path: value.path,
    query: typeof value.query === 'string' ? value.query : '',
    name: typeof value.name === 'string' ? value.name : '',
    localePrefix: typeof value.localePrefix === 'string' ? value.localePrefix : '',
  };
}

/** '/gb/en/bikes/?sort=p' -> path and query. */
function splitLink(link: string): { path: string; query: string } {
  const index = link.indexOf('?');
  return index === -1 ? { path: link, query: '' } : { path: link.slice(0, index), query: link.slice(index) };
}

/** The locale prefix of a path: its first segments up to the one before the category ('/gb/en/' or '/de-de/'). */
function prefixOf(path: string, separatorSlash: boolean): string {
  const segments = path.split('/').filter(Boolean);
  const count = separatorSlash ? 2 : 1;
  return segments.length > count ? `/${segments.slice(0, count).join('/')}/` : '';
}

/**
 * Stored data of any older version in today's shape; anything unreadable is dropped (a stale
 * back link is worse than none). Version 0 kept the bare listing link as `lastListingPage`.
 */
export function migrateListingHistory(persisted: unknown, version: number): ListingHistoryData {
  if (!isRecord(persisted)) return { ...initialData };
  const breadcrumbClicked = persisted.breadcrumbClicked === true;
  if (version < 1) {
    const link = persisted.lastListingPage;
    if (typeof link !== 'string' || !link.startsWith('/')) return { ...initialData, breadcrumbClicked };
    const { path, query } = splitLink(link);
    // The old entry had no locale; '/xx/yy/' (two short segments) is the '/' separator's shape.
    const slashLocale = /^\/[a-z]{2,3}\/[a-z]{2}\//.test(path);
    return { lastListingPage: { path, query, name: '', localePrefix: prefixOf(path, slashLocale) }, breadcrumbClicked };
  }
  return { lastListingPage: asVisit(persisted.lastListingPage), breadcrumbClicked };
}

const storage = createJSONStorage<ListingHistoryData>(() => browserStorage('session'));

export const useListingHistory = create<ListingHistoryState>()(
  persist(
    (set) => ({
      ...initialData,
      visitListing: (visit) => set({ lastListingPage: { ...visit } }),
      markBreadcrumbClicked: () => set({ breadcrumbClicked: true }),
      openProduct: () => set({ breadcrumbClicked: false }),
      reset: () => set({ ...initialData }),
    }),
    {
      name: listingHistoryKey,
      version: listingHistoryVersion,
      storage,
      partialize: (state): ListingHistoryData => ({
        lastListingPage: state.lastListingPage,
        breadcrumbClicked: state.breadcrumbClicked,
      }),
      migrate: (persisted, version) => migrateListingHistory(persisted, version),
      // Current-version data is checked too: storage is outside our control.
      merge: (persisted, current) => ({
        ...current,
        ...migrateListingHistory(persisted, listingHistoryVersion),
      }),
      skipHydration: true,
    },
  ),
);

/**
 * Reads the stored history (client only). Every write goes to storage at once, so reading again
 * on a later page only picks up what another page of the tab stored.
 */
export function rehydrateListingHistory(): void {
  void useListingHistory.persist.rehydrate();
}

/** Every component that reads or writes the history calls this first. */
export function useListingHistoryHydration(): void {
  useEffect(rehydrateListingHistory, []);
}

/** The link of a recorded listing page. */
export function listingLink(visit: ListingVisit): string {
  return `${visit.path}${visit.query}`;
}
