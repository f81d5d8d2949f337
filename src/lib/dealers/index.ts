export * from './types';
export { distanceKm, formatDistance, searchRadiiKm, defaultRadiusKm } from './distance';
export { applyFilters, compareDealers, filtersFromForm, matchesFilters, sortDealers } from './search';
export { addressLines, addressOneLine, isCityFirst, type AddressStyle } from './address';
export { formatTime, isoWeekday, weekdayName, weekHours, type WeekdayHours } from './hours';
export { dealerHash, hashToQuery } from './slug';
