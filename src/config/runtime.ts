/**
 * The configuration the browser and the server renderer see: the chosen brand's validated
 * configuration plus browser-safe backend settings, put into the bundle at build time by
 * gatsby-node (webpack DefinePlugin) and by vitest's `define`. Nothing here is secret.
 */
import type { CommerceEndpoint } from './backends';
import type { ContentAccess } from './content';
import type { Wordmark } from './wordmark';
import type { BrandConfig, CountrySettings } from './schema';

/**
 * The brand as the browser gets it: without the names of the build's secrets and the live
 * addresses that `commerce` resolves, without what only the build reads (dealer API and tiles,
 * which `dealers` resolves; locale aliases; the site address, which `siteUrl` carries), and
 * without the contact form's settings, which only its chunk carries (`brand-contact.ts`).
 * Every page loads this, so each byte counts.
 */
export type BrowserBrandConfig = Omit<
  BrandConfig,
  'countries' | 'reviews' | 'integrations' | 'contact' | 'dealers' | 'localeAliases' | 'siteUrl'
> & {
  countries: CountrySettings[];
  reviews: Omit<BrandConfig['reviews'], 'secretEnv'>;
  integrations: Omit<BrandConfig['integrations'], 'sentryDsnEnv'>;
};

export interface RuntimeConfig {
  brand: BrowserBrandConfig;
  /** Commerce endpoint per country; parts may be missing when live keys are not set. */
  commerce: Record<string, Partial<CommerceEndpoint>>;
  /** Error-reporting DSN per country, only for countries that have one. */
  sentryDsn: Record<string, string>;
  /** Draft access of a preview build (`?_storyblok`); null in public builds, which hold no preview token. */
  contentPreview: ContentAccess | null;
  /**
   * Read access for the search page's content results: the public token and published stories
   * (Storyblok's public token is made for browsers; it reads nothing unpublished), the preview
   * access in preview builds.
   */
  contentSearch: ContentAccess;
  /** Address of the consent SDK stub (the local stand-in in local mode). */
  consentSdkUrl: string;
  /** Where the contact form posts and where its captcha script comes from. */
  contactForm: { endpoint: string; captchaScriptUrl: string };
  /** The dealer API and the store locator's map source. */
  dealers: DealerBackend;
  /** The review provider's public widget API (the brand's app key is in `brand.reviews`). */
  reviews: { widgetUrl: string };
  /** 'local' | 'test' | 'accept' | 'live'. */
  environment: string;
  gitHash: string;
  /** Origin of absolute links (canonical, hreflang). */
  siteUrl: string;
  /** Year of the build, for the copyright line (same on server and client). */
  buildYear: number;
  /** The header's logo: the brand's artwork and its size (see config/wordmark.ts). */
  wordmark: Wordmark;
}

/**
 * Where the store locator's map comes from: raster tiles of the brand's provider (live), or
 * country outlines drawn from a GeoJSON document (the third-party stand-in, offline).
 */
export type MapSource =
  | { kind: 'tiles'; url: string; attribution: string; maxZoom: number }
  | { kind: 'outlines'; url: string; townsUrl: string; attribution: string };

export interface DealerBackend {
  /** Base address of the dealer API, e.g. http://127.0.0.1:4500/api/v1. */
  apiUrl: string;
  map: MapSource;
}

declare const __RUNTIME_CONFIG__: RuntimeConfig;

export const runtimeConfig: RuntimeConfig = __RUNTIME_CONFIG__;
export const brand: BrowserBrandConfig = runtimeConfig.brand;
