/**
 * Packages the HTML renderer leaves out (issue 20). Each is reached only through `import()`
 * from code that runs in the browser after the page has loaded (an effect, a click, consent),
 * so the server never loads it; webpack still compiled every one into the renderer, with its
 * source map: 2.1 MB of source (Sentry's SDK 1.5 MB, Leaflet 0.4 MB, the store-api client with
 * Node's fetch 0.2 MB), and the renderer's output fell from 13 MB to 7.9 MB without them. In the
 * renderer each resolves to an empty module (webpack's `alias: false`); the browser build is
 * unchanged.
 */
export const browserOnlyPackages = [
  // Error reporting: started by gatsby-browser for countries with a DSN.
  '@sentry/gatsby',
  // The dealer map: drawn after the visitor's consent to the map's tiles.
  'leaflet',
  // The store-api client: its first call is the visitor's basket, stock or search.
  '@shopware/api-client',
  // The delivery API's client and the visual editor's bridge: content search and previews.
  'storyblok-js-client',
  '@storyblok/react',
] as const;

/** webpack aliases that make each browser-only package an empty module (exact names only). */
export function withoutBrowserOnlyPackages(alias: Record<string, string | false>): Record<string, string | false> {
  return { ...alias, ...Object.fromEntries(browserOnlyPackages.map((name) => [`${name}$`, false])) };
}
