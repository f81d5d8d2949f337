/**
 * Data model of the content emulator.
 *
 * The first half is the input contract (`ContentSpace`): what the content seed generator fills.
 * Its field names follow the Storyblok CDN API where the two overlap (snake_case story
 * properties), so a seed reads like an export of a real space. The second half describes what
 * the emulator answers (story, link and datasource objects as the CDN API v2 sends them).
 */

/** A language code of field-level translation besides `default`, e.g. `de`, `en-gb`. */
export type LanguageCode = string;

/** JSON value as stored in block fields. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * One block (content type or nestable block). Fields hold JSON: text, numbers, nested block
 * arrays, relation uuids (`"uuid"` or `["uuid", ...]`), link fields (`ContentLinkField`),
 * asset fields (`ContentAssetField`) and rich text documents.
 */
export interface ContentBlock {
  _uid: string;
  component: string;
  [field: string]: JsonValue | undefined;
}

/** A link field (`multilink`) as Storyblok stores it; `id` is the uuid of the linked story. */
export interface ContentLinkField {
  fieldtype: 'multilink';
  linktype: 'story' | 'url' | 'email' | 'asset';
  id: string;
  url: string;
  cached_url: string;
  anchor?: string;
  target?: '_self' | '_blank';
  email?: string;
  [key: string]: JsonValue | undefined;
}

/**
 * An asset field. `filename` is the asset's path (`SeedAsset.filename`, e.g.
 * `/f/1001/1600x900/ab12cd34ef/city-bike.jpg`) or the same path on `https://a.storyblok.com`;
 * the emulator answers it as an absolute URL on its own image service.
 */
export interface ContentAssetField {
  fieldtype: 'asset';
  id: number | null;
  filename: string;
  alt: string | null;
  title: string | null;
  name?: string;
  focus?: string | null;
  copyright?: string | null;
  is_external_url?: boolean;
  [key: string]: JsonValue | undefined;
}

/**
 * Field-level translation of one language: replacement values for fields of blocks found by
 * `_uid` anywhere in the content tree. Fields a translation does not name keep their default
 * value, as Storyblok's field-level translation does.
 */
export interface StoryTranslation {
  /** Translated name (Translatable Slugs app); shown in `translated_slugs` and link `alternates`. */
  name?: string;
  /** Translated last segment of the path; the parents' translated segments precede it. */
  slug?: string;
  /** Whole translated path without language prefix; wins over `slug`. */
  path?: string;
  /** Whether this language version is published (`translated_slugs[].published`); default true. */
  published?: boolean;
  /** `_uid` of a block → field name → translated value. */
  fields?: Record<string, Record<string, JsonValue>>;
}

interface SeedNodeBase {
  id: number;
  uuid: string;
  name: string;
  /** Last segment of the path (`city-bikes`). */
  slug: string;
  /** Whole default path without leading slash (`bikes/city-bikes`); a folder start page ends in `/`. */
  full_slug: string;
  /** Numeric id of the parent folder; null or absent at the root. */
  parent_id?: number | null;
  /** Order inside the folder, as set in the Content tab. */
  position?: number;
  /** ISO 8601 timestamps. */
  created_at: string;
  updated_at?: string;
  /** Real path of the Advanced Paths app, if any. */
  path?: string | null;
  /** Per language: translated name and slug (folders translate only those). */
  translations?: Record<LanguageCode, StoryTranslation>;
}

/** A folder: listed by `cdn/links`, never by `cdn/stories`. */
export interface SeedFolder extends SeedNodeBase {
  is_folder: true;
}

/** A content entry (story). */
export interface SeedStory extends SeedNodeBase {
  is_folder?: false;
  /** Start page of its folder. */
  is_startpage?: boolean;
  /** A published version exists (`version=published` and the public token see it). */
  published: boolean;
  /** Draft (latest saved) content; the root block carries `component` and `_uid`. */
  content: ContentBlock;
  /** Published content when it differs from the draft; defaults to `content`. */
  publishedContent?: ContentBlock;
  tag_list?: string[];
  first_published_at: string | null;
  published_at: string | null;
  sort_by_date?: string | null;
  /** Translation group id; defaults to the uuid. */
  group_id?: string;
}

export interface SeedDatasourceEntry {
  /** Defaults to a number derived from the datasource and the entry's position. */
  id?: number;
  name: string;
  value: string;
  /** Dimension (language) → value shown as `dimension_value` when that dimension is asked for. */
  dimensionValues?: Record<LanguageCode, string>;
}

export interface SeedDatasource {
  id?: number;
  slug: string;
  name: string;
  /** Dimension entry values (e.g. `de`); defaults to every key found in `dimensionValues`. */
  dimensions?: string[];
  entries: SeedDatasourceEntry[];
}

/**
 * How the image service draws an asset. Drawing is deterministic: the same description gives
 * the same pixels, so screenshots and image tests are stable.
 */
export interface AssetDrawing {
  /** CSS colour of the background, e.g. `#1d3557`. */
  background: string;
  /** CSS colour of shape and label. */
  foreground: string;
  /** What to draw in the middle; `bicycle` is two wheels and a frame. */
  shape: 'bicycle' | 'circle' | 'square' | 'triangle' | 'stripes' | 'none';
  /** Text drawn below the shape (e.g. the product or campaign name). */
  label?: string;
}

/** A document asset (PDF) the asset service writes instead of drawing a picture. */
export interface AssetDocument {
  kind: 'pdf';
  /** Named large on the title page and as the PDF's author. */
  brand: string;
  title: string;
  year: number;
  /** Language of the document (`de`), the PDF's `/Lang`. */
  language: string;
  /** The language's name in itself (`Deutsch`), on the title page and in link texts. */
  languageName: string;
  /** Pages after the title page: a heading and its lines each. */
  sections?: Array<{ heading: string; lines: string[] }>;
}

export interface SeedAsset {
  id: number;
  /**
   * Path on the image service, shaped like Storyblok's: `/f/{spaceId}/{width}x{height}/{hash}/{name}.{ext}`
   * with ext jpg, jpeg, png, webp or svg. Width and height in the path must equal `width`/`height`.
   * A document has no pixel size in its path, as Storyblok's non-image assets:
   * `/f/{spaceId}/x/{hash}/{name}.pdf`.
   */
  filename: string;
  width: number;
  height: number;
  alt?: string;
  title?: string;
  /** Colours of the picture, or of a document's title page. */
  drawing: AssetDrawing;
  /** A PDF served instead of a picture; `width` and `height` are then its page size in points. */
  document?: AssetDocument;
}

/** A whole content space: the emulator's only input. */
export interface ContentSpace {
  id: number;
  name: string;
  /** Token of `version=published` reads. */
  publicToken: string;
  /** Token that may also read drafts (`version=draft`). */
  previewToken: string;
  /** Content languages besides `default` (field-level translation), e.g. `['de', 'en-gb']`. */
  languages: LanguageCode[];
  /** Stories and folders of the space. */
  stories: Array<SeedStory | SeedFolder>;
  datasources: SeedDatasource[];
  /** Tags that exist even when no story carries them. */
  tags?: string[];
  assets: SeedAsset[];
  /** Cache version (`cv`, Unix seconds); defaults to the latest timestamp found in the stories. */
  cv?: number;
  /** Preview domain shown by `spaces/me`. */
  domain?: string;
}

// ---------------------------------------------------------------------------------------------
// What the emulator answers (CDN API v2 shapes).

export type ContentVersion = 'draft' | 'published';

export interface TranslatedSlug {
  path: string;
  name: string | null;
  lang: LanguageCode;
  published: boolean;
}

export interface StoryObject {
  name: string;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  id: number;
  uuid: string;
  content: ContentBlock;
  slug: string;
  full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number | null;
  meta_data: null;
  group_id: string;
  first_published_at: string | null;
  release_id: null;
  lang: string;
  path: string | null;
  /** The other stories of its translation group (same `group_id`): folder-level translations. */
  alternates: StoryAlternate[];
  default_full_slug: string | null;
  translated_slugs: TranslatedSlug[] | null;
}

/** A story of the same translation group, as `alternates` of a story object lists it. */
export interface StoryAlternate {
  id: number;
  name: string;
  slug: string;
  published: boolean;
  full_slug: string;
  is_folder: boolean;
  parent_id: number | null;
}

export interface LinkAlternate {
  path: string;
  name: string | null;
  lang: LanguageCode;
  published: boolean;
  translated_slug: string;
}

export interface LinkObject {
  id: number;
  uuid: string;
  slug: string;
  path: string | null;
  parent_id: number | null;
  name: string;
  is_folder: boolean;
  published: boolean;
  is_startpage: boolean;
  position: number;
  real_path: string;
  alternates?: LinkAlternate[];
  published_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** What `resolve_links=url` puts into `links`. */
export interface LinkUrlObject {
  id: number;
  name: string;
  slug: string;
  full_slug: string;
  url: string;
  uuid: string;
}
