/** The dealer adapter against the dealer-listing emulator: search, filters, order, paging, faults. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDealersEmulator } from '../emulators/dealers/server';
import { distanceKm, noDealerFilters } from '../src/lib/dealers';
import { DealerApiError, listDealers, searchDealers } from '../src/services/dealers';

let emulator: Awaited<ReturnType<typeof startDealersEmulator>>;
let apiUrl: string;

beforeAll(async () => {
  emulator = await startDealersEmulator({
    port: 0,
    brands: [
      { key: 'raleigh', displayName: 'Raleigh', countries: ['gb', 'ie'] },
      { key: 'haibike', displayName: 'Haibike', countries: ['de', 'gb'] },
    ],
  });
  apiUrl = `${emulator.url}/api/v1`;
});
afterAll(() => emulator.close());

const base = { brand: 'raleigh', country: 'gb', radiusKm: 50, filters: noDealerFilters, limit: 50 };

describe('dealer API and adapter', () => {
  it('lists every dealer of a country over several pages, the same on every run', async () => {
    const all = await listDealers(apiUrl, 'raleigh', 'gb', 7);
    expect(all).toHaveLength(24);
    expect(new Set(all.map((dealer) => dealer.id)).size).toBe(24);
    expect(await listDealers(apiUrl, 'raleigh', 'gb')).toEqual(all);
    for (const dealer of all) {
      expect(dealer.address.country).toBe('gb');
      expect(dealer.brands).toContain('Raleigh');
      expect(dealer.openingHours.length).toBeGreaterThan(0);
    }
  });

  it('finds a postcode, measures from it and sorts nearest first within the radius', async () => {
    const [target] = await listDealers(apiUrl, 'raleigh', 'gb');
    const result = await searchDealers(apiUrl, { ...base, text: target!.address.postcode.toLowerCase() });
    expect(result.origin?.label).toBe(target!.address.postcode);
    expect(result.dealers[0]?.id).toBe(target!.id);
    const distances = result.dealers.map((dealer) => dealer.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);
    for (const dealer of result.dealers) {
      expect(dealer.distanceKm).toBeCloseTo(distanceKm(result.origin!, dealer.coordinates), 1);
    }
  });

  it('searches around a point and applies the services and bike types asked for', async () => {
    const all = await listDealers(apiUrl, 'haibike', 'de');
    const centre = all[0]!.coordinates;
    const result = await searchDealers(apiUrl, {
      ...base,
      brand: 'haibike',
      country: 'de',
      point: centre,
      radiusKm: 1000,
      filters: { collectInStore: false, testCenter: true, bikeTypes: ['e-bike', 'kids'] },
    });
    expect(result.dealers.length).toBeGreaterThan(0);
    for (const dealer of result.dealers) {
      expect(dealer.services.testCenter).toBe(true);
      expect(dealer.bikeTypes.some((type) => type === 'e-bike' || type === 'kids')).toBe(true);
    }
  });

  it('answers an unknown place with no origin and no dealers', async () => {
    const result = await searchDealers(apiUrl, { ...base, text: 'Atlantis-under-the-sea' });
    expect(result).toEqual({ origin: null, total: 0, dealers: [] });
  });

  it('finds a dealer by its name (a shared panel hash)', async () => {
    const [target] = await listDealers(apiUrl, 'raleigh', 'ie');
    const result = await searchDealers(apiUrl, { ...base, country: 'ie', text: target!.name.toUpperCase() });
    expect(result.dealers[0]).toMatchObject({ id: target!.id, distanceKm: 0 });
  });

  it('reports injected faults and an unknown brand as errors with their status', async () => {
    const put = (body: object) =>
      fetch(`${emulator.url}/__emulator/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await put({ rate5xx: 1 });
    await expect(searchDealers(apiUrl, { ...base, text: 'London' })).rejects.toBeInstanceOf(DealerApiError);
    await put({ rate5xx: 0, rate429: 0 });
    await expect(searchDealers(apiUrl, { ...base, brand: 'nobody', text: 'London' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
