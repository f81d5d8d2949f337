/** Filter and order rules of a dealer search, applied to whatever page of results the API returned. */
import { type BikeType, type Dealer, type DealerFilters, type DealerResult, bikeTypes } from './types';

/** Whether a dealer offers everything the filters ask for (any one of the chosen bike types). */
export function matchesFilters(dealer: Dealer, filters: DealerFilters): boolean {
  if (filters.collectInStore && !dealer.services.collectInStore) return false;
  if (filters.testCenter && !dealer.services.testCenter) return false;
  if (filters.bikeTypes.length > 0 && !filters.bikeTypes.some((type) => dealer.bikeTypes.includes(type))) return false;
  return true;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Nearest first; dealers without a distance after those with one; equal distances by name,
 * then id, so the order is stable whatever order the API used.
 */
export function compareDealers(a: DealerResult, b: DealerResult): number {
  if (a.distanceKm !== b.distanceKm) {
    if (a.distanceKm === null) return 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  }
  return collator.compare(a.name, b.name) || collator.compare(a.id, b.id);
}

export function sortDealers(dealers: readonly DealerResult[]): DealerResult[] {
  return [...dealers].sort(compareDealers);
}

export function applyFilters(dealers: readonly DealerResult[], filters: DealerFilters): DealerResult[] {
  return sortDealers(dealers.filter((dealer) => matchesFilters(dealer, filters)));
}

/** Filters from the locator form's fields (checkbox values). */
export function filtersFromForm(form: {
  collectInStore?: boolean;
  testCenter?: boolean;
  bikeTypes?: readonly string[];
}): DealerFilters {
  const known = new Set<string>(bikeTypes);
  return {
    collectInStore: Boolean(form.collectInStore),
    testCenter: Boolean(form.testCenter),
    bikeTypes: [...new Set(form.bikeTypes ?? [])].filter((type): type is BikeType => known.has(type)),
  };
}
