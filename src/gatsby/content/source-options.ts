/**
 * The only place that knows gatsby-source-storyblok (ADR 0001): its plugin entry for
 * gatsby-config, pointed at the content emulator in local mode and at Storyblok live.
 * The client's fetch is wrapped with the spec's retry policy (429/5xx retried with growing
 * delays up to 10 times, a warning each time); any other failure rejects, so sourcing fails
 * and the build stops: a build never ships a partial site.
 */
import { contentAccess } from '../../config/content';
import type { BrandConfig } from '../../config/schema';
import { resolveRelations } from '../../services/storyblok/model';
import { brandContentLanguages } from '../../lib/i18n/locales';
import { buildTimeRetryPolicy, withRetries } from '../../services/storyblok/retry';

type Env = Record<string, string | undefined>;

export function contentSourcePlugin(brand: BrandConfig, env: Env, warn: (message: string) => void = console.warn) {
  const access = contentAccess(brand, env);
  return {
    resolve: 'gatsby-source-storyblok',
    options: {
      accessToken: access.accessToken,
      version: access.version,
      ...(access.endpoint ? { endpoint: access.endpoint } : {}),
      // Our fetch retries; the client's own fixed-delay retry would retry twice over.
      maxRetries: 0,
      fetch: withRetries(fetch, buildTimeRetryPolicy(warn)),
      resolveRelations,
      resolveLinks: 'url',
      languages: brandContentLanguages(brand),
      includeLinks: false,
      localAssets: false,
    },
  };
}
