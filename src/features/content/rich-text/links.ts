/**
 * Where a rich-text link leads (spec section 2, "Screen behaviour"): email links become
 * mailto, url / asset / hash-only links stay plain anchors, story links are rewritten to the
 * current page's locale. Pure, so every rule is table-tested; the component only picks the
 * element (Gatsby `<Link>` or `<a>`) from the result.
 *
 * Story link localisation: content is filed in Storyblok as `{country}/{path}` (a country
 * folder, or a folder in the site's locale shape such as `de-de/` or `gb/en/`), and a story
 * fetched in a language other than the default carries that language in front
 * (`de/de/ueber-uns`, `en-gb/gb/about`). A link always stays in the visitor's locale, so:
 *   1. take the linked story's `full_slug` (resolved with `resolve_links`), else its `url`,
 *      else the link's `href` (the `cached_url` saved with the link);
 *   2. drop a leading language segment equal to the page's content language or language;
 *   3. drop the story's locale folder (`gb/en`, `de-de`) or country folder (a segment naming
 *      one of the brand's countries; when the list is not given, any 2-letter segment or `int`);
 *   4. prefix the rest with `localePrefix(page country, page language, separator)`, append the
 *      link's anchor, and `normalizePath` the result.
 *
 * Editor flags are Storyblok "custom attributes" of the link (`attrs.custom`), the one place
 * the link dialog lets editors attach data to a link:
 *   - `absolute` (`FLAG_NO_LOCALISE`): a story link keeps its slug as the path (`/` + slug),
 *     no locale rewrite;
 *   - `reload` (`FLAG_FULL_RELOAD`): an internal link is a plain `<a>`, so the browser loads
 *     the page from the server (e.g. for pages outside the Gatsby site on the same host).
 * A flag is on when present with any value but `false`, `0`, `no` or `off`.
 * url links are never localised: a root-relative url (`/gb/en/basket`) is an internal link,
 * only normalised; anything with a scheme (`http:`, `tel:` ...) or without a leading slash is
 * left untouched.
 */
import {
  contentLanguage,
  isUntouchedLink,
  localePrefix,
  normalizePath,
  parseLocale,
  splitPath,
  stripLocale,
  type LocaleSeparator,
} from '../../../lib/routing';
import { safeHref } from '../../../lib/safe-href';
import type { RichTextLinkAttrs } from './types';

/** Custom attribute that forces a full page load for an internal link. */
export const FLAG_FULL_RELOAD = 'reload';
/** Custom attribute that keeps a story link's slug as it is (no locale rewrite). */
export const FLAG_NO_LOCALISE = 'absolute';

export type RichTextLinkKind = 'internal' | 'external' | 'email' | 'hash' | 'asset';

export interface ResolvedLink {
  kind: RichTextLinkKind;
  href: string;
  /** Internal links only: render a plain anchor so the browser loads the page itself. */
  fullReload?: boolean;
  /** Browsing context other than the current one ('_blank'); absent for '_self'. */
  target?: string;
  /** 'noopener noreferrer' whenever a new browsing context is opened. */
  rel?: string;
}

/** The current page's locale and the brand's routing facts the rules need. */
export interface LinkContext {
  country: string;
  language: string;
  separator: LocaleSeparator;
  /** The brand's country codes (content country folders); see rule 3 above. */
  countries?: readonly string[];
}

const falseValues: ReadonlySet<string> = new Set(['false', '0', 'no', 'off']);

/** Whether a custom attribute flag is set; names compare case-insensitively (editors type them). */
export function hasLinkFlag(attrs: RichTextLinkAttrs, flag: string): boolean {
  const entry = Object.entries(attrs.custom ?? {}).find(([name]) => name.trim().toLowerCase() === flag);
  return entry !== undefined && !falseValues.has(entry[1].trim().toLowerCase());
}

/** Appends Storyblok's separately stored anchor unless the address already has a hash. */
function withAnchor(href: string, anchor: string | undefined): string {
  const name = anchor?.trim().replace(/^#/, '') ?? '';
  return name === '' || href.includes('#') ? href : `${href}#${name}`;
}

function openingOf(target: string | undefined): Pick<ResolvedLink, 'target' | 'rel'> {
  const value = target?.trim();
  if (!value || value === '_self') return {};
  return value === '_blank' ? { target: value, rel: 'noopener noreferrer' } : { target: value };
}

const defaultCountryFolder = /^([a-z]{2}|int)$/;

/**
 * The site path of a story slug in the current page's locale (rules 2-4 above), without the
 * final normalisation.
 */
/** Top folders of the content space that hold the site's pages (see model.ts shopRoot). */
const contentRoots = ['shop', 'marketing'];

export function localiseStoryPath(slugPath: string, context: LinkContext): string {
  let segments = slugPath.split('/').filter((segment) => segment !== '');
  const languages = new Set([contentLanguage(context.country, context.language), context.language.toLowerCase()]);
  const [first] = segments;
  if (segments.length > 1 && first !== undefined && languages.has(first.toLowerCase())) segments = segments.slice(1);
  // Pages live below a content root folder (`shop/{country}/…`, `marketing/{market}/…`).
  const [root] = segments;
  if (segments.length > 1 && root !== undefined && contentRoots.includes(root.toLowerCase()))
    segments = segments.slice(1);

  const rest = `/${segments.join('/')}`;
  let path: string;
  if (parseLocale(rest, context.separator)) {
    path = stripLocale(rest, context.separator);
  } else {
    const [folder] = segments;
    const isCountryFolder =
      folder !== undefined &&
      (context.countries ? context.countries.includes(folder.toLowerCase()) : defaultCountryFolder.test(folder));
    path = isCountryFolder ? `/${segments.slice(1).join('/')}` : rest;
  }
  return `${localePrefix(context.country, context.language, context.separator)}${path.replace(/^\//, '')}`;
}

function internalLink(href: string, attrs: RichTextLinkAttrs, target: string | undefined): ResolvedLink {
  return { kind: 'internal', href, fullReload: hasLinkFlag(attrs, FLAG_FULL_RELOAD), ...openingOf(target) };
}

function storyLink(attrs: RichTextLinkAttrs, context: LinkContext): ResolvedLink | null {
  const slug = (attrs.story?.full_slug || attrs.story?.url || attrs.href || '').trim();
  if (slug === '' || slug.startsWith('#')) {
    // A link to a section of the same story, or to a story that no longer resolves.
    const hash = withAnchor(slug, attrs.anchor);
    return hash === '' ? null : { kind: 'hash', href: hash };
  }
  // A scheme split by tabs or newlines is still a scheme to the browser (`java\tscript:`).
  if (isUntouchedLink(slug.replace(/[\t\n\r]/g, '')))
    return { kind: 'external', href: slug, ...openingOf(attrs.target) };

  const { pathname, query, hash } = splitPath(slug);
  const path = hasLinkFlag(attrs, FLAG_NO_LOCALISE) ? `/${pathname}` : localiseStoryPath(pathname, context);
  const href = normalizePath(withAnchor(`${path}${query}${hash}`, attrs.anchor), context.separator);
  return internalLink(href, attrs, attrs.target);
}

/**
 * The destination of a rich-text link mark, or null when it leads nowhere (empty address,
 * story that no longer exists) or to a target `safeHref` refuses (`javascript:`, `data:` ...);
 * the renderer then shows the text without a link.
 */
export function resolveRichTextLink(attrs: RichTextLinkAttrs, context: LinkContext): ResolvedLink | null {
  const link = destinationOf(attrs, context);
  if (!link) return null;
  const href = safeHref(link.href);
  return href === null ? null : { ...link, href };
}

function destinationOf(attrs: RichTextLinkAttrs, context: LinkContext): ResolvedLink | null {
  const href = (attrs.href ?? '').trim();
  const isMailto = /^mailto:/i.test(href);

  if (attrs.linktype === 'email' || isMailto) {
    if (href === '') return null;
    return { kind: 'email', href: isMailto ? href : `mailto:${href}` };
  }
  if (attrs.linktype === 'asset') {
    return href === '' ? null : { kind: 'asset', href, ...openingOf(attrs.target) };
  }
  if (attrs.linktype === 'story') return storyLink(attrs, context);

  // url links (and links without a type, as older documents have them).
  const address = withAnchor(href, attrs.anchor);
  if (address === '') return null;
  if (address.startsWith('#')) return { kind: 'hash', href: address };
  if (isUntouchedLink(address) || !address.startsWith('/')) {
    return { kind: 'external', href: address, ...openingOf(attrs.target) };
  }
  return internalLink(normalizePath(address, context.separator), attrs, attrs.target);
}

/**
 * The locale separator of the current page, read from its locale prefix ('/gb/en/' → '/',
 * '/de-de/' → '-'), so the renderer needs neither the runtime configuration nor a prop.
 */
export function separatorOfPrefix(country: string, language: string, prefix: string): LocaleSeparator {
  return prefix === localePrefix(country, language, '/') ? '/' : '-';
}
