/** Creates one page per planned content page (see plan.ts), with the page context every page has. */
import path from 'node:path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import type { BrandConfig } from '../../config/schema';
import type { ContentPageContext } from '../../lib/page-context';
import { type TextFiles, featureTextsFor, formTexts, productTileTexts } from '../feature-texts';
import { translationsFor } from '../page-context';
import { type OfferedMethods, type PlannedPage, type StoryEntry, planContentPages } from './plan';
import type { TeaserCatalog } from './product-teasers';

function contextOf(page: PlannedPage, pageType: string, textFiles: TextFiles): ContentPageContext {
  const productNumbers = [...new Set(Object.values(page.teaserProducts ?? {}).flat())];
  const { language } = page.locale;
  return {
    id: page.id,
    parentId: page.parentId,
    storyLang: page.storyLang,
    country: page.locale.country,
    language: page.locale.language,
    localePrefix: page.locale.prefix,
    pageType,
    alternates: page.alternates,
    canonicalPath: page.path,
    xDefaultPath: page.xDefaultPath,
    lastModified: page.lastModified,
    translations: translationsFor(page.locale.language),
    // Product tiles bring the catalogue's texts (stock, price notes) and the compare toggle's.
    featureTexts: featureTextsFor(pageType, language, [
      ...(productNumbers.length > 0 ? productTileTexts : []),
      ...(page.contactForm ? formTexts : []),
    ]),
    ...(page.contactForm ? {} : { featureTextFiles: { contact: textFiles.urlOf('contact', language) } }),
    ...(page.offeredMethods ? { offeredMethods: page.offeredMethods } : {}),
    productNumbers,
    ...(page.teaserProducts ? { teaserProducts: page.teaserProducts } : {}),
  };
}

/** Reads the sourced stories and plans the content pages (before any page is created). */
export async function planSourcedContentPages(
  brand: BrandConfig,
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  offered: OfferedMethods,
  builtElsewhere: ReadonlyMap<string, string>,
): Promise<PlannedPage[]> {
  const catalogs = await teaserCatalogs({ graphql, reporter });
  const result = await graphql<{ allStoryblokEntry: { nodes: StoryEntry[] } }>(`
    {
      allStoryblokEntry {
        nodes {
          id
          uuid
          parent_id
          full_slug
          lang
          content
          published_at
          group_id
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the sourced content stories.', result.errors as Error[]);
    return [];
  }
  let gaveWay = 0;
  const pages = planContentPages(brand, result.data.allStoryblokEntry.nodes, {
    offered,
    builtElsewhere,
    onGaveWay: () => (gaveWay += 1),
    onLeftOut: (path, reason) => reporter.warn(`Content page ${path} left out: ${reason}.`),
    catalogs,
    onMissingProduct: (path, what) =>
      reporter.warn(
        `Content page ${path}: a product teaser names ${what}, which this locale's catalogue lacks; left out.`,
      ),
  });
  if (gaveWay > 0)
    reporter.info(`${gaveWay} content stories gave way to the catalogue's category pages and the not-found pages.`);
  return pages;
}

/** The sourced catalogue per locale, in the shape product teasers choose from. */
async function teaserCatalogs({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<Map<string, TeaserCatalog>> {
  const result = await graphql<{
    allCatalogProduct: { nodes: { localePrefix: string; sku: string; productLine: string; categoryKeys: string[] }[] };
  }>('{ allCatalogProduct { nodes { localePrefix sku productLine categoryKeys } } }');
  if (result.errors || !result.data) {
    reporter.panic('Could not read the sourced catalogue for product teasers.', result.errors as Error[]);
    return new Map();
  }
  const catalogs = new Map<
    string,
    { numbers: string[]; lineOf: Map<string, string>; categoriesOf: Map<string, string[]> }
  >();
  for (const node of result.data.allCatalogProduct.nodes) {
    let catalog = catalogs.get(node.localePrefix);
    if (!catalog) {
      catalog = { numbers: [], lineOf: new Map(), categoriesOf: new Map() };
      catalogs.set(node.localePrefix, catalog);
    }
    catalog.numbers.push(node.sku);
    if (node.productLine) catalog.lineOf.set(node.sku, node.productLine);
    catalog.categoriesOf.set(node.sku, node.categoryKeys);
  }
  return catalogs;
}

export function createContentPages(
  brand: BrandConfig,
  pages: readonly PlannedPage[],
  reporter: CreatePagesArgs['reporter'],
  createPage: Actions['createPage'],
  textFiles: TextFiles,
): void {
  for (const page of pages) {
    createPage({
      path: page.path,
      component: path.resolve(`src/templates/${page.template}.tsx`),
      context: contextOf(page, page.template, textFiles),
    });
  }
  // The unprefixed root is the default locale's home; its canonical is the prefixed one.
  const home = pages.find((page) => page.template === 'home' && page.locale.isDefault);
  if (!home) reporter.panic(`The content of ${brand.name} has no home page for its default locale.`);
  else
    createPage({
      path: '/',
      component: path.resolve('src/templates/home.tsx'),
      context: contextOf(home, 'home', textFiles),
    });
}
