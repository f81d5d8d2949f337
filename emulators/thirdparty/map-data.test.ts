import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { townsIn } from './map-data';
import { startThirdPartyEmulator } from './server';

const london = { west: -0.6, south: 51.3, east: 0.3, north: 51.7 };

describe('offline map towns', () => {
  it('names towns inside the box only, one per grid cell', () => {
    const towns = townsIn(london, 10);
    expect(towns.length).toBeGreaterThan(5);
    for (const town of towns) {
      expect(town.lng).toBeGreaterThanOrEqual(london.west);
      expect(town.lng).toBeLessThanOrEqual(london.east);
      expect(town.lat).toBeGreaterThanOrEqual(london.south);
      expect(town.lat).toBeLessThanOrEqual(london.north);
    }
    const cell = 360 / 2 ** 10 / 2;
    const cells = towns.map((town) => `${Math.floor(town.lng / cell)}:${Math.floor(town.lat / cell)}`);
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('keeps the same town of a cell when the map pans, so labels do not jump', () => {
    const panned = {
      west: london.west + 0.2,
      south: london.south + 0.1,
      east: london.east + 0.2,
      north: london.north + 0.1,
    };
    const inBoth = (town: { lng: number; lat: number }) =>
      town.lng >= panned.west && town.lng <= london.east && town.lat >= panned.south && town.lat <= london.north;
    const before = townsIn(london, 9)
      .filter(inBoth)
      .map((town) => town.name);
    const after = townsIn(panned, 9)
      .filter(inBoth)
      .map((town) => town.name);
    expect(before.length).toBeGreaterThan(0);
    // Cells cut by the edge of one box may pick another town; whole cells inside both agree.
    const common = before.filter((name) => after.includes(name));
    expect(common.length / before.length).toBeGreaterThan(0.7);
  });

  it('thins towns at a low zoom', () => {
    expect(townsIn(london, 6).length).toBeLessThan(townsIn(london, 11).length);
  });

  describe('over HTTP', () => {
    let emulator: Awaited<ReturnType<typeof startThirdPartyEmulator>>;
    beforeAll(async () => {
      emulator = await startThirdPartyEmulator({ port: 0 });
    });
    afterAll(async () => {
      await emulator.close();
    });

    it('answers GeoJSON points for a box and zoom', async () => {
      const response = await fetch(`${emulator.url}/maps/towns.geojson?bbox=-0.6,51.3,0.3,51.7&zoom=10`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/geo+json');
      const body = (await response.json()) as {
        features: { geometry: { type: string }; properties: { name: string } }[];
      };
      expect(body.features.length).toBeGreaterThan(5);
      expect(body.features.every((feature) => feature.geometry.type === 'Point' && feature.properties.name)).toBe(true);
    });

    it('refuses a request without a complete box', async () => {
      const response = await fetch(`${emulator.url}/maps/towns.geojson?bbox=1,2,3&zoom=10`);
      expect(response.status).toBe(400);
    });
    it('answers the outlines of the countries that meet a box, or of all Europe without one', async () => {
      const names = async (query: string) => {
        const response = await fetch(`${emulator.url}/maps/outlines.geojson${query}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { features: { properties: { name: string } }[] };
        return body.features.map((feature) => feature.properties.name);
      };
      const manchester = await names('?bbox=-2.6,53.3,-2.0,53.6');
      expect(manchester).toContain('United Kingdom');
      expect(manchester).not.toContain('Germany');
      expect(manchester.length).toBeLessThan(5);
      const europe = await names('');
      expect(europe).toEqual(expect.arrayContaining(['United Kingdom', 'Germany', 'France', 'Poland']));
      expect(europe.length).toBeGreaterThan(40);
    });

    it('refuses an incomplete box for outlines', async () => {
      const response = await fetch(`${emulator.url}/maps/outlines.geojson?bbox=1,2,3`);
      expect(response.status).toBe(400);
    });
  });
});
