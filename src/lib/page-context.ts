import type { Messages } from '../../brands/shared/messages';
// A type only: the feature text sets are declared beside their features.
import type { FeatureTexts } from '../features/feature-texts';

/** A link to the same page in another locale, for hreflang and the locale switcher. */
export interface Alternate {
  hreflang: string;
  path: string;
  country: string;
  language: string;
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
  /** Path the search engines should index for this page. */
  canonicalPath: string;
  /** Path of the x-default alternate. */
  xDefaultPath: string;
  /** Interface texts in the page language. */
  translations: Messages;
  /** Feature texts in the page language: the shell's few and the sets the page type renders. */
  featureTexts: FeatureTexts;
  /** The catalogue's top groups and their subcategories in the page's locale (mega menu). */
  catalogMenu?: CatalogMenuGroup[];
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

/** Every page is created with a PageContext (gatsby-node); this checks it at the boundary. */
export function asPageContext(value: unknown): PageContext {
  const candidate = value as Partial<PageContext> | null;
  if (!candidate?.country || !candidate.language || !candidate.translations || !candidate.featureTexts) {
    throw new Error('This page was created without a page context (country, language, translations, featureTexts).');
  }
  return candidate as PageContext;
}
