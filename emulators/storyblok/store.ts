/**
 * The seed space indexed for answering: story objects per version and language (built once,
 * then memoised; answers are serialised, never mutated), link objects, datasources and tags.
 */
import { assetUrlRewriter, transformContent, translatedPaths } from './translate';
import type {
  ContentSpace,
  ContentVersion,
  LanguageCode,
  LinkAlternate,
  LinkObject,
  SeedAsset,
  SeedFolder,
  SeedStory,
  StoryAlternate,
  StoryObject,
  TranslatedSlug,
} from './types';

type SeedNode = SeedStory | SeedFolder;

export const DEFAULT_LANGUAGE = 'default';

const ASSET_PATH = /^\/f\/(\d+)\/(\d+)x(\d+)\/[^/]+\/[^/]+\.(jpe?g|png|webp|svg)$/i;
/** Storyblok puts `x` where an image has its size: non-image files have none. */
const DOCUMENT_PATH = /^\/f\/(\d+)\/x\/[^/]+\/[^/]+\.pdf$/i;

const isFolder = (node: SeedNode): node is SeedFolder => node.is_folder === true;

/** Problems of a seed that would make answers wrong; empty when the seed is sound. */
export function validateSpace(space: ContentSpace): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  const uuids = new Set<string>();
  for (const node of space.stories) {
    if (ids.has(node.id)) problems.push(`story id ${node.id} is used twice`);
    if (uuids.has(node.uuid)) problems.push(`story uuid ${node.uuid} is used twice`);
    ids.add(node.id);
    uuids.add(node.uuid);
    if (!isFolder(node) && (typeof node.content?.component !== 'string' || typeof node.content._uid !== 'string')) {
      problems.push(`story ${node.full_slug} has no content with component and _uid`);
    }
  }
  const folderIds = new Map(space.stories.filter(isFolder).map((folder) => [folder.full_slug, folder.id]));
  for (const node of space.stories) {
    if (node.parent_id != null && !ids.has(node.parent_id)) {
      problems.push(`story ${node.full_slug} names parent ${node.parent_id}, which does not exist`);
    }
    // Translated paths follow parent_id; a missing one would silently drop translated folders.
    // A folder start page (`bikes/`) lies in `bikes`; anything else in its path minus the last segment.
    const folderPath = node.full_slug.endsWith('/')
      ? node.full_slug.slice(0, -1)
      : node.full_slug.split('/').slice(0, -1).join('/');
    const folderId = folderIds.get(folderPath);
    if (folderId !== undefined && node.parent_id !== folderId) {
      problems.push(`story ${node.full_slug} lies in folder ${folderId} but has parent_id ${node.parent_id ?? 'none'}`);
    }
  }
  for (const asset of space.assets) {
    if (asset.document) {
      const document = DOCUMENT_PATH.exec(asset.filename);
      if (!document)
        problems.push(`asset ${asset.id} filename ${asset.filename} is not /f/{space}/x/{hash}/{name}.pdf`);
      else if (Number(document[1]) !== space.id)
        problems.push(`asset ${asset.id} filename ${asset.filename} disagrees with space ${space.id}`);
      continue;
    }
    const match = ASSET_PATH.exec(asset.filename);
    if (!match) {
      problems.push(`asset ${asset.id} filename ${asset.filename} is not /f/{space}/{w}x{h}/{hash}/{name}.{ext}`);
    } else if (Number(match[1]) !== space.id || Number(match[2]) !== asset.width || Number(match[3]) !== asset.height) {
      problems.push(
        `asset ${asset.id} filename ${asset.filename} disagrees with space ${space.id} or ${asset.width}x${asset.height}`,
      );
    }
  }
  return problems;
}

/** Latest timestamp of the seed in Unix seconds: a stable cache version. */
function defaultCacheVersion(space: ContentSpace): number {
  let latest = 0;
  for (const node of space.stories) {
    const stamps = [node.created_at, node.updated_at, isFolder(node) ? undefined : node.published_at];
    for (const stamp of stamps) {
      const time = stamp ? Date.parse(stamp) : Number.NaN;
      if (!Number.isNaN(time)) latest = Math.max(latest, time);
    }
  }
  return latest > 0 ? Math.floor(latest / 1000) : 1;
}

export class ContentStore {
  readonly cv: number;
  readonly languages: readonly LanguageCode[];
  private readonly nodes: readonly SeedNode[];
  private readonly byUuidIndex: Map<string, SeedNode>;
  private readonly byIdIndex: Map<number, SeedNode>;
  private readonly paths: Map<number, Map<LanguageCode, string>>;
  private readonly assetsByPath: Map<string, SeedAsset>;
  private readonly groups = new Map<string, SeedStory[]>();
  private readonly views = new Map<string, StoryObject>();
  private rewriteAsset: (text: string) => string = (text) => text;

  constructor(readonly space: ContentSpace) {
    const problems = validateSpace(space);
    if (problems.length > 0) throw new Error(`Content space ${space.id} is not valid:\n- ${problems.join('\n- ')}`);
    this.cv = space.cv ?? defaultCacheVersion(space);
    this.languages = space.languages;
    this.nodes = space.stories;
    this.byUuidIndex = new Map(space.stories.map((node) => [node.uuid, node]));
    this.byIdIndex = new Map(space.stories.map((node) => [node.id, node]));
    this.paths = translatedPaths(space.stories, space.languages);
    this.assetsByPath = new Map(space.assets.map((asset) => [asset.filename, asset]));
    for (const node of space.stories) {
      if (isFolder(node) || node.group_id === undefined) continue;
      const members = this.groups.get(node.group_id) ?? [];
      members.push(node);
      this.groups.set(node.group_id, members);
    }
  }

  /** Sets where asset paths in content point to; known only once the server listens. */
  setAssetOrigin(origin: string): void {
    this.rewriteAsset = assetUrlRewriter(this.space.id, origin);
    this.views.clear();
  }

  /** A requested language, or `default` for none or one the space does not have. */
  language(requested: string | null | undefined): LanguageCode {
    return requested && this.languages.includes(requested) ? requested : DEFAULT_LANGUAGE;
  }

  asset(path: string): SeedAsset | undefined {
    return this.assetsByPath.get(path);
  }

  node(uuid: string): SeedNode | undefined {
    return this.byUuidIndex.get(uuid);
  }

  nodeById(id: number): SeedNode | undefined {
    return this.byIdIndex.get(id);
  }

  /** Every story (not folder) visible in the version, as story objects of the language. */
  stories(version: ContentVersion, lang: LanguageCode): StoryObject[] {
    const result: StoryObject[] = [];
    for (const node of this.nodes) {
      const view = isFolder(node) ? undefined : this.story(node, version, lang);
      if (view) result.push(view);
    }
    return result;
  }

  storyByUuid(uuid: string, version: ContentVersion, lang: LanguageCode): StoryObject | undefined {
    const node = this.byUuidIndex.get(uuid);
    return node && !isFolder(node) ? this.story(node, version, lang) : undefined;
  }

  storyById(id: number, version: ContentVersion, lang: LanguageCode): StoryObject | undefined {
    const node = this.byIdIndex.get(id);
    return node && !isFolder(node) ? this.story(node, version, lang) : undefined;
  }

  /** The story whose default full slug, or translated path in `lang`, is `slug`. */
  storyBySlug(slug: string, version: ContentVersion, lang: LanguageCode): StoryObject | undefined {
    const wanted = [slug, slug.endsWith('/') ? slug.slice(0, -1) : `${slug}/`];
    for (const node of this.nodes) {
      if (isFolder(node)) continue;
      const translated = lang === DEFAULT_LANGUAGE ? undefined : this.paths.get(node.id)?.get(lang);
      if (wanted.includes(node.full_slug) || (translated !== undefined && wanted.includes(translated))) {
        const view = this.story(node, version, lang);
        if (view) return view;
      }
    }
    return undefined;
  }

  /** The story object of one version and language; undefined when that version does not exist. */
  story(node: SeedStory, version: ContentVersion, lang: LanguageCode): StoryObject | undefined {
    if (version === 'published' && !node.published) return undefined;
    const key = `${node.id}|${version}|${lang}`;
    const cached = this.views.get(key);
    if (cached) return cached;

    const translated = lang === DEFAULT_LANGUAGE ? undefined : this.paths.get(node.id)?.get(lang);
    const source = version === 'published' ? (node.publishedContent ?? node.content) : node.content;
    const overrides = lang === DEFAULT_LANGUAGE ? undefined : node.translations?.[lang]?.fields;
    const view: StoryObject = {
      name: node.name,
      created_at: node.created_at,
      published_at: node.published ? node.published_at : null,
      updated_at: node.updated_at ?? node.published_at ?? node.created_at,
      id: node.id,
      uuid: node.uuid,
      content: transformContent(source, overrides, this.rewriteAsset),
      slug: node.slug,
      full_slug: translated === undefined ? node.full_slug : `${lang}/${translated}`,
      sort_by_date: node.sort_by_date ?? null,
      position: node.position ?? 0,
      tag_list: node.tag_list ?? [],
      is_startpage: node.is_startpage ?? false,
      parent_id: node.parent_id ?? null,
      meta_data: null,
      group_id: node.group_id ?? node.uuid,
      first_published_at: node.published ? node.first_published_at : null,
      release_id: null,
      lang,
      path: node.path ?? null,
      // Folder-level translation: the other stories sharing the group_id.
      alternates: this.storyAlternates(node),
      default_full_slug: translated === undefined ? null : node.full_slug,
      translated_slugs: this.translatedSlugs(node),
    };
    this.views.set(key, view);
    return view;
  }

  private storyAlternates(node: SeedStory): StoryAlternate[] {
    const members = node.group_id === undefined ? [] : (this.groups.get(node.group_id) ?? []);
    return members
      .filter((member) => member !== node)
      .map((member) => ({
        id: member.id,
        name: member.name,
        slug: member.slug,
        published: member.published,
        full_slug: member.full_slug,
        is_folder: false,
        parent_id: member.parent_id ?? null,
      }));
  }

  private translatedSlugs(node: SeedNode): TranslatedSlug[] | null {
    if (this.languages.length === 0) return null;
    return this.languages.map((lang) => ({
      path: this.paths.get(node.id)?.get(lang) ?? node.full_slug,
      name: node.translations?.[lang]?.name ?? null,
      lang,
      published: isFolder(node) ? true : node.published && (node.translations?.[lang]?.published ?? true),
    }));
  }

  /** Link objects of `cdn/links`: folders always, stories when visible in the version. */
  links(version: ContentVersion, includeDates: boolean): LinkObject[] {
    const result: LinkObject[] = [];
    for (const node of this.nodes) {
      if (!isFolder(node) && version === 'published' && !node.published) continue;
      result.push(this.link(node, includeDates));
    }
    return result;
  }

  link(node: SeedNode, includeDates: boolean): LinkObject {
    const folder = isFolder(node);
    const link: LinkObject = {
      id: node.id,
      uuid: node.uuid,
      slug: node.full_slug,
      path: node.path ?? null,
      parent_id: node.parent_id ?? null,
      name: node.name,
      is_folder: folder,
      // Folders have no publication of their own; the API reports them as unpublished.
      published: folder ? false : node.published,
      is_startpage: folder ? false : (node.is_startpage ?? false),
      position: node.position ?? 0,
      real_path: `/${(node.path ?? node.full_slug).replace(/^\//, '')}`,
    };
    if (this.languages.length > 0) link.alternates = this.alternates(node);
    if (includeDates) {
      link.published_at = folder ? null : node.published_at;
      link.created_at = node.created_at;
      link.updated_at = node.updated_at ?? node.created_at;
    }
    return link;
  }

  private alternates(node: SeedNode): LinkAlternate[] {
    return this.languages.map((lang) => {
      const path = this.paths.get(node.id)?.get(lang) ?? node.full_slug;
      const segments = path.replace(/\/$/, '').split('/');
      return {
        path,
        name: node.translations?.[lang]?.name ?? null,
        lang,
        published: isFolder(node) ? false : node.published && (node.translations?.[lang]?.published ?? true),
        translated_slug: segments[segments.length - 1] ?? '',
      };
    });
  }

  /** Tags with the number of stories of the version carrying them, by name. */
  tags(version: ContentVersion, startsWith: string | undefined): { name: string; taggings_count: number }[] {
    const counts = new Map<string, number>((this.space.tags ?? []).map((name) => [name, 0]));
    for (const node of this.nodes) {
      if (isFolder(node) || (version === 'published' && !node.published)) continue;
      if (startsWith && !node.full_slug.startsWith(startsWith)) continue;
      for (const tag of node.tag_list ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    return [...counts.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, taggings_count]) => ({ name, taggings_count }));
  }
}
