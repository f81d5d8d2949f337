/**
 * A not-found page answers every unknown address, including ones Gatsby's client cannot read:
 * its router runs `decodeURI` on the address when its module loads (a lone `%` throws
 * `URIError` and nothing hydrates), and re-encodes it so that escaped reserved characters
 * (`%3D`, `%3A`, `%2F`, `%25`) no longer match the page data it fetched (a blank page).
 *
 * This inline script runs in the head of every not-found page, before the app's scripts, and
 * writes the address in a form the client reads back unchanged: decoded and re-encoded by
 * `encodeURI`, or, when the decoded path cannot be written so (a lone `%`, a literal `%`, `?`
 * or `#` in the path), the not-found page's own path. The page shown stays the locale's
 * not-found page; only the address bar changes.
 */

/** The attribute of the script element that carries the not-found page's own path. */
export const ownPathAttribute = 'data-own-path';

/**
 * The script of every not-found page. Its text is the same on every page (the page's own path
 * is in the element's attribute), so one hash in the site's Content-Security-Policy allows it.
 */
export const addressRepairScript = `(function(){var l=location,p=l.pathname,o=document.currentScript.getAttribute(${JSON.stringify(ownPathAttribute)}),s=null;try{var d=decodeURIComponent(p);if(!/[%?#]/.test(d))s=encodeURI(d)}catch(e){}if(s!==p)history.replaceState(history.state,"",(s||o)+l.search+l.hash)})()`;
