#!/usr/bin/env node
/**
 * Serves a built site the way a static host does: files as they are, long caching for hashed
 * assets, and /404.html with status 404 for anything unknown (Gatsby's runtime then shows the
 * locale's not-found page). Where a precompressed `<file>.br` / `<file>.gz` lies beside a file
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
      const immutable = /-[0-9a-f]{20}\.(js|css)$/.test(pathname) || pathname.startsWith('/static/');
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const notFound = path.join(root, '404.html');
  return http.createServer((req, res) => {
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (fs.existsSync(notFound)) fs.createReadStream(notFound).pipe(res);
      else res.end('Not found');
    });
  });
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
