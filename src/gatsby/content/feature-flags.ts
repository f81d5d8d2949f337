/**
 * The content service's feature flags per locale (spec section 4): each country's
 * `settings/feature-flags` story names the flags and the environments they are on in; a build
 * gives its pages the names of those on in its own environment (preview for test, accept, live
 * otherwise). A country without the story has no flags on.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { BrandConfig } from '../../config/schema';
import { enabledFlags } from '../../lib/feature-flags';
import { brandLocales } from '../../lib/i18n/locales';
import { isBlockOf, pathBelowRoot, shopRoot } from '../../services/storyblok/model';
import type { StoryEntry } from './plan';

const flagsPath = 'settings/feature-flags';

/** Names of the flags on in `environment`, per locale prefix. */
export function featureFlagsByLocale(
  brand: BrandConfig,
  entries: readonly Pick<StoryEntry, 'full_slug' | 'lang' | 'content'>[],
  environment: string,
): Map<string, string[]> {
  const byCountry = new Map<string, string[]>();
  for (const entry of entries) {
    // The flags are the same in every language: the default language's story holds them.
    if (entry.lang !== 'default') continue;
    const country = /^shop\/([a-z]{2,3})\//.exec(entry.full_slug)?.[1];
    if (!country || pathBelowRoot(entry.full_slug, shopRoot(country)) !== flagsPath) continue;
    let content: unknown;
    try {
      content = JSON.parse(entry.content);
    } catch {
      continue;
    }
    if (isBlockOf(content, 'feature_flags')) byCountry.set(country, enabledFlags(content, environment));
  }
  return new Map(brandLocales(brand).map((locale) => [locale.prefix, byCountry.get(locale.country) ?? []]));
}

/** The sourced flags stories, read for `featureFlagsByLocale`. */
export async function sourcedFeatureFlags(
  brand: BrandConfig,
  environment: string,
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
): Promise<Map<string, string[]>> {
  const result = await graphql<{ allStoryblokEntry: { nodes: StoryEntry[] } }>(`
    {
      allStoryblokEntry(filter: { full_slug: { regex: "/settings/feature-flags$/" } }) {
        nodes {
          full_slug
          lang
          content
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the feature flags of the content.', result.errors as Error[]);
    return new Map();
  }
  return featureFlagsByLocale(brand, result.data.allStoryblokEntry.nodes, environment);
}
