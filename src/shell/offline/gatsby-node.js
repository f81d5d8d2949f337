/**
 * The site's service worker, made by gatsby-plugin-offline's build step (Workbox), which this
 * plugin of the site's own calls with its settings. The offline plugin's other parts are left
 * out: its app shell page (no locale, so no page context, where every page of the site renders
 * inside its locale's frame; the worker answers a navigation with the page's own HTML instead,
 * sw-append.js) and its browser part (gatsby-browser.js here registers the worker).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plugin's gatsby-node.js is CommonJS
const offline = require('gatsby-plugin-offline/gatsby-node');

// The offline plugin merges these lists into its own by position.
const options = {
  appendScript: `${__dirname}/sw-append.js`,
  debug: false,
  workboxConfig: {
    // Precached: the scripts and styles of every page (their names change with each build, and so
    // does sw.js). Repeated to replace every pattern of the plugin's list: one names the app shell
    // page, which does not exist, and a pattern matching nothing empties the whole precache.
    globPatterns: Array(8).fill('{{app,framework,webpack-runtime}-*.js,styles.*.css}'),
    // Each rule replaces one of the plugin's four and matches the site's own origin only (a match
    // not at the address's start), never a page: the store-api and other hosts pass by.
    runtimeCaching: [
      // Content-hashed scripts and styles never change.
      { urlPattern: /\/\/[^/]+\/[^?#]*[-.][0-9a-f]{20}\.(?:js|css)$/, handler: 'CacheFirst' },
      // Page, static-query and slice data: fresh online, the last copy offline.
      { urlPattern: /\/\/[^/]+\/(?:page-data|slice-data)\/[^?#]*\.json$/, handler: 'NetworkFirst' },
      // Images and fonts under static/ are named by their content; other files there (PDFs) are not kept.
      { urlPattern: /\/\/[^/]+\/static\/[^?#]*\.(?:png|jpe?g|webp|avif|gif|svg|woff2?)$/, handler: 'CacheFirst' },
      // The heading face.
      { urlPattern: /\/\/[^/]+\/fonts\/[^?#]*\.woff2?$/, handler: 'StaleWhileRevalidate' },
    ],
  },
};

exports.onPostBuild = (args) => offline.onPostBuild(args, options);
