/* global self, caches, workbox, navigationRoute */
/**
 * Appended to the service worker gatsby-plugin-offline's build step writes (its `appendScript`,
 * see gatsby-node.js), after the plugin's own part, whose `navigationRoute` answers a visited
 * page with the app shell. The site has none: a page is answered by the network, and by the copy
 * a visit stored only when the network fails. So an unknown address still gets the host's answer
 * (the locale's not-found page, status 404), and a new build's pages are seen at once.
 *
 * Not stored, so only ever from the network: addresses with a query (the checkout's payment
 * return addresses `checkout/?payment=…&orderId=…` and `order-confirmation/?orderId=…`, a search,
 * a comparison), the basket, the checkout and the order confirmation (a visitor's own basket and
 * order, from the store-api), redirects and any status but 200. Requests to other hosts (the
 * store-api, third parties) are never answered by the worker: every rule matches the site's own
 * origin only.
 */

// Workbox 4 cannot unregister a route: the plugin's answers nothing from now on.
navigationRoute.match = () => false;

// "runtime" in the name: when a new build takes over, the page asks the worker to delete the
// caches so named (the old build's pages go with its scripts and data).
const pagesCacheName = 'storefront-pages-runtime';
const personalPages = /\/(?:basket|checkout|order-confirmation)\/$/;

const sameOrigin = (url) => url.origin === self.location.origin;
const storable = (url) => sameOrigin(url) && url.search === '' && !personalPages.test(url.pathname);

const pages = new workbox.strategies.NetworkFirst({
  cacheName: pagesCacheName,
  plugins: [
    // A redirect (followed or not) or an error page is no copy of the page.
    { cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null) },
    new workbox.expiration.Plugin({ maxEntries: 60, purgeOnQuotaError: true }),
  ],
});

workbox.routing.registerRoute(({ event, url }) => event.request.mode === 'navigate' && storable(url), pages);

// A page the visitor saw without the worker fetching it as a document (the one open when the
// worker took over, those reached inside the app), told by the page (worker-client.js): its copy
// is stored unless there is one. (Its scripts and data pass the worker's rules when loaded.)
self.addEventListener('message', (event) => {
  const path = event.data && event.data.storefrontPage;
  if (typeof path !== 'string') return;
  const page = new URL(path, self.location.origin);
  if (!storable(page)) return;
  event.waitUntil(
    caches
      .open(pagesCacheName)
      .then((cache) => cache.match(page.href))
      .then((stored) => stored || pages.makeRequest({ event, request: page.href }))
      .catch(() => undefined),
  );
});
