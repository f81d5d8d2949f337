/** The app's own dealer shape; the dealer adapter in src/services/dealers reshapes the partner API into it. */

/** Bike types a dealer carries, as codes of the partner API. */
export const bikeTypes = ['e-bike', 'city', 'trekking', 'mountain', 'kids'] as const;
export type BikeType = (typeof bikeTypes)[number];

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface DealerAddress {
  /** Street lines, the first one is "address line 1". */
  lines: string[];
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, lowercase. */
  country: string;
}

/** Opening hours of one weekday; a day without an entry is closed. */
export interface OpeningHours {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  day: number;
  /** 'HH:MM', 24-hour. */
  opens: string;
  closes: string;
}

export interface DealerServices {
  collectInStore: boolean;
  testCenter: boolean;
}

export interface Dealer {
  id: string;
  name: string;
  address: DealerAddress;
  coordinates: Coordinates;
  phone: string;
  email: string;
  website: string;
  openingHours: OpeningHours[];
  services: DealerServices;
  bikeTypes: BikeType[];
  /** Brands the dealer carries (names as the partner API spells them). */
  brands: string[];
}

/** A dealer of a search result, with its distance from the search origin. */
export interface DealerResult extends Dealer {
  distanceKm: number | null;
}

/** What the visitor narrows a search by. */
export interface DealerFilters {
  collectInStore: boolean;
  testCenter: boolean;
  /** Any of these types; none means every type. */
  bikeTypes: BikeType[];
}

export const noDealerFilters: DealerFilters = { collectInStore: false, testCenter: false, bikeTypes: [] };
