/**
 * `resolve_relations` and `resolve_links`: which stories a set of stories refers to, and how the
 * answer carries them. Like the real API, at most 50 are inlined (`rels`, `links`); above that
 * the answer lists their uuids (`rel_uuids`, `link_uuids`) and the client fetches them itself
 * with `by_uuids` in batches of 50.
 */
import type { LinkObject, LinkUrlObject, StoryObject } from './types';

export const INLINE_LIMIT = 50;

export type LinkMode = 'story' | 'url' | 'link';

type Visit = (node: Record<string, unknown>) => void;

function walkObjects(value: unknown, visit: Visit): void {
  if (Array.isArray(value)) {
    for (const item of value) walkObjects(item, visit);
  } else if (value !== null && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    visit(node);
    for (const child of Object.values(node)) walkObjects(child, visit);
  }
}

/** Parses `resolve_relations` (`component.field`, `*.field` also accepted) into a matcher. */
export function relationMatcher(patterns: readonly string[]): (component: string, field: string) => boolean {
  const wanted = new Set(patterns.map((pattern) => pattern.trim()).filter((pattern) => pattern.includes('.')));
  return (component, field) => wanted.has(`${component}.${field}`) || wanted.has(`*.${field}`);
}

/** Uuids held by relation fields (`"uuid"` or `["uuid", ...]`) of matching blocks, in order. */
export function relationUuids(content: unknown, matches: (component: string, field: string) => boolean): string[] {
  const found: string[] = [];
  walkObjects(content, (node) => {
    if (typeof node.component !== 'string' || typeof node._uid !== 'string') return;
    for (const [field, value] of Object.entries(node)) {
      if (!matches(node.component, field)) continue;
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) if (typeof item === 'string' && item !== '') found.push(item);
    }
  });
  return found;
}

/**
 * Uuids of stories that link fields point to: `multilink` fields of linktype `story` (their
 * `id` is the uuid) and rich-text link marks (`{ type: 'link', attrs: { linktype, uuid } }`).
 */
export function linkUuids(content: unknown): string[] {
  const found: string[] = [];
  walkObjects(content, (node) => {
    if (node.fieldtype === 'multilink' && node.linktype === 'story' && typeof node.id === 'string' && node.id) {
      found.push(node.id);
    }
    const attrs = node.attrs as Record<string, unknown> | undefined;
    if (node.type === 'link' && attrs && attrs.linktype === 'story' && typeof attrs.uuid === 'string' && attrs.uuid) {
      found.push(attrs.uuid);
    }
  });
  return found;
}

const unique = (items: Iterable<string>) => [...new Set(items)];

/**
 * Stories reached from `roots` through `collect`, `levels` deep (level 1: what the roots refer
 * to; level 2: also what those refer to). Uuids of stories the version lacks are dropped.
 */
export function reachableStories(
  roots: readonly StoryObject[],
  collect: (story: StoryObject) => string[],
  lookup: (uuid: string) => StoryObject | undefined,
  levels: number,
): StoryObject[] {
  const reached = new Map<string, StoryObject>();
  let frontier: readonly StoryObject[] = roots;
  for (let level = 0; level < levels && frontier.length > 0; level += 1) {
    const next: StoryObject[] = [];
    for (const uuid of unique(frontier.flatMap(collect))) {
      if (reached.has(uuid)) continue;
      const story = lookup(uuid);
      if (!story) continue;
      reached.set(uuid, story);
      next.push(story);
    }
    frontier = next;
  }
  return [...reached.values()];
}

export interface RelationPart {
  rels: StoryObject[];
  rel_uuids?: string[];
}

export function relationPart(related: readonly StoryObject[]): RelationPart {
  if (related.length > INLINE_LIMIT) return { rels: [], rel_uuids: related.map((story) => story.uuid) };
  return { rels: [...related] };
}

export interface LinkPart {
  links: Array<StoryObject | LinkUrlObject | LinkObject>;
  link_uuids?: string[];
}

/** The `links` of an answer in the shape `resolve_links` asks for. */
export function linkPart(
  linked: readonly StoryObject[],
  mode: LinkMode,
  linkObject: (story: StoryObject) => LinkObject | undefined,
): LinkPart {
  if (linked.length > INLINE_LIMIT) return { links: [], link_uuids: linked.map((story) => story.uuid) };
  if (mode === 'story') return { links: [...linked] };
  if (mode === 'url') {
    return {
      links: linked.map((story) => ({
        id: story.id,
        name: story.name,
        slug: story.slug,
        full_slug: story.full_slug,
        url: story.full_slug,
        uuid: story.uuid,
      })),
    };
  }
  return { links: linked.flatMap((story) => linkObject(story) ?? []) };
}

/** `resolve_links` value as a mode; `1` is the old spelling of `story`. */
export function parseLinkMode(value: string | null): LinkMode | undefined {
  if (value === 'story' || value === '1') return 'story';
  if (value === 'url' || value === 'link') return value;
  return undefined;
}
