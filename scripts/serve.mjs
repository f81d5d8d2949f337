#!/usr/bin/env node
/**
 * Serves a built site the way a static host does: files as they are, long caching for hashed
 * assets; where no file exists, the build's `_redirects` rules (an unknown path under a locale
 * gets that locale's not-found page with status 404, its page data that page's data; a path
 * without a locale is redirected with 301 to the default locale's), else /404.html with 404. Where a precompressed `<file>.br` / `<file>.gz` lies beside a file
 * (the bench writes them), a client accepting that encoding gets it, as a host compresses text.
 * Usage: node scripts/serve.mjs [--dir public] [--port 9000]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export function createStaticServer(dir) {
  const root = path.resolve(dir);
  const assets = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      const immutable = /[-.][0-9a-f]{20}\.(js|css)$/.test(pathname) || pathname.startsWith('/static/');
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const rules = readHostRules(root);
  const headerRules = readHeaderRules(root);
  return http.createServer((req, res) => {
    // As the hosts do: the headers of every `_headers` rule whose path matches, on any answer.
    for (const [name, value] of headersFor(headerRules, requestPath(req.url))) res.setHeader(name, value);
    assets(req, res, () => {
      const target = req.url ?? '/';
      const answer = fallbackFor(root, rules, requestPath(target));
      res.statusCode = answer.status;
      if (answer.location) {
        // As Netlify and Cloudflare Pages do, the query goes along with a redirect.
        res.setHeader('location', `${answer.location}${/\?[^#]*/.exec(target)?.[0] ?? ''}`);
        res.end();
        return;
      }
      res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      res.setHeader('content-type', answer.type);
      if (answer.file) fs.createReadStream(answer.file).pipe(res);
      else res.end('Not found');
    });
  });
}

/**
 * The rules of `_redirects` that a Gatsby site needs: `from to status`, `from` exact or ending
 * in `*` (a prefix), whose rest `:splat` in `to` stands for. Hosts apply the first rule that
 * matches: rewrites (200) and not-found pages (404) serve the target, redirects (301, 302) send
 * the client there.
 */
export function readHostRules(root) {
  const file = path.join(root, '_redirects');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      if (!from || !to || !['200', '404', '301', '302'].includes(status)) {
        throw new Error(
          `${file}: only rewrites (200), not-found rules (404) and redirects (301, 302) are served here: "${line}"`,
        );
      }
      return { from, to, status: Number(status) };
    });
}

/**
 * The rules of `_headers`: a path (exact, or ending in `*` for a prefix) on its own line, then
 * its headers indented as `Name: value`.
 */
export function readHeaderRules(root) {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) return [];
  const rules = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`${file}: a header line needs a path above it and a colon: "${line}"`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers of every rule matching the path, in file order. */
export function headersFor(rules, pathname) {
  return rules
    .filter((rule) => (rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path))
    .flatMap((rule) => rule.headers);
}

/**
 * The path of a request target as the host matches it. Any target must be answered, not only
 * those the URL parser takes: `//` (what a browser asks for `//example.org/%2e%2e/`) is no
 * valid relative URL, and must not end the server.
 */
export function requestPath(target = '/') {
  const path = target.split(/[?#]/, 1)[0] ?? '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/** What answers a path no file serves: the first matching rule's target, else /404.html. */
export function fallbackFor(root, rules, pathname) {
  const rule = rules.find(({ from }) =>
    from.endsWith('*') ? pathname.startsWith(from.slice(0, -1)) : pathname === from,
  );
  if (rule && (rule.status === 301 || rule.status === 302)) {
    const splat = rule.from.endsWith('*') ? pathname.slice(rule.from.length - 1) : '';
    return { status: rule.status, location: rule.to.replace(':splat', splat) };
  }
  const target = rule ? path.join(root, rule.to.endsWith('/') ? `${rule.to}index.html` : rule.to) : undefined;
  if (rule && target?.startsWith(root) && fs.existsSync(target)) {
    return { status: rule.status, file: target, type: contentType(target) };
  }
  const notFound = path.join(root, '404.html');
  return { status: 404, file: fs.existsSync(notFound) ? notFound : undefined, type: 'text/html; charset=utf-8' };
}

function contentType(file) {
  return file.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8';
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const dir = option('dir', 'public');
  const port = Number(option('port', process.env.PORT ?? 9000));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`Nothing to serve in ${dir}: build first (npm run build).`);
    process.exit(1);
  }
  createStaticServer(dir).listen(port, '127.0.0.1', () => {
    console.log(`Serving ${dir} at http://localhost:${port}/`);
  });
}
