/**
 * Storyblok rich-text documents (ProseMirror JSON, as the CDN API v2 sends them). The shapes
 * are deliberately loose: a document is editor data from another system, so every attribute
 * is read through the guards below instead of being trusted to match a union.
 */

/** One node of a document: a block (paragraph, heading ...), an inline node or a text node. */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown> | null;
  content?: RichTextNode[] | null;
  /** Only on `text` nodes. */
  text?: string;
  /** Only on `text` nodes. */
  marks?: RichTextMark[] | null;
}

export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown> | null;
}

/** The root of a rich-text field. */
export interface RichTextDocument {
  type: 'doc';
  content?: RichTextNode[] | null;
}

/** Link targets Storyblok's link dialog offers. */
export type StoryblokLinkType = 'story' | 'url' | 'email' | 'asset';

/**
 * The story a link points to, inlined by the client when the story is fetched with
 * `resolve_links` (`attrs.story`). Only the path fields are read.
 */
export interface LinkedStory {
  full_slug?: string;
  url?: string;
}

/** Attributes of a `link` mark, read from the document with `linkAttrsOf`. */
export interface RichTextLinkAttrs {
  /** Story links: the story's `cached_url`; url/asset links: the address; email links: the address. */
  href?: string;
  linktype?: StoryblokLinkType;
  target?: string;
  /** In-page anchor of the target, without '#'. */
  anchor?: string;
  uuid?: string;
  story?: LinkedStory;
  /** "Custom attributes" of Storyblok's link dialog: editor-set name/value pairs (strings). */
  custom?: Record<string, string>;
}

/** A nestable block embedded in rich text (a `blok` node holds one or more in `attrs.body`). */
export interface StoryblokBlok {
  component: string;
  _uid: string;
  [field: string]: unknown;
}

const linkTypes: readonly string[] = ['story', 'url', 'email', 'asset'] satisfies StoryblokLinkType[];

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The attributes of a link mark, keeping only values of the expected types. */
export function linkAttrsOf(attrs: Record<string, unknown> | null | undefined): RichTextLinkAttrs {
  if (!attrs) return {};
  const linktype = stringOf(attrs.linktype);
  const story = isRecord(attrs.story)
    ? { full_slug: stringOf(attrs.story.full_slug), url: stringOf(attrs.story.url) }
    : undefined;
  const custom = isRecord(attrs.custom)
    ? Object.fromEntries(
        Object.entries(attrs.custom).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : undefined;
  return {
    href: stringOf(attrs.href),
    linktype: linktype !== undefined && linkTypes.includes(linktype) ? (linktype as StoryblokLinkType) : undefined,
    target: stringOf(attrs.target),
    anchor: stringOf(attrs.anchor),
    uuid: stringOf(attrs.uuid),
    story,
    custom,
  };
}

/** The blocks of a `blok` node; entries without `component` and `_uid` are dropped. */
export function bloksOf(node: RichTextNode): StoryblokBlok[] {
  const body = node.attrs?.body;
  if (!Array.isArray(body)) return [];
  return body.filter(
    (item): item is StoryblokBlok =>
      isRecord(item) && typeof item.component === 'string' && typeof item._uid === 'string',
  );
}
