import { afterEach, describe, expect, it, vi } from 'vitest';
import { localAccessKey } from '../src/config/backends';
import { loadBrandConfig } from '../src/config/load';
import { brandNames } from '../src/config/schema';
import {
  generateCatalog,
  productCustomFieldKeys,
  requiredProductCustomFields,
  type SeedBrandCatalog,
  type SeedProduct,
} from '../emulators/seed/catalog';
import { bikeProfileOf } from '../emulators/seed/catalog/bikes';
import { mulberry32 } from '../emulators/common/prng';
import { xlcGermanCategories } from './support/xlc-routes';

const catalog = generateCatalog();
const brand = (name: string) => catalog.brands.find((entry) => entry.brand === name) as SeedBrandCatalog;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The currencies per country (issue 16, item 5); every other channel sells in euros. */
const currencyOfCountry: Record<string, string> = { gb: 'GBP', ch: 'CHF', dk: 'DKK', se: 'SEK', pl: 'PLN', cz: 'CZK' };

describe('demo catalogue generator', () => {
  it('is deterministic: the same input gives deep-equal output', () => {
    const again = generateCatalog();
    expect(again).toEqual(catalog);
    expect(JSON.stringify(generateCatalog({ brands: ['sparta'] }))).toBe(
      JSON.stringify(generateCatalog({ brands: ['sparta'] })),
    );
  });

  it('uses a seeded PRNG and never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    generateCatalog({ brands: ['raleigh', 'xlc'] });
    expect(random).not.toHaveBeenCalled();
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("keeps a brand's data independent of the other brands generated with it", () => {
    const alone = generateCatalog({ brands: ['ghost'] }).brands[0];
    expect(alone).toEqual(brand('ghost'));
  });

  // About 1.5 s on an idle machine; the bound only catches pathological slow-downs (budgets are
  // measured by the bench, not by timed tests), so a busy CI runner does not make it flaky.
  it('generates 10,000 products for one brand in a few seconds', { timeout: 60_000 }, () => {
    const started = performance.now();
    const large = generateCatalog({ brands: ['haibike'], scale: 10_000 });
    const elapsed = performance.now() - started;
    expect(large.brands[0]?.products).toHaveLength(10_000);
    expect(new Set(large.brands[0]?.products.map((product) => product.productNumber)).size).toBe(10_000);
    expect(elapsed).toBeLessThan(20_000);
  });

  it('keeps the default demo size modest', () => {
    for (const entry of catalog.brands) {
      const parents = entry.products.filter(
        (product) =>
          product.parentId === null && product.kind !== 'battery' && product.productNumber.indexOf('LOCK') < 0,
      );
      expect(parents.length, entry.brand).toBeGreaterThanOrEqual(12);
      expect(parents.length, entry.brand).toBeLessThanOrEqual(50);
    }
  });
});

describe('sales channels', () => {
  it('has one channel per brand and country with the configured languages and the emulator access key', () => {
    for (const name of brandNames) {
      const config = loadBrandConfig(name);
      const entry = brand(name);
      expect(entry.salesChannels.map((channel) => channel.country)).toEqual(
        config.countries.map((country) => country.code),
      );
      for (const channel of entry.salesChannels) {
        const country = config.countries.find((candidate) => candidate.code === channel.country);
        const languages = channel.languageIds.map(
          (id) => catalog.languages.find((language) => language.id === id)?.code,
        );
        expect(languages).toEqual(country?.languages);
        expect(channel.accessKey).toBe(localAccessKey(name, channel.country));
        const currency = catalog.currencies.find((entry) => entry.id === channel.currencyId);
        expect(currency?.isoCode, `${name} ${channel.country}`).toBe(currencyOfCountry[channel.country] ?? 'EUR');
      }
    }
    expect(catalog.currencies.map((currency) => currency.isoCode).sort()).toEqual([
      'CHF',
      'CZK',
      'DKK',
      'EUR',
      'GBP',
      'PLN',
      'SEK',
    ]);
    // EUR is the default currency: the first, with factor 1.
    expect(catalog.currencies[0]).toMatchObject({ isoCode: 'EUR', factor: 1, symbol: '€' });
    expect(catalog.currencies.find((currency) => currency.isoCode === 'GBP')).toMatchObject({
      symbol: '£',
      name: expect.objectContaining({ en: 'British Pound', de: 'Britisches Pfund' }),
    });
  });

  it("gives every product a price list of each other currency its brand sells in, at the market's endings", () => {
    for (const name of brandNames) {
      const entry = brand(name);
      const isos = new Set(
        entry.salesChannels
          .map((channel) => catalog.currencies.find((currency) => currency.id === channel.currencyId)?.isoCode)
          .filter((iso) => iso !== 'EUR'),
      );
      for (const product of entry.products) {
        const lists = product.currencyPrices.map(
          (price) => catalog.currencies.find((currency) => currency.id === price.currencyId)?.isoCode,
        );
        expect(new Set(lists), `${product.productNumber}`).toEqual(isos);
        for (const price of product.currencyPrices) {
          expect(price.gross).toBeGreaterThan(0);
          if (price.listGross !== null) expect(price.listGross).toBeGreaterThan(price.gross);
          expect(price.listGross === null, `${product.productNumber} reduced in every currency or none`).toBe(
            product.price.listGross === null || price.listGross === null,
          );
        }
      }
    }
    // A price list, not a conversion: raleigh's British bikes cost whole pounds ending in 9.
    const raleighGbp = catalog.currencies.find((currency) => currency.isoCode === 'GBP')!;
    const bikes = brand('raleigh').products.filter((product) => product.kind === 'ebike' || product.kind === 'bike');
    expect(bikes.length).toBeGreaterThan(0);
    for (const bike of bikes) {
      const pounds = bike.currencyPrices.find((price) => price.currencyId === raleighGbp.id)!.gross;
      expect(pounds % 10, `${bike.productNumber}: £${pounds}`).toBe(9);
      expect(pounds).not.toBeCloseTo(bike.price.gross * raleighGbp.factor, 0);
    }
  });

  it('names a bank account for transfers whose IBAN passes the ISO 13616 check (mod 97 = 1)', () => {
    // Move the first four characters to the end, letters to 10..35, the number mod 97 must be 1.
    const valid = (iban: string) =>
      [...`${iban.slice(4)}${iban.slice(0, 4)}`]
        .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
        .join('')
        .split('')
        .reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
    expect(valid('GB82WEST12345698765432')).toBe(true);
    expect(valid('GB83WEST12345698765432')).toBe(false);
    for (const name of brandNames) {
      for (const channel of brand(name).salesChannels) {
        expect(channel.bankAccount.holder).toMatch(/\S/);
        expect(channel.bankAccount.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
        expect(valid(channel.bankAccount.iban), `${name} ${channel.bankAccount.iban}`).toBe(true);
      }
    }
  });
});

const productIndexes = new Map<SeedBrandCatalog, Map<string, SeedProduct>>();

function effectiveCustomFields(entry: SeedBrandCatalog, product: SeedProduct): Set<string> {
  let index = productIndexes.get(entry);
  if (!index) {
    index = new Map(entry.products.map((candidate) => [candidate.id, candidate]));
    productIndexes.set(entry, index);
  }
  const parent = product.parentId ? index.get(product.parentId) : undefined;
  return new Set([
    ...Object.keys(parent?.customFields ?? {}),
    ...Object.keys(parent?.localizedCustomFields ?? {}),
    ...Object.keys(product.customFields),
    ...Object.keys(product.localizedCustomFields),
  ]);
}

describe('products', () => {
  it("gives every product the spec's custom fields (own or inherited from its parent)", () => {
    for (const entry of catalog.brands) {
      for (const product of entry.products) {
        const fields = effectiveCustomFields(entry, product);
        for (const name of requiredProductCustomFields) {
          expect(fields.has(productCustomFieldKeys[name]), `${entry.brand} ${product.productNumber} ${name}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('points media custom fields at media of the brand and fills localised copy in every brand language', () => {
    for (const entry of catalog.brands) {
      const media = new Set(entry.media.map((item) => item.id));
      for (const product of entry.products.filter((candidate) => candidate.parentId === null)) {
        for (const key of [
          productCustomFieldKeys.hero,
          productCustomFieldKeys.geometry,
          productCustomFieldKeys.modelLogo,
          productCustomFieldKeys.bikeLogo,
        ]) {
          expect(media.has(product.customFields[key] as string), `${product.productNumber} ${key}`).toBe(true);
        }
        for (const language of entry.languages) {
          expect(product.name?.[language], `${product.productNumber} name ${language}`).toBeTruthy();
          expect(product.localizedCustomFields[productCustomFieldKeys.description]?.[language]).toMatch(/^<p>/);
          const features = product.localizedCustomFields[productCustomFieldKeys.keyFeatures]?.[language];
          expect(Array.isArray(features) && features.length > 0).toBe(true);
        }
      }
    }
  });

  it('uses language-specific copy', () => {
    const haibike = brand('haibike');
    const trekking = haibike.products.find((product) => product.name?.en?.startsWith('Trekking')) as SeedProduct;
    const description = trekking.localizedCustomFields[productCustomFieldKeys.description] ?? {};
    expect(description.de).toContain('Reichweite');
    expect(description.fr).toContain('autonomie');
    expect(description.pl).toContain('zasięgu');
  });

  it('gives e-bikes battery bundles that name existing battery products', () => {
    for (const entry of catalog.brands) {
      const numbers = new Set(entry.products.map((product) => product.productNumber));
      for (const product of entry.products.filter(
        (candidate) => candidate.kind === 'ebike' && candidate.parentId === null,
      )) {
        const required = String(product.customFields[productCustomFieldKeys.requiredBattery])
          .split(',')
          .filter(Boolean);
        expect(required.length, product.productNumber).toBeGreaterThan(0);
        for (const number of [
          ...required,
          ...String(product.customFields[productCustomFieldKeys.optionalBattery]).split(',').filter(Boolean),
        ]) {
          expect(numbers.has(number), `${product.productNumber} -> ${number}`).toBe(true);
        }
      }
    }
  });

  it('builds variants over the brand attribute codes with sizes in XS..XXL order or heights ascending', () => {
    const raleigh = brand('raleigh');
    const codes = raleigh.propertyGroups.map((group) => group.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'COLORCOM',
        'UB-FRAMEKI',
        'HEIGHTS',
        'Wheel Size',
        'Frame material',
        'COLORBAS',
        'PRODUCTLINE',
      ]),
    );
    const heights = raleigh.propertyGroups.find((group) => group.code === 'HEIGHTS');
    const order = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
    const sizes = [...(heights?.options ?? [])].sort((a, b) => a.position - b.position).map((option) => option.code);
    expect(sizes).toEqual(order.filter((size) => sizes.includes(size)));
    const lapierreHeights = brand('lapierre').propertyGroups.find((group) => group.code === 'HEIGHT');
    const cm = [...(lapierreHeights?.options ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((option) => Number(option.code));
    expect(cm).toEqual([...cm].sort((a, b) => a - b));
    expect(lapierreHeights?.options[0]?.name.fr).toMatch(/ cm$/);
    for (const product of raleigh.products.filter((candidate) => candidate.parentId !== null)) {
      expect(product.optionIds).toHaveLength(3);
    }
  });

  it('marks the brand listing filters filterable', () => {
    const config = loadBrandConfig('xlc');
    const xlc = brand('xlc');
    for (const group of xlc.propertyGroups) {
      expect(group.filterable, group.code).toBe(
        group.displayKey !== null && config.catalog.listingFilters.includes(group.displayKey),
      );
    }
    expect(
      xlc.propertyGroups
        .filter((group) => group.filterable)
        .map((group) => group.displayKey)
        .sort(),
    ).toEqual([...config.catalog.listingFilters].sort());
  });

  it('gives badges media and priorities, labels colourways of the product', () => {
    const products = catalog.brands.flatMap((entry) => entry.products.map((product) => ({ entry, product })));
    const withBadges = products.filter(({ product }) => product.badges.length > 0);
    expect(withBadges.length).toBeGreaterThan(10);
    for (const { entry, product } of withBadges) {
      for (const badge of product.badges) {
        expect(entry.media.some((media) => media.id === badge.mediaId)).toBe(true);
        expect(badge.priority).toBeGreaterThan(0);
      }
    }
    const labelled = products.filter(({ product }) => product.labels.some((label) => label.colourway !== null));
    expect(labelled.length).toBeGreaterThan(0);
    for (const { entry, product } of labelled) {
      const colourCodes = entry.products
        .filter((child) => child.parentId === product.id)
        .flatMap((child) => child.optionIds)
        .map((id) => entry.propertyGroups.flatMap((group) => group.options).find((option) => option.id === id)?.code);
      for (const label of product.labels.filter((candidate) => candidate.colourway))
        expect(colourCodes).toContain(label.colourway);
    }
  });

  it('has list, regulation and tax-ready gross prices', () => {
    const prices = catalog.brands.flatMap((entry) => entry.products.map((product) => product.price));
    expect(prices.every((price) => price.gross > 0)).toBe(true);
    const discounted = prices.filter((price) => price.listGross !== null);
    expect(discounted.length).toBeGreaterThan(10);
    expect(
      discounted.every((price) => (price.listGross as number) > price.gross && price.regulationGross !== null),
    ).toBe(true);
  });
});

describe('frame geometry', () => {
  it('gives every bike the drawing’s four measurements for each of its sizes, growing with the size', () => {
    for (const name of brandNames) {
      const entry = brand(name);
      const parents = entry.products.filter((product) => product.customFields.accell_products_geometry_data);
      // Bike brands measure their bikes; a parts brand (xlc) has none.
      if (bikeProfileOf(name)) expect(parents.length, name).toBeGreaterThan(0);
      for (const parent of parents) {
        const data = parent.customFields.accell_products_geometry_data as {
          unit: string;
          rows: { label: string; measure: string; values: Record<string, number> }[];
        };
        expect(data.unit).toBe('mm');
        expect(data.rows.map((row) => row.label)).toEqual(['A', 'B', 'C', 'D']);
        const children = entry.products.filter((product) => product.parentId === parent.id);
        // Every size a variant of this bike has is measured.
        const sizeIds = new Set(
          children.flatMap((child) => child.optionIds).filter((optionId) => optionId in data.rows[0]!.values),
        );
        expect(sizeIds.size).toBeGreaterThan(0);
        for (const row of data.rows) {
          expect(Object.keys(row.values).sort()).toEqual(Object.keys(data.rows[0]!.values).sort());
          const seat = data.rows[0]!.values;
          const bySeat = Object.keys(row.values).sort((a, b) => seat[a]! - seat[b]!);
          const values = bySeat.map((sizeId) => row.values[sizeId]!);
          expect(values).toEqual([...values].sort((a, b) => a - b));
        }
      }
    }
  });
});

describe('categories', () => {
  it('assigns products to leaves of a three-level tree below the navigation root', () => {
    for (const entry of catalog.brands) {
      const byId = new Map(entry.categories.map((category) => [category.id, category]));
      for (const product of entry.products.filter((candidate) => candidate.parentId === null)) {
        for (const id of product.categoryIds) {
          const category = byId.get(id);
          expect(category?.level, `${entry.brand} ${product.productNumber}`).toBe(4);
          expect(entry.categories.some((candidate) => candidate.parentId === id)).toBe(false);
        }
      }
    }
    const keys = brand('raleigh').categories.map((category) => category.key);
    expect(keys).toEqual(
      expect.arrayContaining(['bikes', 'e-bikes', 'e-bikes/trekking', 'accessories', 'e-bike-parts/batteries']),
    );
  });

  // The catalogue e2e pages through a listing of these brands; a listing that fits one page
  // would leave pagination untested in the browser.
  it.each(['raleigh', 'lapierre'] as const)(
    '%s: a mega-menu category lists more products than the brand page size',
    (name) => {
      const entry = brand(name);
      const byId = new Map(entry.categories.map((category) => [category.id, category]));
      const listed = (key: string) =>
        entry.products.filter((product) => {
          if (product.parentId !== null) return false;
          const ancestors = new Set<string>();
          for (let category = byId.get(product.categoryIds[0] ?? ''); category;) {
            ancestors.add(category.key);
            category = category.parentId ? byId.get(category.parentId) : undefined;
          }
          return ancestors.has(key);
        }).length;
      const pageSize = loadBrandConfig(name).catalog.categoryPageSize;
      // 'bikes' is a top category (level 2): a mega-menu group whose first link is its listing.
      expect(entry.categories.find((category) => category.key === 'bikes')?.level).toBe(2);
      expect(listed('bikes')).toBeGreaterThan(pageSize);
      expect(listed('bikes')).toBeLessThanOrEqual(2 * pageSize);
    },
  );

  it("uses the spec's de-de slugs for the parts brand and translates them for other markets", () => {
    const xlc = brand('xlc');
    const level3 = xlc.categories.filter((category) => category.level === 3);
    const deSlugs = level3.map((category) => category.slug.de);
    expect(deSlugs).toEqual(
      expect.arrayContaining([...xlcGermanCategories.fahrradteile, ...xlcGermanCategories.fahrradzubehoer]),
    );
    const brakes = xlc.categories.find((category) => category.key === 'bike-parts/brakes/rim-brakes');
    expect(brakes?.slug).toMatchObject({
      en: 'rim-brakes',
      de: 'felgenbremsen',
      fr: 'freins-sur-jante',
      nl: 'velgremmen',
    });
    const top = xlc.categories.find((category) => category.key === 'bike-parts');
    expect(top?.slug).toMatchObject({
      en: 'bike-parts',
      de: 'fahrradteile',
      es: 'componentes-bicicleta',
      fr: 'composants-velo',
      nl: 'fietsonderdelen',
    });
  });

  it('keeps legal notes in the categories of e-bikes', () => {
    const ebikes = brand('winora').categories.find((category) => category.key === 'e-bikes');
    expect(ebikes?.legalNotes.de).toContain('25 km/h');
  });
});
