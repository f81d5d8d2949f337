/**
 * What the content templates share: the shape of their page-query data, reading a story's
 * content out of it (checked against the content type the template renders), the stories of a
 * listing, and the SEO fields of a content page (its head is the shell's `StoryHead`).
 * Templates stay a page query plus a line of composition.
 */
import { useMemo } from 'react';
import { usePreviewContent } from '../preview/use-preview-content';
import { brand } from '../../../config/runtime';
import {
  type BlockOf,
  type ContentTypeBlock,
  type ContentTypeName,
  type PageContentBlock,
  type Relation,
  isBlock,
  resolvedStories,
} from '../../../services/storyblok/model';

/** The StoryblokEntry node of a page, as the templates' page queries ask for it. */
export interface StoryEntryData {
  /** Story uuid and language, for loading the draft in preview mode. */
  uuid?: string;
  lang?: string;
  id: string;
  /** The story content as a JSON string (gatsby-source-storyblok). */
  content: string;
  first_published_at?: string | null;
  /** Last publication (a publication's dateModified). */
  published_at?: string | null;
}

export interface StoryData {
  storyblokEntry: StoryEntryData | null;
}

/** A story of a listing's folder (publications, campaigns), as the listing templates query them. */
export interface ListedEntryData {
  id: string;
  full_slug: string;
  content: string;
  first_published_at: string | null;
}

export interface StoryListData extends StoryData {
  items: { nodes: ListedEntryData[] };
}

/** A story another page shows as a card: a listed entry or a resolved relation. */
export interface StoryRef<Content extends ContentTypeBlock> {
  key: string;
  full_slug: string;
  first_published_at: string | null;
  content: Content;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The content of the page's story, checked to be of the content type the template renders.
 * Throws, naming the node, when the page query found no story or the story holds another type:
 * a page with the wrong template must fail the build, not render half a page.
 */
export function parseStoryContent<Name extends ContentTypeName>(data: StoryData, component: Name): BlockOf<Name> {
  const entry = data.storyblokEntry;
  if (!entry) throw new Error(`The page query found no StoryblokEntry node for a "${component}" page.`);
  const content = parseJson(entry.content);
  if (!isBlock(content)) {
    throw new Error(`StoryblokEntry node ${entry.id} has no readable content (expected a "${component}" story).`);
  }
  if (content.component !== component) {
    throw new Error(
      `StoryblokEntry node ${entry.id} holds a "${content.component}" story, but its template renders "${component}".`,
    );
  }
  return content as BlockOf<Name>;
}

/** The page's story content: as built, or the draft in preview mode (`?_storyblok`). */
export function useStoryContent<Name extends ContentTypeName>(data: StoryData, component: Name): BlockOf<Name> {
  const published = useMemo(() => parseStoryContent(data, component), [data, component]);
  return usePreviewContent(published, { uuid: data.storyblokEntry?.uuid, lang: data.storyblokEntry?.lang });
}

/** The listed stories of one content type; entries of another type or with unreadable content are left out. */
export function parseListedStories<Name extends ContentTypeName>(
  entries: readonly ListedEntryData[],
  component: Name,
): StoryRef<BlockOf<Name>>[] {
  return entries.flatMap((entry) => {
    const content = parseJson(entry.content);
    if (!isBlock(content) || content.component !== component) return [];
    return [
      {
        key: entry.id,
        full_slug: entry.full_slug,
        first_published_at: entry.first_published_at,
        content: content as BlockOf<Name>,
      },
    ];
  });
}

/** The resolved stories of a relation field as card sources; unresolved uuids are left out. */
export function relatedStories<Content extends ContentTypeBlock>(
  relations: readonly Relation<Content>[] | null | undefined,
): StoryRef<Content>[] {
  return resolvedStories(relations ?? []).map((story) => ({
    key: story.uuid,
    full_slug: story.full_slug,
    first_published_at: story.first_published_at,
    content: story.content,
  }));
}

/** Newest first by a content date; stories without one keep their order after the dated ones. */
export function newestFirst<Content extends ContentTypeBlock>(
  stories: readonly StoryRef<Content>[],
  dateOf: (story: StoryRef<Content>) => Date | null,
): StoryRef<Content>[] {
  const time = (story: StoryRef<Content>) => dateOf(story)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...stories].sort((a, b) => time(b) - time(a));
}

/** The visible title of a page's content (product lines have a name instead). */
export function titleOf(content: PageContentBlock): string {
  return content.component === 'product_line' ? content.name : content.title;
}

/** A meta title that already ends in the brand's name gets no second one from `PageHead`. */
export function withoutBrandSuffix(title: string, brandName: string = brand.displayName): string {
  const escaped = brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stripped = title.replace(new RegExp(`\\s*[|–—-]\\s*${escaped}\\s*$`, 'i'), '').trim();
  return stripped === '' ? title.trim() : stripped;
}

/** Title and description for the document head: the SEO fields, else the visible title and intro. */
export function seoOf(content: PageContentBlock): { title: string; description: string } {
  const summary = 'intro' in content ? content.intro : content.component === 'splash_page' ? content.text : '';
  // Older stories may lack the SEO fields altogether.
  const metaTitle = (content.meta_title ?? '').trim();
  const metaDescription = (content.meta_description ?? '').trim();
  return {
    title: withoutBrandSuffix(metaTitle || (titleOf(content) ?? '').trim() || brand.displayName),
    description: metaDescription || (summary ?? '').trim(),
  };
}
