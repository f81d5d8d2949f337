/**
 * Error reporting with @sentry/gatsby, for countries whose configuration has a DSN. The SDK is
 * a separate chunk loaded only then, so pages without a DSN load nothing of it.
 */
import type * as SentrySdk from '@sentry/gatsby';
import { runtimeConfig } from '../config/runtime';

type Sentry = typeof SentrySdk;

// The SDK once it is started on this page; null where the country has no DSN.
let started: Promise<Sentry | null> = Promise.resolve(null);

export function startErrorReporting(country: string | undefined): Promise<boolean> {
  const dsn = country ? runtimeConfig.sentryDsn[country] : undefined;
  if (!dsn) return Promise.resolve(false);
  started = import(/* webpackChunkName: "error-reporting" */ '@sentry/gatsby').then((sdk) => {
    sdk.init({
      dsn,
      environment: runtimeConfig.environment,
      release: runtimeConfig.gitHash,
      initialScope: { tags: { brand: runtimeConfig.brand.name, country } },
    });
    return sdk;
  });
  return started.then(Boolean);
}

/** Reports an error caught by the app (render errors never reach the global handlers). */
export function reportError(error: unknown): void {
  void started.then((sdk) => sdk?.captureException(error));
}
