/**
 * Field-level translation and translated paths, as Storyblok's field-level translation and its
 * Translatable Slugs app present them. Pure functions over the seed.
 */
import type { ContentBlock, JsonValue, LanguageCode, SeedFolder, SeedStory, StoryTranslation } from './types';

type SeedNode = SeedStory | SeedFolder;

/**
 * Copies a JSON tree, replacing fields of blocks whose `_uid` has overrides and passing every
 * string through `mapString`. One walk does both, because every answer needs a fresh copy anyway.
 */
export function transformContent<T extends JsonValue | ContentBlock>(
  value: T,
  overrides: Record<string, Record<string, JsonValue>> | undefined,
  mapString: (text: string) => string,
): T {
  const walk = (node: JsonValue | ContentBlock | undefined): JsonValue | undefined => {
    if (typeof node === 'string') return mapString(node);
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item) => walk(item) ?? null);
    const own = typeof node._uid === 'string' ? overrides?.[node._uid] : undefined;
    const copy: Record<string, JsonValue> = {};
    for (const [key, field] of Object.entries(node)) {
      if (field === undefined) continue;
      const replaced = own && Object.hasOwn(own, key) ? own[key] : field;
      copy[key] = walk(replaced) ?? null;
    }
    return copy;
  };
  // The walk keeps the shape of its input, so the cast back to T is sound.
  return walk(value) as T;
}

/**
 * Rewrites asset paths (`/f/{space}/...`, or the same path on a.storyblok.com) to absolute URLs
 * on the emulator's image service, so content works unchanged in a browser and in Gatsby.
 */
export function assetUrlRewriter(spaceId: number, origin: string): (text: string) => string {
  const localPrefix = `/f/${spaceId}/`;
  const remotePrefixes = ['https://a.storyblok.com/f/', '//a.storyblok.com/f/'];
  const base = origin.replace(/\/$/, '');
  return (text) => {
    if (text.startsWith(localPrefix)) return `${base}${text}`;
    for (const prefix of remotePrefixes) {
      if (text.startsWith(prefix)) return `${base}/f/${text.slice(prefix.length)}`;
    }
    return text;
  };
}

/**
 * The translated path (no language prefix) of every node in every language: the node's own
 * `path`, else the parent's translated path joined with the translated slug, else the default.
 * A folder start page (`blog/`) keeps its trailing slash.
 */
export function translatedPaths(
  nodes: readonly SeedNode[],
  languages: readonly LanguageCode[],
): Map<number, Map<LanguageCode, string>> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const result = new Map<number, Map<LanguageCode, string>>();

  const pathOf = (node: SeedNode, lang: LanguageCode, seen: Set<number>): string => {
    const cached = result.get(node.id)?.get(lang);
    if (cached !== undefined) return cached;
    const translation: StoryTranslation | undefined = node.translations?.[lang];
    let path: string;
    const parent = node.parent_id != null ? byId.get(node.parent_id) : undefined;
    if (translation?.path) {
      path = translation.path.replace(/^\/+/, '');
    } else if (parent && !seen.has(parent.id)) {
      seen.add(node.id);
      const parentPath = pathOf(parent, lang, seen).replace(/\/$/, '');
      const own = ownSegment(node, parent);
      path = own === '' ? `${parentPath}/` : `${parentPath}/${translation?.slug ?? own}`;
    } else {
      const segments = node.full_slug.split('/');
      if (translation?.slug && segments.length > 0 && segments[segments.length - 1] !== '') {
        segments[segments.length - 1] = translation.slug;
      }
      path = segments.join('/');
    }
    let perLang = result.get(node.id);
    if (!perLang) result.set(node.id, (perLang = new Map()));
    perLang.set(lang, path);
    return path;
  };

  for (const node of nodes) for (const lang of languages) pathOf(node, lang, new Set());
  return result;
}

/** The part of a node's full slug below its parent: its slug, or '' for a folder start page. */
function ownSegment(node: SeedNode, parent: SeedNode): string {
  const parentSlug = parent.full_slug.replace(/\/$/, '');
  if (node.full_slug.startsWith(`${parentSlug}/`))
    return node.full_slug.slice(parentSlug.length + 1).replace(/\/$/, '');
  return node.slug;
}

/**
 * Splits a leading language segment off a slug (`de/bikes/x` → `de`, `bikes/x`), as the API
 * accepts `cdn/stories/de/home` and `starts_with=de/blog` for the German version.
 */
export function splitLanguagePrefix(
  slug: string,
  languages: readonly LanguageCode[],
): { language: LanguageCode | undefined; rest: string } {
  const [first, ...rest] = slug.split('/');
  if (first !== undefined && languages.includes(first)) return { language: first, rest: rest.join('/') };
  return { language: undefined, rest: slug };
}
