/**
 * The deterministic demo catalogue generator. `generateCatalog` builds, per brand, what a
 * Shopware 6 shop holds: sales channels (brand x country, with the brand's languages), a
 * three-level category tree, property groups over the brand's attribute codes, bikes as parents
 * with variants (or parts and accessories for the parts brand), batteries, media, promotions.
 *
 * Every value comes from seeded PRNGs keyed by readable names (see prng.ts), so the same input
 * gives the same output and one brand's data does not move when another brand is added.
 */
import { localAccessKey } from '../../../src/config/backends';
import { loadBrandConfig } from '../../../src/config/load';
import { type BrandName, brandNames } from '../../../src/config/schema';
import { seoSlug } from '../../common/slug';
import {
  type BikeBrandProfile,
  type BikeFamily,
  bikeProfileOf,
  frameHeightsCm,
  isEbike,
  letterSizesByKind,
} from './bikes';
import {
  type Colourway,
  altTexts,
  badgeNames,
  baseColours,
  batteryCopy,
  bikeCategoryNames,
  bikeIntro,
  categoryDescription,
  colourways,
  descriptionOutro,
  detailParts,
  features,
  fill,
  frameMaterials,
  frameShapes,
  join,
  labelTexts,
  legalNotes,
  letterSizes,
  lockCopy,
  metaDescription,
  only,
  promotionNames,
  propertyLabels,
  same,
  serviceCopy,
  subtitles,
} from './copy';
import { bankAccountOf } from './bank-accounts';
import { geometryData } from './geometry';
import { productCustomFieldKeys as cf } from './fields';
import { buildCurrency, currencyId, currencyIsoOfChannel, defaultCurrencyIso, priceIn, shippingIn } from './currencies';
import { buildCountries, buildLanguages, channelCountries, countryId, isLanguageCode, languageId } from './locales';
import { helmetSizes, type PartLeaf, partColours, partGroups, partMaterials, partsCopy, partsLines } from './parts';
import { ean13, idFor, type Random, rngFor } from '../../common/prng';
import type {
  ChannelInput,
  JsonValue,
  LanguageCode,
  Localized,
  ProductKind,
  SeedBadge,
  SeedBrandCatalog,
  SeedCatalog,
  SeedCategory,
  SeedDeliveryTime,
  SeedLabel,
  SeedMedia,
  SeedPaymentMethod,
  SeedPrice,
  SeedCurrencyPrice,
  SeedProduct,
  SeedPromotion,
  SeedPropertyGroup,
  SeedPropertyOption,
  SeedSalesChannel,
  SeedShippingMethod,
} from './types';

export interface GenerateCatalogOptions {
  /** Brands to generate; all seven by default. */
  brands?: readonly BrandName[];
  /**
   * Product entities (parents + variants + standalone products) per brand, for benchmarks.
   * Without it each brand gets its modest demo range (about 12-50 parent products).
   */
  scale?: number;
  /** Sales-channel input; read from the brand configurations when absent. */
  channels?: readonly ChannelInput[];
}

/** Fixed reference time: the catalogue never depends on the clock. */
const epoch = Date.UTC(2025, 2, 1, 9, 0, 0);
const day = 86_400_000;
const isoDay = (offsetDays: number) => new Date(epoch + Math.round(offsetDays) * day).toISOString();

/** Channel input of the brands from their validated configurations. */
export function channelInputsFor(brands: readonly BrandName[]): ChannelInput[] {
  return brands.map((brand) => {
    const config = loadBrandConfig(brand);
    return {
      brand,
      displayName: config.displayName,
      siteUrl: config.siteUrl,
      localeSeparator: config.routing.localeSeparator,
      countries: config.countries.map((country) => ({ code: country.code, languages: [...country.languages] })),
      listingFilters: [...config.catalog.listingFilters],
    };
  });
}

export function generateCatalog(options: GenerateCatalogOptions = {}): SeedCatalog {
  const brands = options.brands ?? brandNames;
  const channels = options.channels ?? channelInputsFor(brands);
  const scale = options.scale ?? null;
  if (scale !== null && (!Number.isInteger(scale) || scale < 1)) {
    throw new Error(`generateCatalog: scale must be a positive integer, not ${scale}.`);
  }

  const isos = currencyIsos(channels.filter((channel) => brands.includes(channel.brand)));
  const globals = buildGlobals(isos);
  const countryIsos = new Set<string>();
  const brandCatalogs: SeedBrandCatalog[] = [];
  for (const brand of brands) {
    const input = channels.find((channel) => channel.brand === brand);
    if (!input) throw new Error(`generateCatalog: no channel input for brand "${brand}".`);
    for (const country of input.countries) channelCountries(country.code).forEach((iso) => countryIsos.add(iso));
    brandCatalogs.push(new BrandBuilder(input, scale, globals).build());
  }

  return {
    version: 1,
    scale,
    languages: buildLanguages(),
    currencies: isos.map(buildCurrency),
    countries: buildCountries(countryIsos),
    taxId: globals.taxId,
    customerGroupId: globals.customerGroupId,
    salutations: [
      {
        id: idFor('salutation', 'mr'),
        salutationKey: 'mr',
        displayName: serviceCopy.mr,
        letterName: serviceCopy.dearMr,
      },
      {
        id: idFor('salutation', 'mrs'),
        salutationKey: 'mrs',
        displayName: serviceCopy.mrs,
        letterName: serviceCopy.dearMrs,
      },
      {
        id: idFor('salutation', 'not_specified'),
        salutationKey: 'not_specified',
        displayName: serviceCopy.notSpecified,
        letterName: serviceCopy.dear,
      },
    ],
    deliveryTimes: globals.deliveryTimes,
    shippingMethods: globals.shippingMethods,
    paymentMethods: globals.paymentMethods,
    brands: brandCatalogs,
  };
}

/** The default currency first, then every other currency a channel sells in. */
function currencyIsos(channels: readonly ChannelInput[]): string[] {
  const isos = channels.flatMap((channel) => channel.countries.map((country) => currencyIsoOfChannel(country.code)));
  return [...new Set([defaultCurrencyIso, ...isos])];
}

interface Globals {
  taxId: string;
  customerGroupId: string;
  deliveryTimes: SeedDeliveryTime[];
  shippingMethods: SeedShippingMethod[];
  paymentMethods: SeedPaymentMethod[];
  deliveryTime: { days: string; week: string; weeks: string };
}

function buildGlobals(currencyIsos: readonly string[]): Globals {
  const deliveryTime = (key: string, min: number, max: number, unit: 'day' | 'week'): SeedDeliveryTime => ({
    id: idFor('delivery-time', key),
    name: fill(unit === 'day' ? serviceCopy.deliveryTimeDays : serviceCopy.deliveryTimeWeeks, { min, max }),
    min,
    max,
    unit,
  });
  const deliveryTimes = [
    deliveryTime('1-3-days', 1, 3, 'day'),
    deliveryTime('3-5-days', 3, 5, 'day'),
    deliveryTime('1-2-weeks', 1, 2, 'week'),
  ];
  const [days, week, weeks] = deliveryTimes.map((entry) => entry.id) as [string, string, string];
  return {
    taxId: idFor('tax', 'standard'),
    customerGroupId: idFor('customer-group', 'standard'),
    deliveryTimes,
    deliveryTime: { days, week, weeks },
    shippingMethods: [
      {
        id: idFor('shipping-method', 'homeDelivery'),
        technicalName: 'homeDelivery',
        name: serviceCopy.homeDelivery,
        description: serviceCopy.homeDeliveryText,
        deliveryTimeId: week,
        // The euro price is the default; the other currencies have their own (currencies.ts).
        ...shippingIn(defaultCurrencyIso),
        currencyPrices: currencyIsos
          .filter((iso) => iso !== defaultCurrencyIso)
          .map((iso) => ({ currencyId: currencyId(iso), ...shippingIn(iso) })),
        position: 1,
      },
      {
        id: idFor('shipping-method', 'dealerPickup'),
        technicalName: 'dealerPickup',
        name: serviceCopy.dealerPickup,
        description: serviceCopy.dealerPickupText,
        deliveryTimeId: weeks,
        price: 0,
        freeFrom: null,
        currencyPrices: [],
        position: 2,
      },
    ],
    paymentMethods: [
      {
        id: idFor('payment-method', 'prepayment'),
        technicalName: 'payment_prepayment',
        name: serviceCopy.prepayment,
        description: serviceCopy.prepaymentText,
        async: false,
        bankTransfer: true,
        position: 1,
      },
      {
        id: idFor('payment-method', 'paypal'),
        technicalName: 'payment_paypal',
        name: serviceCopy.paypal,
        description: serviceCopy.paypalText,
        async: true,
        position: 2,
      },
      {
        id: idFor('payment-method', 'klarna'),
        technicalName: 'payment_klarna',
        name: serviceCopy.klarna,
        description: serviceCopy.klarnaText,
        async: true,
        position: 3,
      },
    ],
  };
}

/**
 * Attribute code -> the spec's display key (section 3's attribute table), stated for the
 * backend: the merchandisers make a group filterable when the brand's listing filters name its
 * display key. `tests/attribute-key-agreement.test.ts` checks the app's table against it.
 */
export const seedDisplayKeys: Readonly<Record<string, string>> = {
  COLORCOM: 'attrMarketingColor',
  'UB-FRAMEKI': 'attrFrameShape',
  FRAMETYPE: 'attrFrameShape',
  HEIGHTS: 'attrFrameSize',
  HEIGHT: 'attrFrameSize',
  SIZE: 'attrSize',
  'Wheel Size': 'attrWheelSize',
  'Frame material': 'attrFrameMaterial',
  MOTOR: 'attrEngineDescription',
  RANGE: 'attrExactRange',
  GEARS: 'attrGears',
  REARDERAILLEUR: 'attrRearDerailleurDescription',
  FRONTFORK: 'FrontForkDescription',
  FRONTTIRE: 'attrFrontTire',
  REARTIRE: 'attrRearTire',
  BRAKES: 'attrBrakeDescription',
  PRODUCTLINE: 'attrProductLine',
  COLOR2ND: 'COLOR2ND',
};

const labelOf: Record<string, Localized> = {
  COLORCOM: propertyLabels.COLORCOM,
  COLORBAS: propertyLabels.COLORBAS,
  'UB-FRAMEKI': propertyLabels.FRAMESHAPE,
  FRAMETYPE: propertyLabels.FRAMESHAPE,
  HEIGHTS: propertyLabels.FRAMESIZE,
  HEIGHT: propertyLabels.FRAMESIZE,
  SIZE: propertyLabels.SIZE,
  'Wheel Size': propertyLabels.WHEEL,
  'Frame material': propertyLabels.MATERIAL,
  MOTOR: propertyLabels.MOTOR,
  RANGE: propertyLabels.RANGE,
  GEARS: propertyLabels.GEARS,
  REARDERAILLEUR: propertyLabels.REARDERAILLEUR,
  FRONTFORK: propertyLabels.FORK,
  FRONTTIRE: propertyLabels.FRONTTIRE,
  REARTIRE: propertyLabels.REARTIRE,
  BRAKES: propertyLabels.BRAKE,
  PRODUCTLINE: propertyLabels.PRODUCTLINE,
};

/** Numeric sort key of option codes like '27.5', '46' or sizes XS..XXL; null for free text. */
function optionSortKey(code: string): number | null {
  const sizeIndex = (letterSizes as readonly string[]).indexOf(code);
  if (sizeIndex >= 0) return sizeIndex;
  const numeric = Number.parseFloat(code);
  return Number.isFinite(numeric) && /^\d/.test(code) ? numeric : null;
}

const colourwayByCode = new Map(colourways.map((entry) => [entry.code, entry]));
const colourway = (code: string): Colourway => {
  const found = colourwayByCode.get(code);
  if (!found) throw new Error(`Unknown colourway ${code}`);
  return found;
};

/** Rounds a price to a shop-like ending (x9.00 for bikes, x.95 for small parts). */
function shopPrice(value: number): number {
  if (value >= 200) return Math.max(9, Math.round(value / 10) * 10 - 1);
  return Math.max(0.95, Math.round(value) - 0.05);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

class BrandBuilder {
  private readonly languages: LanguageCode[];
  /** Currencies of the brand's channels besides the default one. */
  private readonly otherCurrencies: string[];
  private readonly categories: SeedCategory[] = [];
  private readonly categoryByKey = new Map<string, SeedCategory>();
  private readonly groups = new Map<string, SeedPropertyGroup>();
  private readonly optionByKey = new Map<string, SeedPropertyOption>();
  private readonly groupOfOption = new Map<string, string>();
  private readonly media = new Map<string, SeedMedia>();
  private readonly products: SeedProduct[] = [];
  private readonly tags = new Map<string, string>();
  private readonly rootId: string;
  private readonly brandLogoId: string;
  private productCount = 0;
  private sequence = 10000;

  constructor(
    private readonly input: ChannelInput,
    private readonly scale: number | null,
    private readonly globals: Globals,
  ) {
    const seen: LanguageCode[] = [];
    for (const country of input.countries) {
      for (const language of country.languages) {
        if (!isLanguageCode(language)) {
          throw new Error(`Brand ${input.brand}: language "${language}" has no demo copy (emulators/seed/catalog).`);
        }
        if (!seen.includes(language)) seen.push(language);
      }
    }
    if (!seen.includes('en')) seen.push('en');
    this.languages = seen;
    this.otherCurrencies = [...new Set(input.countries.map((country) => currencyIsoOfChannel(country.code)))].filter(
      (iso) => iso !== defaultCurrencyIso,
    );
    this.rootId = idFor(input.brand, 'category', 'root');
    this.brandLogoId = this.addMedia(`logo:${input.brand}`, {
      fileName: `${input.brand}-logo`,
      width: 800,
      height: 400,
      alt: this.fill(altTexts.logo, { name: input.displayName }),
      drawing: {
        kind: 'logo',
        primary: '#1d1d1f',
        secondary: '#ffffff',
        label: input.displayName,
        variant: 0,
        frame: 'none',
      },
    });
  }

  private get brand(): BrandName {
    return this.input.brand;
  }

  private loc(text: Localized): Localized {
    return only(text, this.languages);
  }

  /** Fills a template in the brand's languages only (the others are never stored). */
  private fill(template: Localized, values: Record<string, string | number | Localized>): Localized {
    return fill(template, values, this.languages);
  }

  build(): SeedBrandCatalog {
    this.addCategory(null, 'root', bikeCategoryNames.home, { type: 'page', visible: true }, this.rootId);
    const profile = bikeProfileOf(this.brand);
    const promotions = profile ? this.buildBikeBrand(profile) : this.buildPartsBrand();
    for (const group of this.groups.values()) this.finishGroup(group);
    return {
      brand: this.brand,
      displayName: this.input.displayName,
      languages: this.languages,
      manufacturer: {
        id: idFor(this.brand, 'manufacturer'),
        name: this.input.displayName,
        link: this.input.siteUrl,
        mediaId: this.brandLogoId,
        description: this.loc(this.fill(categoryDescription, { name: this.input.displayName })),
      },
      salesChannels: this.buildSalesChannels(),
      categories: this.categories,
      propertyGroups: [...this.groups.values()],
      products: this.products,
      media: [...this.media.values()],
      promotions,
      tags: [...this.tags.entries()].map(([name, id]) => ({ id, name })),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Sales channels

  private buildSalesChannels(): SeedSalesChannel[] {
    return this.input.countries.map((country) => {
      const isos = channelCountries(country.code);
      const languages = country.languages.filter(isLanguageCode);
      return {
        id: idFor('sales-channel', this.brand, country.code),
        brand: this.brand,
        country: country.code,
        accessKey: localAccessKey(this.brand, country.code),
        name: `${this.input.displayName} ${country.code.toUpperCase()}`,
        languageIds: languages.map(languageId),
        currencyId: currencyId(currencyIsoOfChannel(country.code)),
        countryId: countryId(isos[0] as string),
        countryIds: isos.map(countryId),
        navigationCategoryId: this.rootId,
        shippingMethodIds: this.globals.shippingMethods.map((method) => method.id),
        paymentMethodIds: this.globals.paymentMethods.map((method) => method.id),
        bankAccount: bankAccountOf(this.brand),
        customerGroupId: this.globals.customerGroupId,
        domains: languages.map((language) => ({
          url: `${this.input.siteUrl.replace(/\/$/, '')}/${country.code}${this.input.localeSeparator}${language}`,
          languageId: languageId(language),
        })),
      };
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Categories, properties, media, tags

  private addCategory(
    parent: SeedCategory | null,
    key: string,
    name: Localized,
    extra: {
      type?: SeedCategory['type'];
      visible?: boolean;
      slug?: Localized;
      legal?: Localized;
      description?: Localized;
      media?: boolean;
    } = {},
    id = idFor(this.brand, 'category', key),
  ): SeedCategory {
    const existing = this.categoryByKey.get(key);
    if (existing) return existing;
    const siblings = this.categories.filter((category) => category.parentId === (parent?.id ?? null)).length;
    const slug: Localized = {};
    for (const language of this.languages) {
      slug[language] = extra.slug?.[language] ?? seoSlug(name[language] ?? name.en ?? key);
    }
    const category: SeedCategory = {
      id,
      parentId: parent?.id ?? null,
      level: parent ? parent.level + 1 : 1,
      position: siblings + 1,
      type: extra.type ?? 'page',
      name: this.loc(name),
      slug,
      description: this.loc(extra.description ?? this.fill(categoryDescription, { name })),
      legalNotes: extra.legal ? this.loc(extra.legal) : {},
      mediaId: null,
      visible: extra.visible ?? true,
      active: true,
      key,
    };
    if (extra.media) {
      category.mediaId = this.addMedia(`category:${key}`, {
        fileName: `category-${key.replace(/\//g, '-')}`,
        width: 1920,
        height: 640,
        alt: name,
        drawing: {
          kind: 'category',
          primary: '#2f5d3a',
          secondary: '#e3dcc8',
          label: name.en ?? key,
          variant: siblings,
          frame: 'diamond',
        },
      });
    }
    this.categories.push(category);
    this.categoryByKey.set(key, category);
    return category;
  }

  /** The property option for a code and value, creating group and option on first use. */
  private option(code: string, valueCode: string, name: Localized, colorHexCode: string | null = null): string {
    const key = `${code}\u241f${valueCode}`;
    const existing = this.optionByKey.get(key);
    if (existing) return existing.id;
    let group = this.groups.get(code);
    if (!group) {
      const displayKey = seedDisplayKeys[code] ?? null;
      group = {
        id: idFor(this.brand, 'property-group', code),
        code,
        displayKey,
        label: this.loc(labelOf[code] ?? same(code)),
        displayType: code === 'COLORCOM' || code === 'COLORBAS' ? 'color' : 'text',
        sortingType: optionSortKey(valueCode) === null ? 'alphanumeric' : 'position',
        filterable: displayKey !== null && this.input.listingFilters.includes(displayKey),
        visibleOnProductDetailPage: true,
        position: this.groups.size + 1,
        options: [],
      };
      this.groups.set(code, group);
    }
    const option: SeedPropertyOption = {
      id: idFor(this.brand, 'property-option', code, valueCode),
      groupId: group.id,
      code: valueCode,
      name: this.loc(name),
      position: 0,
      colorHexCode,
    };
    group.options.push(option);
    this.optionByKey.set(key, option);
    this.groupOfOption.set(option.id, group.id);
    return option.id;
  }

  /** Positions follow the natural order: sizes XS..XXL, heights and wheels ascending, colours as listed. */
  private finishGroup(group: SeedPropertyGroup): void {
    const colourOrder = colourways.map((entry) => entry.code);
    group.options.sort((a, b) => {
      const ka = optionSortKey(a.code);
      const kb = optionSortKey(b.code);
      if (ka !== null && kb !== null) return ka - kb;
      const ca = colourOrder.indexOf(a.code);
      const cb = colourOrder.indexOf(b.code);
      if (ca >= 0 && cb >= 0) return ca - cb;
      return (a.name.en ?? a.code).localeCompare(b.name.en ?? b.code, 'en');
    });
    group.options.forEach((option, index) => {
      option.position = index + 1;
    });
  }

  private addMedia(key: string, spec: Omit<SeedMedia, 'id' | 'title'> & { title?: Localized }): string {
    const id = idFor(this.brand, 'media', key);
    if (!this.media.has(id)) {
      this.media.set(id, { id, ...spec, alt: this.loc(spec.alt), title: this.loc(spec.title ?? spec.alt) });
    }
    return id;
  }

  private tag(name: string): string {
    let id = this.tags.get(name);
    if (!id) {
      id = idFor(this.brand, 'tag', name);
      this.tags.set(name, id);
    }
    return id;
  }

  private nextNumber(): string {
    this.sequence += 1;
    return String(this.sequence);
  }

  private ean(productNumber: string): string {
    const [a] = [idFor('ean', this.brand, productNumber)];
    const digits = Array.from(a.slice(0, 10), (char) => String(Number.parseInt(char, 16) % 10)).join('');
    return ean13(`40${digits}`);
  }

  private full(): boolean {
    return this.scale !== null && this.productCount >= this.scale;
  }

  private push(product: SeedProduct): void {
    this.products.push(product);
    this.productCount += 1;
  }

  private badge(kind: keyof typeof badgeNames, priority: number): SeedBadge {
    const colours: Record<keyof typeof badgeNames, string> = {
      new: '#1f4e8c',
      bestseller: '#d4a017',
      award: '#2f5d3a',
      sale: '#9e1b22',
    };
    return {
      id: idFor(this.brand, 'badge', kind),
      name: this.loc(badgeNames[kind]),
      mediaId: this.addMedia(`badge:${kind}`, {
        fileName: `badge-${kind}`,
        width: 400,
        height: 400,
        alt: badgeNames[kind],
        drawing: {
          kind: 'badge',
          primary: colours[kind],
          secondary: '#ffffff',
          label: badgeNames[kind].en ?? kind,
          variant: priority,
          frame: 'none',
        },
      }),
      priority,
      active: true,
    };
  }

  private lineLogo(line: string): string {
    return this.addMedia(`line-logo:${line}`, {
      fileName: `${seoSlug(line)}-logo`,
      width: 800,
      height: 400,
      alt: this.fill(altTexts.logo, { name: line }),
      drawing: { kind: 'logo', primary: '#ffffff', secondary: '#1d1d1f', label: line, variant: 1, frame: 'none' },
    });
  }

  /** The price lists of the brand's other currencies for a euro price. */
  private currencyPrices(euro: SeedPrice): SeedCurrencyPrice[] {
    return this.otherCurrencies.map((iso) => ({ currencyId: currencyId(iso), ...priceIn(iso, euro) }));
  }

  private basePrice(rng: Random, base: number): SeedPrice {
    const gross = shopPrice(base);
    if (rng.chance(0.2)) {
      const discounted = shopPrice(gross * rng.pick([0.8, 0.85, 0.9]));
      return { gross: discounted, listGross: gross, regulationGross: shopPrice(discounted * 1.04) };
    }
    return { gross, listGross: null, regulationGross: null };
  }

  private dates(rng: Random): Pick<SeedProduct, 'releaseDate' | 'createdAt' | 'updatedAt'> {
    const created = -rng.int(20, 420);
    return { releaseDate: isoDay(created), createdAt: isoDay(created), updatedAt: isoDay(created + rng.int(0, 19)) };
  }

  // ---------------------------------------------------------------------------------------------
  // Bike brands

  private bikeLeaf(key: string): SeedCategory {
    const [sub, leaf] = key.split('/') as [string, string];
    const bikes = this.addCategory(this.categoryByKey.get('root') ?? null, 'bikes', bikeCategoryNames.bikes, {
      media: true,
    });
    const subNames: Record<string, Localized> = {
      'e-bikes': bikeCategoryNames.eBikes,
      'city-bikes': bikeCategoryNames.cityBikes,
      'trekking-bikes': bikeCategoryNames.trekkingBikes,
      'mountain-bikes': bikeCategoryNames.mountainBikes,
      'kids-bikes': bikeCategoryNames.kidsBikes,
    };
    const leafNames: Record<string, Localized> = {
      'e-bikes/city': bikeCategoryNames.cityEBikes,
      'e-bikes/trekking': bikeCategoryNames.trekkingEBikes,
      'e-bikes/mountain': bikeCategoryNames.mountainEBikes,
      'city-bikes/comfort': bikeCategoryNames.comfortBikes,
      'city-bikes/urban': bikeCategoryNames.urbanBikes,
      'trekking-bikes/touring': bikeCategoryNames.touringBikes,
      'trekking-bikes/cross': bikeCategoryNames.crossBikes,
      'mountain-bikes/hardtail': bikeCategoryNames.hardtails,
      'mountain-bikes/full-suspension': bikeCategoryNames.fullSuspension,
      'kids-bikes/20': this.fill(bikeCategoryNames.inches, { size: 20 }),
      'kids-bikes/24': this.fill(bikeCategoryNames.inches, { size: 24 }),
    };
    const legal = sub === 'e-bikes' ? legalNotes.eBike : legalNotes.bike;
    const subCategory = this.addCategory(bikes, sub, subNames[sub] ?? same(sub), { legal, media: true });
    return this.addCategory(subCategory, key, leafNames[key] ?? same(leaf), { legal });
  }

  private accessoryLeaf(sub: 'e-bike-parts' | 'security', leaf: 'batteries' | 'locks'): SeedCategory {
    const accessories = this.addCategory(
      this.categoryByKey.get('root') ?? null,
      'accessories',
      bikeCategoryNames.accessories,
      {
        media: true,
      },
    );
    const subCategory = this.addCategory(
      accessories,
      sub,
      sub === 'e-bike-parts' ? bikeCategoryNames.eBikeParts : bikeCategoryNames.security,
      { legal: sub === 'e-bike-parts' ? legalNotes.battery : undefined },
    );
    return this.addCategory(
      subCategory,
      `${sub}/${leaf}`,
      leaf === 'batteries' ? bikeCategoryNames.batteries : bikeCategoryNames.locks,
      {
        legal: leaf === 'batteries' ? legalNotes.battery : undefined,
      },
    );
  }

  private buildBikeBrand(profile: BikeBrandProfile): SeedPromotion[] {
    // Bikes lead the navigation, accessories (batteries, locks) follow.
    this.addCategory(this.categoryByKey.get('root') ?? null, 'bikes', bikeCategoryNames.bikes, { media: true });
    const hasEbikes = profile.families.some((family) => isEbike(family.kind));
    const batteries = hasEbikes ? this.buildBatteries(profile) : [];
    const lock = this.buildLock(profile);
    const families = profile.families;
    const trimsPerFamily = families.length >= 7 ? 2 : 3;
    const defaultParents = families.length * trimsPerFamily;
    for (let index = 0; ; index++) {
      if (this.scale === null ? index >= defaultParents : this.full()) break;
      const family = families[index % families.length] as BikeFamily;
      const round = Math.floor(index / families.length);
      const trimIndex = this.scale === null ? round : round % profile.trims.length;
      const edition = this.scale === null ? 0 : Math.floor(round / profile.trims.length);
      this.buildBike(profile, family, index, trimIndex, edition, batteries);
    }
    const promotions: SeedPromotion[] = [
      this.promotion('WELCOME10', promotionNames.welcome, { type: 'percentage', value: 10 }, 0),
      this.promotion('SPRING50', promotionNames.spring, { type: 'absolute', value: 50 }, 500),
    ];
    if (hasEbikes) {
      promotions.push({
        ...this.promotion('FREELOCK', promotionNames.freeLock, { type: 'percentage', value: 0 }, 0),
        freeProductIds: [lock],
        requiresKind: 'ebike',
      });
    }
    return promotions;
  }

  private promotion(
    code: string,
    name: Localized,
    discount: SeedPromotion['discount'],
    minimumCartAmount: number,
  ): SeedPromotion {
    return {
      id: idFor(this.brand, 'promotion', code),
      code,
      name: this.loc(name),
      discountId: idFor(this.brand, 'promotion-discount', code),
      discount,
      minimumCartAmount,
      freeProductIds: [],
      requiresKind: null,
    };
  }

  private buildBatteries(profile: BikeBrandProfile): SeedProduct[] {
    const category = this.accessoryLeaf('e-bike-parts', 'batteries');
    return profile.batteries.map((wh, index) => {
      const rng = rngFor(this.brand, 'battery', wh);
      const productNumber = `${profile.prefix}-BAT-${wh}`;
      const model = `PowerPack ${wh}`;
      const name = this.fill(batteryCopy.name, { brand: this.input.displayName, wh });
      const heroId = this.addMedia(`battery-hero:${wh}`, {
        fileName: `powerpack-${wh}-hero`,
        width: 2400,
        height: 1200,
        alt: this.fill(altTexts.hero, { model }),
        drawing: {
          kind: 'hero',
          primary: '#2b2b2b',
          secondary: '#d4a017',
          label: model,
          variant: index,
          frame: 'none',
        },
      });
      const coverId = this.addMedia(`battery:${wh}`, {
        fileName: `powerpack-${wh}`,
        width: 2400,
        height: 1600,
        alt: name,
        drawing: {
          kind: 'battery',
          primary: '#2b2b2b',
          secondary: '#d4a017',
          label: `${wh} Wh`,
          variant: index,
          frame: 'none',
        },
      });
      const drawingId = this.addMedia(`battery-drawing:${wh}`, {
        fileName: `powerpack-${wh}-drawing`,
        width: 1600,
        height: 1200,
        alt: this.fill(partsCopy.drawingAlt, { product: model }),
        drawing: {
          kind: 'geometry',
          primary: '#1d1d1f',
          secondary: '#ffffff',
          label: model,
          variant: index,
          frame: 'none',
        },
      });
      const product = this.standalone({
        rng,
        kind: 'battery',
        productNumber,
        name,
        description: this.fill(batteryCopy.description, {
          wh,
          motor: profile.batteryMotor,
          hours: (4 + wh / 250).toFixed(1),
        }),
        subtitle: batteryCopy.subtitle,
        price: 399 + index * 150,
        categoryId: category.id,
        coverId,
        heroId,
        drawingId,
        modelLogo: this.brandLogoId,
        parentModelName: same(model),
        modelSlug: seoSlug(`${model} wh`),
        features: [features.battery],
        featureValues: { battery: `${wh} Wh`, range: `${Math.round(wh / 4.5 / 5) * 5} km` },
        stock: rng.int(0, 40),
        weight: round2(2.2 + wh / 500),
        tags: ['e-bike', 'battery'],
      });
      return product;
    });
  }

  private buildLock(profile: BikeBrandProfile): string {
    const category = this.accessoryLeaf('security', 'locks');
    const rng = rngFor(this.brand, 'lock');
    const model = 'FoldLock 85';
    const coverId = this.addMedia('lock', {
      fileName: 'foldlock-85',
      width: 2400,
      height: 1600,
      alt: this.fill(lockCopy.name, { brand: this.input.displayName, size: 85 }),
      drawing: { kind: 'part', primary: '#1d1d1f', secondary: '#d9534f', label: 'LOCK', variant: 3, frame: 'none' },
    });
    const product = this.standalone({
      rng,
      kind: 'accessory',
      productNumber: `${profile.prefix}-LOCK-85`,
      name: this.fill(lockCopy.name, { brand: this.input.displayName, size: 85 }),
      description: this.fill(lockCopy.description, { size: 85, level: 11 }),
      subtitle: lockCopy.subtitle,
      price: 69.95,
      categoryId: category.id,
      coverId,
      heroId: coverId,
      drawingId: coverId,
      modelLogo: this.brandLogoId,
      parentModelName: same(model),
      modelSlug: 'foldlock-85',
      features: [features.frame],
      featureValues: { material: frameMaterials.STEEL },
      stock: 120,
      weight: 1.1,
      tags: ['accessory'],
    });
    return product.id;
  }

  /** A product without variants (battery, lock, simple part). */
  private standalone(spec: {
    rng: Random;
    kind: ProductKind;
    productNumber: string;
    name: Localized;
    description: Localized;
    subtitle: Localized;
    price: number;
    categoryId: string;
    coverId: string;
    heroId: string;
    drawingId: string;
    modelLogo: string;
    parentModelName: Localized;
    modelSlug: string;
    features: { title: Localized; text: Localized }[];
    featureValues: Record<string, string | Localized>;
    stock: number;
    weight: number;
    tags: string[];
  }): SeedProduct {
    const { rng } = spec;
    const id = idFor(this.brand, 'product', spec.productNumber);
    const price = this.basePrice(rng, spec.price);
    const product: SeedProduct = {
      id,
      parentId: null,
      kind: spec.kind,
      productNumber: spec.productNumber,
      ean: this.ean(spec.productNumber),
      name: this.loc(spec.name),
      description: this.loc(spec.description),
      metaTitle: this.loc(join([spec.name, same(this.input.displayName)], ' | ')),
      metaDescription: this.loc(
        this.fill(metaDescription, { model: spec.name, subtitle: spec.subtitle, brand: this.input.displayName }),
      ),
      keywords: this.loc(join([spec.name, spec.subtitle, same(this.input.displayName)], ', ')),
      price,
      currencyPrices: this.currencyPrices(price),
      stock: spec.stock,
      active: true,
      isCloseout: false,
      shippingFree: false,
      markAsTopseller: rng.chance(0.2),
      ...this.dates(rng),
      weight: spec.weight,
      deliveryTimeId: this.globals.deliveryTime.days,
      categoryIds: [spec.categoryId],
      mainCategoryId: spec.categoryId,
      propertyIds: [],
      optionIds: [],
      configuratorGroupIds: [],
      tagIds: spec.tags.map((tag) => this.tag(tag)),
      coverMediaId: spec.coverId,
      mediaIds: [spec.coverId],
      customFields: {
        [cf.hero]: spec.heroId,
        [cf.geometry]: spec.drawingId,
        [cf.modelLogo]: spec.modelLogo,
        [cf.bikeLogo]: this.brandLogoId,
        [cf.halfords]: false,
        [cf.modelSlug]: spec.modelSlug,
        [cf.requiredBattery]: '',
        [cf.optionalBattery]: '',
        [cf.modelYear]: 2025,
      },
      localizedCustomFields: {
        [cf.description]: this.loc(spec.description),
        [cf.keyFeatures]: this.keyFeatures(spec.features, spec.featureValues),
        [cf.heroAlt]: this.loc(this.fill(altTexts.hero, { model: spec.parentModelName })),
        [cf.geometryAlt]: this.loc(this.fill(partsCopy.drawingAlt, { product: spec.parentModelName })),
        [cf.subtitle]: this.loc(spec.subtitle),
        [cf.parentModelName]: this.loc(spec.parentModelName),
      },
      badges: [],
      labels: [],
      sales: rng.int(0, 500),
      ratingAverage: rng.chance(0.6) ? round2(3.5 + rng.float() * 1.5) : null,
      childIds: [],
    };
    this.push(product);
    return product;
  }

  private keyFeatures(
    list: { title: Localized; text: Localized }[],
    values: Record<string, string | Localized>,
  ): Partial<Record<LanguageCode, JsonValue>> {
    const result: Partial<Record<LanguageCode, JsonValue>> = {};
    const filled = list.map((feature) => ({
      title: this.fill(feature.title, values),
      text: this.fill(feature.text, values),
    }));
    for (const language of this.languages) {
      result[language] = filled.map((feature) => ({
        title: feature.title[language] ?? feature.title.en ?? '',
        text: feature.text[language] ?? feature.text.en ?? '',
      }));
    }
    return result;
  }

  private buildBike(
    profile: BikeBrandProfile,
    family: BikeFamily,
    index: number,
    trimIndex: number,
    edition: number,
    batteries: SeedProduct[],
  ): void {
    const rng = rngFor(this.brand, 'bike', index);
    const kind = family.kind;
    const ebike = isEbike(kind);
    const trim = profile.trims[trimIndex % profile.trims.length] ?? '';
    const model = [family.model, trim, edition > 0 ? `Edition ${edition + 1}` : ''].filter(Boolean).join(' ');
    const level = Math.min(trimIndex, 9);
    const pick = <T>(list: readonly T[]): T => list[Math.min(level, list.length - 1)] as T;
    const motor = family.motors ? pick(family.motors) : null;
    const batteryWh = family.batteries ? pick(family.batteries) : null;
    const rangeKm = batteryWh ? Math.round(batteryWh / 4.5 / 5) * 5 : null;
    const gearing = pick(family.gearing);
    const brakes = pick(family.brakes);
    const modelYear = 2025 + (index % 2);
    const category = this.bikeLeaf(family.category);
    const parentNumber = `${profile.prefix}${this.nextNumber()}`;
    const parentId = idFor(this.brand, 'product', parentNumber);
    const step = Math.round((family.price * 0.22) / 100) * 100;
    const price = this.basePrice(rng, family.price + level * step + edition * 10);

    // Variant axes: 2-3 colourways, 1-2 frame shapes, a run of sizes; at most 16 variants.
    const colours = rng.sample(colourways, rng.int(2, 3));
    const shapes = family.shapes.slice(0, Math.min(family.shapes.length, 1 + (index % 2)));
    const sizeCodes = profile.codes.size === 'HEIGHTS' ? letterSizesByKind[kind] : frameHeightsCm[kind].map(String);
    let sizes = rng.run(sizeCodes, Math.min(sizeCodes.length, rng.int(3, 4)));
    while (colours.length * shapes.length * sizes.length > 16 && sizes.length > 2) sizes = sizes.slice(0, -1);
    const sizeOptionOf = (size: string) =>
      profile.codes.size === 'HEIGHTS'
        ? this.option('HEIGHTS', size, same(size))
        : this.option('HEIGHT', size, same(`${size} cm`));

    const values: Record<string, string | Localized> = {
      model,
      motor: motor?.name ?? '',
      battery: batteryWh ? `${batteryWh} Wh` : '',
      range: rangeKm ? `${rangeKm} km` : '',
      gears: gearing.name,
      brakes,
      fork: family.fork,
      material: frameMaterials[family.material],
    };

    // Properties shared by all variants.
    const propertyIds = [
      this.option('PRODUCTLINE', family.line, same(family.line)),
      this.option(profile.codes.wheel, family.wheel, same(`${family.wheel}"`)),
      this.option(profile.codes.material, family.material, frameMaterials[family.material]),
      this.option('GEARS', gearing.name, same(gearing.name)),
      this.option('BRAKES', brakes, same(brakes)),
      this.option('FRONTFORK', family.fork, same(family.fork)),
      this.option('FRONTTIRE', family.tyre, same(family.tyre)),
      this.option('REARTIRE', family.tyre, same(family.tyre)),
    ];
    if (gearing.derailleur)
      propertyIds.push(this.option('REARDERAILLEUR', gearing.derailleur, same(gearing.derailleur)));
    if (motor) propertyIds.push(this.option('MOTOR', motor.name, same(motor.name)));
    if (rangeKm) propertyIds.push(this.option('RANGE', String(rangeKm), same(`${rangeKm} km`)));

    // Media: side views per colourway and frame shape, two details, hero, geometry, logos.
    const first = colours[0] as Colourway;
    const sideViews = new Map<string, string>();
    const sideView = (colour: Colourway, shape: string): string => {
      const cached = sideViews.get(`${colour.code}:${shape}`);
      if (cached) return cached;
      const id = this.addMedia(`bike:${parentNumber}:${colour.code}:${shape}`, {
        fileName: `${seoSlug(model)}-${colour.code.toLowerCase()}-${shape.toLowerCase()}`,
        width: 2400,
        height: 1600,
        alt: this.fill(altTexts.side, { model, colour: colour.name }),
        drawing: {
          kind: kind === 'kids' ? 'kids' : ebike ? 'ebike' : 'bike',
          primary: colour.hex,
          secondary: colour.accent,
          label: family.line,
          variant: index % 5,
          frame: frameShapes.find((entry) => entry.code === shape)?.drawing ?? 'diamond',
        },
      });
      sideViews.set(`${colour.code}:${shape}`, id);
      return id;
    };
    const details = detailParts.slice(0, 2).map((part, detailIndex) =>
      this.addMedia(`bike-detail:${parentNumber}:${detailIndex}`, {
        fileName: `${seoSlug(model)}-detail-${detailIndex + 1}`,
        width: 2400,
        height: 1600,
        alt: this.fill(altTexts.detail, { model, part }),
        drawing: {
          kind: ebike ? 'ebike' : 'bike',
          primary: first.hex,
          secondary: first.accent,
          label: family.line,
          variant: 10 + detailIndex,
          frame: 'none',
        },
      }),
    );
    const heroId = this.addMedia(`hero:${parentNumber}`, {
      fileName: `${seoSlug(model)}-hero`,
      width: 2400,
      height: 1200,
      alt: this.fill(altTexts.hero, { model }),
      drawing: {
        kind: 'hero',
        primary: first.hex,
        secondary: first.accent,
        label: model,
        variant: index % 4,
        frame: frameShapes.find((entry) => entry.code === shapes[0])?.drawing ?? 'diamond',
      },
    });
    const geometryId = this.addMedia(`geometry:${parentNumber}`, {
      fileName: `${seoSlug(model)}-geometry`,
      width: 1600,
      height: 1200,
      alt: this.fill(altTexts.geometry, { model }),
      drawing: {
        kind: 'geometry',
        primary: '#1d1d1f',
        secondary: '#ffffff',
        label: model,
        variant: index % 3,
        frame: frameShapes.find((entry) => entry.code === shapes[0])?.drawing ?? 'diamond',
      },
    });
    const parentCover = sideView(first, shapes[0] as string);
    const gallery = [
      ...new Set([
        parentCover,
        ...colours.flatMap((colour) => shapes.map((shape) => sideView(colour, shape))),
        ...details,
      ]),
    ];

    // Copy.
    const subtitle = subtitles[kind];
    const description = join([
      this.fill(same('<p>{intro}</p>'), { intro: this.fill(bikeIntro[kind], values) }),
      this.fill(same('<p>{outro}</p>'), { outro: this.fill(descriptionOutro, { brand: this.input.displayName }) }),
    ]);
    const featureList = [
      ...(ebike ? [features.motor, features.battery] : []),
      features.gears,
      features.brakes,
      kind === 'mountain' || kind === 'mountainE' ? features.suspension : features.frame,
      kind === 'cityE' || kind === 'city' ? features.lights : features.comfort,
    ];
    const featureValues = { ...values, torque: String(motor?.torque ?? '') };

    // Batteries of at least the model's capacity (minus one step); the largest one when none is that big.
    const capacity = (battery: SeedProduct) => Number(battery.productNumber.split('-').pop());
    const fitting = batteries.filter((battery) => batteryWh !== null && capacity(battery) >= batteryWh - 100);
    const largest = batteries.length
      ? [batteries.reduce((best, battery) => (capacity(battery) > capacity(best) ? battery : best))]
      : [];
    const required = batteryWh === null ? [] : fitting.length ? fitting : largest;
    const optional = batteries.filter((battery) => batteryWh !== null && capacity(battery) > batteryWh);

    const tags = [`model-year-${modelYear}`];
    if (ebike) tags.push('e-bike');
    if (price.listGross !== null) tags.push('sale');
    const markAsTopseller = rng.chance(0.25);
    if (markAsTopseller) tags.push('bestseller');
    if (this.brand === 'raleigh' && !ebike) tags.push('cycle-to-work');

    const badges: SeedBadge[] = [];
    const dates = this.dates(rng);
    if (Date.parse(dates.releaseDate) > epoch - 120 * day) badges.push(this.badge('new', 2));
    if (rng.chance(0.12)) badges.push(this.badge('award', 1));
    if (price.listGross !== null) badges.push(this.badge('sale', 3));
    if (markAsTopseller) badges.push(this.badge('bestseller', 4));
    const labels: SeedLabel[] = [];
    if (rng.chance(0.4)) {
      labels.push({
        id: idFor(this.brand, 'label', parentNumber, 'new-colour'),
        active: true,
        priority: 1,
        freeText: this.loc(labelTexts.newColour),
        colourway: (colours[colours.length - 1] as Colourway).code,
      });
    }
    if (trimIndex >= 2 && rng.chance(0.5)) {
      labels.push({
        id: idFor(this.brand, 'label', parentNumber, 'limited'),
        active: true,
        priority: 2,
        freeText: this.loc(labelTexts.limited),
        colourway: null,
      });
    }

    const parent: SeedProduct = {
      id: parentId,
      parentId: null,
      kind: ebike ? 'ebike' : 'bike',
      productNumber: parentNumber,
      ean: this.ean(parentNumber),
      name: this.loc(same(model)),
      description: this.loc(this.fill(same('{intro}'), { intro: this.fill(bikeIntro[kind], values) })),
      metaTitle: this.loc(join([same(model), subtitle, same(this.input.displayName)], ' | ')),
      metaDescription: this.loc(this.fill(metaDescription, { model, subtitle, brand: this.input.displayName })),
      keywords: this.loc(join([same(model), same(family.line), subtitle, same(this.input.displayName)], ', ')),
      price,
      currencyPrices: this.currencyPrices(price),
      stock: 0,
      active: true,
      isCloseout: rng.chance(0.3),
      shippingFree: ebike,
      markAsTopseller,
      ...dates,
      weight: ebike ? round2(22 + rng.float() * 6) : round2(11 + rng.float() * 5),
      deliveryTimeId: this.globals.deliveryTime.week,
      categoryIds: [category.id],
      mainCategoryId: category.id,
      propertyIds,
      optionIds: [],
      configuratorGroupIds: [],
      tagIds: tags.map((tag) => this.tag(tag)),
      coverMediaId: parentCover,
      mediaIds: gallery,
      customFields: {
        [cf.hero]: heroId,
        [cf.geometry]: geometryId,
        [cf.modelLogo]: this.lineLogo(family.line),
        [cf.bikeLogo]: this.brandLogoId,
        [cf.halfords]: this.brand === 'raleigh' && rng.chance(0.5),
        [cf.parentModelName]: model,
        [cf.modelSlug]: `${seoSlug(model)}-${modelYear}`,
        [cf.requiredBattery]: required.map((battery) => battery.productNumber).join(','),
        [cf.optionalBattery]: optional.map((battery) => battery.productNumber).join(','),
        [cf.colorGroup]: first.base,
        [cf.modelYear]: modelYear,
      },
      localizedCustomFields: {
        [cf.description]: this.loc(description),
        [cf.keyFeatures]: this.keyFeatures(featureList, featureValues),
        [cf.heroAlt]: this.loc(this.fill(altTexts.hero, { model })),
        [cf.geometryAlt]: this.loc(this.fill(altTexts.geometry, { model })),
        [cf.subtitle]: this.loc(subtitle),
      },
      badges,
      labels,
      sales: rng.int(0, 2000),
      ratingAverage: rng.chance(0.7) ? round2(3.6 + rng.float() * 1.4) : null,
      childIds: [],
    };
    this.push(parent);

    // Variants.
    const groupIds = new Set<string>();
    let parentStock = 0;
    for (const colour of colours) {
      for (const shape of shapes) {
        for (const size of sizes) {
          if (this.full()) break;
          const shapeEntry = frameShapes.find((entry) => entry.code === shape);
          const colourOption = this.option(profile.codes.colour, colour.code, colour.name, colour.hex);
          const shapeOption = this.option(profile.codes.frameShape, shape, shapeEntry?.name ?? same(shape));
          const sizeOption = sizeOptionOf(size);
          const optionIds = [colourOption, shapeOption, sizeOption];
          for (const optionId of optionIds) groupIds.add(this.groupOfOption.get(optionId) as string);
          const variantNumber = `${parentNumber}-${colour.code.slice(0, 3)}${shape.slice(0, 1)}-${size}`;
          const variantRng = rngFor(this.brand, 'variant', variantNumber);
          const stock = variantRng.chance(0.15)
            ? 0
            : variantRng.chance(0.15)
              ? variantRng.int(1, 3)
              : variantRng.int(4, 40);
          parentStock += stock;
          const cover = sideView(colour, shape);
          const propertyIdsOfVariant = profile.codes.baseColour
            ? [
                this.option(
                  profile.codes.baseColour,
                  colour.base,
                  baseColours[colour.base].name,
                  baseColours[colour.base].hex,
                ),
              ]
            : [];
          const variant: SeedProduct = {
            id: idFor(this.brand, 'product', variantNumber),
            parentId,
            kind: parent.kind,
            productNumber: variantNumber,
            ean: this.ean(variantNumber),
            name: null,
            description: null,
            metaTitle: null,
            metaDescription: null,
            keywords: null,
            price,
            currencyPrices: this.currencyPrices(price),
            stock,
            active: true,
            isCloseout: parent.isCloseout,
            shippingFree: parent.shippingFree,
            markAsTopseller: parent.markAsTopseller,
            ...dates,
            weight: parent.weight,
            deliveryTimeId: stock > 0 ? this.globals.deliveryTime.week : this.globals.deliveryTime.weeks,
            categoryIds: [],
            mainCategoryId: category.id,
            propertyIds: propertyIdsOfVariant,
            optionIds,
            configuratorGroupIds: [],
            tagIds: [],
            coverMediaId: cover,
            mediaIds: [cover, ...details],
            customFields: { [cf.colorGroup]: colour.base },
            localizedCustomFields: {},
            badges: [],
            labels: [],
            sales: variantRng.int(0, 300),
            ratingAverage: parent.ratingAverage,
            childIds: [],
          };
          parent.childIds.push(variant.id);
          this.push(variant);
        }
      }
    }
    parent.stock = parentStock;
    // After the variants, so the size options exist in the configurator's order (colour first).
    parent.customFields[cf.geometryData] = geometryData(
      kind,
      sizes.map((size) => ({ code: size, optionId: sizeOptionOf(size) })),
      index % 3,
    );
    parent.configuratorGroupIds = [...groupIds];
  }

  // ---------------------------------------------------------------------------------------------
  // Parts brand

  private buildPartsBrand(): SeedPromotion[] {
    const root = this.categoryByKey.get('root') ?? null;
    const leaves: { leaf: PartLeaf; category: SeedCategory }[] = [];
    for (const group of partGroups) {
      const top = this.addCategory(root, group.key, group.name, {
        slug: group.slug,
        legal: partsCopy.legal,
        media: true,
        description: this.fill(partsCopy.categoryDescription, { name: group.name }),
      });
      for (const sub of group.subcategories) {
        const subCategory = this.addCategory(top, `${group.key}/${sub.key}`, sub.name, {
          slug: { ...slugsOf(sub.name), de: sub.deSlug },
          legal: partsCopy.legal,
          media: true,
          description: this.fill(partsCopy.categoryDescription, { name: sub.name }),
        });
        for (const leaf of sub.leaves) {
          const category = this.addCategory(subCategory, `${group.key}/${sub.key}/${leaf.key}`, leaf.name, {
            slug: { ...slugsOf(leaf.name), en: leaf.key },
            legal: partsCopy.legal,
            description: this.fill(partsCopy.categoryDescription, { name: leaf.name }),
          });
          leaves.push({ leaf, category });
        }
      }
    }
    let bottleId: string | null = null;
    for (let index = 0; ; index++) {
      if (this.scale === null ? index >= leaves.length : this.full()) break;
      const { leaf, category } = leaves[index % leaves.length] as (typeof leaves)[number];
      const id = this.buildPart(leaf, category, index);
      if (leaf.key === 'bottles' && bottleId === null) bottleId = id;
    }
    const promotions = [
      this.promotion('WELCOME10', promotionNames.welcome, { type: 'percentage', value: 10 }, 0),
      this.promotion('SPRING50', promotionNames.spring, { type: 'absolute', value: 50 }, 500),
    ];
    if (bottleId) {
      promotions.push({
        ...this.promotion('FREEBOTTLE', promotionNames.freeBottle, { type: 'percentage', value: 0 }, 100),
        freeProductIds: [bottleId],
      });
    }
    return promotions;
  }

  private buildPart(leaf: PartLeaf, category: SeedCategory, index: number): string {
    const rng = rngFor(this.brand, 'part', index);
    const line = partsLines[index % partsLines.length] as (typeof partsLines)[number];
    const code = `${leaf.code}${String(1 + (index % 40)).padStart(2, '0')}${index >= 48 ? `-${Math.floor(index / 48)}` : ''}`;
    const name = join([same('XLC'), leaf.product, same(code)]);
    const material = partMaterials[index % partMaterials.length] as (typeof partMaterials)[number];
    const parentNumber = `XLC-${code}`;
    const parentId = idFor(this.brand, 'product', parentNumber);
    const price = this.basePrice(rng, leaf.price * (line === 'Pro' ? 1.3 : 1));
    const colours = leaf.axes.includes('colour') ? rng.sample(partColours, rng.int(2, 3)).map(colourway) : [];
    const accent = colours[0] ?? colourway('BLACK-MATT');
    const coverFor = (colour: Colourway) =>
      this.addMedia(`part:${parentNumber}:${colour.code}`, {
        fileName: `xlc-${code.toLowerCase()}-${colour.code.toLowerCase()}`,
        width: 2400,
        height: 1600,
        alt: join([name, colour.name], ', '),
        drawing: {
          kind: 'part',
          primary: colour.hex,
          secondary: colour.accent,
          label: leaf.code.replace('-', ''),
          variant: index % 6,
          frame: 'none',
        },
      });
    const cover = coverFor(accent);
    const heroId = this.addMedia(`part-hero:${parentNumber}`, {
      fileName: `xlc-${code.toLowerCase()}-hero`,
      width: 2400,
      height: 1200,
      alt: this.fill(partsCopy.heroAlt, { product: leaf.product }),
      drawing: {
        kind: 'hero',
        primary: accent.hex,
        secondary: accent.accent,
        label: `XLC ${code}`,
        variant: index % 4,
        frame: 'diamond',
      },
    });
    const drawingId = this.addMedia(`part-drawing:${parentNumber}`, {
      fileName: `xlc-${code.toLowerCase()}-drawing`,
      width: 1600,
      height: 1200,
      alt: this.fill(partsCopy.drawingAlt, { product: leaf.product }),
      drawing: {
        kind: 'geometry',
        primary: '#1d1d1f',
        secondary: '#ffffff',
        label: code,
        variant: index % 3,
        frame: 'none',
      },
    });
    const description = join([
      this.fill(partsCopy.intro, { product: leaf.product, code }),
      this.fill(partsCopy.line, { line, lineText: partsCopy.lineText[line] }),
    ]);
    const subtitle = this.fill(partsCopy.subtitle, { line });
    const tags = [leaf.key.includes('helmet') || category.key.startsWith('bike-accessories') ? 'accessory' : 'part'];
    const markAsTopseller = rng.chance(0.2);
    if (markAsTopseller) tags.push('bestseller');
    const dates = this.dates(rng);
    const badges: SeedBadge[] = [];
    if (Date.parse(dates.releaseDate) > epoch - 120 * day) badges.push(this.badge('new', 2));
    if (leaf.key === 'tow-bar-carriers' || leaf.key === 'front-lights') badges.push(this.badge('award', 1));
    if (price.listGross !== null) badges.push(this.badge('sale', 3));

    const parent: SeedProduct = {
      id: parentId,
      parentId: null,
      kind: tags[0] === 'accessory' ? 'accessory' : 'part',
      productNumber: parentNumber,
      ean: this.ean(parentNumber),
      name: this.loc(name),
      description: this.loc(description),
      metaTitle: this.loc(join([name, same('XLC')], ' | ')),
      metaDescription: this.loc(this.fill(metaDescription, { model: name, subtitle, brand: 'XLC' })),
      keywords: this.loc(join([name, leaf.name, same('XLC')], ', ')),
      price,
      currencyPrices: this.currencyPrices(price),
      stock: rng.int(0, 250),
      active: true,
      isCloseout: false,
      shippingFree: price.gross >= 100,
      markAsTopseller,
      ...dates,
      weight: round2(0.05 + rng.float() * 2),
      deliveryTimeId: this.globals.deliveryTime.days,
      categoryIds: [category.id],
      mainCategoryId: category.id,
      propertyIds: [
        this.option('PRODUCTLINE', line, same(`XLC ${line}`)),
        this.option('Frame material', material, frameMaterials[material]),
      ],
      optionIds: [],
      configuratorGroupIds: [],
      tagIds: tags.map((tag) => this.tag(tag)),
      coverMediaId: cover,
      mediaIds: [cover, ...colours.slice(1).map(coverFor), drawingId],
      customFields: {
        [cf.hero]: heroId,
        [cf.geometry]: drawingId,
        [cf.modelLogo]: this.lineLogo(`XLC ${line}`),
        [cf.bikeLogo]: this.brandLogoId,
        [cf.halfords]: false,
        [cf.modelSlug]: seoSlug(code),
        [cf.requiredBattery]: '',
        [cf.optionalBattery]: '',
        [cf.colorGroup]: accent.base,
        [cf.modelYear]: 2025,
      },
      localizedCustomFields: {
        [cf.description]: this.loc(description),
        [cf.keyFeatures]: this.keyFeatures(partsCopy.features, { material: frameMaterials[material] }),
        [cf.heroAlt]: this.loc(this.fill(partsCopy.heroAlt, { product: leaf.product })),
        [cf.geometryAlt]: this.loc(this.fill(partsCopy.drawingAlt, { product: leaf.product })),
        [cf.subtitle]: this.loc(subtitle),
        [cf.parentModelName]: this.loc(name),
      },
      badges,
      labels: [],
      sales: rng.int(0, 3000),
      ratingAverage: rng.chance(0.5) ? round2(3.8 + rng.float() * 1.2) : null,
      childIds: [],
    };
    this.push(parent);

    const sizeAxis = leaf.axes.includes('size') ? [...helmetSizes] : [null];
    const wheelAxis = leaf.axes.includes('wheel') ? (leaf.wheels ?? []) : [null];
    const colourAxis = colours.length > 0 ? colours : [null];
    if (sizeAxis[0] === null && wheelAxis[0] === null && colourAxis[0] === null) return parentId;

    const groupIds = new Set<string>();
    let stockSum = 0;
    for (const colour of colourAxis) {
      for (const wheel of wheelAxis) {
        for (const size of sizeAxis) {
          if (this.full()) break;
          const optionIds: string[] = [];
          if (colour) optionIds.push(this.option('COLORCOM', colour.code, colour.name, colour.hex));
          if (wheel) optionIds.push(this.option('Wheel Size', wheel, same(`${wheel}"`)));
          if (size) optionIds.push(this.option('SIZE', size, same(size)));
          for (const optionId of optionIds) groupIds.add(this.groupOfOption.get(optionId) as string);
          const variantNumber = [parentNumber, colour?.code.slice(0, 3), wheel?.replace('.', ''), size]
            .filter(Boolean)
            .join('-');
          const variantRng = rngFor(this.brand, 'part-variant', variantNumber);
          const stock = variantRng.chance(0.1) ? 0 : variantRng.int(1, 120);
          stockSum += stock;
          const cover = colour ? coverFor(colour) : parent.coverMediaId;
          const variant: SeedProduct = {
            ...parent,
            id: idFor(this.brand, 'product', variantNumber),
            parentId,
            productNumber: variantNumber,
            ean: this.ean(variantNumber),
            name: null,
            description: null,
            metaTitle: null,
            metaDescription: null,
            keywords: null,
            stock,
            categoryIds: [],
            propertyIds: [],
            optionIds,
            configuratorGroupIds: [],
            tagIds: [],
            coverMediaId: cover,
            mediaIds: cover ? [cover, drawingId] : [drawingId],
            customFields: colour ? { [cf.colorGroup]: colour.base } : {},
            localizedCustomFields: {},
            badges: [],
            labels: [],
            sales: variantRng.int(0, 500),
            childIds: [],
          };
          parent.childIds.push(variant.id);
          this.push(variant);
        }
      }
    }
    parent.stock = stockSum;
    parent.configuratorGroupIds = [...groupIds];
    return parentId;
  }
}

function slugsOf(text: Localized): Localized {
  const result: Localized = {};
  for (const [language, value] of Object.entries(text) as [LanguageCode, string][]) result[language] = seoSlug(value);
  return result;
}
