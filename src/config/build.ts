/**
 * Assembles the runtime configuration at build time (Node): brand, backends and
 * error-reporting per country, from the brand files and the environment.
 */
import { execSync } from 'node:child_process';
import {
  backendMode,
  captchaScriptUrl,
  consentSdkUrl,
  localDealersUrl,
  localThirdPartyUrl,
  resolveCommerceEndpoints,
  reviewsWidgetUrl,
  webToCaseUrl,
} from './backends';
import { contentAccess, isPreviewBuild } from './content';
import { loadBrandConfig } from './load';
import type { BrowserBrandConfig, DealerBackend, RuntimeConfig } from './runtime';
import type { BrandConfig, BrandName } from './schema';
import { brandWordmark } from './wordmark';

function currentGitHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** The runtime configuration of the build: the brand's whole configuration. */
export type BuildRuntimeConfig = Omit<RuntimeConfig, 'brand'> & { brand: BrandConfig };

/** The brand without what only the build reads (see `BrowserBrandConfig`). */
function browserBrand(brand: BrandConfig): BrowserBrandConfig {
  // The rest siblings drop the build-only fields.
  const { countries, reviews, integrations, contact, dealers, localeAliases, siteUrl, ...rest } = brand;
  const { secretEnv, ...browserReviews } = reviews;
  const { sentryDsnEnv, ...browserIntegrations } = integrations;
  return {
    ...rest,
    countries: countries.map(({ commerce, ...country }) => country),
    reviews: browserReviews,
    integrations: browserIntegrations,
  };
}

/** What the bundle's `__RUNTIME_CONFIG__` holds: the browser's part of the build's configuration. */
export function browserRuntimeConfig(runtime: BuildRuntimeConfig): RuntimeConfig {
  return { ...runtime, brand: browserBrand(runtime.brand) };
}

export function buildRuntimeConfig(env: Record<string, string | undefined>, name?: BrandName): BuildRuntimeConfig {
  const brand = loadBrandConfig(name);
  const mode = backendMode(env);
  const brandDsn = brand.integrations.sentryDsnEnv ? env[brand.integrations.sentryDsnEnv] : undefined;
  const sentryDsn: Record<string, string> = {};
  for (const country of brand.countries) {
    const dsn =
      env[`SENTRY_DSN_${brand.name.toUpperCase()}_${country.code.toUpperCase()}`] || country.sentryDsn || brandDsn;
    if (dsn) sentryDsn[country.code] = dsn;
  }
  return {
    brand,
    commerce: resolveCommerceEndpoints(brand, mode, env),
    sentryDsn,
    contentPreview: isPreviewBuild(env) ? contentAccess(brand, env) : null,
    contentSearch: contentAccess(brand, env),
    consentSdkUrl: consentSdkUrl(mode, env),
    contactForm: { endpoint: webToCaseUrl(brand, mode, env), captchaScriptUrl: captchaScriptUrl(mode, env) },
    dealers:
      mode === 'local'
        ? localDealerBackend(env)
        : { apiUrl: brand.dealers.apiUrl, map: { kind: 'tiles', ...brand.dealers.tiles } },
    reviews: { widgetUrl: reviewsWidgetUrl(mode, env) },
    environment: env.SITE_ENVIRONMENT ?? (mode === 'local' ? 'local' : 'live'),
    gitHash: env.GIT_HASH ?? currentGitHash(),
    siteUrl: (env.SITE_URL ?? brand.siteUrl).replace(/\/$/, ''),
    buildYear: new Date().getFullYear(),
    wordmark: brandWordmark(brand),
  };
}

/** The dealer stand-in, and country outlines and towns from the third-party stand-in. */
function localDealerBackend(env: Record<string, string | undefined>): DealerBackend {
  return {
    apiUrl: `${localDealersUrl(env)}/api/v1`,
    map: {
      kind: 'outlines',
      url: `${localThirdPartyUrl(env)}/maps/outlines.geojson`,
      townsUrl: `${localThirdPartyUrl(env)}/maps/towns.geojson`,
      attribution: 'Natural Earth, GeoNames',
    },
  };
}
