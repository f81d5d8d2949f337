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
 * - Content-Security-Policy: scripts only from the site, the hosts the configuration names and
 *   the inline scripts the build wrote, each by its hash (Gatsby's per-page script is made the
 *   same on every page, see script-loader.tsx, so a site-wide rule holds a handful of hashes);
 *   connections, images and frames only to the configured services; no plugins, no `<base>`
 *   elsewhere, no framing (except by the content editor, for a preview build). Styles allow
 *   inline text: styled-components writes its rules at run time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentEditorOrigin, embeddedPlayerHosts, liveThirdPartySources } from '../../brands/shared/third-party-hosts';
import type { BackendMode } from '../config/backends';
import type { RuntimeConfig } from '../config/runtime';

/** The sources a policy allows beyond the site itself, per kind of request. */
export interface PolicySources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
  form: string[];
  frameAncestors: string[];
}

/**
 * The origin of an address or an address template (`https://{s}.tile.example/{z}/...` gives
 * `https://*.tile.example`); null for what is not an absolute http(s) address.
 */
export function originOf(address: string | undefined): string | null {
  if (!address) return null;
  const [, scheme, authority] = /^(https?:\/\/)([^/?#]+)/i.exec(address) ?? [];
  if (!scheme || !authority) return null;
  // A DSN's key (`https://key@host/1`) is no part of a source expression.
  const host = authority.replace(/^[^@]*@/, '').replace(/^\{[a-z]+\}\./i, '*.');
  return /[{}]/.test(host) ? null : `${scheme.toLowerCase()}${host.toLowerCase()}`;
}

/** Sources without repeats and without gaps, in a stable order. */
const distinct = (sources: Iterable<string | null | undefined>): string[] =>
  [...new Set([...sources].filter((source): source is string => Boolean(source)))].sort();

/** What the build's browser code talks to: the runtime configuration's addresses, and the vendors' own hosts live. */
export function policySources(runtime: RuntimeConfig, mode: BackendMode, gtmOrigin: string | null): PolicySources {
  const commerce = Object.values(runtime.commerce).map((endpoint) => originOf(endpoint.baseUrl));
  const content = [runtime.contentSearch.endpoint, runtime.contentPreview?.endpoint].map(originOf);
  const sentry = Object.values(runtime.sentryDsn).map(originOf);
  const map = runtime.dealers.map;
  const mapSources = map.kind === 'tiles' ? [originOf(map.url)] : [originOf(map.url), originOf(map.townsUrl)];
  const consent = originOf(runtime.consentSdkUrl);
  const captcha = originOf(runtime.contactForm.captchaScriptUrl);
  const contact = originOf(runtime.contactForm.endpoint);
  const reviews = originOf(runtime.reviews.widgetUrl);
  const dealers = originOf(runtime.dealers.apiUrl);
  const live = mode === 'live' ? liveThirdPartySources : { script: [], connect: [], img: [], frame: [] };
  return {
    script: distinct([consent, captcha, gtmOrigin, ...live.script]),
    connect: distinct([
      ...commerce,
      ...content,
      ...sentry,
      ...mapSources,
      consent,
      captcha,
      gtmOrigin,
      contact,
      reviews,
      dealers,
      ...live.connect,
    ]),
    img: distinct([...commerce, ...content, ...mapSources, reviews, consent, gtmOrigin, ...live.img]),
    frame: distinct([captcha, gtmOrigin, ...embeddedPlayerHosts, ...live.frame]),
    form: distinct([contact]),
    frameAncestors: runtime.contentPreview ? [contentEditorOrigin] : [],
  };
}

/** The policy for the sources and the hashes (`sha256-...`) of the build's inline scripts. */
export function contentSecurityPolicy(sources: PolicySources, scriptHashes: readonly string[]): string {
  const list = (...items: string[]) => items.join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...sources.script)],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', list("'self'", 'data:', 'blob:', ...sources.img)],
    ['font-src', "'self'"],
    ['connect-src', list("'self'", ...sources.connect)],
    ['frame-src', list("'self'", ...sources.frame)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', list("'self'", ...sources.form)],
    ['frame-ancestors', sources.frameAncestors.length > 0 ? list("'self'", ...sources.frameAncestors) : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The headers of every answer, with the build's policy. */
export function securityHeaders(policy: string, framedByEditor = false): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // The policy's frame-ancestors is what browsers follow; this is for the ones that do not.
    ...(framedByEditor ? {} : { 'X-Frame-Options': 'DENY' }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=(), geolocation=(self)',
    'Content-Security-Policy': policy,
  };
}

/** The `_headers` file: every path gets the headers given. */
export function headersFile(headers: Readonly<Record<string, string>>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** An inline `<script>` the browser runs: no `src`, and a JavaScript type (not JSON-LD or other data). */
function runsInline(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** The `sha256-...` source of a script text, as a browser hashes it. */
export const scriptHash = (text: string): string =>
  `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The hashes of the inline scripts of one HTML document, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (runsInline(match[1] ?? '')) hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

/** What a scan learned of one HTML file, valid while the file keeps its size and time. */
interface ScannedPage {
  size: number;
  mtimeMs: number;
  hashes: string[];
}

/**
 * The distinct inline-script hashes of the HTML files among `files` (a build's output, from
 * `filesUnder`), how many pages there are and how many were read. The policy allows exactly what
 * the build wrote, so a script added to a page is allowed by building, and a page-specific script
 * shows up as a growing list (see the build's limit). With `memoFile` (kept in Gatsby's cache
 * between builds) a file whose size and modification time are those of the last scan is not read
 * again: a rebuild rewrites only the pages that changed, and reading all of them cost 2.9 s at
 * 2,655 pages (issue 20).
 */
export function builtInlineScriptHashes(
  files: readonly string[],
  memoFile?: string,
): { hashes: string[]; pages: number; read: number } {
  const last = memoFile ? readMemo(memoFile) : new Map<string, ScannedPage>();
  const scanned = new Map<string, ScannedPage>();
  let read = 0;
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const { size, mtimeMs } = fs.statSync(file);
    const known = last.get(file);
    if (known && known.size === size && known.mtimeMs === mtimeMs) scanned.set(file, known);
    else {
      read += 1;
      scanned.set(file, { size, mtimeMs, hashes: [...new Set(inlineScriptHashes(fs.readFileSync(file, 'utf8')))] });
    }
  }
  if (memoFile) {
    fs.mkdirSync(path.dirname(memoFile), { recursive: true });
    fs.writeFileSync(memoFile, JSON.stringify([...scanned]));
  }
  const hashes = new Set([...scanned.values()].flatMap((page) => page.hashes));
  return { hashes: [...hashes].sort(), pages: scanned.size, read };
}

function readMemo(file: string): Map<string, ScannedPage> {
  try {
    return new Map(JSON.parse(fs.readFileSync(file, 'utf8')) as [string, ScannedPage][]);
  } catch {
    // No scan yet (a cold build) or an unreadable one: every page is read.
    return new Map();
  }
}

/**
 * More distinct inline scripts than this means one varies per page (a path or an id written
 * into its text): the build stops, since the policy would grow with the catalogue.
 */
export const inlineScriptLimit = 16;
