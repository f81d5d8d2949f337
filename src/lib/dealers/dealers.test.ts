import { describe, expect, it } from 'vitest';
import { addressLines, addressOneLine, isCityFirst } from './address';
import { distanceKm, formatDistance } from './distance';
import { formatTime, isoWeekday, weekdayName, weekHours } from './hours';
import { applyFilters, filtersFromForm, matchesFilters, sortDealers } from './search';
import { dealerHash, hashToQuery } from './slug';
import { type DealerResult, noDealerFilters } from './types';

const dealer = (overrides: Partial<DealerResult> = {}): DealerResult => ({
  id: 'GB10001',
  name: 'Trent Cycles',
  address: { lines: ['12 Castle Street', ''], postcode: 'NG1 6AA', city: 'Nottingham', country: 'gb' },
  coordinates: { lat: 52.9536, lng: -1.1505 },
  phone: '+44 115 000 0000',
  email: 'shop@example.com',
  website: 'https://example.com',
  openingHours: [],
  services: { collectInStore: false, testCenter: false },
  bikeTypes: ['city'],
  brands: ['Raleigh'],
  distanceKm: null,
  ...overrides,
});

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    const nottingham = { lat: 52.9536, lng: -1.1505 };
    const london = { lat: 51.5072, lng: -0.1276 };
    expect(distanceKm(nottingham, nottingham)).toBe(0);
    expect(distanceKm(nottingham, london)).toBeCloseTo(distanceKm(london, nottingham), 9);
  });

  it('measures known great-circle distances', () => {
    // Paris - Berlin is 877-878 km on the sphere; one degree of latitude is 111.2 km.
    expect(distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 52.52, lng: 13.405 })).toBeCloseTo(877.5, 0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
    // Across the antimeridian the short way round.
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.19, 1);
  });

  it('formats one decimal below 10 km and whole kilometres above, in the page locale', () => {
    expect(formatDistance(2.345, 'en-GB')).toBe('2.3 km');
    expect(formatDistance(2.345, 'de-DE')).toBe('2,3 km');
    expect(formatDistance(12.6, 'en-GB')).toBe('13 km');
  });
});

describe('sorting and filters', () => {
  const near = dealer({ id: 'A', name: 'Beta Bikes', distanceKm: 1.5 });
  const far = dealer({ id: 'B', name: 'Alpha Bikes', distanceKm: 20 });
  const unknown = dealer({ id: 'C', name: 'Aardvark', distanceKm: null });
  const tie = dealer({ id: 'D', name: 'alpha bikes', distanceKm: 20 });

  it('puts the nearest first, unknown distances last, ties by name then id', () => {
    expect(sortDealers([unknown, tie, far, near]).map((entry) => entry.id)).toEqual(['A', 'B', 'D', 'C']);
  });

  it('keeps every dealer without filters', () => {
    expect(matchesFilters(dealer(), noDealerFilters)).toBe(true);
  });

  it('asks for each service chosen and any one of the chosen bike types', () => {
    const both = dealer({ id: 'E', services: { collectInStore: true, testCenter: true }, bikeTypes: ['e-bike'] });
    const collect = dealer({ id: 'F', services: { collectInStore: true, testCenter: false }, bikeTypes: ['kids'] });
    const list = [collect, both];
    expect(applyFilters(list, { ...noDealerFilters, collectInStore: true }).map((d) => d.id)).toEqual(['E', 'F']);
    expect(applyFilters(list, { ...noDealerFilters, testCenter: true }).map((d) => d.id)).toEqual(['E']);
    expect(applyFilters(list, { ...noDealerFilters, bikeTypes: ['kids', 'city'] }).map((d) => d.id)).toEqual(['F']);
    expect(applyFilters(list, { collectInStore: true, testCenter: false, bikeTypes: ['mountain'] })).toEqual([]);
  });

  it('reads the form, dropping unknown and repeated bike types', () => {
    expect(filtersFromForm({ collectInStore: true, bikeTypes: ['kids', 'kids', 'unicycle'] })).toEqual({
      collectInStore: true,
      testCenter: false,
      bikeTypes: ['kids'],
    });
  });
});

describe('addresses', () => {
  const british = dealer().address;
  const german = { lines: ['Hauptstraße 5'], postcode: '80331', city: 'München', country: 'de' };

  it('puts the city before the postcode, on their own lines, UK style', () => {
    expect(addressLines(british, { cityBeforePostalCode: false })).toEqual([
      '12 Castle Street',
      'Nottingham',
      'NG1 6AA',
    ]);
    expect(addressLines(german, { cityBeforePostalCode: true })).toEqual(['Hauptstraße 5', 'München', '80331']);
  });

  it('writes "postcode city" elsewhere', () => {
    expect(addressLines(german, { cityBeforePostalCode: false })).toEqual(['Hauptstraße 5', '80331 München']);
    expect(addressOneLine(german, { cityBeforePostalCode: false })).toBe('Hauptstraße 5, 80331 München');
  });

  it('follows the country convention for GB and IE whatever the brand flag', () => {
    expect(isCityFirst('GB', { cityBeforePostalCode: false })).toBe(true);
    expect(isCityFirst('ie', { cityBeforePostalCode: false })).toBe(true);
    expect(isCityFirst('fr', { cityBeforePostalCode: false })).toBe(false);
  });

  it('leaves out empty parts', () => {
    expect(
      addressLines({ lines: [' '], postcode: '', city: 'Dublin', country: 'ie' }, { cityBeforePostalCode: true }),
    ).toEqual(['Dublin']);
  });
});

describe('dealer hash', () => {
  it('is the dealer name as a slug, and reads back as search words', () => {
    expect(dealerHash('Vélo Städter & Söhne')).toBe('velo-stadter-sohne');
    expect(hashToQuery('#velo-stadter-sohne')).toBe('velo stadter sohne');
    expect(hashToQuery('#caf%C3%A9-bikes')).toBe('café bikes');
  });
});

describe('opening hours', () => {
  it('names weekdays in the page language and finds the ISO weekday of a date', () => {
    expect(weekdayName(1, 'en-GB')).toBe('Monday');
    expect(weekdayName(7, 'fr-FR')).toBe('dimanche');
    expect(isoWeekday(new Date('2026-11-25T12:00:00Z'), 'UTC')).toBe(3);
    expect(isoWeekday(new Date('2026-11-29T23:30:00Z'), 'Europe/Berlin')).toBe(1);
  });

  it('formats times as the page language does and lists closed days without periods', () => {
    expect(formatTime('09:00', 'de-DE')).toBe('9:00');
    expect(formatTime('18:00', 'en-GB')).toBe('18:00');
    expect(formatTime('17:30', 'en-US')).toBe('5:30 PM');
    const week = weekHours(
      [
        { day: 1, opens: '14:00', closes: '18:00' },
        { day: 1, opens: '09:00', closes: '12:00' },
      ],
      'de-DE',
    );
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ day: 1, name: 'Montag', periods: ['9:00 – 12:00', '14:00 – 18:00'] });
    expect(week[6]?.periods).toEqual([]);
  });
});
