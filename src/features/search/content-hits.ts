/**
 * The content results of a search: the stories the content service found, as links to their
 * pages in the visitor's locale. Pure, so the path rules are unit-tested.
 */
import type { LocaleSeparator } from '../../lib/routing/locale';
import { normalizePath } from '../../lib/routing/path';
import { pathBelowRoot } from '../../services/storyblok/model';
import type { FoundStory } from '../../services/storyblok/search';

/** The content types the search page lists: publications, campaigns and pages. */
export const searchedContentTypes = ['publication', 'campaign', 'page'] as const;
export type ContentKind = (typeof searchedContentTypes)[number];

export interface ContentHit {
  uuid: string;
  kind: ContentKind;
  title: string;
  /** The story's intro or meta description; empty when it has neither. */
  summary: string;
  path: string;
}

const text = (fields: Record<string, unknown>, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value.trim() : '';
};

const isKind = (value: unknown): value is ContentKind => (searchedContentTypes as readonly unknown[]).includes(value);

export interface HitLocale {
  /** The content root of the locale's pages (see localeContentRoot). */
  root: string;
  /** Story language: 'default' or the language code the content service uses. */
  storyLanguage: string;
  /** Path prefix of the page locale, e.g. '/gb/en/'. */
  localePrefix: string;
  separator?: LocaleSeparator;
}

/** Stories below the locale's root become hits; anything else (or a home page) is left out. */
export function toContentHits(stories: readonly FoundStory[], locale: HitLocale): ContentHit[] {
  return stories.flatMap((story) => {
    const fields = (story.content ?? {}) as Record<string, unknown>;
    const kind = fields.component;
    if (!isKind(kind) || fields.page_kind === 'home') return [];
    const below = pathBelowRoot(story.full_slug, locale.root, locale.storyLanguage);
    if (below === undefined || below === '') return [];
    return [
      {
        uuid: story.uuid,
        kind,
        title: text(fields, 'title') || story.name,
        summary: text(fields, 'intro') || text(fields, 'meta_description'),
        path: normalizePath(`${locale.localePrefix}${below}/`, locale.separator),
      },
    ];
  });
}
