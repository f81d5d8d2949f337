import type { Dealer } from './dealers';
import type { DatePattern } from './i18n/date-pattern';
import type { NumberPattern } from './i18n/number-pattern';
import type { LegalKind } from './legal';
import type { Messages } from '../../brands/shared/messages';

/**
 * The feature texts a page carries in its page context: only its page language, and only the
 * sets its page type renders (chosen by `src/gatsby/feature-texts.ts`). The dictionaries of all
 * languages (`messages.ts`) stay in build code and tests, so the browser downloads one language.
 *
 * Each feature declares its own set in its `texts.ts` by declaration merging
 * (`declare module '.../lib/page-context' { interface FeatureTexts { cart?: CartMessages } }`),
 * so this bottom layer names no feature. `shell` holds the few keys the header and footer of
 * every page use; each feature adds the ones it shows there to `ShellTexts` the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features (declaration merging)
export interface ShellTexts {}

export interface FeatureTexts {
  shell: ShellTexts;
}

export type FeatureTextSet = keyof FeatureTexts;

/** A link to the same page in another locale, for hreflang and the locale switcher. */
export interface Alternate {
  hreflang: string;
  path: string;
  country: string;
  language: string;
}

/** The key of a locale in `PageContext.localeNames`: `gb-en`. */
export const localeKey = (locale: { country: string; language: string }) => `${locale.country}-${locale.language}`;

/** The sales channel's currency (spec section 3, `shopwareCurrency`). */
export interface ShopwareCurrency {
  id: string;
  /** Name in the page language, e.g. 'British Pound'. */
  name: string;
  /** ISO 4217 code, e.g. 'GBP': prices are formatted with it. */
  iso: string;
  symbol: string;
}

/** What every page receives from gatsby-node (spec section 3, "Page context"). */
export interface PageContext {
  country: string;
  language: string;
  /** Locale prefix of the page, e.g. '/gb/en/'. */
  localePrefix: string;
  pageType: string;
  /** Locale versions of this page, this one included; the first marked x-default if any. */
  alternates: Alternate[];
  /**
   * The locale switcher's links when the page lacks a version in some locale: every locale in
   * order, this page where it exists, else that locale's home. Absent when `alternates` covers
   * every locale (the switcher lists those).
   */
  localeLinks?: Alternate[];
  /**
   * Each locale of the brand named in its own language, keyed `country-language`
   * (`gb-en`: 'United Kingdom – English'), for the locale switcher. Named at build time, where
   * the CLDR names cost nothing; in the browser they took 50 ms of every page's hydration.
   * gatsby-node adds it to every page.
   */
  localeNames?: Record<string, string>;
  /** Path the search engines should index for this page. */
  canonicalPath: string;
  /** Path of the x-default alternate. */
  xDefaultPath: string;
  /** ISO date of the last change of the page's content or catalogue item (sitemap lastmod). */
  lastModified?: string | null;
  /** Interface texts in the page language. */
  translations: Messages;
  /** Feature texts in the page language: the shell's few and the sets the page type renders. */
  featureTexts: FeatureTexts;
  /**
   * Sets the page may render without carrying them, by the site path of the file that holds
   * them in the page language: a content page's contact form texts, for a form an editor's
   * preview adds to a story without one.
   */
  featureTextFiles?: Partial<Record<FeatureTextSet, string>>;
  /** The catalogue's top groups and their subcategories in the page's locale (mega menu). */
  catalogMenu?: CatalogMenuGroup[];
  /** The locale's legal pages (footer, checkout), from the content. */
  legalLinks?: LegalLink[];
  /**
   * A marketing site's navigation as its editors set it in the content (the market's global
   * configuration): the mega menu's groups and the footer's columns. Absent on a shop, whose
   * menu is the catalogue's groups and the brand's navigation.
   */
  siteNavigation?: SiteNavigation;
  /** Store-api language id of the page language in the country's sales channel. */
  shopwareLanguageId?: string | null;
  /** Currency of the country's sales channel: every price of the page is in it. */
  shopwareCurrency?: ShopwareCurrency | null;
  /**
   * The page's number formats (its prices, the mean of ratings) as the build took them apart,
   * by `formatKey`: the browser writes them without building an `Intl` formatter (issue 20).
   */
  numberFormats?: Record<string, NumberPattern>;
  /** The page's content date format, taken apart likewise. */
  dateFormats?: Record<string, DatePattern>;
  /** The content service's feature flags that are on in the build's environment (spec section 4). */
  allFeatures?: string[];
  /** Commit the site was built from (error reports name it). */
  gitHash?: string;
  /** Whether the page is the one shown for an unhandled error (the 500 page). */
  unhandledError?: boolean;
}

/** A legal page of the locale. */
export interface LegalLink {
  kind: LegalKind;
  title: string;
  path: string;
}

/** The page context of a content page: the shared one plus the story it renders. */
export interface ContentPageContext extends PageContext {
  /** StoryblokEntry node of the page. */
  id: string;
  parentId: number;
  storyLang: string;
  /** Payment and shipping method listings: the technical names the country's checkout offers. */
  offeredMethods?: string[];
  /** Every product the page's product teasers show (the page query reads their tiles). */
  productNumbers: string[];
  /** Product numbers per product teaser block (`_uid`), resolved at build time. */
  teaserProducts?: Record<string, string[]>;
}

export interface CatalogMenuLink {
  /** Language-neutral category key, e.g. 'e-bikes'. */
  key: string;
  name: string;
  path: string;
}

export interface CatalogMenuGroup extends CatalogMenuLink {
  links: CatalogMenuLink[];
}

export interface SiteNavigationGroup {
  label: string;
  /** Only safe link targets (checked at build time). */
  links: { label: string; href: string }[];
}

export interface SiteNavigation {
  menu: SiteNavigationGroup[];
  footer: SiteNavigationGroup[];
}

/** Every page is created with a PageContext (gatsby-node); this checks it at the boundary. */
export function asPageContext(value: unknown): PageContext {
  const candidate = value as Partial<PageContext> | null;
  if (!candidate?.country || !candidate.language || !candidate.translations || !candidate.featureTexts) {
    throw new Error('This page was created without a page context (country, language, translations, featureTexts).');
  }
  return candidate as PageContext;
}

/** A dealer page's context: its dealer, from the build-time dealer listing. */
export interface DealerPageContext extends PageContext {
  dealer: Dealer;
  /** The locale's store locator, for the way back; null when the content has none. */
  storeLocatorPath: string | null;
}
