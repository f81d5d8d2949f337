/**
 * The Storyblok content model of the storefront: every content type (a story's root block) and
 * every nestable block, named as in Storyblok (snake_case `component`, `_uid`), as one
 * discriminated union; the relation fields the build resolves; rich-text documents; and the
 * small pure helpers the build and the site share (type guards, where a
 * story lies in the space).
 *
 * Field values are what the Content Delivery API v2 answers: relation fields hold story uuids
 * (single-option or multi-option fields of source "stories"), and after `resolve_relations` the
 * resolved story objects instead (see `Relation`). Links are `multilink` fields, images are
 * `asset` fields, long text is a rich-text document.
 *
 * Layout of a space (what `emulators/seed/content` generates and the build reads):
 * - `shop/{country}/…`: one folder per country of the brand, each page once, translated per
 *   content language by field-level translation (`contentLanguage(country, language)` from the
 *   routing library: 'en-gb' for British and Irish English, else the plain language code; the
 *   space's default language is English). Folder slugs are fixed route segments taken from the
 *   brand configuration (`stories`, `campaigns`, the product-line segment, `contact`, …); the
 *   slugs of detail pages are translated (Translatable Slugs). Not `{country}/…` at the root:
 *   country codes such as `de`, `fr`, `nl`, `it`, `es`, `fi`, `pl` are also language codes, and
 *   the API reads a leading language code in a slug or `starts_with` as the language to answer in.
 * - `shop/{country}/settings/…` (global configuration, feature flags) and `shop/{country}/data/…`
 *   (items other stories refer to: FAQ items, couriers, selling points …) are not pages.
 * - `marketing/{market}/…` (xlc only): the marketing site's five markets, one language each,
 *   written in that language directly (no field-level translation).
 * A page's site path is `{localePrefix}{path below the root}/`, see `pathBelowRoot`.
 */
import type { FlagState } from '../../../lib/feature-flags';
import type { LegalKind } from '../../../lib/legal';
import { storyLanguage } from '../../../lib/i18n/locales';

// ---------------------------------------------------------------------------------------------
// Field values

/** Uuid of a story, as relation fields and story links store it. */
export type StoryUuid = string;

/** Storyblok's `datetime` field value: `YYYY-MM-DD HH:mm` (UTC), '' when empty. */
export type DateTimeString = string;

export type LinkTarget = '_self' | '_blank';

/** An `asset` field (image). Empty: `id` null and `filename` ''. */
export interface AssetField {
  fieldtype: 'asset';
  id: number | null;
  /** Absolute URL on the image service (the API answers asset paths absolute). */
  filename: string;
  alt: string | null;
  title: string | null;
  name: string;
  focus: string | null;
  copyright: string | null;
  source: string | null;
  is_external_url: boolean;
}

interface MultilinkBase {
  fieldtype: 'multilink';
  /** Story uuid for story links; '' otherwise. */
  id: string;
  url: string;
  /** Full slug of the story at save time for story links; the url otherwise. */
  cached_url: string;
  target?: LinkTarget;
  /** Fragment without '#'. */
  anchor?: string;
}

/** A link to another story; the site resolves it to the locale's path of that story. */
export interface StoryLinkField extends MultilinkBase {
  linktype: 'story';
}

/** An external (or hash-only) address. */
export interface UrlLinkField extends MultilinkBase {
  linktype: 'url';
}

/** A link to an uploaded file. */
export interface AssetLinkField extends MultilinkBase {
  linktype: 'asset';
}

/** An e-mail address; the site turns it into a mailto link. */
export interface EmailLinkField extends MultilinkBase {
  linktype: 'email';
  email: string;
}

/** A `multilink` field. An empty one is a story link with `id` ''. */
export type MultilinkField = StoryLinkField | UrlLinkField | AssetLinkField | EmailLinkField;
export type LinkType = MultilinkField['linktype'];

// ---------------------------------------------------------------------------------------------
// Rich text (Storyblok's ProseMirror JSON). The spec's "code" node is Storyblok's `code_block`.

export type LinkMarkAttrs = {
  /** Story links: the story's full slug at save time; email links: the address; else the url. */
  href: string;
  /** Uuid of the linked story (story links only). */
  uuid: string | null;
  /** Fragment without '#', for story links to a section. */
  anchor: string | null;
  target: LinkTarget | null;
  linktype: LinkType;
};

export type RichTextMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'underline' }
  | { type: 'strike' }
  | { type: 'code' }
  | { type: 'link'; attrs: LinkMarkAttrs };
export type RichTextMarkType = RichTextMark['type'];

export interface RichTextText {
  type: 'text';
  text: string;
  marks?: RichTextMark[];
}

export interface RichTextHardBreak {
  type: 'hard_break';
}

/** An image inside a paragraph, as the Storyblok editor places it. */
export interface RichTextImage {
  type: 'image';
  attrs: {
    /** Absolute image URL. */
    src: string;
    alt: string | null;
    title: string | null;
    /** Asset id. */
    id: number | null;
    source: string | null;
    copyright: string | null;
  };
}

export type RichTextInline = RichTextText | RichTextHardBreak | RichTextImage;

export interface RichTextParagraph {
  type: 'paragraph';
  content?: RichTextInline[];
}

export interface RichTextHeading {
  type: 'heading';
  attrs: { level: 1 | 2 | 3 | 4 | 5 | 6 };
  content?: RichTextInline[];
}

export interface RichTextListItem {
  type: 'list_item';
  content: Array<RichTextParagraph | RichTextBulletList | RichTextOrderedList>;
}

export interface RichTextBulletList {
  type: 'bullet_list';
  content: RichTextListItem[];
}

export interface RichTextOrderedList {
  type: 'ordered_list';
  attrs: { order: number };
  content: RichTextListItem[];
}

export interface RichTextBlockquote {
  type: 'blockquote';
  content: RichTextParagraph[];
}

/**
 * Raw markup. Holding an `<iframe` it renders as a responsive 16:9 embed; text starting with
 * `<salesforceform` renders the contact form; anything else is inserted as html.
 */
export interface RichTextCodeBlock {
  type: 'code_block';
  attrs: { class: string | null };
  content?: RichTextText[];
}

export interface RichTextHorizontalRule {
  type: 'horizontal_rule';
}

export type RichTextBlockNode =
  | RichTextParagraph
  | RichTextHeading
  | RichTextBulletList
  | RichTextOrderedList
  | RichTextBlockquote
  | RichTextCodeBlock
  | RichTextHorizontalRule;

export interface RichTextDoc {
  type: 'doc';
  content: RichTextBlockNode[];
}

export type RichTextNode = RichTextDoc | RichTextBlockNode | RichTextListItem | RichTextInline;
export type RichTextNodeType = RichTextNode['type'];

/** Nodes of spec section 3 ("Content rich-text nodes"), in Storyblok's names. */
export const specRichTextNodes = [
  'paragraph',
  'heading',
  'bullet_list',
  'ordered_list',
  'image',
  'blockquote',
  'hard_break',
  'code_block',
] as const satisfies readonly RichTextNodeType[];

/** Marks of spec section 3. */
export const specRichTextMarks = [
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
] as const satisfies readonly RichTextMarkType[];

/** Link kinds a rich-text link can have (spec section 2, "Screen behaviour"). */
export const linkTypes = ['story', 'url', 'email', 'asset'] as const satisfies readonly LinkType[];

// ---------------------------------------------------------------------------------------------
// Blocks

/** What every block carries. */
export interface BlockBase<Component extends string> {
  _uid: string;
  component: Component;
}

/** A story as `resolve_relations` puts it in place of its uuid (the fields the site reads). */
export interface RelatedStory<Content extends ContentTypeBlock = ContentTypeBlock> {
  id: number;
  uuid: StoryUuid;
  name: string;
  slug: string;
  full_slug: string;
  lang: string;
  published_at: string | null;
  first_published_at: string | null;
  tag_list: string[];
  content: Content;
}

/** A relation field value: the uuid as stored, or the story once resolved. */
export type Relation<Content extends ContentTypeBlock = ContentTypeBlock> = StoryUuid | RelatedStory<Content>;

export type Theme = 'light' | 'dark';

export interface HeroBlock extends BlockBase<'hero'> {
  title: string;
  text: string;
  image: AssetField;
  link: MultilinkField;
  link_label: string;
  theme: Theme;
}

export interface CarouselSlideBlock extends BlockBase<'carousel_slide'> {
  title: string;
  text: string;
  image: AssetField;
  link: MultilinkField;
  link_label: string;
}

export interface CarouselBlock extends BlockBase<'carousel'> {
  title: string;
  slides: CarouselSlideBlock[];
  autoplay: boolean;
}

export interface HeroQuoteBlock extends BlockBase<'hero_quote'> {
  quote: string;
  author: string;
  role: string;
  image: AssetField;
}

export interface RichTextBlock extends BlockBase<'rich_text'> {
  text: RichTextDoc;
}

export interface ImageBlock extends BlockBase<'image'> {
  image: AssetField;
  caption: string;
}

export const videoProviders = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof videoProviders)[number];

/** An embedded video; shown only with consent for C0001 and C0003, else its poster. */
export interface VideoBlock extends BlockBase<'video'> {
  provider: VideoProvider;
  video_id: string;
  title: string;
  poster: AssetField;
}

/** Teasers of publications, campaigns, product lines or category pages. */
export interface TeaserGridBlock extends BlockBase<'teaser_grid'> {
  title: string;
  items: Array<Relation<PublicationContent | CampaignContent | ProductLineContent | CategoryPageContent>>;
  link: MultilinkField;
  link_label: string;
}

/**
 * Products from the commerce backend: chosen by product number, and/or all products of a
 * product line (its `attrProductLine` code) or of a category (its language-neutral key).
 */
export interface ProductTeaserBlock extends BlockBase<'product_teaser'> {
  title: string;
  product_numbers: string[];
  product_line?: string;
  category?: string;
}

export interface FaqBlock extends BlockBase<'faq'> {
  title: string;
  items: Array<Relation<FaqItemContent>>;
}

export interface CategoryTeaserBlock extends BlockBase<'category_teaser'> {
  title: string;
  categories: Array<Relation<CategoryContent | CategoryPageContent>>;
}

export interface NewsletterSignupBlock extends BlockBase<'newsletter_signup'> {
  title: string;
  text: string;
  placeholder: string;
  button_label: string;
  consent_text: string;
  success_text: string;
}

export interface SellingPointsBlock extends BlockBase<'selling_points'> {
  items: Array<Relation<SellingPointContent>>;
}

/** Blocks a page body may hold. */
export type BodyBlock =
  | HeroBlock
  | CarouselBlock
  | HeroQuoteBlock
  | RichTextBlock
  | ImageBlock
  | VideoBlock
  | TeaserGridBlock
  | ProductTeaserBlock
  | FaqBlock
  | CategoryTeaserBlock
  | NewsletterSignupBlock
  | SellingPointsBlock;

/** A mega-menu link: a story link, or (for product listings) a catalogue category path. */
export interface MegaMenuLinkBlock extends BlockBase<'mega_menu_link'> {
  label: string;
  /** Key of the interface texts the label was made from (brands/shared/messages.ts). */
  message_key: string;
  link: MultilinkField;
  /** Catalogue category path (`e-bikes/city`) for listing links; '' otherwise. */
  category_path: string;
}

export interface MegaMenuGroupBlock extends BlockBase<'mega_menu_group'> {
  label: string;
  message_key: string;
  links: MegaMenuLinkBlock[];
}

export interface FooterLinkBlock extends BlockBase<'footer_link'> {
  label: string;
  link: MultilinkField;
}

export interface FooterColumnBlock extends BlockBase<'footer_column'> {
  title: string;
  links: FooterLinkBlock[];
}

export interface CookieBannerBlock extends BlockBase<'cookie_banner'> {
  title: string;
  text: string;
  accept_label: string;
  reject_label: string;
  settings_label: string;
  privacy_link: MultilinkField;
}

export interface FeatureFlagBlock extends BlockBase<'feature_flag'> {
  /** camelCase key the code asks for. */
  name: string;
  description: string;
  /** Environments the flag is on in (multi-option field). */
  states: FlagState[];
}

export type { FlagState };

export type NestableBlock =
  | BodyBlock
  | CarouselSlideBlock
  | MegaMenuLinkBlock
  | MegaMenuGroupBlock
  | FooterLinkBlock
  | FooterColumnBlock
  | CookieBannerBlock
  | FeatureFlagBlock;

// ---------------------------------------------------------------------------------------------
// Content types (root blocks of stories)

interface SeoFields {
  meta_title: string;
  meta_description: string;
}

export interface PageContent extends BlockBase<'page'>, SeoFields {
  title: string;
  /** The country's (or market's) home page, or any other page. */
  page_kind: 'home' | 'page';
  /** Which legal page this is, if any: the site finds its legal links by this, not by slug. */
  legal_kind?: LegalKind;
  body: BodyBlock[];
}

export interface GlobalConfigContent extends BlockBase<'global_config'> {
  mega_menu: MegaMenuGroupBlock[];
  footer_columns: FooterColumnBlock[];
  social_channels: Array<Relation<SocialChannelContent>>;
  contact_methods: Array<Relation<ContactMethodContent>>;
  cookie_banner: CookieBannerBlock[];
  newsletter: NewsletterSignupBlock[];
  copyright: string;
}

export interface PublicationListingContent extends BlockBase<'publication_listing'>, SeoFields {
  title: string;
  intro: string;
  body: BodyBlock[];
}

export interface PublicationContent extends BlockBase<'publication'>, SeoFields {
  title: string;
  intro: string;
  date: DateTimeString;
  author: string;
  hero_image: AssetField;
  body: RichTextDoc;
  /** Category tag (also in the story's tag_list). */
  category: string;
}

export interface CampaignListingContent extends BlockBase<'campaign_listing'>, SeoFields {
  title: string;
  intro: string;
  body: BodyBlock[];
}

export interface CampaignContent extends BlockBase<'campaign'>, SeoFields {
  title: string;
  intro: string;
  hero_image: AssetField;
  starts_at: DateTimeString;
  ends_at: DateTimeString;
  text: RichTextDoc;
  product_teasers: ProductTeaserBlock[];
  product_lines: Array<Relation<ProductLineContent>>;
  link: MultilinkField;
  link_label: string;
}

export interface ProductLineContent extends BlockBase<'product_line'>, SeoFields {
  name: string;
  subtitle: string;
  intro: string;
  hero_image: AssetField;
  body: RichTextDoc;
  /** Value of the `attrProductLine` attribute of the line's products. */
  product_line_code: string;
  /** Catalogue category the line's products sit in. */
  category_path: string;
  product_teasers: ProductTeaserBlock[];
}

export interface ProductLineListingContent extends BlockBase<'product_line_listing'>, SeoFields {
  title: string;
  intro: string;
  items: Array<Relation<ProductLineContent>>;
}

export const contactKinds = ['phone', 'email', 'form', 'chat'] as const;
export type ContactKind = (typeof contactKinds)[number];

export interface ContactMethodContent extends BlockBase<'contact_method'>, SeoFields {
  title: string;
  kind: ContactKind;
  intro: string;
  /** Phone number or e-mail address; '' for the form. */
  value: string;
  opening_hours: string;
  body: RichTextDoc;
}

export interface ContactMethodListingContent extends BlockBase<'contact_method_listing'>, SeoFields {
  title: string;
  intro: string;
  items: Array<Relation<ContactMethodContent>>;
  body: BodyBlock[];
}

export interface ShippingMethodContent extends BlockBase<'shipping_method'>, SeoFields {
  title: string;
  /** Technical name of the commerce backend's shipping method (`homeDelivery`). */
  technical_name: string;
  intro: string;
  delivery_time: string;
  body: RichTextDoc;
  couriers: Array<Relation<CourierContent>>;
  return_methods: Array<Relation<ReturnMethodContent>>;
}

export interface ShippingMethodListingContent extends BlockBase<'shipping_method_listing'>, SeoFields {
  title: string;
  intro: string;
  items: Array<Relation<ShippingMethodContent>>;
  body: BodyBlock[];
}

export interface PaymentMethodContent extends BlockBase<'payment_method'>, SeoFields {
  title: string;
  /** Technical name of the commerce backend's payment method. */
  technical_name: string;
  intro: string;
  logo: AssetField;
  body: RichTextDoc;
}

export interface PaymentMethodListingContent extends BlockBase<'payment_method_listing'>, SeoFields {
  title: string;
  intro: string;
  items: Array<Relation<PaymentMethodContent>>;
}

export interface SplashPageContent extends BlockBase<'splash_page'>, SeoFields {
  title: string;
  text: string;
  background: AssetField;
  link: MultilinkField;
  link_label: string;
}

export const storeLocatorFilters = ['collect_in_store', 'test_center', 'bike_types'] as const;
export type StoreLocatorFilter = (typeof storeLocatorFilters)[number];

export interface StoreLocatorPageContent extends BlockBase<'store_locator_page'>, SeoFields {
  title: string;
  intro: string;
  /** Filters offered, per brand. */
  filters: StoreLocatorFilter[];
  collect_in_store_label: string;
  test_center_label: string;
  bike_types_label: string;
}

export interface SearchPageContent extends BlockBase<'search_page'>, SeoFields {
  title: string;
  intro: string;
  placeholder: string;
  no_results: string;
}

export interface FeatureFlagsContent extends BlockBase<'feature_flags'> {
  flags: FeatureFlagBlock[];
}

/** A catalogue category page of the marketing site (top group, subcategory or leaf listing). */
export interface CategoryPageContent extends BlockBase<'category_page'>, SeoFields {
  title: string;
  intro: string;
  level: 1 | 2 | 3;
  /** Path of the category in the catalogue (`bike-parts/brakes/rim-brakes`). */
  category_path: string;
  hero_image: AssetField;
  body: BodyBlock[];
}

export interface FaqItemContent extends BlockBase<'faq_item'> {
  question: string;
  answer: RichTextDoc;
}

export interface CourierContent extends BlockBase<'courier'> {
  name: string;
  logo: AssetField;
  tracking_link: MultilinkField;
}

export interface ReturnMethodContent extends BlockBase<'return_method'> {
  title: string;
  text: string;
  days: number;
}

export interface SellingPointContent extends BlockBase<'selling_point'> {
  title: string;
  text: string;
  icon: string;
}

export const socialPlatforms = [
  'instagram',
  'facebook',
  'youtube',
  'strava',
  'tiktok',
  'linkedin',
  'pinterest',
] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export interface SocialChannelContent extends BlockBase<'social_channel'> {
  name: string;
  platform: SocialPlatform;
  handle: string;
  link: MultilinkField;
  label: string;
}

/** A catalogue category as a teaser target (shop). */
export interface CategoryContent extends BlockBase<'category'> {
  name: string;
  message_key: string;
  category_path: string;
  image: AssetField;
}

/** Every content type by component name. */
export interface ContentTypeMap {
  page: PageContent;
  global_config: GlobalConfigContent;
  publication_listing: PublicationListingContent;
  publication: PublicationContent;
  campaign_listing: CampaignListingContent;
  campaign: CampaignContent;
  product_line: ProductLineContent;
  product_line_listing: ProductLineListingContent;
  contact_method_listing: ContactMethodListingContent;
  contact_method: ContactMethodContent;
  shipping_method_listing: ShippingMethodListingContent;
  shipping_method: ShippingMethodContent;
  payment_method_listing: PaymentMethodListingContent;
  payment_method: PaymentMethodContent;
  splash_page: SplashPageContent;
  store_locator_page: StoreLocatorPageContent;
  search_page: SearchPageContent;
  feature_flags: FeatureFlagsContent;
  category_page: CategoryPageContent;
  faq_item: FaqItemContent;
  courier: CourierContent;
  return_method: ReturnMethodContent;
  selling_point: SellingPointContent;
  social_channel: SocialChannelContent;
  category: CategoryContent;
}

/** Every nestable block by component name. */
export interface NestableBlockMap {
  hero: HeroBlock;
  carousel: CarouselBlock;
  carousel_slide: CarouselSlideBlock;
  hero_quote: HeroQuoteBlock;
  rich_text: RichTextBlock;
  image: ImageBlock;
  video: VideoBlock;
  teaser_grid: TeaserGridBlock;
  product_teaser: ProductTeaserBlock;
  faq: FaqBlock;
  category_teaser: CategoryTeaserBlock;
  newsletter_signup: NewsletterSignupBlock;
  selling_points: SellingPointsBlock;
  mega_menu_group: MegaMenuGroupBlock;
  mega_menu_link: MegaMenuLinkBlock;
  footer_column: FooterColumnBlock;
  footer_link: FooterLinkBlock;
  cookie_banner: CookieBannerBlock;
  feature_flag: FeatureFlagBlock;
}

export type ContentTypeName = keyof ContentTypeMap;
export type NestableBlockName = keyof NestableBlockMap;
export type ComponentName = ContentTypeName | NestableBlockName;
export type ComponentMap = ContentTypeMap & NestableBlockMap;
/** The block type of a component name. */
export type BlockOf<Name extends ComponentName> = ComponentMap[Name];

/** A story's root block: discriminated by `component`. */
export type ContentTypeBlock = ContentTypeMap[ContentTypeName];
/** Any block of the model: discriminated by `component`. */
export type AnyBlock = ComponentMap[ComponentName];

export const contentTypeNames = [
  'page',
  'global_config',
  'publication_listing',
  'publication',
  'campaign_listing',
  'campaign',
  'product_line',
  'product_line_listing',
  'contact_method_listing',
  'contact_method',
  'shipping_method_listing',
  'shipping_method',
  'payment_method_listing',
  'payment_method',
  'splash_page',
  'store_locator_page',
  'search_page',
  'feature_flags',
  'category_page',
  'faq_item',
  'courier',
  'return_method',
  'selling_point',
  'social_channel',
  'category',
] as const satisfies readonly ContentTypeName[];

export const nestableBlockNames = [
  'hero',
  'carousel',
  'carousel_slide',
  'hero_quote',
  'rich_text',
  'image',
  'video',
  'teaser_grid',
  'product_teaser',
  'faq',
  'category_teaser',
  'newsletter_signup',
  'selling_points',
  'mega_menu_group',
  'mega_menu_link',
  'footer_column',
  'footer_link',
  'cookie_banner',
  'feature_flag',
] as const satisfies readonly NestableBlockName[];

/** Every component name of the model: the registry of the site's block renderer. */
export const blockNames: readonly ComponentName[] = [...contentTypeNames, ...nestableBlockNames];

/** Blocks allowed in a page body. */
export const bodyBlockNames = [
  'hero',
  'carousel',
  'hero_quote',
  'rich_text',
  'image',
  'video',
  'teaser_grid',
  'product_teaser',
  'faq',
  'category_teaser',
  'newsletter_signup',
  'selling_points',
] as const satisfies readonly BodyBlock['component'][];

/** The page kinds of spec section 2 that content stories make, by content type. */
export const pageKindOfContentType = {
  page: 'Page',
  publication_listing: 'Publication listing',
  publication: 'Publication',
  campaign_listing: 'Campaign listing',
  campaign: 'Campaign',
  product_line: 'Product line',
  product_line_listing: 'Product line listing',
  contact_method_listing: 'Contact methods listing',
  contact_method: 'Contact method',
  shipping_method_listing: 'Shipping methods listing',
  shipping_method: 'Shipping method',
  payment_method_listing: 'Payment methods listing',
  payment_method: 'Payment method',
  splash_page: 'Splash page',
  store_locator_page: 'Store locator',
  search_page: 'Search',
  category_page: 'Category',
} as const satisfies Partial<Record<ContentTypeName, string>>;

export type PageContentTypeName = keyof typeof pageKindOfContentType;
export type PageContentBlock = ContentTypeMap[PageContentTypeName];
export type PageKind = (typeof pageKindOfContentType)[PageContentTypeName] | 'Home';

/** Content types that become a page of their own; the others are settings or referenced items. */
export const pageContentTypeNames = Object.keys(pageKindOfContentType) as PageContentTypeName[];

/**
 * Relation fields, `component.field`, with the content types they may point to. The build passes
 * the keys as `resolve_relations`. A field name used here is used for relations only, because
 * storyblok-js-client resolves any field whose name ends a pattern (`*.items`), whatever block
 * holds it.
 */
export const relationTargets = {
  'teaser_grid.items': ['publication', 'campaign', 'product_line', 'category_page'],
  'faq.items': ['faq_item'],
  'category_teaser.categories': ['category', 'category_page'],
  'selling_points.items': ['selling_point'],
  'campaign.product_lines': ['product_line'],
  'product_line_listing.items': ['product_line'],
  'contact_method_listing.items': ['contact_method'],
  'shipping_method_listing.items': ['shipping_method'],
  'shipping_method.couriers': ['courier'],
  'shipping_method.return_methods': ['return_method'],
  'payment_method_listing.items': ['payment_method'],
  'global_config.social_channels': ['social_channel'],
  'global_config.contact_methods': ['contact_method'],
} as const satisfies Record<string, readonly ContentTypeName[]>;

export type RelationPath = keyof typeof relationTargets;

/** What the build passes as `resolve_relations`. */
export const resolveRelations = Object.keys(relationTargets) as RelationPath[];

/** Field names that hold relations (`items`, `couriers`, …). */
export const relationFieldNames: readonly string[] = [
  ...new Set(resolveRelations.map((path) => path.slice(path.indexOf('.') + 1))),
];

// ---------------------------------------------------------------------------------------------
// Helpers

const componentNameSet: ReadonlySet<string> = new Set<string>(blockNames);
const contentTypeNameSet: ReadonlySet<string> = new Set<string>(contentTypeNames);
const pageContentTypeNameSet: ReadonlySet<string> = new Set<string>(pageContentTypeNames);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isComponentName = (name: string): name is ComponentName => componentNameSet.has(name);
export const isContentTypeName = (name: string): name is ContentTypeName => contentTypeNameSet.has(name);
export const isPageContentTypeName = (name: string): name is PageContentTypeName => pageContentTypeNameSet.has(name);

/** Whether a value is a block of this model (has `_uid` and a known `component`). */
export function isBlock(value: unknown): value is AnyBlock {
  return (
    isRecord(value) &&
    typeof value._uid === 'string' &&
    typeof value.component === 'string' &&
    isComponentName(value.component)
  );
}

/** Narrows a block to one component. */
export function isBlockOf<Name extends ComponentName>(value: unknown, name: Name): value is BlockOf<Name> {
  return isBlock(value) && value.component === name;
}

/** Whether a story's content makes a page of its own. */
export function isPageContent(content: unknown): content is PageContentBlock {
  return isBlock(content) && isPageContentTypeName(content.component);
}

/** The spec's page kind of a story's content; undefined for settings and referenced items. */
export function pageKindOf(content: AnyBlock): PageKind | undefined {
  if (content.component === 'page' && content.page_kind === 'home') return 'Home';
  return isPageContentTypeName(content.component) ? pageKindOfContentType[content.component] : undefined;
}

export function isRichTextDoc(value: unknown): value is RichTextDoc {
  return isRecord(value) && value.type === 'doc' && Array.isArray(value.content);
}

/** Whether a relation field value has been resolved to a story. */
export function isResolved<Content extends ContentTypeBlock>(
  relation: Relation<Content>,
): relation is RelatedStory<Content> {
  return typeof relation !== 'string';
}

/** The resolved stories of a relation field; uuids the API could not resolve are left out. */
export function resolvedStories<Content extends ContentTypeBlock>(
  relations: readonly Relation<Content>[],
): RelatedStory<Content>[] {
  return relations.filter(isResolved);
}

/** Whether a multilink points anywhere (Storyblok stores an empty link as a story link with id ''). */
export function isEmptyLink(link: MultilinkField): boolean {
  switch (link.linktype) {
    case 'story':
      return link.id === '';
    case 'email':
      return link.email === '';
    default:
      return link.url === '' && link.cached_url === '';
  }
}

/** Every node type and mark type a rich-text document uses (a walk over the whole tree). */
export function richTextUsage(doc: RichTextDoc): { nodes: Set<RichTextNodeType>; marks: Set<RichTextMarkType> } {
  const nodes = new Set<RichTextNodeType>();
  const marks = new Set<RichTextMarkType>();
  const visit = (node: RichTextNode) => {
    nodes.add(node.type);
    if (node.type === 'text') node.marks?.forEach((mark) => marks.add(mark.type));
    if ('content' in node && node.content) for (const child of node.content) visit(child);
  };
  visit(doc);
  return { nodes, marks };
}

/** The links of a rich-text document, in document order. */
export function richTextLinks(doc: RichTextDoc): LinkMarkAttrs[] {
  const links: LinkMarkAttrs[] = [];
  const visit = (node: RichTextNode) => {
    if (node.type === 'text') {
      for (const mark of node.marks ?? []) if (mark.type === 'link') links.push(mark.attrs);
    }
    if ('content' in node && node.content) for (const child of node.content) visit(child);
  };
  visit(doc);
  return links;
}

/** The kind of a code block: an iframe embed, the contact form, or raw html (spec section 2). */
export function codeBlockKind(block: RichTextCodeBlock): 'iframe' | 'salesforceForm' | 'html' {
  const text = (block.content ?? []).map((node) => node.text).join('');
  if (/^\s*<salesforceform/i.test(text)) return 'salesforceForm';
  return /<iframe[\s>]/i.test(text) ? 'iframe' : 'html';
}

/**
 * The relations whose blocks show rich text of the related stories (the FAQ its answers). The
 * others show a related story's teaser fields (title, image, name), never its body.
 */
export const relationsShowingRichText: ReadonlySet<string> = new Set<RelationPath>(['faq.items']);

/** Whether a block's field holds related stories its block shows as teasers only. */
function showsTeasers(component: unknown, field: string): boolean {
  if (typeof component !== 'string') return false;
  const relation = `${component}.${field}`;
  return relation in relationTargets && !relationsShowingRichText.has(relation);
}

/**
 * Whether a story shows the contact form: a code block naming it in a rich text of the story's
 * own blocks at any depth, or of the related stories whose rich text a block shows. The walk asks
 * nothing else of the shape, so a block kind added later is covered too.
 */
export function holdsContactForm(content: unknown): boolean {
  if (Array.isArray(content)) return content.some(holdsContactForm);
  if (!isRecord(content)) return false;
  if ((content.type === 'code_block' || content.type === 'code') && Array.isArray(content.content)) {
    return codeBlockKind(content as unknown as RichTextCodeBlock) === 'salesforceForm';
  }
  return Object.entries(content).some(
    ([field, value]) => !showsTeasers(content.component, field) && holdsContactForm(value),
  );
}

const isBlockList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((entry) => isRecord(entry) && typeof entry.component === 'string');

/**
 * What a teaser of a story shows of its content (a listing's card, a related story's card): its
 * plain fields (title, intro, image, dates, links), without its rich texts and nested blocks.
 */
export function teaserContent(content: unknown): unknown {
  if (!isRecord(content)) return content;
  return Object.fromEntries(
    Object.entries(content).filter(([, value]) => !isRichTextDoc(value) && !isBlockList(value)),
  );
}

/** What a page keeps of a related story beside its content: the fields `RelatedStory` declares. */
const relatedStoryFields = [
  'id',
  'uuid',
  'name',
  'slug',
  'full_slug',
  'lang',
  'published_at',
  'first_published_at',
  'tag_list',
] as const satisfies readonly (keyof RelatedStory)[];

/**
 * A story's content as its page shows it: each story it relates to keeps the fields a related
 * story has in this model (not the API's other markets' slugs and alternates) and, but where a
 * block shows its rich text (`relationsShowingRichText`), what its teaser shows. A related
 * article carried its whole body into the page data of every page that teased it.
 */
export function shownContent(content: unknown): unknown {
  if (Array.isArray(content)) return content.map(shownContent);
  if (!isRecord(content)) return content;
  const component = typeof content.component === 'string' ? content.component : null;
  return Object.fromEntries(
    Object.entries(content).map(([field, value]) => {
      if (component === null || !(`${component}.${field}` in relationTargets) || !Array.isArray(value)) {
        return [field, shownContent(value)];
      }
      const cut = showsTeasers(component, field) ? teaserContent : shownContent;
      return [
        field,
        value.map((story) =>
          isRecord(story) && isRecord(story.content)
            ? {
                ...Object.fromEntries(relatedStoryFields.filter((key) => key in story).map((key) => [key, story[key]])),
                content: cut(story.content),
              }
            : story,
        ),
      ];
    }),
  );
}

/** Root folder of a shop country: `shop/{country}/`. */
export const shopRoot = (country: string): string => `shop/${country.toLowerCase()}/`;

/** Root folder of a marketing market (xlc): `marketing/{market}/`. */
export const marketingRoot = (market: string): string => `marketing/${market.toLowerCase()}/`;

/**
 * Where a locale's pages live and the story language they are asked in: a marketing site's
 * market is a tree of its own in one language (the space's default, no field translation); a
 * shop locale is its country's folder, translated per field.
 */
export function localeContentRoot(
  brand: { marketingSite?: unknown },
  locale: { country: string; language: string },
): { root: string; language: string } {
  return brand.marketingSite
    ? { root: marketingRoot(`${locale.country}-${locale.language}`), language: 'default' }
    : { root: shopRoot(locale.country), language: storyLanguage(locale) };
}

/**
 * A story's path below a root, without slashes at the ends ('' for the root's start page), or
 * undefined when the story lies elsewhere. Takes the `full_slug` the API answers, which starts
 * with the language (`de/shop/de/stories/kettenpflege`) when one was asked for; the site path is
 * then `{localePrefix}{result}/`.
 */
export function pathBelowRoot(fullSlug: string, root: string, language?: string): string | undefined {
  let slug = fullSlug.replace(/^\/+/, '');
  if (language && slug.startsWith(`${language}/`) && !slug.startsWith(root)) slug = slug.slice(language.length + 1);
  const rootPath = root.replace(/\/+$/, '');
  if (slug === rootPath || slug === `${rootPath}/`) return '';
  if (!slug.startsWith(`${rootPath}/`)) return undefined;
  return slug.slice(rootPath.length + 1).replace(/\/+$/, '');
}
