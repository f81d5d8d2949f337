/**
 * Offline map data for the store locator: country outlines of Natural Earth (the `world-atlas`
 * package, 1:50m) as GeoJSON, so a local build draws a real-looking map without a tile server.
 * Only the countries that touch Europe's box are sent, which keeps the answer small.
 */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import type { Router } from '../common/http';

type Ring = [number, number][];
const europe = { west: -32, east: 45, south: 26, north: 72 };

function touchesEurope(coordinates: unknown): boolean {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') {
    const [lng, lat] = coordinates as [number, number];
    return lng >= europe.west && lng <= europe.east && lat >= europe.south && lat <= europe.north;
  }
  return Array.isArray(coordinates) && (coordinates as Ring[]).some(touchesEurope);
}

let cached: string | undefined;

export function europeOutlines(): string {
  if (!cached) {
    const topology = countries50m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const collection = feature(topology, topology.objects.countries);
    cached = JSON.stringify(
      {
        type: 'FeatureCollection',
        features: collection.features
          .filter((entry) => entry.geometry && touchesEurope((entry.geometry as { coordinates: unknown }).coordinates))
          .map((entry) => ({ type: 'Feature', properties: { name: entry.properties.name }, geometry: entry.geometry })),
      },
      // Three decimals (about 100 m) are finer than 1:50m data; halves the payload.
      (_key, value: unknown) => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : value),
    );
  }
  return cached;
}

export function addMapDataRoutes(router: Router): void {
  router.add('GET', '/maps/outlines.geojson', () => ({
    status: 200,
    headers: { 'content-type': 'application/geo+json', 'cache-control': 'public, max-age=86400' },
    body: europeOutlines(),
  }));
}
