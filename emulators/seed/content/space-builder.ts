/**
 * Turns story definitions into the emulator's `ContentSpace` parts: stable ids and uuids, full
 * slugs from the folder tree, assets shared by key, and field-level translations.
 *
 * A story's content is written once, as a function of the language's texts; the builder calls
 * it for the default language and for each translation language and keeps, per block `_uid`,
 * only the fields whose values differ. That is exactly Storyblok's field-level translation, and
 * it keeps the structure of every language identical by construction (the diff refuses
 * anything else).
 */
import type { BrandName } from '../../../src/config/schema';
import type {
  AssetField,
  AssetLinkField,
  ContentTypeBlock,
  EmailLinkField,
  StoryLinkField,
  UrlLinkField,
} from '../../../src/services/storyblok/model';
import { seoSlug } from '../../common/slug';
import type {
  AssetDocument,
  AssetDrawing,
  ContentBlock,
  JsonValue,
  SeedAsset,
  SeedFolder,
  SeedStory,
  StoryTranslation,
} from '../../storyblok/types';
import type { Messages } from '../../../brands/shared/messages';
import type { LanguageCopy, VoiceCopy } from './copy';
import { digest, uuidFor } from '../../common/prng';

/** Everything a content function may say in one language. */
export interface Texts {
  /** Content language code as the space names it (`de`, `en-gb`); the default language's own code otherwise. */
  language: string;
  copy: LanguageCopy;
  messages: Messages;
  voice: VoiceCopy;
  brand: string;
  /** Fills `{brand}` and the given placeholders. */
  fill: (template: string, values?: Record<string, string>) => string;
}

/** The default language and the translation languages of a part of the tree. */
export interface LocaleSet {
  base: Texts;
  translations: readonly Texts[];
}

export interface AssetSpec {
  /** Shared by every story that names the same key. */
  key: string;
  width: number;
  height: number;
  /** ASCII file name without extension. */
  name: string;
  ext?: 'jpg' | 'png';
  /** Colours of the picture (or of a document's title page). */
  drawing: AssetDrawing;
  /** A PDF instead of a picture: served at `/f/{space}/x/{hash}/{name}.pdf`, `width`/`height` its page size. */
  document?: AssetDocument;
  /** Alt text of the asset library entry (default language). */
  alt: string;
}

export type ContentVersion = 'draft' | 'published';

/** What a content function can refer to while it writes one story. */
export interface StoryContext {
  /** A block `_uid`, stable per story and part name. */
  uid: (part: string) => string;
  asset: (spec: AssetSpec, alt: string) => AssetField;
  /** Path of an asset (for rich-text images and asset links). */
  assetPath: (spec: AssetSpec) => string;
  storyLink: (key: string, anchor?: string) => StoryLinkField;
  urlLink: (url: string, target?: '_self' | '_blank') => UrlLinkField;
  emailLink: (address: string) => EmailLinkField;
  assetLink: (spec: AssetSpec) => AssetLinkField;
  uuid: (key: string) => string;
  /** `/{full_slug}` of a story, as Storyblok caches it in links. */
  href: (key: string) => string;
}

interface NodeBase {
  key: string;
  /** Key of the parent folder; null at the root. */
  parent: string | null;
  locales: LocaleSet;
  createdAt: string;
}

export interface FolderDef extends NodeBase {
  slug: string;
  name: (texts: Texts) => string;
}

export interface StoryDef extends NodeBase {
  /** Fixed slug (route segments the configuration knows); else made from the name. */
  slug?: string;
  /** Start page of its parent folder (full slug `folder/`). */
  startPage?: boolean;
  /** Translate the slug with the name (Translatable Slugs); fixed slugs never are. */
  translateSlug?: boolean;
  name: (texts: Texts) => string;
  content: (texts: Texts, ctx: StoryContext, version: ContentVersion) => ContentTypeBlock;
  published: boolean;
  publishedAt?: string;
  tags?: string[];
  sortByDate?: string;
  /**
   * Market-neutral key of a folder-level translation group (a page's key with its market
   * replaced by `*`): every story naming the same key shares one `group_id`, as Storyblok links
   * a page's translations kept in separate folders. Absent: a group of its own (the uuid).
   */
  groupKey?: string;
}

interface Planned {
  id: number;
  uuid: string;
  slug: string;
  fullSlug: string;
  position: number;
}

const FIRST_ID = 100_001;

const laterBy = (stamp: string, days: number) => new Date(Date.parse(stamp) + days * 86_400_000).toISOString();

/** A model block as the emulator's JSON block: a JSON round trip drops undefined and proves plain data. */
function toContentBlock(content: ContentTypeBlock): ContentBlock {
  return JSON.parse(JSON.stringify(content)) as ContentBlock;
}

type JsonObject = { [key: string]: JsonValue | undefined };

const isObject = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlock = (value: JsonValue | undefined): value is { [key: string]: JsonValue } & { _uid: string } =>
  isObject(value) && typeof value._uid === 'string' && typeof value.component === 'string';
const isBlockList = (value: JsonValue | undefined): value is Array<{ [key: string]: JsonValue }> =>
  Array.isArray(value) && value.length > 0 && value.every(isBlock);

/**
 * Collects, per `_uid`, the fields of `other` that differ from `base`. Nested blocks (single or
 * in lists) are compared block by block; anything else (text, rich text, assets, links) is one
 * value. Throws when the two trees differ in structure.
 */
export function translatedFields(
  base: JsonObject,
  other: JsonObject,
  into: Record<string, Record<string, JsonValue>> = {},
): Record<string, Record<string, JsonValue>> {
  const uid = base._uid;
  if (typeof uid !== 'string' || other._uid !== uid || other.component !== base.component) {
    throw new Error(`Translated content differs in structure at block ${String(uid)}`);
  }
  const keys = new Set([...Object.keys(base), ...Object.keys(other)]);
  for (const key of keys) {
    if (key === '_uid' || key === 'component') continue;
    const left = base[key];
    const right = other[key];
    if (isBlockList(left) || isBlockList(right)) {
      if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) {
        throw new Error(`Translated content differs in the blocks of ${uid}.${key}`);
      }
      left.forEach((child, index) => {
        const counterpart = right[index];
        if (!isBlock(child) || !isBlock(counterpart)) throw new Error(`Mixed list in ${uid}.${key}`);
        translatedFields(child, counterpart, into);
      });
    } else if (isBlock(left) && isBlock(right)) {
      translatedFields(left, right, into);
    } else if (JSON.stringify(left) !== JSON.stringify(right)) {
      if (right === undefined) throw new Error(`Translation drops field ${uid}.${key}`);
      const fields = (into[uid] ??= {});
      if (Object.hasOwn(fields, key) && JSON.stringify(fields[key]) !== JSON.stringify(right)) {
        // Draft and published would need different translations of one field; the model
        // keeps draft changes to added blocks so one translation serves both versions.
        throw new Error(`Field ${uid}.${key} is translated differently in draft and published content`);
      }
      fields[key] = right;
    }
  }
  return into;
}

export class SpaceBuilder {
  private readonly folders: FolderDef[] = [];
  private readonly stories: StoryDef[] = [];
  private readonly order: Array<{ kind: 'folder' | 'story'; key: string }> = [];
  private readonly planned = new Map<string, Planned>();
  private readonly defs = new Map<string, FolderDef | StoryDef>();
  private readonly assets = new Map<string, SeedAsset>();
  private readonly assetPaths = new Set<string>();
  private readonly positions = new Map<string, number>();
  private nextId = FIRST_ID;

  constructor(
    readonly brand: BrandName,
    readonly spaceId: number,
    /** Copyright holder named on assets. */
    readonly owner: string,
  ) {}

  folder(def: FolderDef): void {
    this.plan(def, def.slug, false);
    this.folders.push(def);
    this.order.push({ kind: 'folder', key: def.key });
  }

  story(def: StoryDef): void {
    const slug = def.slug ?? seoSlug(def.name(def.locales.base));
    if (slug === '') throw new Error(`Story ${def.key} has no slug`);
    this.plan(def, slug, def.startPage ?? false);
    this.stories.push(def);
    this.order.push({ kind: 'story', key: def.key });
  }

  has(key: string): boolean {
    return this.planned.has(key);
  }

  fullSlug(key: string): string {
    return this.require(key).fullSlug;
  }

  uuid(key: string): string {
    return uuidFor(`${this.brand}|node|${key}`);
  }

  /** The `group_id` of a translation group, derived from its market-neutral key. */
  groupId(groupKey: string): string {
    return uuidFor(`${this.brand}|group|${groupKey}`);
  }

  /** Builds every node in the order they were defined, then the asset list. */
  build(): { stories: Array<SeedStory | SeedFolder>; assets: SeedAsset[] } {
    const folderByKey = new Map(this.folders.map((def) => [def.key, def]));
    const storyByKey = new Map(this.stories.map((def) => [def.key, def]));
    const nodes = this.order.map(({ kind, key }) => {
      if (kind === 'folder') {
        const def = folderByKey.get(key);
        if (!def) throw new Error(`Unknown folder ${key}`);
        return this.buildFolder(def);
      }
      const def = storyByKey.get(key);
      if (!def) throw new Error(`Unknown story ${key}`);
      return this.buildStory(def);
    });
    return { stories: nodes, assets: [...this.assets.values()] };
  }

  private require(key: string): Planned {
    const planned = this.planned.get(key);
    if (!planned) throw new Error(`No story or folder with key "${key}" in the ${this.brand} space`);
    return planned;
  }

  private plan(def: FolderDef | StoryDef, slug: string, startPage: boolean): void {
    if (this.planned.has(def.key)) throw new Error(`Key ${def.key} is used twice`);
    const parent = def.parent === null ? undefined : this.require(def.parent);
    const parentSlug = parent?.fullSlug;
    const fullSlug = startPage ? `${parentSlug ?? ''}/` : parentSlug ? `${parentSlug}/${slug}` : slug;
    for (const other of this.planned.values()) {
      if (other.fullSlug === fullSlug) throw new Error(`Full slug ${fullSlug} is used twice (${def.key})`);
    }
    const parentKey = def.parent ?? '';
    const position = (this.positions.get(parentKey) ?? 0) + 1;
    this.positions.set(parentKey, position);
    this.planned.set(def.key, { id: this.nextId++, uuid: this.uuid(def.key), slug, fullSlug, position });
    this.defs.set(def.key, def);
  }

  private parentId(def: NodeBase): number | null {
    return def.parent === null ? null : this.require(def.parent).id;
  }

  private buildFolder(def: FolderDef): SeedFolder {
    const planned = this.require(def.key);
    const baseName = def.name(def.locales.base);
    const translations: Record<string, StoryTranslation> = {};
    for (const texts of def.locales.translations) {
      const name = def.name(texts);
      if (name !== baseName) translations[texts.language] = { name };
    }
    return {
      id: planned.id,
      uuid: planned.uuid,
      name: baseName,
      slug: planned.slug,
      full_slug: planned.fullSlug,
      parent_id: this.parentId(def),
      position: planned.position,
      created_at: def.createdAt,
      is_folder: true,
      ...(Object.keys(translations).length > 0 ? { translations } : {}),
    };
  }

  private buildStory(def: StoryDef): SeedStory {
    const planned = this.require(def.key);
    const ctx = this.context(def.key);
    const { base } = def.locales;
    const draft = toContentBlock(def.content(base, ctx, 'draft'));
    const published = toContentBlock(def.content(base, ctx, 'published'));
    const changed = JSON.stringify(draft) !== JSON.stringify(published);
    const baseName = def.name(base);
    const translations: Record<string, StoryTranslation> = {};
    for (const texts of def.locales.translations) {
      const fields = translatedFields(draft, toContentBlock(def.content(texts, ctx, 'draft')));
      if (changed) translatedFields(published, toContentBlock(def.content(texts, ctx, 'published')), fields);
      const name = def.name(texts);
      const slug = def.translateSlug ? seoSlug(name) : undefined;
      const translation: StoryTranslation = {};
      if (name !== baseName) translation.name = name;
      if (slug && slug !== planned.slug) translation.slug = slug;
      if (Object.keys(fields).length > 0) translation.fields = fields;
      if (Object.keys(translation).length > 0) translations[texts.language] = translation;
    }
    const publishedAt = def.published ? (def.publishedAt ?? def.createdAt) : null;
    return {
      id: planned.id,
      uuid: planned.uuid,
      name: baseName,
      slug: planned.slug,
      full_slug: planned.fullSlug,
      parent_id: this.parentId(def),
      position: planned.position,
      created_at: def.createdAt,
      // Draft changes were saved after the last publication.
      updated_at: changed && publishedAt ? laterBy(publishedAt, 2) : (publishedAt ?? def.createdAt),
      is_startpage: def.startPage ?? false,
      published: def.published,
      content: draft,
      ...(changed && def.published ? { publishedContent: published } : {}),
      tag_list: def.tags ?? [],
      first_published_at: publishedAt,
      published_at: publishedAt,
      sort_by_date: def.sortByDate ?? null,
      ...(def.groupKey ? { group_id: this.groupId(def.groupKey) } : {}),
      ...(Object.keys(translations).length > 0 ? { translations } : {}),
    };
  }

  private registerAsset(spec: AssetSpec): SeedAsset {
    const existing = this.assets.get(spec.key);
    if (existing) return existing;
    const hash = digest(`${this.brand}|${spec.key}`);
    const filename = spec.document
      ? `/f/${this.spaceId}/x/${hash}/${spec.name}.pdf`
      : `/f/${this.spaceId}/${spec.width}x${spec.height}/${hash}/${spec.name}.${spec.ext ?? 'jpg'}`;
    if (this.assetPaths.has(filename)) throw new Error(`Asset path ${filename} is used twice`);
    this.assetPaths.add(filename);
    const asset: SeedAsset = {
      id: this.assets.size + 1,
      filename,
      width: spec.width,
      height: spec.height,
      alt: spec.alt,
      title: spec.drawing.label ?? spec.alt,
      drawing: spec.drawing,
      ...(spec.document ? { document: spec.document } : {}),
    };
    this.assets.set(spec.key, asset);
    return asset;
  }

  private context(storyKey: string): StoryContext {
    const href = (key: string) => `/${this.require(key).fullSlug}`;
    return {
      uid: (part) => uuidFor(`${this.brand}|${storyKey}|${part}`),
      asset: (spec, alt) => {
        const asset = this.registerAsset(spec);
        return {
          fieldtype: 'asset',
          id: asset.id,
          filename: asset.filename,
          alt,
          title: asset.title ?? null,
          name: '',
          focus: null,
          copyright: `© ${this.owner}`,
          source: null,
          is_external_url: false,
        };
      },
      assetPath: (spec) => this.registerAsset(spec).filename,
      storyLink: (key, anchor) => ({
        fieldtype: 'multilink',
        linktype: 'story',
        id: this.require(key).uuid,
        url: '',
        cached_url: this.require(key).fullSlug,
        target: '_self',
        ...(anchor ? { anchor } : {}),
      }),
      urlLink: (url, target = '_blank') => ({
        fieldtype: 'multilink',
        linktype: 'url',
        id: '',
        url,
        cached_url: url,
        target,
      }),
      emailLink: (address) => ({
        fieldtype: 'multilink',
        linktype: 'email',
        id: '',
        url: '',
        cached_url: '',
        email: address,
      }),
      assetLink: (spec) => {
        const path = this.registerAsset(spec).filename;
        return { fieldtype: 'multilink', linktype: 'asset', id: '', url: path, cached_url: path, target: '_blank' };
      },
      uuid: (key) => this.require(key).uuid,
      href,
    };
  }
}
