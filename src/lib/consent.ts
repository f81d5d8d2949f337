/**
 * Cookie-consent rules (spec sections 4, 6 and 9), free of React and of the browser: which
 * consent categories a feature needs, how the consent SDK reports the granted ones, and which
 * domain script a country loads (where the SDK comes from is configuration: `config/backends.ts`).
 */
import type { BrandConfig } from '../config/schema';

/** Consent categories of the SDK: strictly necessary and functional cookies. */
export const consentCategory = { strictlyNecessary: 'C0001', functional: 'C0003' } as const;
export type ConsentCategory = string;

/** Features that may only run with consent. */
export const consentFeatures = ['captcha', 'video', 'maps', 'reviews'] as const;
export type ConsentFeature = (typeof consentFeatures)[number];

export interface ConsentRequirement {
  /** Every one of these categories must be granted. */
  categories: readonly ConsentCategory[];
  /** The visitor must also have answered the banner (closed it), not only have defaults. */
  bannerClosed: boolean;
}

/**
 * What each feature needs. The captcha is strictly necessary for the contact form, but it
 * must not appear while the banner still asks, so it also waits for the banner to be closed.
 */
export const consentRequirements: Readonly<Record<ConsentFeature, ConsentRequirement>> = {
  captcha: { categories: [consentCategory.strictlyNecessary], bannerClosed: true },
  video: { categories: [consentCategory.strictlyNecessary, consentCategory.functional], bannerClosed: false },
  maps: { categories: [consentCategory.strictlyNecessary, consentCategory.functional], bannerClosed: false },
  // Only for a review account that sets cookies (brand configuration `reviews.setsCookies`).
  reviews: { categories: [consentCategory.strictlyNecessary, consentCategory.functional], bannerClosed: false },
};

/** What the consent SDK currently reports. */
export interface ConsentSnapshot {
  activeGroups: readonly ConsentCategory[];
  bannerClosed: boolean;
}

/**
 * The granted categories of the SDK's `OnetrustActiveGroups` (',C0001,C0003,'): split,
 * trimmed, empties and duplicates dropped. Anything that is not a string grants nothing.
 */
export function parseActiveGroups(raw: unknown): ConsentCategory[] {
  if (typeof raw !== 'string') return [];
  const groups = raw
    .split(',')
    .map((group) => group.trim())
    .filter((group) => group !== '');
  return [...new Set(groups)];
}

/** A feature is allowed only when all its categories are granted (and the banner is answered, if required). */
export function isFeatureAllowed(
  feature: ConsentFeature,
  state: ConsentSnapshot,
  requirements: Readonly<Record<ConsentFeature, ConsentRequirement>> = consentRequirements,
): boolean {
  const requirement = requirements[feature];
  if (requirement.bannerClosed && !state.bannerClosed) return false;
  return requirement.categories.every((category) => state.activeGroups.includes(category));
}

/** Same groups in the same order: lets the store skip updates that change nothing. */
export function sameGroups(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((group, index) => group === b[index]);
}

/** The SDK's domain script of a country, or the brand's default when the country has none. */
export function consentDomainScript(
  brand: {
    countries: readonly Pick<BrandConfig['countries'][number], 'code' | 'consentDomainScript'>[];
    integrations: Pick<BrandConfig['integrations'], 'consentDefaultDomainScript'>;
  },
  country: string | undefined,
): string {
  const code = country?.toLowerCase();
  const entry = brand.countries.find((candidate) => candidate.code.toLowerCase() === code);
  return entry?.consentDomainScript ?? brand.integrations.consentDefaultDomainScript;
}

/** Preview (the content editor's iframe) is marked by the `_storyblok` query parameter. */
export function isPreviewSearch(search: string): boolean {
  return new URLSearchParams(search).has('_storyblok');
}

/** Marks the SDK's stub script element, so it is loaded once per document. */
export const consentSdkMarker = 'data-consent-sdk';
/** Set on that element by the loader when the stub has loaded ('loaded') or failed ('failed'). */
export const consentSdkState = 'data-consent-state';

/**
 * The head script that starts loading the consent SDK while the page is parsed, as the vendor
 * advises (after hydration the banner came late and was the largest paint of a first visit).
 * Not in preview mode: the content editor must see the page without the banner. It records the
 * stub's outcome on the element, so the client knows it even when that came before hydration.
 * At high priority: an async script inserted by script is fetched at low priority, behind the
 * app's own scripts, and so ran after them, and the banner (a first visit's largest paint) came
 * after the page's script work.
 */
export function consentLoaderScript(src: string, domainScript: string): string {
  return `(function(){if(/[?&]_storyblok(=|&|$)/.test(location.search))return;var s=document.createElement('script');s.src=${JSON.stringify(src)};s.async=true;s.setAttribute('fetchpriority','high');s.setAttribute('data-domain-script',${JSON.stringify(domainScript)});s.setAttribute('${consentSdkMarker}','');s.onload=function(){s.setAttribute('${consentSdkState}','loaded')};s.onerror=function(){s.setAttribute('${consentSdkState}','failed')};document.head.appendChild(s)})();`;
}
