/**
 * Starts the embedded backends together: what `npm run emulators`, `npm start`, a local build
 * and the test harness run against. Content holds one space per brand (told apart by token);
 * the commerce emulator holds every brand's sales channels. Both are seeded deterministically,
 * the content's product teasers and the review provider's products with the catalogue's own
 * product numbers.
 */
import path from 'node:path';
import { brandDefinitions } from '../brands';
import { localReviewsSecret } from '../src/config/backends';
import { type BrandName, brandNames } from '../src/config/schema';
import { generateCatalog } from './seed/catalog';
import { startDealersEmulator } from './dealers/server';
import { startReviewsEmulator } from './reviews/server';
import { generateContentSpace } from './seed/content';
import { defaultSalesforceStateFile, startSalesforceEmulator } from './salesforce/server';
import { startCommerceEmulator } from './shopware';
import { startContentEmulator } from './storyblok/server';
import type { ContentSpace } from './storyblok/types';
import { startThirdPartyEmulator } from './thirdparty/server';

export interface EmulatorSet {
  urls: Record<string, string>;
  stop: () => Promise<void>;
}

export interface EmulatorSetOptions {
  /** Port 0 everywhere gives free ports (tests); default the fixed ports of local mode. */
  randomPorts?: boolean;
  /** Products per brand for benchmarks; the demo size when absent. */
  scale?: number;
  /** Dealers per brand and country for benchmarks; the demo size when absent. */
  dealerScale?: number;
  /** Where carts, orders and sign-ups are kept across restarts. */
  stateFile?: string;
  /** Where the web-to-case stand-in keeps its cases across restarts. */
  caseStateFile?: string;
  /** Only these brands' catalogue and content (the bench seeds one brand at 10,000 products). */
  brands?: readonly BrandName[];
  /** Changes the seeded content before it is served (the bench's "one story edited" rebuild). */
  reviseContent?: (spaces: ContentSpace[]) => void;
}

export async function startEmulators(options: EmulatorSetOptions = {}): Promise<EmulatorSet> {
  const port = (fixed: number | undefined) => (options.randomPorts ? 0 : fixed);
  const brands = options.brands ?? brandNames;
  const catalog = generateCatalog({ brands, scale: options.scale ?? numberFromEnv('CATALOG_SCALE') });
  const spaces = brands.map((brand) => {
    const products = catalog.brands.find((entry) => entry.brand === brand)?.products ?? [];
    const productNumbers = products
      .filter((product) => product.parentId === null)
      .map((product) => product.productNumber);
    return generateContentSpace(brand, { productNumbers });
  });
  options.reviseContent?.(spaces);
  const started: { close: () => Promise<void> }[] = [];
  try {
    const thirdParty = await startThirdPartyEmulator({ port: port(undefined) });
    started.push(thirdParty);
    const content = await startContentEmulator({ space: spaces, port: port(undefined) });
    started.push(content);
    const commerce = await startCommerceEmulator({
      catalog,
      port: port(undefined),
      stateFile: options.stateFile ?? path.resolve('.emulator-state/commerce.json'),
    });
    started.push(commerce);
    // The brands' web-to-case orgs, as the provider knows them (brand data, not app code).
    const salesforce = await startSalesforceEmulator({
      orgs: brandNames.map((brand) => {
        const provider = brandDefinitions[brand].contact.provider;
        return { orgId: provider.orgId, captchaKeyName: provider.captchaKeyName };
      }),
      port: port(undefined),
      captchaVerifyUrl: `${thirdParty.url}/recaptcha/api/siteverify`,
      stateFile: options.caseStateFile ?? defaultSalesforceStateFile(),
    });
    started.push(salesforce);
    const dealers = await startDealersEmulator({
      brands: brands.map((name) => ({
        key: name,
        displayName: brandDefinitions[name].displayName,
        countries: brandDefinitions[name].countries.map((entry) => entry.code),
      })),
      perCountry: options.dealerScale ?? numberFromEnv('DEALER_SCALE'),
      port: port(undefined),
    });
    started.push(dealers);
    // Each brand's reviews app: its languages (first country first) and its catalogue's bikes.
    const reviews = await startReviewsEmulator({
      apps: brands.map((brand) => {
        const definition = brandDefinitions[brand];
        const products = catalog.brands.find((entry) => entry.brand === brand)?.products ?? [];
        return {
          appKey: definition.reviews.appKey,
          secret: localReviewsSecret(brand),
          languages: [...new Set(definition.countries.flatMap((country) => country.languages))],
          products: products
            // The stand-in's review texts are about riding: the bikes have reviews, parts none.
            .filter((product) => product.parentId === null && (product.kind === 'bike' || product.kind === 'ebike'))
            .map((product) => ({
              productId: product.productNumber,
              name: product.name?.en ?? Object.values(product.name ?? {})[0] ?? product.productNumber,
            })),
        };
      }),
      port: port(undefined),
    });
    started.push(reviews);
    return {
      urls: {
        content: content.url,
        commerce: commerce.url,
        thirdParty: thirdParty.url,
        salesforce: salesforce.url,
        dealers: dealers.url,
        reviews: reviews.url,
      },
      stop: async () => {
        await Promise.all(started.map((emulator) => emulator.close()));
      },
    };
  } catch (error) {
    await Promise.all(started.map((emulator) => emulator.close()));
    throw error;
  }
}

function numberFromEnv(name: string): number | undefined {
  const value = process.env[name];
  return value ? Number(value) : undefined;
}
