/**
 * The one gate every link taken from content (or other backend data) passes before it becomes
 * an `href`: only http, https, mailto and tel addresses, root-relative paths and same-page
 * `#` targets are allowed. Everything else (`javascript:`, `data:`, `vbscript:`, `file:`,
 * unknown schemes, bare relative paths) gives `null`, and the renderer shows the text without a
 * link.
 *
 * The address is read as a browser's URL parser reads it (WHATWG URL standard): leading and
 * trailing C0 controls and spaces are stripped and ASCII tabs and newlines removed anywhere, so
 * `java\tscript:` or ` \njavascript:` are the scheme `javascript` a browser would run. Any other
 * control character left inside is refused outright rather than guessed at.
 *
 * Protocol-relative addresses (`//host/path`, and `/\host` or `\\host`, which browsers read the
 * same way) are refused: editors write full `https://` addresses for other sites, and a path
 * starting with `//` is otherwise indistinguishable from a root-relative path with a doubled
 * slash, which the routing collapses into an internal path on this site.
 */

const allowedSchemes: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);

// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const edgeControls = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const tabsAndNewlines = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const otherControls = /[\u0000-\u001f\u007f]/;
const scheme = /^([a-z][a-z0-9+.-]*):/i;

/** The address as the browser will read it, or null when it is not a safe link target. */
export function safeHref(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const href = value.replace(edgeControls, '').replace(tabsAndNewlines, '');
  if (href === '' || otherControls.test(href)) return null;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/')) {
    const second = href.charAt(1);
    return second === '/' || second === '\\' ? null : href;
  }
  const match = scheme.exec(href);
  if (!match?.[1]) return null;
  return allowedSchemes.has(match[1].toLowerCase()) ? href : null;
}

/** Whether a link target passes `safeHref`. */
export function isSafeHref(value: string | null | undefined): boolean {
  return safeHref(value) !== null;
}
