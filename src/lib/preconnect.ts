/**
 * The other origins a page needs at once, for `<link rel="preconnect">`: the consent SDK (its
 * banner shows on a visitor's first page) and the sales channel's store-api, which also serves
 * the product images. Opening those connections while the HTML still parses takes their set-up
 * off the path of the cookie banner and a product page's main image.
 */
export function preconnectOrigins(urls: readonly (string | undefined)[], siteOrigin?: string): string[] {
  const origins = urls.flatMap((url) => {
    if (!url) return [];
    try {
      const { origin, protocol } = new URL(url);
      return protocol === 'http:' || protocol === 'https:' ? [origin] : [];
    } catch {
      // A relative or malformed address: the page's own origin, or nothing to connect to.
      return [];
    }
  });
  return [...new Set(origins)].filter((origin) => origin !== siteOrigin);
}
