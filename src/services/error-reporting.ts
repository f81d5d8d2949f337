/**
 * Error reporting with @sentry/gatsby, for countries whose configuration has a DSN. The SDK is
 * a separate chunk loaded only then, so pages without a DSN load nothing of it.
 */
import { runtimeConfig } from '../config/runtime';

export async function startErrorReporting(country: string | undefined): Promise<boolean> {
  const dsn = country ? runtimeConfig.sentryDsn[country] : undefined;
  if (!dsn) return false;
  const Sentry = await import(/* webpackChunkName: "error-reporting" */ '@sentry/gatsby');
  Sentry.init({
    dsn,
    environment: runtimeConfig.environment,
    release: runtimeConfig.gitHash,
    initialScope: { tags: { brand: runtimeConfig.brand.name, country } },
  });
  return true;
}
