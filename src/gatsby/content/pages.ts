/** Creates one page per planned content page (see plan.ts), with the page context every page has. */
import path from 'node:path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import type { BrandConfig } from '../../config/schema';
import type { ContentPageContext } from '../../lib/page-context';
import { featureTextsFor } from '../feature-texts';
import { translationsFor } from '../page-context';
import { type OfferedMethods, type PlannedPage, type StoryEntry, planContentPages } from './plan';

function contextOf(page: PlannedPage, pageType: string): ContentPageContext {
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
    featureTexts: featureTextsFor(pageType, page.locale.language),
    ...(page.offeredMethods ? { offeredMethods: page.offeredMethods } : {}),
  };
}

/** Reads the sourced stories and plans the content pages (before any page is created). */
export async function planSourcedContentPages(
  brand: BrandConfig,
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  offered: OfferedMethods,
): Promise<PlannedPage[]> {
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
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the sourced content stories.', result.errors as Error[]);
    return [];
  }
  return planContentPages(brand, result.data.allStoryblokEntry.nodes, {
    offered,
    onLeftOut: (path, reason) => reporter.warn(`Content page ${path} left out: ${reason}.`),
  });
}

export function createContentPages(
  brand: BrandConfig,
  pages: readonly PlannedPage[],
  reporter: CreatePagesArgs['reporter'],
  createPage: Actions['createPage'],
): void {
  for (const page of pages) {
    createPage({
      path: page.path,
      component: path.resolve(`src/templates/${page.template}.tsx`),
      context: contextOf(page, page.template),
    });
  }
  // The unprefixed root is the default locale's home; its canonical is the prefixed one.
  const home = pages.find((page) => page.template === 'home' && page.locale.isDefault);
  if (!home) reporter.panic(`The content of ${brand.name} has no home page for its default locale.`);
  else createPage({ path: '/', component: path.resolve('src/templates/home.tsx'), context: contextOf(home, 'home') });
}
