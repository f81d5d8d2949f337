/**
 * Which pages the content makes: for every locale of the brand, each story below the locale's
 * root in the locale's content language whose content type is a page kind: the country folder
 * (`shop/{country}/`) of a shop, the market's tree (`marketing/{market}/`) of a marketing site.
 * Pure, so the rules are unit-tested without Gatsby.
 */
import type { BrandConfig } from '../../config/schema';
import {
  type AnyBlock,
  holdsContactForm,
  isBlock,
  localeContentRoot,
  pageKindOf,
  pathBelowRoot,
  shopRoot,
} from '../../services/storyblok/model';
import { type LegalKind, legalKinds } from '../../lib/legal';
import { type BrandLocale, brandLocales } from '../../lib/i18n/locales';
import type { Alternate, LegalLink } from '../../lib/page-context';
import { normalizePath } from '../../lib/routing/path';
import type { LocaleSeparator } from '../../lib/routing/locale';
import { type TeaserCatalog, selectTeaserProducts } from './product-teasers';

/** A StoryblokEntry node as gatsby-source-storyblok creates it (the fields the plan reads). */
export interface StoryEntry {
  id: string;
  uuid: string;
  /** Folder of the story (listings list the stories of their own folder). */
  parent_id: number | null;
  full_slug: string;
  /** 'default' for the space's default language, else the language code. */
  lang: string;
  /** The story content as a JSON string. */
  content: string;
  /** Last publication of the story. */
  published_at?: string | null;
  /** Shared by a story's versions in folder-level translation (a marketing site's markets). */
  group_id?: string | null;
}

export interface PlannedPage {
  path: string;
  /** Template file name in src/templates (without extension). */
  template: string;
  /** Node id the template's page query reads. */
  id: string;
  /** Folder id and story language, for queries of a listing's sibling stories. */
  parentId: number;
  storyLang: string;
  locale: BrandLocale;
  title: string;
  alternates: Alternate[];
  xDefaultPath: string;
  /** Last publication of the story (sitemap lastmod). */
  lastModified: string | null;
  /** The legal page this is (footer and checkout links), if any. */
  legal?: LegalKind;
  /** On payment and shipping method listings: the technical names the country's checkout offers. */
  offeredMethods?: string[];
  /** Product numbers each product teaser shows (by block `_uid`); absent without teasers. */
  teaserProducts?: Record<string, string[]>;
  /** The story holds the contact form: its page carries the form's texts and country list. */
  contactForm?: true;
}

/** Technical names of the payment and shipping methods each country's checkout offers. */
export type OfferedMethods = ReadonlyMap<string, readonly string[]>;

const methodPages: ReadonlySet<string> = new Set(['payment_method', 'shipping_method']);
const methodListings: ReadonlySet<string> = new Set(['payment_method_listing', 'shipping_method_listing']);

export interface PlanOptions {
  /** What checkout offers per country; method pages of other methods are left out. */
  offered?: OfferedMethods;
  /** Hears each page left out, with the reason (the build logs it). */
  onLeftOut?: (path: string, reason: string) => void;
  /** The catalogue per locale prefix, which product teasers choose from; without it teasers show nothing. */
  catalogs?: ReadonlyMap<string, TeaserCatalog>;
  /** Hears each product, line or category a teaser names that the locale's catalogue does not hold (the build logs it). */
  onMissingProduct?: (path: string, what: string) => void;
  /**
   * Paths the site builds from elsewhere (the catalogue's category pages, the locales'
   * not-found pages): a story at such a path is left out, the other page stands.
   */
  builtElsewhere?: ReadonlyMap<string, string>;
  /** Hears each story that gave way to a page built elsewhere, with the reason. */
  onGaveWay?: (path: string, reason: string) => void;
}

/** The technical name of a method page the country's checkout does not offer, else null. */
function unoffered(content: AnyBlock, country: string, offered: OfferedMethods | undefined): string | null {
  if (!offered || !methodPages.has(content.component)) return null;
  const name = (content as unknown as { technical_name?: unknown }).technical_name;
  const technicalName = typeof name === 'string' ? name : '';
  return offered.get(country)?.includes(technicalName) ? null : technicalName;
}

const templateOf = (content: AnyBlock): string =>
  pageKindOf(content) === 'Home' ? 'home' : content.component.replace(/_/g, '-');

function parseContent(entry: StoryEntry): AnyBlock | undefined {
  try {
    const content: unknown = JSON.parse(entry.content);
    return isBlock(content) ? (content as AnyBlock) : undefined;
  } catch {
    return undefined;
  }
}

function titleOf(content: AnyBlock): string {
  const fields = content as unknown as Record<string, unknown>;
  const title = fields.title ?? fields.name;
  return typeof title === 'string' ? title : '';
}

function legalOf(content: AnyBlock): { legal?: LegalKind } {
  if (content.component !== 'page') return {};
  const kind = legalKinds.find((candidate) => candidate === content.legal_kind);
  return kind ? { legal: kind } : {};
}

/**
 * The legal links of each locale (by locale prefix), in the order of `legalKinds`: what the
 * content marks as a legal page, so every brand and locale links its own translated paths.
 */
export function legalLinksByLocale(pages: readonly PlannedPage[]): Map<string, LegalLink[]> {
  const links = new Map<string, LegalLink[]>();
  for (const kind of legalKinds) {
    for (const page of pages) {
      if (page.legal !== kind) continue;
      const prefix = page.locale.prefix;
      const list = links.get(prefix) ?? [];
      if (!list.some((link) => link.kind === kind)) list.push({ kind, title: page.title, path: page.path });
      links.set(prefix, list);
    }
  }
  return links;
}

/** The site path of a story `below` a locale's content root (its home when '' ). */
export const pagePathOf = (locale: Pick<BrandLocale, 'prefix'>, below: string, separator: LocaleSeparator): string =>
  normalizePath(`${locale.prefix}${below}${below ? '/' : ''}`, separator);

const emptyCatalog: TeaserCatalog = { numbers: [], lineOf: new Map(), categoriesOf: new Map() };

export function planContentPages(
  brand: BrandConfig,
  entries: readonly StoryEntry[],
  { offered, onLeftOut, catalogs, onMissingProduct, builtElsewhere, onGaveWay }: PlanOptions = {},
): PlannedPage[] {
  const locales = brandLocales(brand);
  // A page's locale versions share the story's path in the default language (field-level
  // translation); a marketing site's markets are separate stories of one group.
  const defaultPath = new Map<string, string>();
  for (const entry of entries) {
    if (entry.lang !== 'default') continue;
    const country = /^shop\/([a-z]{2,3})\//.exec(entry.full_slug)?.[1];
    const below = country ? pathBelowRoot(entry.full_slug, shopRoot(country)) : undefined;
    if (below !== undefined) defaultPath.set(entry.uuid, below);
  }
  const versionKey = (entry: StoryEntry, below: string) =>
    brand.marketingSite ? `group:${entry.group_id || entry.uuid}` : (defaultPath.get(entry.uuid) ?? below);

  const pages: (PlannedPage & { key: string })[] = [];
  for (const locale of locales) {
    const { root, language } = localeContentRoot(brand, locale);
    for (const entry of entries) {
      if (entry.lang !== language) continue;
      const below = pathBelowRoot(entry.full_slug, root, language);
      const content = below === undefined ? undefined : parseContent(entry);
      if (below === undefined || !content || !pageKindOf(content)) continue;
      const path = pagePathOf(locale, below, brand.routing.localeSeparator);
      const elsewhere = builtElsewhere?.get(path);
      if (elsewhere) {
        onGaveWay?.(path, elsewhere);
        continue;
      }
      const notOffered = unoffered(content, locale.country, offered);
      if (notOffered !== null) {
        onLeftOut?.(path, `the checkout of ${locale.country} offers no method '${notOffered}'`);
        continue;
      }
      const offeredHere = offered?.get(locale.country);
      const teasers = selectTeaserProducts(content, catalogs?.get(locale.prefix) ?? emptyCatalog);
      for (const what of teasers.missing) onMissingProduct?.(path, what);
      pages.push({
        path,
        template: templateOf(content),
        id: entry.id,
        parentId: entry.parent_id ?? 0,
        storyLang: language,
        locale,
        title: titleOf(content),
        alternates: [],
        xDefaultPath: '',
        lastModified: entry.published_at ?? null,
        ...legalOf(content),
        ...(offeredHere && methodListings.has(content.component) ? { offeredMethods: [...offeredHere] } : {}),
        ...(Object.keys(teasers.byBlock).length > 0 ? { teaserProducts: teasers.byBlock } : {}),
        ...(holdsContactForm(content) ? { contactForm: true as const } : {}),
        key: versionKey(entry, below),
      });
    }
  }

  const byKey = new Map<string, (PlannedPage & { key: string })[]>();
  for (const page of pages) byKey.set(page.key, [...(byKey.get(page.key) ?? []), page]);
  return pages.map(({ key, ...page }) => {
    const versions = byKey.get(key) ?? [page];
    const alternates = versions.map((version) => ({
      hreflang: version.locale.hreflang,
      path: version.path,
      country: version.locale.country,
      language: version.locale.language,
    }));
    const xDefault = versions.find((version) => version.locale.isDefault) ?? versions[0] ?? page;
    return { ...page, alternates, xDefaultPath: xDefault.path };
  });
}
