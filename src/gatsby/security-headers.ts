/**
 * The build's `public/_headers` (Netlify / Cloudflare Pages format, beside `_redirects`): the
 * headers every answer of the site carries. `scripts/serve.mjs` applies the file as those hosts
 * do.
 *
 * - Strict-Transport-Security: two years, subdomains included (the brands' sites are HTTPS only).
 * - X-Content-Type-Options: nosniff.
 * - Referrer-Policy: strict-origin-when-cross-origin (other sites see the origin, never a path
 *   with an order id or a search term).
 * - Permissions-Policy: no camera, microphone, payment handler, USB or sensors; geolocation for
 *   the site itself only.
 * - Content-Security-Policy: `frame-ancestors 'none'` (no framing, also as X-Frame-Options),
 *   `object-src 'none'` (no plugin content, also from code blocks whose raw HTML the spec
 *   keeps) and `base-uri 'self'` (a `<base>` in content cannot redirect the site's relative
 *   addresses). Script and connection sources are not restricted yet: Gatsby writes a distinct
 *   inline script into every page (`window.pagePath`), and a host merges a per-path policy with
 *   the site-wide one into two policies both enforced, so hashes need the inline scripts moved
 *   out first.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=(), geolocation=(self)',
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
};

/** The `_headers` file: every path gets the headers above. */
export function headersFile(headers: Readonly<Record<string, string>> = securityHeaders): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}
