/**
 * Which pages the content makes, from stories fetched the way gatsby-source-storyblok fetches
 * them (every content language plus the default, relations resolved) from the content emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContentSpace } from '../emulators/seed/content';
import { type RunningContentEmulator, startContentEmulator } from '../emulators/storyblok/server';
import { generateCatalog } from '../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../emulators/shopware';
import { featureFlagsByLocale } from '../src/gatsby/content/feature-flags';
import { offeredMethodsByCountry } from '../src/gatsby/content/offered-methods';
import {
  legalLinksByLocale,
  type OfferedMethods,
  planContentPages,
  type PlannedPage,
} from '../src/gatsby/content/plan';
import { localAccessKey } from '../src/config/backends';
import { loadBrandConfig } from '../src/config/load';
import type { BrandName } from '../src/config/schema';
import { brandLocales, storyLanguage } from '../src/lib/i18n/locales';
import { sourceStoryEntries } from '../src/testing/sourced-content';
import { planChannelCatalog } from '../src/gatsby/catalog/plan';
import type { TeaserCatalog } from '../src/gatsby/content/product-teasers';
import { fetchChannelCatalog } from '../src/services/shopware/catalog';

let emulator: RunningContentEmulator;
let commerce: RunningCommerceEmulator;
const brands: BrandName[] = ['raleigh', 'lapierre'];

beforeAll(async () => {
  emulator = await startContentEmulator({ space: brands.map((brand) => generateContentSpace(brand)), port: 0 });
  commerce = await startCommerceEmulator({ catalog: generateCatalog({ brands }), port: 0 });
});

afterAll(async () => {
  await emulator?.close();
  await commerce?.close();
});

/** What each country's checkout offers, read from the commerce emulator as the build reads it. */
async function offeredBy(brand: BrandName): Promise<OfferedMethods> {
  const config = loadBrandConfig(brand);
  const endpoints = Object.fromEntries(
    config.countries.map(({ code }) => [
      code,
      { baseUrl: `${commerce.url}/store-api`, accessKey: localAccessKey(brand, code) },
    ]),
  );
  const panic = (message: string) => {
    throw new Error(message);
  };
  return offeredMethodsByCountry(config, endpoints, { panic });
}

const plans = new Map<BrandName, PlannedPage[]>();
async function plan(brand: BrandName) {
  if (!plans.has(brand))
    plans.set(brand, planContentPages(loadBrandConfig(brand), await sourceStoryEntries(brand, emulator.url)));
  return plans.get(brand)!;
}

describe.each(brands)('content pages of %s', (brand) => {
  it('gives every locale a home at its prefix and every page kind', async () => {
    const pages = await plan(brand);
    for (const locale of brandLocales(loadBrandConfig(brand))) {
      const mine = pages.filter((page) => page.locale.prefix === locale.prefix);
      expect(mine.find((page) => page.path === locale.prefix)?.template, locale.prefix).toBe('home');
      const templates = new Set(mine.map((page) => page.template));
      for (const template of [
        'publication-listing',
        'publication',
        'campaign-listing',
        'campaign',
        'product-line',
        'product-line-listing',
        'contact-method-listing',
        'contact-method',
        'shipping-method-listing',
        'shipping-method',
        'payment-method-listing',
        'payment-method',
        'splash-page',
        'store-locator-page',
        'search-page',
      ]) {
        expect(templates.has(template), `${locale.prefix} ${template}`).toBe(true);
      }
      expect(mine.filter((page) => page.template === 'publication').length).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives every locale all four legal pages, in its own language and paths', async () => {
    const pages = await plan(brand);
    const links = legalLinksByLocale(pages);
    for (const locale of brandLocales(loadBrandConfig(brand))) {
      const mine = links.get(locale.prefix) ?? [];
      expect(
        mine.map((link) => link.kind),
        locale.prefix,
      ).toEqual(['privacy', 'legalNotice', 'terms', 'withdrawal']);
      for (const link of mine) {
        expect(link.path.startsWith(locale.prefix), link.path).toBe(true);
        expect(pages.some((page) => page.path === link.path && page.title === link.title)).toBe(true);
      }
      if (locale.language === 'de') expect(mine.find((link) => link.kind === 'legalNotice')?.title).toBe('Impressum');
    }
  });

  it('gives the terms and withdrawal pages an introduction and sections in every content language', async () => {
    const entries = await sourceStoryEntries(brand, emulator.url);
    const legal = entries
      .map((entry) => ({ lang: entry.lang, content: JSON.parse(entry.content) as Record<string, unknown> }))
      .filter(({ content }) => content.legal_kind === 'terms' || content.legal_kind === 'withdrawal');
    const languages = new Set(brandLocales(loadBrandConfig(brand)).map((locale) => storyLanguage(locale)));
    expect(new Set(legal.map((entry) => entry.lang))).toEqual(new Set([...languages, 'default']));
    for (const { lang, content } of legal) {
      const body = JSON.stringify(content.body);
      const sections = body.match(/"type":"heading","attrs":\{"level":2\}/g) ?? [];
      expect(sections.length, `${lang} ${String(content.legal_kind)}`).toBe(3);
      expect(body.match(/"type":"paragraph"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    }
  });

  it('makes unique, normalised paths under the locale prefixes', async () => {
    const pages = await plan(brand);
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) {
      expect(page.path.startsWith(page.locale.prefix)).toBe(true);
      expect(page.path).toMatch(/^\/[a-z0-9/-]+\/$/);
    }
  });

  it('publishes no draft-only story', async () => {
    const pages = await plan(brand);
    const space = generateContentSpace(brand);
    const draftOnly = new Set(
      space.stories.filter((story) => !story.is_folder && !story.published).map((story) => story.uuid),
    );
    expect(draftOnly.size).toBeGreaterThan(0);
    const ids = new Set(pages.map((page) => page.id.split('-')[1]));
    for (const story of space.stories.filter((entry) => draftOnly.has(entry.uuid))) {
      expect(ids.has(String(story.id))).toBe(false);
    }
  });

  it('links the locale versions of a page to each other for hreflang', async () => {
    const pages = await plan(brand);
    const locales = brandLocales(loadBrandConfig(brand));
    const homes = pages.filter((page) => page.template === 'home');
    for (const home of homes) {
      expect(home.alternates.map((alternate) => alternate.path).sort()).toEqual(
        locales.map((locale) => locale.prefix).sort(),
      );
      expect(home.xDefaultPath).toBe(locales[0]!.prefix);
    }
    for (const page of pages) {
      expect(page.alternates.some((alternate) => alternate.path === page.path)).toBe(true);
    }
  });
});

describe.each(brands)('payment and shipping methods of %s', (brand) => {
  it('are the ones the checkout offers: every method page is built, every listing names what checkout takes', async () => {
    const offered = await offeredBy(brand);
    const leftOut: string[] = [];
    const config = loadBrandConfig(brand);
    const pages = planContentPages(config, await sourceStoryEntries(brand, emulator.url), {
      offered,
      onLeftOut: (path) => leftOut.push(path),
    });
    expect(leftOut).toEqual([]);
    expect(pages.filter((page) => page.template.endsWith('-method'))).toHaveLength(
      (await plan(brand)).filter((page) => page.template.endsWith('-method')).length,
    );
    for (const locale of brandLocales(config)) {
      const listing = pages.find(
        (page) => page.template === 'payment-method-listing' && page.locale.prefix === locale.prefix,
      );
      const methods = offered.get(locale.country) ?? [];
      expect(listing?.offeredMethods).toEqual([...methods]);
      // Instalments only where the brand sets a price range for them, as at checkout.
      expect(methods.includes('payment_klarna')).toBe(Boolean(config.catalog.installmentPriceRange));
      expect(methods).toEqual(expect.arrayContaining(['payment_prepayment', 'payment_paypal', 'homeDelivery']));
    }
  });

  it('leaves out, with a reason, the page of a method the checkout does not offer, and its hreflang links', async () => {
    const offered = new Map(
      [...(await offeredBy(brand))].map(([country, methods]) => [
        country,
        methods.filter((method) => method !== 'payment_paypal'),
      ]),
    );
    const reasons: string[] = [];
    const pages = planContentPages(loadBrandConfig(brand), await sourceStoryEntries(brand, emulator.url), {
      offered,
      onLeftOut: (path, reason) => reasons.push(`${path}: ${reason}`),
    });
    const all = (await plan(brand)).filter((page) => page.template === 'payment-method');
    const kept = pages.filter((page) => page.template === 'payment-method');
    expect(kept.length).toBeLessThan(all.length);
    expect(reasons).toHaveLength(all.length - kept.length);
    expect(reasons[0]).toMatch(/offers no method 'payment_paypal'/);
    const paths = new Set(pages.map((page) => page.path));
    for (const page of pages) {
      for (const alternate of page.alternates) expect(paths.has(alternate.path), alternate.path).toBe(true);
    }
  });
});

it('gives Belgian French and Dutch pages translated paths of the same stories (lapierre)', async () => {
  const pages = await plan('lapierre');
  const french = pages.filter((page) => page.locale.prefix === '/be-fr/' && page.template === 'publication');
  const dutch = pages.filter((page) => page.locale.prefix === '/be-nl/' && page.template === 'publication');
  expect(french.length).toBe(dutch.length);
  const first = french[0]!;
  const counterpart = first.alternates.find((alternate) => alternate.hreflang === 'nl-be');
  expect(counterpart?.path.startsWith('/be-nl/')).toBe(true);
  expect(counterpart?.path).not.toBe(first.path.replace('/be-fr/', '/be-nl/'));
});

describe('product teasers (raleigh, gb/en)', () => {
  it("choose from the sourced catalogue: the home's picked products, each line page its own line's", async () => {
    const config = loadBrandConfig('raleigh');
    const locale = brandLocales(config).find((entry) => entry.prefix === '/gb/en/')!;
    const endpoint = { baseUrl: `${commerce.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') };
    const records = planChannelCatalog(config, locale, await fetchChannelCatalog(endpoint, 'en')).products;
    const catalog: TeaserCatalog = {
      numbers: records.map((record) => record.sku),
      lineOf: new Map(records.map((record) => [record.sku, record.productLine])),
      categoriesOf: new Map(records.map((record) => [record.sku, record.categoryKeys])),
    };
    const missing: string[] = [];
    const pages = planContentPages(config, await sourceStoryEntries('raleigh', emulator.url), {
      catalogs: new Map([[locale.prefix, catalog]]),
      onMissingProduct: (path, what) => {
        if (path.startsWith(locale.prefix)) missing.push(`${path}: ${what}`);
      },
    });
    const here = pages.filter((page) => page.locale.prefix === locale.prefix);
    expect(missing).toEqual([]);

    const home = here.find((page) => page.template === 'home')!;
    const homeTeasers = Object.values(home.teaserProducts ?? {});
    expect(homeTeasers).toHaveLength(1);
    expect(homeTeasers[0]).toHaveLength(4);

    const lines = here.filter((page) => page.template === 'product-line');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const shown = Object.values(line.teaserProducts ?? {}).flat();
      expect(shown.length, line.path).toBeGreaterThan(0);
      for (const number of shown) expect(catalog.lineOf.get(number), `${line.path} ${number}`).toBe(line.title);
    }
  });
});

describe('feature flags', () => {
  it("give each locale the flags on in the build's environment: preview for test, accept, live otherwise", async () => {
    const config = loadBrandConfig('lapierre');
    const entries = await sourceStoryEntries('lapierre', emulator.url);
    const flags = entries.filter(
      (entry) => entry.full_slug === 'shop/gb/settings/feature-flags' && entry.lang === 'default',
    );
    expect(flags).toHaveLength(1);
    const states = (JSON.parse(flags[0]!.content) as { flags: { name: string; states: string[] }[] }).flags;
    const on = (state: string) => states.filter((flag) => flag.states.includes(state)).map((flag) => flag.name);
    const gb = (environment: string) => featureFlagsByLocale(config, entries, environment).get('/gb-en/');
    expect(gb('test')).toEqual(on('preview'));
    expect(gb('accept')).toEqual(on('accept'));
    expect(gb('live')).toEqual(on('live'));
    expect(gb('local')).toEqual(on('live'));
    // The seed rolls some flags out stage by stage: preview has more on than live.
    expect(on('preview').length).toBeGreaterThan(on('live').length);
    // Flags from the brand's configuration: Cycle to Work is on in Britain, nowhere in France.
    expect(gb('live')).toContain('cycleToWorkCalculator');
    expect(featureFlagsByLocale(config, entries, 'live').get('/fr-fr/')).not.toContain('cycleToWorkCalculator');
    // Every locale of the brand has its list.
    expect([...featureFlagsByLocale(config, entries, 'live').keys()].sort()).toEqual(
      brandLocales(config)
        .map((locale) => locale.prefix)
        .sort(),
    );
  });
});
