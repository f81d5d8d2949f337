import type { Coordinates } from './types';
import { numberFormat } from '../i18n/intl';

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine; the mean earth radius of the IUGG). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Search radii offered, in km. */
export const searchRadiiKm = [10, 25, 50, 100, 200] as const;
export const defaultRadiusKm = 50;

/** How distances are written: in kilometres, with `digits` decimals. */
export const distanceFormatOptions = (digits: number): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit: 'kilometer',
  maximumFractionDigits: digits,
  minimumFractionDigits: digits,
});

/** A distance for people: one decimal below 10 km, whole kilometres above, in the page locale. */
export function formatDistance(km: number, locale: string): string {
  return numberFormat(locale, distanceFormatOptions(km < 10 ? 1 : 0)).format(km);
}
