/**
 * Stories of a brand fetched the way gatsby-source-storyblok fetches them (every content
 * language plus the default, relations and links resolved), as StoryEntry nodes: lets tests
 * know which pages a build makes without running Gatsby.
 */
import StoryblokClient from 'storyblok-js-client';
import type { StoryEntry } from '../gatsby/content/plan';
import { localContentTokens } from '../config/backends';
import { loadBrandConfig } from '../config/load';
import type { BrandName } from '../config/schema';
import { resolveRelations } from '../services/storyblok/model';
import { brandContentLanguages } from '../lib/i18n/locales';

export async function sourceStoryEntries(brand: BrandName, contentUrl: string): Promise<StoryEntry[]> {
  const client = new StoryblokClient({
    accessToken: localContentTokens(brand).publicToken,
    endpoint: `${contentUrl}/v2`,
    cache: { type: 'none' },
  });
  const languages = ['', ...brandContentLanguages(loadBrandConfig(brand))];
  const perLanguage = await Promise.all(
    languages.map((language) =>
      client.getAll('cdn/stories', {
        version: 'published',
        resolve_relations: resolveRelations.join(','),
        resolve_links: 'url',
        ...(language ? { language } : {}),
      }),
    ),
  );
  return perLanguage.flat().map((story) => ({
    id: `storyblokentry-${story.id}-${story.lang || 'default'}`,
    uuid: story.uuid,
    parent_id: story.parent_id ?? null,
    full_slug: story.full_slug,
    lang: story.lang || 'default',
    content: JSON.stringify(story.content),
    group_id: story.group_id ?? null,
  }));
}
