/**
 * Stand-in of a partner's dealer API (the "dealer shops listing on a partner host" of the
 * spec): dealers per brand and country, searched by text (postcode, town or dealer name) or by
 * coordinates and radius, narrowed by services and bike types, sorted by distance and paged.
 *
 *   GET /api/v1/dealers?brand=raleigh&country=gb[&q=NG1|&lat=..&lng=..][&radius=50]
 *       [&collectInStore=1][&testCenter=1][&bikeType=city&bikeType=kids][&page=1][&limit=50]
 *   GET /api/v1/dealers/:id?brand=raleigh
 *
 * The listing is read-only, so there is no durable state to keep.
 */
import { type FaultSettings, Router, addControlRoutes, noFaults, serve } from '../common/http';
import { type DealerBrand, type RawDealer, seedDealers, townsOf } from './seed';

export interface DealerSearchPage {
  meta: {
    total: number;
    page: number;
    perPage: number;
    /** Where distances are measured from; null for a plain listing or a place not found. */
    origin: { lat: number; lng: number; label: string } | null;
  };
  data: (RawDealer & { distance: number | null })[];
}

export const maxPerPage = 500;
const defaultRadiusKm = 50;

/** Lowercase, without accents, every run of other characters one space: how the API compares text. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const compact = (text: string) => normalize(text).replace(/ /g, '');

function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface CountryIndex {
  dealers: RawDealer[];
  /** Normalised dealer name -> dealer, and compact postcodes in postcode order. */
  names: Map<string, RawDealer>;
  postcodes: { code: string; dealer: RawDealer }[];
  /** Normalised town name -> its first position in the data package (the API's gazetteer). */
  towns: Map<string, { lat: number; lng: number; label: string }>;
}

/** Where a text search is centred: a postcode (prefix), a dealer's name, or a town. */
function geocode(index: CountryIndex, query: string): { lat: number; lng: number; label: string } | null {
  const text = normalize(query);
  if (text === '') return null;
  const code = compact(query);
  if (/\d/.test(code)) {
    const byPostcode = index.postcodes.find((entry) => entry.code.startsWith(code))?.dealer;
    if (byPostcode) return { lat: byPostcode.lat, lng: byPostcode.lng, label: byPostcode.zip };
  }
  const byName = index.names.get(text);
  if (byName) return { lat: byName.lat, lng: byName.lng, label: byName.name };
  const town = index.towns.get(text);
  if (town) return town;
  for (const [name, place] of index.towns) if (name.startsWith(text)) return place;
  return null;
}

const flag = (value: string | null) => value === '1' || value === 'true';

export async function startDealersEmulator(options: {
  port?: number;
  host?: string;
  faults?: Partial<FaultSettings>;
  brands: readonly DealerBrand[];
  /** Dealers per country; the demo size when absent. */
  perCountry?: number;
}) {
  const faults: FaultSettings = { ...noFaults(), ...options.faults };
  const seeded = seedDealers(options.brands, options.perCountry);
  const indexes = new Map<string, CountryIndex>();
  const indexOf = (brand: string, country: string): CountryIndex | undefined => {
    const key = `${brand}:${country}`;
    const dealers = seeded.get(key);
    if (!dealers) return undefined;
    let index = indexes.get(key);
    if (!index) {
      const towns = new Map<string, { lat: number; lng: number; label: string }>();
      for (const town of townsOf(country)) {
        const name = normalize(town.name);
        if (!towns.has(name)) towns.set(name, { lat: town.lat, lng: town.lng, label: town.name });
      }
      const names = new Map<string, RawDealer>();
      for (const dealer of dealers) if (!names.has(normalize(dealer.name))) names.set(normalize(dealer.name), dealer);
      const postcodes = dealers
        .map((dealer) => ({ code: compact(dealer.zip), dealer }))
        .sort((a, b) => a.code.localeCompare(b.code));
      index = { dealers, names, postcodes, towns };
      indexes.set(key, index);
    }
    return index;
  };
  const error = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

  const router = new Router();
  addControlRoutes(router, faults, () => ({
    service: 'dealers',
    dealers: [...seeded.values()].reduce((sum, list) => sum + list.length, 0),
  }));
  router.add('GET', '/api/v1/dealers', (req) => {
    const params = req.url.searchParams;
    const brand = params.get('brand') ?? '';
    const country = (params.get('country') ?? '').toLowerCase();
    if (!brand || !country) return error(400, 'MISSING_PARAMETER', 'brand and country are required');
    if (!options.brands.some((entry) => entry.key === brand))
      return error(404, 'UNKNOWN_BRAND', `unknown brand ${brand}`);
    const index = indexOf(brand, country) ?? { dealers: [], names: new Map(), postcodes: [], towns: new Map() };
    const page = Math.max(1, Math.floor(Number(params.get('page') ?? 1)) || 1);
    const perPage = Math.min(maxPerPage, Math.max(1, Math.floor(Number(params.get('limit') ?? 50)) || 50));
    const radius = Number(params.get('radius') ?? defaultRadiusKm);
    if (!(radius > 0)) return error(400, 'INVALID_RADIUS', 'radius must be a positive number of kilometres');

    let origin: DealerSearchPage['meta']['origin'] = null;
    const q = params.get('q');
    const lat = params.get('lat');
    const lng = params.get('lng');
    if (lat !== null && lng !== null) {
      const point = { lat: Number(lat), lng: Number(lng) };
      if (
        !Number.isFinite(point.lat) ||
        !Number.isFinite(point.lng) ||
        Math.abs(point.lat) > 90 ||
        Math.abs(point.lng) > 180
      ) {
        return error(400, 'INVALID_COORDINATES', 'lat and lng must be coordinates');
      }
      origin = { ...point, label: '' };
    } else if (q !== null && q.trim() !== '') {
      origin = geocode(index, q);
      if (!origin) {
        const empty: DealerSearchPage = { meta: { total: 0, page, perPage, origin: null }, data: [] };
        return { status: 200, body: empty };
      }
    }

    const collectInStore = flag(params.get('collectInStore'));
    const testCenter = flag(params.get('testCenter'));
    const types = params.getAll('bikeType');
    const matches: (RawDealer & { distance: number | null })[] = [];
    for (const dealer of index.dealers) {
      if (collectInStore && !dealer.services.includes('collect_in_store')) continue;
      if (testCenter && !dealer.services.includes('test_center')) continue;
      if (types.length > 0 && !types.some((type) => dealer.bikeTypes.includes(type))) continue;
      const distance = origin ? haversineKm(origin.lat, origin.lng, dealer.lat, dealer.lng) : null;
      if (distance !== null && distance > radius) continue;
      matches.push({ ...dealer, distance: distance === null ? null : Math.round(distance * 1000) / 1000 });
    }
    matches.sort((a, b) =>
      a.distance !== null && b.distance !== null && a.distance !== b.distance
        ? a.distance - b.distance
        : a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
    const body: DealerSearchPage = {
      meta: { total: matches.length, page, perPage, origin },
      data: matches.slice((page - 1) * perPage, page * perPage),
    };
    return { status: 200, body };
  });
  router.add('GET', '/api/v1/dealers/:id', (req) => {
    const brand = req.url.searchParams.get('brand') ?? '';
    for (const [key, dealers] of seeded) {
      if (!key.startsWith(`${brand}:`)) continue;
      const dealer = dealers.find((entry) => entry.id === req.params.id);
      if (dealer) return { status: 200, body: { data: dealer } };
    }
    return error(404, 'NOT_FOUND', `no dealer ${req.params.id ?? ''}`);
  });

  const running = await serve(
    {
      name: 'dealers',
      router,
      faults,
      faultResponse: (status) => ({
        status,
        body: { error: { code: status === 429 ? 'RATE_LIMITED' : 'UNAVAILABLE', message: 'Please retry later' } },
      }),
      notFound: () => error(404, 'NOT_FOUND', 'Not found'),
    },
    options.port ?? Number(process.env.DEALERS_EMULATOR_PORT ?? 4500),
    options.host,
  );
  return { ...running, faults };
}
