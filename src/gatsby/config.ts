import type { GatsbyConfig } from 'gatsby';
import { backendMode, localThirdPartyUrl } from '../config/backends';
import { contentSourcePlugin } from './content/source-options';
import { buildRuntimeConfig } from '../config/build';
import { gatsbyCpuCount } from './workers';

// Loads and validates the brand chosen by BRAND; a bad name or field stops the build here.
const runtime = buildRuntimeConfig(process.env);
const local = backendMode(process.env) === 'local';

// Read by Gatsby when it starts its workers, after this file has loaded (see workers.ts).
process.env.GATSBY_CPU_COUNT = gatsbyCpuCount(process.env);

/**
 * The tag manager: in local mode a stand-in served by the embedded third-party emulator, live
 * the brand's container (GTM_ID overrides it); without one there is no tag manager at all.
 */
const gtmId = local ? 'GTM-LOCAL' : (process.env.GTM_ID ?? runtime.brand.integrations.gtmId);

/**
 * Source maps are uploaded to error reporting where the build can do so (a DSN configured and
 * Sentry's upload credentials in SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT); in every build
 * they leave public/ afterwards (gatsby-node onPostBuild), so no host publishes them.
 */
const uploadSourceMaps = Object.keys(runtime.sentryDsn).length > 0 && Boolean(process.env.SENTRY_AUTH_TOKEN);

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: runtime.siteUrl,
    title: runtime.brand.displayName,
  },
  trailingSlash: 'always',
  plugins: [
    {
      resolve: 'gatsby-plugin-styled-components',
      // Component names in class names help while developing; in a build they are bytes every
      // visitor downloads (0.8 KB gzip of the product page's first load, measured on haibike).
      options: { displayName: process.env.NODE_ENV === 'development' },
    },
    ...(uploadSourceMaps ? [{ resolve: '@sentry/gatsby', options: { deleteSourcemapsAfterUpload: false } }] : []),
    contentSourcePlugin(runtime.brand, process.env),
    // A service worker (/sw.js, over HTTPS or on localhost only), made with gatsby-plugin-offline:
    // visited pages read offline, and a build with new scripts turns the next in-app navigation into
    // a full page load. A plugin of the site's own, since the offline plugin's app shell page and
    // browser part do not fit the site (see there).
    { resolve: `${process.cwd()}/src/shell/offline` },
    ...(gtmId
      ? [
          {
            resolve: 'gatsby-plugin-google-tagmanager',
            options: {
              id: gtmId,
              includeInDevelopment: false,
              routeChangeEventName: 'gatsby-route-change',
              enableWebVitalsTracking: false,
              ...(local ? { selfHostedOrigin: localThirdPartyUrl(process.env) } : {}),
            },
          },
        ]
      : []),
  ],
};

export default config;
