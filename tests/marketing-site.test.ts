/**
 * The xlc marketing site as the content plans it: the spec's routes in all five markets from
 * the seeded marketing tree, the markets' versions of a page linked for hreflang, and each
 * market's navigation from its global configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContentSpace } from '../emulators/seed/content';
import { type RunningContentEmulator, startContentEmulator } from '../emulators/storyblok/server';
import { legalLinksByLocale, planContentPages, type PlannedPage, type StoryEntry } from '../src/gatsby/content/plan';
import { siteNavigationByLocale } from '../src/gatsby/content/site-navigation';
import { loadBrandConfig } from '../src/config/load';
import { hostRules } from '../src/gatsby/pages';
import { localeLinksFor } from '../src/gatsby/page-context';
import { sourceStoryEntries } from '../src/testing/sourced-content';
import { xlcInspiration, xlcMarkets, xlcSpecRoutes, xlcTopLevelPages } from './support/xlc-routes';

const xlc = loadBrandConfig('xlc');
let emulator: RunningContentEmulator;
let entries: StoryEntry[];
let pages: PlannedPage[];

beforeAll(async () => {
  emulator = await startContentEmulator({ space: [generateContentSpace('xlc')], port: 0 });
  entries = await sourceStoryEntries('xlc', emulator.url);
  pages = planContentPages(xlc, entries);
});
afterAll(() => emulator?.close());

const byPath = () => new Map(pages.map((page) => [page.path, page]));

describe('the xlc marketing site', () => {
  it('serves the five markets as its locales, the international one the default', () => {
    expect(pages.filter((page) => page.template === 'home').map((page) => page.path)).toEqual(
      xlcMarkets.map((market) => `/${market}/`).sort((a, b) => (a === '/int-en/' ? -1 : b === '/int-en/' ? 1 : 0)),
    );
    expect(new Set(pages.map((page) => page.path.split('/')[1]))).toEqual(new Set(xlcMarkets));
  });

  it("plans every route of the spec's table in every market, from the marketing tree", () => {
    const planned = byPath();
    const missing = xlcSpecRoutes().filter((route) => !planned.has(route));
    expect(missing).toEqual([]);
  });

  it('plans the six example articles under the inspiration subsections of every market', () => {
    for (const market of xlcMarkets) {
      const { page } = xlcInspiration[market];
      const articles = pages.filter(
        (entry) => entry.template === 'publication' && entry.path.startsWith(`/${market}/${page}/`),
      );
      expect(articles, market).toHaveLength(6);
      for (const article of articles) expect(article.path.split('/').filter(Boolean), article.path).toHaveLength(4);
    }
  });

  it('builds nothing of the shop tree: no campaigns, product lines, payment or shipping pages', () => {
    const shopKinds = ['campaign', 'campaign-listing', 'product-line', 'product-line-listing', 'payment-method'];
    expect(pages.filter((page) => shopKinds.includes(page.template)).map((page) => page.path)).toEqual([]);
    expect(pages.filter((page) => /\/(basket|checkout|compare)\//.test(page.path))).toEqual([]);
  });

  it("links a page's versions in the five markets for hreflang, x-default the international one", () => {
    const about = byPath().get('/de-de/wir-sind-xlc/');
    expect(about?.alternates.map((alternate) => alternate.path).sort()).toEqual([
      '/de-de/wir-sind-xlc/',
      '/es-es/somos-xlc/',
      '/fr-fr/nous-sommes-xlc/',
      '/int-en/we-are-xlc/',
      '/nl-nl/wij-zijn-xlc/',
    ]);
    expect(about?.xDefaultPath).toBe('/int-en/we-are-xlc/');
    const tutorial = pages.find((page) => page.path.startsWith('/fr-fr/inspiration/tutoriels/'));
    expect(tutorial?.alternates.map((alternate) => alternate.path.split('/')[1]).sort()).toEqual([...xlcMarkets]);
  });

  it('gives way where the site builds a page itself (catalogue categories, not-found pages)', () => {
    const left: string[] = [];
    const plan = planContentPages(xlc, entries, {
      builtElsewhere: new Map([
        ['/de-de/fahrradteile/', 'the catalogue builds this category page'],
        ['/de-de/404/', "the site builds the locale's not-found page"],
      ]),
      onGaveWay: (path) => left.push(path),
    });
    expect(left).toEqual(['/de-de/fahrradteile/', '/de-de/404/']);
    expect(plan.some((page) => page.path === '/de-de/fahrradteile/')).toBe(false);
  });

  it("gives each market its content's menu and footer, every link a page of the market", () => {
    const navigation = siteNavigationByLocale(xlc, entries, (locale, label) => {
      throw new Error(`${locale}: ${label} does not resolve`);
    });
    const planned = byPath();
    for (const market of xlcMarkets) {
      const site = navigation.get(`/${market}/`);
      expect(site?.menu.length, market).toBeGreaterThanOrEqual(4);
      const links = [...(site?.menu ?? []), ...(site?.footer ?? [])].flatMap((group) => group.links);
      for (const link of links) {
        expect(link.href.startsWith(`/${market}/`), link.href).toBe(true);
        // Category links lead to the catalogue's pages, which stand where the category stories lie.
        expect(planned.has(link.href), `${market}: ${link.label} ${link.href}`).toBe(true);
      }
      // The footer's columns and its legal navigation together link every company page.
      const legal = legalLinksByLocale(pages).get(`/${market}/`) ?? [];
      expect(legal.map((link) => link.kind).filter((kind) => kind !== 'socialMediaPrivacy')).toEqual([
        'privacy',
        'legalNotice',
      ]);
      const footerPaths = new Set([
        ...(site?.footer ?? []).flatMap((group) => group.links.map((link) => link.href)),
        ...legal.map((link) => link.path),
      ]);
      const companyPages = xlcTopLevelPages[market].filter(
        (page) => !/teile|zubehoer|onderdelen|accessoires|componentes|accesorios|composants|bike-|inspira/.test(page),
      );
      for (const page of companyPages)
        expect(footerPaths.has(`/${market}/${page}/`), `${market} footer ${page}`).toBe(true);
    }
  });

  it("lets the locale switcher of a page only some markets publish fall back to the others' homes", () => {
    const careers = byPath().get('/de-de/karriere/')!;
    expect(careers.alternates.map((alternate) => alternate.path)).toEqual(['/de-de/karriere/']);
    expect(localeLinksFor(xlc, careers.alternates)?.map((link) => link.path)).toEqual([
      '/int-en/',
      '/de-de/karriere/',
      '/es-es/',
      '/fr-fr/',
      '/nl-nl/',
    ]);
    // A page every market has needs nothing beyond its own versions.
    expect(localeLinksFor(xlc, byPath().get('/de-de/wir-sind-xlc/')!.alternates)).toBeUndefined();
  });

  it('has no shop navigation: a shop keeps its catalogue and brand menu', () => {
    expect(siteNavigationByLocale(loadBrandConfig('raleigh'), entries).size).toBe(0);
  });

  it("leads the brand's other catalogue countries to the market of their language", () => {
    const rules = hostRules(xlc);
    expect(rules).toContain('/gb-en/*  /int-en/:splat  301');
    expect(rules).toContain('/be-nl/*  /nl-nl/:splat  301');
    expect(rules).toContain('/be-fr/*  /fr-fr/:splat  301');
    expect(rules).toContain('/ch-de/*  /de-de/:splat  301');
    for (const market of xlcMarkets) expect(rules).toContain(`/${market}/*  /${market}/404/  404`);
    expect(rules).toContain('/*  /int-en/:splat  301');
  });
});
