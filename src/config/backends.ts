/**
 * Where the commerce backend of a brand and country is, and with which access key.
 *
 * `BACKENDS=local` (default) points every sales channel at the embedded store-api emulator
 * with a deterministic access key; `BACKENDS=live` uses the brand configuration's address and
 * reads the key from the environment variable the configuration names.
 */
import type { BrandConfig, BrandName } from './schema';

export type BackendMode = 'local' | 'live';

export const defaultPorts = {
  content: 4100,
  commerce: 4200,
  thirdParty: 4300,
  salesforce: 4400,
  dealers: 4500,
  reviews: 4600,
} as const;

export function backendMode(env: Record<string, string | undefined>): BackendMode {
  const mode = env.BACKENDS ?? 'local';
  if (mode !== 'local' && mode !== 'live') {
    throw new Error(`BACKENDS must be "local" or "live", not "${mode}".`);
  }
  return mode;
}

export function localContentUrl(env: Record<string, string | undefined>): string {
  return `http://127.0.0.1:${env.CONTENT_EMULATOR_PORT ?? defaultPorts.content}`;
}

export function localCommerceUrl(env: Record<string, string | undefined>): string {
  return `http://127.0.0.1:${env.COMMERCE_EMULATOR_PORT ?? defaultPorts.commerce}`;
}

/** Stand-ins of the third-party scripts (tag manager, error reporting) in local mode. */
export function localThirdPartyUrl(env: Record<string, string | undefined>): string {
  return `http://127.0.0.1:${env.THIRD_PARTY_EMULATOR_PORT ?? defaultPorts.thirdParty}`;
}

/** The web-to-case stand-in of the contact form in local mode. */
export function localSalesforceUrl(env: Record<string, string | undefined>): string {
  return `http://127.0.0.1:${env.SALESFORCE_EMULATOR_PORT ?? defaultPorts.salesforce}`;
}

/** Where the contact form posts: the org's web-to-case address live, the stand-in locally. */
export function webToCaseUrl(brand: BrandConfig, mode: BackendMode, env: Record<string, string | undefined>): string {
  return mode === 'local'
    ? `${localSalesforceUrl(env)}/servlet/servlet.WebToCase?encoding=UTF-8`
    : brand.contact.provider.endpoint;
}

/** The captcha provider's script (reCAPTCHA v2, explicit rendering); the stand-in's locally. */
export function captchaScriptUrl(mode: BackendMode, env: Record<string, string | undefined>): string {
  return mode === 'local'
    ? `${localThirdPartyUrl(env)}/recaptcha/api.js?render=explicit`
    : 'https://www.google.com/recaptcha/api.js?render=explicit';
}

/** The dealer-listing stand-in of the partner's dealer API in local mode. */
export function localDealersUrl(env: Record<string, string | undefined>): string {
  return `http://127.0.0.1:${env.DEALERS_EMULATOR_PORT ?? defaultPorts.dealers}`;
}

/** The review provider's stand-in in local mode (widget and account API on one host). */
export function localReviewsUrl(env: Record<string, string | undefined>): string {
  return `http://127.0.0.1:${env.REVIEWS_EMULATOR_PORT ?? defaultPorts.reviews}`;
}

/** The account secret of a brand's reviews app in the stand-in (local mode only). */
export function localReviewsSecret(brand: BrandName): string {
  return `local-${brand}-reviews-secret`;
}

/** The review provider's widget API (public app key, read from the browser). */
export function reviewsWidgetUrl(mode: BackendMode, env: Record<string, string | undefined>): string {
  return mode === 'local' ? localReviewsUrl(env) : 'https://api-cdn.yotpo.com';
}

/**
 * The review account the build reads every product's rating from; null live when the secret's
 * variable is not set (the build then shows no ratings and says so).
 */
export function reviewsAccount(
  brand: BrandConfig,
  mode: BackendMode,
  env: Record<string, string | undefined>,
): { apiUrl: string; appKey: string; secret: string } | null {
  if (mode === 'local')
    return { apiUrl: localReviewsUrl(env), appKey: brand.reviews.appKey, secret: localReviewsSecret(brand.name) };
  const secret = env[brand.reviews.secretEnv];
  return secret ? { apiUrl: 'https://api.yotpo.com', appKey: brand.reviews.appKey, secret } : null;
}

/** Tokens of a brand's space in the content emulator (local mode only; live tokens come from env). */
export function localContentTokens(brand: BrandName): { publicToken: string; previewToken: string } {
  return { publicToken: `local-${brand}-public-token`, previewToken: `local-${brand}-preview-token` };
}

/** The emulator's access key of a sales channel: stable, readable, shaped like Shopware's. */
export function localAccessKey(brand: BrandName, country: string): string {
  return `SWSC${brand.toUpperCase()}${country.toUpperCase()}LOCAL`;
}

export interface CommerceEndpoint {
  /** Base address including the API prefix, e.g. http://127.0.0.1:4200/store-api. */
  baseUrl: string;
  accessKey: string;
}

/** The commerce endpoint of every country of the brand, for the mode and environment given. */
export function resolveCommerceEndpoints(
  brand: BrandConfig,
  mode: BackendMode,
  env: Record<string, string | undefined>,
): Record<string, Partial<CommerceEndpoint>> {
  const endpoints: Record<string, Partial<CommerceEndpoint>> = {};
  for (const country of brand.countries) {
    if (mode === 'local') {
      endpoints[country.code] = {
        baseUrl: `${localCommerceUrl(env)}/store-api`,
        accessKey: localAccessKey(brand.name, country.code),
      };
      continue;
    }
    const accessKey = country.commerce.accessKeyEnv ? env[country.commerce.accessKeyEnv] : undefined;
    endpoints[country.code] = {
      baseUrl: country.commerce.url ? `${country.commerce.url.replace(/\/$/, '')}/store-api` : undefined,
      accessKey: accessKey || undefined,
    };
  }
  return endpoints;
}

/** The endpoint of one country; throws the spec's messages when address or key is missing. */
export function commerceEndpointFor(
  endpoints: Record<string, Partial<CommerceEndpoint>>,
  country: string,
): CommerceEndpoint {
  const endpoint = endpoints[country];
  if (!endpoint?.accessKey) throw new Error(`Unable to find shopware token for country ${country}!`);
  if (!endpoint.baseUrl) throw new Error(`Unable to find shopware url for country ${country}!`);
  return { baseUrl: endpoint.baseUrl, accessKey: endpoint.accessKey };
}

/** The vendor's stub script, which loads the rest of the SDK from the same CDN. */
export const liveConsentSdkUrl = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';

/**
 * Where the consent SDK's stub script comes from: the third-party emulator in local mode (the
 * CDN is unreachable offline), the vendor's CDN live; `CONSENT_SDK_URL` overrides both.
 */
export function consentSdkUrl(mode: BackendMode, env: Record<string, string | undefined>): string {
  if (env.CONSENT_SDK_URL) return env.CONSENT_SDK_URL;
  return mode === 'local' ? `${localThirdPartyUrl(env)}/consent/otSDKStub.js` : liveConsentSdkUrl;
}
