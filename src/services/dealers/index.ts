/**
 * Adapter of the partner's dealer API: the only code that calls it. It turns the API's
 * payloads into the app's `Dealer` type and applies the app's own filter and order rules to
 * each page, so a partner that ignores a filter cannot show a wrong dealer.
 */
import {
  type BikeType,
  type Coordinates,
  type Dealer,
  type DealerFilters,
  type DealerResult,
  applyFilters,
  bikeTypes,
} from '../../lib/dealers';

/** A dealer as the API sends it. */
interface ApiDealer {
  id: string;
  name: string;
  street: string;
  street2?: string;
  zip: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  phone?: string;
  email?: string;
  web?: string;
  hours?: { day: number; open: string; close: string }[];
  services?: string[];
  bikeTypes?: string[];
  brands?: string[];
  distance?: number | null;
}

interface ApiPage {
  meta: { total: number; page: number; perPage: number; origin: (Coordinates & { label: string }) | null };
  data: ApiDealer[];
}

export class DealerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DealerApiError';
  }
}

const knownTypes = new Set<string>(bikeTypes);

export function toDealer(raw: ApiDealer): DealerResult {
  return {
    id: raw.id,
    name: raw.name,
    address: {
      lines: [raw.street, raw.street2 ?? ''].filter((line) => line.trim() !== ''),
      postcode: raw.zip,
      city: raw.city,
      country: raw.country.toLowerCase(),
    },
    coordinates: { lat: raw.lat, lng: raw.lng },
    phone: raw.phone ?? '',
    email: raw.email ?? '',
    website: raw.web ?? '',
    openingHours: (raw.hours ?? []).map((entry) => ({ day: entry.day, opens: entry.open, closes: entry.close })),
    services: {
      collectInStore: raw.services?.includes('collect_in_store') ?? false,
      testCenter: raw.services?.includes('test_center') ?? false,
    },
    bikeTypes: (raw.bikeTypes ?? []).filter((type): type is BikeType => knownTypes.has(type)),
    brands: raw.brands ?? [],
    distanceKm: typeof raw.distance === 'number' ? raw.distance : null,
  };
}

async function getPage(url: string, signal?: AbortSignal): Promise<ApiPage> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new DealerApiError(response.status, body?.error?.message ?? `Dealer API answered ${response.status}`);
  }
  return (await response.json()) as ApiPage;
}

export interface DealerSearch {
  brand: string;
  country: string;
  /** A postcode, town or dealer name. */
  text?: string;
  /** A point (the visitor's location); wins over text. */
  point?: Coordinates;
  radiusKm: number;
  filters: DealerFilters;
  limit: number;
}

export interface DealerSearchResult {
  /** Where distances are measured from; null when the place was not found. */
  origin: (Coordinates & { label: string }) | null;
  total: number;
  dealers: DealerResult[];
}

export function searchUrl(apiUrl: string, search: DealerSearch): string {
  const params = new URLSearchParams({ brand: search.brand, country: search.country });
  if (search.point) {
    params.set('lat', String(search.point.lat));
    params.set('lng', String(search.point.lng));
  } else if (search.text) {
    params.set('q', search.text);
  }
  params.set('radius', String(search.radiusKm));
  if (search.filters.collectInStore) params.set('collectInStore', '1');
  if (search.filters.testCenter) params.set('testCenter', '1');
  for (const type of search.filters.bikeTypes) params.append('bikeType', type);
  params.set('limit', String(search.limit));
  return `${apiUrl}/dealers?${params.toString()}`;
}

/** One search: the first `limit` dealers nearest the place or point. */
export async function searchDealers(
  apiUrl: string,
  search: DealerSearch,
  signal?: AbortSignal,
): Promise<DealerSearchResult> {
  const page = await getPage(searchUrl(apiUrl, search), signal);
  return {
    origin: page.meta.origin,
    total: page.meta.total,
    dealers: applyFilters(page.data.map(toDealer), search.filters),
  };
}

const retryable = (error: unknown) =>
  error instanceof DealerApiError ? error.status === 429 || error.status >= 500 : error instanceof TypeError;

/** Every dealer of a brand in a country, page by page (build time); retries 429 and 5xx up to 3 times. */
export async function listDealers(apiUrl: string, brand: string, country: string, perPage = 500): Promise<Dealer[]> {
  const dealers: Dealer[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ brand, country, page: String(page), limit: String(perPage) });
    let result: ApiPage | undefined;
    for (let attempt = 1; !result; attempt += 1) {
      try {
        result = await getPage(`${apiUrl}/dealers?${params.toString()}`);
      } catch (error) {
        if (attempt >= 4 || !retryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
    dealers.push(...result.data.map(toDealer));
    if (result.data.length === 0 || page * result.meta.perPage >= result.meta.total) return dealers;
  }
}
