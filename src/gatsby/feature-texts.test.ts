import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../config/load';
import { cartMessages } from '../features/cart/messages';
import { attributeLabels, catalogMessages } from '../features/catalog/messages';
import { blockMessages } from '../features/content/blocks/messages';
import { brandLocales } from '../lib/i18n/locales';
import type { FeatureTexts, PageContext } from '../lib/page-context';
import { createCatalogPages } from './catalog/source';
import {
  TextFiles,
  featureTextsFor,
  formTexts,
  productTileTexts,
  textFilesDir,
  textSetsByPageType,
} from './feature-texts';
import { cycleToWorkMessages } from '../features/catalog/product/cycle-to-work-messages';
import { createShopPages } from './pages';
import { createContentPages } from './content/pages';
import type { PlannedPage } from './content/plan';
import { contactTexts } from '../features/contact/messages';

type Page = Parameters<Actions['createPage']>[0];

/** The pages createCatalogPages makes from a sourced catalogue of one product in lapierre's locales. */
async function lapierreProductPages(): Promise<Page[]> {
  const brand = loadBrandConfig('lapierre');
  const products = brandLocales(brand).map((locale) => ({
    id: `product-${locale.prefix}`,
    localePrefix: locale.prefix,
    sku: 'LP-1',
    categoryKeys: [],
    lastModified: '2025-03-01',
    pages: JSON.stringify([{ path: `${locale.prefix}o/bike/red/`, variantId: 'red' }]),
  }));
  // The query result createCatalogPages reads; only the fields it asks for.
  const graphql = (async () => ({
    data: { allCatalogCategory: { nodes: [] }, allCatalogProduct: { nodes: products } },
  })) as unknown as CreatePagesArgs['graphql'];
  const reporter = { panic: (message: string) => expect.fail(message) } as unknown as CreatePagesArgs['reporter'];
  const pages: Page[] = [];
  // No category: no listing file is written.
  await createCatalogPages(brand, { graphql, reporter }, (page) => void pages.push(page), {
    publicDir: fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-pages-')),
  });
  return pages;
}

const textsOf = (page: Page | undefined): FeatureTexts => (page?.context as unknown as PageContext).featureTexts;

describe('feature texts in the page context', () => {
  it('gives a German product page the German catalogue, attribute and basket texts, and no checkout or block texts', async () => {
    const pages = await lapierreProductPages();
    const texts = textsOf(pages.find((page) => page.path === '/de-de/o/bike/red/'));
    expect(texts.catalog).toEqual(catalogMessages.de);
    expect(texts.attributes).toEqual(attributeLabels.de);
    expect(texts.cart).toEqual(cartMessages.de);
    expect(texts.checkout).toBeUndefined();
    expect(texts.blocks).toBeUndefined();
    expect(texts.pages).toBeUndefined();
    // The French page of the same product carries French texts.
    expect(textsOf(pages.find((page) => page.path === '/fr-fr/o/bike/red/')).catalog).toEqual(catalogMessages.fr);
  });

  it('gives the Cycle to Work texts to the product pages of the countries the brand offers it in (GB) only', async () => {
    const pages = await lapierreProductPages();
    expect(textsOf(pages.find((page) => page.path.startsWith('/gb-en/'))).cycleToWork).toEqual(cycleToWorkMessages.en);
    const others = pages.filter((page) => !page.path.startsWith('/gb-en/'));
    expect(others.length).toBeGreaterThan(3);
    for (const page of others) expect(textsOf(page).cycleToWork, page.path).toBeUndefined();
  });

  it('gives a basket page the basket texts but neither the catalogue nor the checkout texts', () => {
    const pages: Page[] = [];
    createShopPages(loadBrandConfig('lapierre'), (page) => void pages.push(page));
    const texts = textsOf(pages.find((page) => page.path === '/fr-fr/basket/'));
    expect(texts.cart).toEqual(cartMessages.fr);
    expect(texts.catalog).toBeUndefined();
    expect(texts.checkout).toBeUndefined();
  });

  it('gives every page the shell texts of its language (mini-basket, newsletter form) and nothing else on a not-found page', () => {
    const texts = featureTextsFor('notFound', 'fr');
    expect(Object.keys(texts)).toEqual(['shell']);
    expect(texts.shell.basketLink).toBe(cartMessages.fr!.basketLink);
    expect(texts.shell.emailLabel).toBe(blockMessages.fr!.emailLabel);
    expect(texts.shell).not.toHaveProperty('addToBasket');
  });

  it('refuses a page type it has no text sets for', () => {
    expect(() => featureTextsFor('dealer-detail', 'en')).toThrow(/No feature text sets for page type "dealer-detail"/);
  });
});

describe('the contact form texts of content pages', () => {
  const brand = loadBrandConfig('lapierre');
  const [french, german] = ['fr', 'de'].map((language) =>
    brandLocales(brand).find((locale) => locale.language === language)!,
  );
  const planned = (path: string, locale: typeof french, contactForm: boolean): PlannedPage => ({
    path,
    template: 'page',
    id: path,
    parentId: 1,
    storyLang: locale!.language,
    locale: locale!,
    title: 'Page',
    alternates: [],
    xDefaultPath: path,
    lastModified: null,
    ...(contactForm ? { contactForm: true as const } : {}),
  });

  function contentPages(publicDir: string): Page[] {
    const pages: Page[] = [];
    const reporter = { panic: (message: string) => expect.fail(message) } as unknown as CreatePagesArgs['reporter'];
    const plan = [
      planned('/fr-fr/contact/', french, true),
      planned('/fr-fr/a-propos/', french, false),
      planned('/fr-fr/histoire/', french, false),
      planned('/de-de/uber-uns/', german, false),
    ];
    // The default locale's home, which the content must have.
    const home = { ...planned(`${brandLocales(brand)[0]!.prefix}`, brandLocales(brand)[0], false), template: 'home' };
    createContentPages(brand, [...plan, home], reporter, (page) => void pages.push(page), new TextFiles(publicDir));
    return pages;
  }
  const contextAt = (pages: Page[], path: string) =>
    pages.find((page) => page.path === path)?.context as unknown as PageContext;

  it('gives a page whose story holds the form its texts, and every other the file of its language', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-files-'));
    const pages = contentPages(publicDir);
    const withForm = contextAt(pages, '/fr-fr/contact/');
    expect(withForm.featureTexts.contact).toEqual(contactTexts('fr'));
    expect(withForm.featureTextFiles).toBeUndefined();

    const without = contextAt(pages, '/fr-fr/a-propos/');
    expect(without.featureTexts.contact).toBeUndefined();
    const url = without.featureTextFiles?.contact ?? '';
    expect(url).toMatch(/^\/static\/texts\/contact-fr-[0-9a-f]{20}\.json$/);
    // One file per language: the other French page names the same, the German page its own.
    expect(contextAt(pages, '/fr-fr/histoire/').featureTextFiles?.contact).toBe(url);
    const germanUrl = contextAt(pages, '/de-de/uber-uns/').featureTextFiles?.contact ?? '';
    expect(germanUrl).toMatch(/contact-de-/);
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, url), 'utf8'))).toEqual(contactTexts('fr'));
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, germanUrl), 'utf8'))).toEqual(contactTexts('de'));
  });

  it('starts each build from an empty folder of text files, so that none goes stale', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-files-'));
    const stale = path.join(publicDir, textFilesDir, 'contact-fr-00000000000000000000.json');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, '{}');
    const pages = contentPages(publicDir);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.readdirSync(path.join(publicDir, textFilesDir)).sort()).toEqual(
      // The French pages share one file; the German page and the default locale's home have their own.
      [contextAt(pages, '/de-de/uber-uns/'), contextAt(pages, '/fr-fr/a-propos/'), contextAt(pages, '/')]
        .map((context) => path.basename(context.featureTextFiles?.contact ?? ''))
        .sort(),
    );
  });
});

/*
 * The table must hold every set a page type's template renders, also in parts that render only in
 * the browser (where a missing set would fail after hydration, not in the build). A set is
 * rendered where a module the template reaches by its imports calls the set's hook.
 */
const root = path.resolve(__dirname, '..');

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/**
 * The value names an import or re-export clause takes (`{ a, b as c }` -> a, b; type-only names
 * carry no code), or null for all of a module (`* as x`, `export *`, a default import).
 */
function clauseNames(clause: string): string[] | null {
  return clausePairs(clause)?.map(([source]) => source) ?? null;
}

/** As clauseNames, each with the name it goes by after the clause (`b as c` -> [b, c]). */
function clausePairs(clause: string): [string, string][] | null {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || /^\s*\*/.test(clause) || /^\s*\w+\s*(,|$)/.test(clause)) return null;
  return (braces[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [source = '', alias] = part.split(/\s+as\s+/).map((name) => name.trim());
      return [source, alias ?? source];
    });
}

/**
 * The project modules a file reaches through value imports and re-exports (type-only ones carry
 * no code). Through a feature's public index only the re-exports of the names actually imported
 * are followed, as webpack does with the side-effect-free indexes, so a template importing one
 * page of a feature does not count as rendering all of them.
 */
function reachable(entry: string): string[] {
  const wanted = new Map<string, Set<string> | 'all'>();
  const pending: Array<[string, string[] | null]> = [[entry, null]];
  while (pending.length > 0) {
    const [file, names] = pending.pop()!;
    const before = wanted.get(file);
    if (before === 'all') continue;
    const fresh = names === null ? null : names.filter((name) => !before?.has(name));
    if (fresh !== null && before && fresh.length === 0) continue;
    wanted.set(file, fresh === null ? 'all' : new Set([...(before ?? []), ...fresh]));
    const source = fs.readFileSync(file, 'utf8');
    // A lazy chunk (`import('./NotifyMe')`) renders on the page as well, all of it.
    for (const match of source.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) pending.push([target, null]);
    }
    for (const match of source.matchAll(/^(import|export)\s+(?!type\s)([^;]*?)\s*from\s+'(\.[^']+)'/gm)) {
      const [, keyword, clause = '', specifier = ''] = match;
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const taken = clauseNames(clause);
      if (keyword === 'import') {
        if (taken === null || taken.length > 0) pending.push([target, taken]);
      } else if (taken === null) {
        pending.push([target, fresh]);
      } else {
        // A re-export under another name is asked for by that name (`export { a as b }`).
        const pairs = clausePairs(clause) ?? [];
        const passed = pairs
          .filter(([, exported]) => fresh === null || fresh.includes(exported))
          .map(([source]) => source);
        if (passed.length > 0) pending.push([target, passed]);
      }
    }
  }
  return [...wanted.keys()];
}

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
          ? [path.join(dir, entry.name)]
          : [],
    );

/** Hook name to text set, read from the hooks themselves (`return useFeatureTexts('cart')`). */
const hookSets = new Map(
  sourceFiles(root).flatMap((file) =>
    [
      ...fs
        .readFileSync(file, 'utf8')
        .matchAll(/export function (use\w+)\(\)[^{]*\{\s*return useFeatureTexts\('(\w+)'\);/g),
    ].map((match) => [match[1]!, match[2]!] as const),
  ),
);

function setsRendered(entry: string): string[] {
  const sets = new Set<string>();
  for (const file of reachable(entry)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [hook, set] of hookSets) if (new RegExp(`(?<!function )\\b${hook}\\(`).test(source)) sets.add(set);
  }
  return [...sets].sort();
}

/** Page types whose template is not named after them (content page types are their template's name). */
const entriesOf: Record<string, string[]> = {
  category: ['templates/category.tsx'],
  product: ['templates/product.tsx'],
  basket: ['templates/basket.tsx'],
  checkout: ['templates/checkout.tsx'],
  orderConfirmation: ['templates/order-confirmation.tsx'],
  notFound: ['templates/not-found.tsx', 'pages/404.tsx'],
  serverError: ['pages/500.tsx'],
};
const entries = (pageType: string) => entriesOf[pageType] ?? [`templates/${pageType}.tsx`];

describe('text sets by page type', () => {
  it('finds the hook of every optional text set', () => {
    expect([...new Set(hookSets.values())].sort()).toEqual(
      [
        'attributes',
        'blocks',
        'cart',
        'catalog',
        'checkout',
        'compare',
        'contact',
        'cycleToWork',
        'dealers',
        'notifyMe',
        'pages',
        'ratings',
        'reviews',
        'search',
        'shell',
      ].sort(),
    );
  });

  it('covers every template', () => {
    const covered = Object.keys(textSetsByPageType).flatMap(entries);
    for (const template of fs.readdirSync(path.join(root, 'templates')))
      expect(covered).toContain(`templates/${template}`);
  });

  it.each(Object.keys(textSetsByPageType))('gives %s every set its template renders', (pageType) => {
    for (const entry of entries(pageType)) {
      // Product teasers draw the catalogue's tiles: their sets come with the pages that have products.
      const files = reachable(path.join(root, entry));
      const tiles = files.some((file) => file.endsWith('shell/ContentProducts.tsx'));
      // The contact form's texts come with a story that holds the form, else from their file (tested above).
      const form = files.some((file) => file.endsWith('contact/ContactFormLoader.tsx'));
      // The calculator's texts come only where the brand offers it (tested above).
      const conditional = pageType === 'product' ? ['cycleToWork'] : [];
      const given = [
        'shell',
        ...(textSetsByPageType[pageType] ?? []),
        ...(tiles ? productTileTexts : []),
        ...(form ? formTexts : []),
        ...conditional,
      ];
      for (const set of setsRendered(path.join(root, entry))) expect(given, `${entry} renders ${set}`).toContain(set);
    }
  });

  it('keeps the shell of every page (header, footer) to the shell texts', () => {
    expect(setsRendered(path.join(root, 'shell/PageShell.tsx'))).toEqual(['shell']);
  });

  it('gives a page type no set its template does not render', () => {
    for (const [pageType, sets] of Object.entries(textSetsByPageType)) {
      const rendered = entries(pageType).flatMap((entry) => setsRendered(path.join(root, entry)));
      for (const set of sets) expect(rendered, `${pageType} does not render ${set}`).toContain(set);
    }
  });
});
