import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../src/config/load';
import { type BrandName, brandNames } from '../src/config/schema';
import { messages } from './shared/messages';

const all = brandNames.map((name) => loadBrandConfig(name));
const byName = (name: BrandName) => all.find((brand) => brand.name === name)!;
const countryList = (name: BrandName) =>
  byName(name).countries.map((country) => `${country.code}:${country.languages.join(',')}`);

describe('brand data (spec section 9)', () => {
  it('rounds corners (pill) for exactly one brand', () => {
    const pill = all.filter((brand) => brand.theme.tokens.radius.control === '999px').map((brand) => brand.name);
    expect(pill).toEqual(['lapierre']);
    for (const brand of all.filter((candidate) => candidate.name !== 'lapierre')) {
      expect(brand.theme.tokens.radius.control).toBe('0');
    }
  });

  it('shares the spec breakpoints, icon and text sizes, motion and header height', () => {
    for (const brand of all) {
      const { breakpoints, iconSize, textSize, motion, header, easing } = brand.theme.tokens;
      expect([breakpoints.sm, breakpoints.md, breakpoints.lg, breakpoints.xl, breakpoints.xxl]).toEqual([
        576, 768, 992, 1200, 1600,
      ]);
      expect(Object.values(iconSize)).toEqual(['1.2rem', '1.6rem', '2rem', '2.4rem', '3.2rem', '4rem']);
      expect(textSize.xs).toBe('1.2rem');
      expect(textSize.xxl).toBe('2.4rem');
      expect(motion.message).toBe('0.3s');
      expect(header.stickyNavHeight).toBe('5.6rem');
      expect(Object.keys(easing)).toEqual(['out', 'in', 'inOut']);
    }
  });

  it('gives one brand a 92vw widest layout and the others 160rem', () => {
    expect(all.filter((brand) => brand.theme.tokens.layoutWidth.widest === '92vw').map((brand) => brand.name)).toEqual([
      'ghost',
    ]);
    expect(byName('raleigh').theme.tokens.layoutWidth.narrow).toBe('32rem');
  });

  it('has a sticky small breakpoint of 759 only where a brand sets it', () => {
    const sticky = all.filter((brand) => brand.theme.tokens.breakpoints.stickySmall === 759).map((brand) => brand.name);
    expect(sticky.sort()).toEqual(['haibike', 'winora']);
  });

  it('keeps font weights between 300 and 700', () => {
    for (const brand of all) {
      for (const weight of Object.values(brand.theme.tokens.font.weights)) {
        expect(weight).toBeGreaterThanOrEqual(300);
        expect(weight).toBeLessThanOrEqual(700);
      }
    }
  });

  it('lists the countries and languages of the spec, default first', () => {
    expect(countryList('ghost')).toEqual([
      'de:de,en',
      'fi:fi',
      'it:it',
      'at:de',
      'se:sv',
      'ch:de,it',
      'es:es',
      'int:en',
      'gb:en',
      'ie:en',
      'fr:fr',
    ]);
    expect(countryList('raleigh')).toEqual(['gb:en', 'ie:en']);
    expect(countryList('sparta')).toEqual(['nl:nl', 'dk:da', 'be:nl,fr']);
    expect(byName('haibike').countries.map((country) => country.code)).toEqual([
      'de',
      'at',
      'ch',
      'cz',
      'es',
      'fr',
      'be',
      'it',
      'pl',
      'fi',
      'se',
      'gb',
      'ie',
      'nl',
    ]);
    expect(byName('xlc').countries.map((country) => country.code)).toEqual([
      'gb',
      'be',
      'de',
      'es',
      'fr',
      'ie',
      'it',
      'lu',
      'nl',
      'ch',
      'int',
    ]);
    expect(byName('winora').countries.map((country) => country.code)).toEqual([
      'de',
      'at',
      'ch',
      'cz',
      'es',
      'fr',
      'it',
      'nl',
      'pl',
    ]);
    expect(
      byName('lapierre')
        .countries.slice(0, 5)
        .map((country) => `${country.code}:${country.languages[0]}`),
    ).toEqual(['int:en', 'fr:fr', 'nl:nl', 'de:de', 'es:es']);
  });

  it('adds English in every haibike country whose language is not English', () => {
    for (const country of byName('haibike').countries) expect(country.languages).toContain('en');
  });

  it('routes: "/" separator only for raleigh, o/v segments for lapierre', () => {
    expect(all.filter((brand) => brand.routing.localeSeparator === '/').map((brand) => brand.name)).toEqual([
      'raleigh',
    ]);
    expect(byName('lapierre').routing).toMatchObject({ segmentation: true, productSegment: 'o', listingSegment: 'v' });
  });

  it('assigns the default hreflangs of the spec', () => {
    expect(Object.fromEntries(all.map((brand) => [brand.name, brand.defaultHreflang]))).toEqual({
      lapierre: 'en-fr',
      raleigh: 'en-gb',
      sparta: 'nl-nl',
      xlc: 'en-gb',
      ghost: 'de-de',
      winora: 'de-de',
      haibike: 'de-de',
    });
  });

  it('sets the category page sizes: 90 for xlc and one German brand, 40 sparta, 30 one brand, 20 the rest', () => {
    const sizes = Object.fromEntries(all.map((brand) => [brand.name, brand.catalog.categoryPageSize]));
    expect(sizes).toEqual({ lapierre: 20, raleigh: 20, sparta: 40, xlc: 90, ghost: 20, winora: 90, haibike: 30 });
  });

  it('offers the cycle-to-work calculator only in GB', () => {
    for (const brand of all) expect(brand.catalog.cycleToWorkCountries.every((code) => code === 'gb')).toBe(true);
  });

  it('has the installment range 150-6000 for lapierre only', () => {
    expect(byName('lapierre').catalog.installmentPriceRange).toEqual({ min: 150, max: 6000 });
    expect(all.filter((brand) => brand.catalog.installmentPriceRange).length).toBe(1);
  });

  it('gives lapierre recall types and press relations for FR only', () => {
    const types = byName('lapierre').contact.enquiryTypes;
    expect(types.filter((type) => type.value.startsWith('Recall')).length).toBeGreaterThan(0);
    expect(types.find((type) => type.value === 'Press relations')).toEqual({
      value: 'Press relations',
      countries: ['fr'],
    });
    for (const brand of all.filter((candidate) => candidate.name !== 'lapierre')) {
      expect(
        brand.contact.enquiryTypes.some((type) => type.value === 'Press relations' || type.value.startsWith('Recall')),
      ).toBe(false);
    }
  });

  it('has frame number and dealer name contact fields for sparta only', () => {
    for (const brand of all) {
      expect(brand.contact.extraFields).toEqual(brand.name === 'sparta' ? ['frameNumber', 'dealerName'] : []);
    }
  });

  it('has interface texts for every language a brand offers, with the same keys', () => {
    const keys = Object.keys(messages.en!).sort();
    for (const brand of all) {
      for (const country of brand.countries) {
        for (const language of country.languages) {
          expect(Object.keys(messages[language] ?? {}).sort(), `${brand.name} ${country.code}-${language}`).toEqual(
            keys,
          );
        }
      }
    }
  });

  it('names every navigation and tagline label in the interface texts', () => {
    const keys = new Set(Object.keys(messages.en!));
    for (const brand of all) {
      expect(keys.has(brand.tagline)).toBe(true);
      for (const group of brand.navigation) {
        expect(keys.has(group.label)).toBe(true);
        for (const link of group.links) expect(keys.has(link.label)).toBe(true);
      }
    }
  });
});
