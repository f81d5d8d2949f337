/**
 * The deterministic demo catalogue generator. `generateCatalog` builds, per brand, what a
 * Shopware 6 shop holds: sales channels (brand x country, with the brand's languages), a
 * three-level category tree, property groups over the brand's attribute codes, bikes as parents
 * with variants (or parts and accessories for the parts brand), batteries, media, promotions.
 *
 * Every value comes from seeded PRNGs keyed by readable names (see prng.ts), so the same input
 * gives the same output and one brand's data does not move when another brand is added.
 *
 * The entities have their modules in `builder/`: this module keeps the public entry points and
 * the order in which a brand's entities are built, which is the order of the output.
 */
import { loadBrandConfig } from '../../../src/config/load';
import { type BrandName, brandNames } from '../../../src/config/schema';
import { idFor } from '../../common/prng';
import { bikeProfileOf } from './bikes';
import { bikeCategoryNames, categoryDescription, serviceCopy } from './copy';
import { buildCurrency } from './currencies';
import { buildCountries, buildLanguages, channelCountries } from './locales';
import type { ChannelInput, SeedBrandCatalog, SeedCatalog } from './types';
import { buildBikeBrand } from './builder/bikes';
import { addCategory } from './builder/categories';
import { buildSalesChannels } from './builder/channels';
import { BrandContext } from './builder/context';
import { buildGlobals, currencyIsos, type Globals } from './builder/globals';
import { buildPartsBrand } from './builder/parts';
import { finishGroup } from './builder/properties';

export { seedDisplayKeys } from './builder/properties';

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
    brandCatalogs.push(buildBrand(input, scale, globals));
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

function buildBrand(input: ChannelInput, scale: number | null, globals: Globals): SeedBrandCatalog {
  const ctx = new BrandContext(input, scale, globals);
  addCategory(ctx, null, 'root', bikeCategoryNames.home, { type: 'page', visible: true }, ctx.rootId);
  const profile = bikeProfileOf(ctx.brand);
  const promotions = profile ? buildBikeBrand(ctx, profile) : buildPartsBrand(ctx);
  for (const group of ctx.groups.values()) finishGroup(group);
  return {
    brand: ctx.brand,
    displayName: input.displayName,
    languages: ctx.languages,
    manufacturer: {
      id: idFor(ctx.brand, 'manufacturer'),
      name: input.displayName,
      link: input.siteUrl,
      mediaId: ctx.brandLogoId,
      description: ctx.loc(ctx.fill(categoryDescription, { name: input.displayName })),
    },
    salesChannels: buildSalesChannels(ctx),
    categories: ctx.categories,
    propertyGroups: [...ctx.groups.values()],
    products: ctx.products,
    media: [...ctx.media.values()],
    promotions,
    tags: [...ctx.tags.entries()].map(([name, id]) => ({ id, name })),
  };
}
