/**
 * The configuration the browser and the server renderer see: the chosen brand's validated
 * configuration plus browser-safe backend settings, put into the bundle at build time by
 * gatsby-node (webpack DefinePlugin) and by vitest's `define`. Nothing here is secret.
 */
import type { CommerceEndpoint } from './backends';
import type { ContentAccess } from './content';
import type { BrandConfig } from './schema';

export interface RuntimeConfig {
  brand: BrandConfig;
  /** Commerce endpoint per country; parts may be missing when live keys are not set. */
  commerce: Record<string, Partial<CommerceEndpoint>>;
  /** Error-reporting DSN per country, only for countries that have one. */
  sentryDsn: Record<string, string>;
  /** Draft access of a preview build (`?_storyblok`); null in public builds, which hold no preview token. */
  contentPreview: ContentAccess | null;
  /** Address of the consent SDK stub (the local stand-in in local mode). */
  consentSdkUrl: string;
  /** Where the contact form posts and where its captcha script comes from. */
  contactForm: { endpoint: string; captchaScriptUrl: string };
  /** 'local' | 'test' | 'accept' | 'live'. */
  environment: string;
  gitHash: string;
  /** Origin of absolute links (canonical, hreflang). */
  siteUrl: string;
  /** Year of the build, for the copyright line (same on server and client). */
  buildYear: number;
}

declare const __RUNTIME_CONFIG__: RuntimeConfig;

export const runtimeConfig: RuntimeConfig = __RUNTIME_CONFIG__;
export const brand: BrandConfig = runtimeConfig.brand;
