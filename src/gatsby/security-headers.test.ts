// @vitest-environment node
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserRuntimeConfig, buildRuntimeConfig } from '../config/build';
import {
  builtInlineScriptHashes,
  contentSecurityPolicy,
  inlineScriptHashes,
  originOf,
  policySources,
  scriptHash,
  securityHeaders,
} from './security-headers';
import { filesUnder } from './build-output';

const local = browserRuntimeConfig(buildRuntimeConfig({}, 'raleigh'));
const live = browserRuntimeConfig(
  buildRuntimeConfig({ BACKENDS: 'live', STORYBLOK_TOKEN: 'public-token', REVIEWS_SECRET_RALEIGH: 's' }, 'raleigh'),
);

/** The directives of a policy by name. */
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );

describe('originOf', () => {
  it.each([
    ['http://127.0.0.1:4200/store-api', 'http://127.0.0.1:4200'],
    ['https://Shop.Raleigh.co.uk/store-api?x=1', 'https://shop.raleigh.co.uk'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['https://key@o1.ingest.sentry.io/42', 'https://o1.ingest.sentry.io'],
  ])('%s -> %s', (address, origin) => expect(originOf(address)).toBe(origin));

  it.each(['/relative/path', 'javascript:alert(1)', 'data:text/html,x', '', undefined])('refuses %s', (address) =>
    expect(originOf(address)).toBeNull(),
  );
});

describe('the Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(policySources(local, 'local', 'http://127.0.0.1:4300'), [
    'sha256-one=',
    'sha256-two=',
  ]);
  const parts = directives(policy);

  it('runs scripts only from the site, the stand-ins and the hashed inline scripts: no inline text, no eval', () => {
    expect(parts.get('script-src')).toEqual(["'self'", "'sha256-one='", "'sha256-two='", 'http://127.0.0.1:4300']);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('connects only to the configured backends', () => {
    expect(parts.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4100',
      'http://127.0.0.1:4200',
      'http://127.0.0.1:4300',
      'http://127.0.0.1:4400',
      'http://127.0.0.1:4500',
      'http://127.0.0.1:4600',
    ]);
  });

  it('allows no plugins, no foreign base, no framing, and posts forms only to the site and web-to-case', () => {
    expect(parts.get('object-src')).toEqual(["'none'"]);
    expect(parts.get('base-uri')).toEqual(["'self'"]);
    expect(parts.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parts.get('form-action')).toEqual(["'self'", 'http://127.0.0.1:4400']);
    expect(parts.get('default-src')).toEqual(["'self'"]);
    expect(securityHeaders(policy)['X-Frame-Options']).toBe('DENY');
  });

  it('lets video blocks embed their players', () => {
    expect(parts.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
    );
  });

  it('live, names the shop, the vendors and the map tiles, and no stand-in', () => {
    const livePolicy = contentSecurityPolicy(policySources(live, 'live', null), []);
    const liveParts = directives(livePolicy);
    expect(liveParts.get('connect-src')).toEqual(
      expect.arrayContaining(['https://shop.raleigh.co.uk', 'https://api.storyblok.com']),
    );
    expect(liveParts.get('img-src')).toEqual(
      expect.arrayContaining(['https://a.storyblok.com', 'https://tiles.stadiamaps.com']),
    );
    expect(liveParts.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://cdn.cookielaw.org']),
    );
    expect(livePolicy).not.toContain('127.0.0.1');
  });

  it('a preview build may be framed by the content editor only', () => {
    const preview = browserRuntimeConfig(buildRuntimeConfig({ CONTENT_PREVIEW: '1' }, 'raleigh'));
    const sources = policySources(preview, 'local', null);
    expect(directives(contentSecurityPolicy(sources, [])).get('frame-ancestors')).toEqual([
      "'self'",
      'https://app.storyblok.com',
    ]);
    expect(securityHeaders('', true)).not.toHaveProperty('X-Frame-Options');
  });
});

describe('inline script hashes', () => {
  it('hashes what a browser hashes: the exact text between the tags, base64 of SHA-256', () => {
    const text = 'window.x="é";\n';
    const expected = `sha256-${crypto.createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}`;
    expect(scriptHash(text)).toBe(expected);
    expect(inlineScriptHashes(`<head><script id="a">${text}</script></head>`)).toEqual([expected]);
  });

  it('leaves out scripts with a source and data blocks, keeps modules', () => {
    const html = [
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="application/json">{}</script>',
      '<script type="module">import "/m.js"</script>',
      '<script type="text/javascript">a()</script>',
      '<SCRIPT>b()</SCRIPT >',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([scriptHash('import "/m.js"'), scriptHash('a()'), scriptHash('b()')]);
  });

  it('collects the distinct hashes of a whole build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.mkdirSync(path.join(dir, 'gb/en'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>a()</script><script>b()</script>');
    fs.writeFileSync(path.join(dir, 'gb/en/index.html'), '<script>a()</script>');
    fs.writeFileSync(path.join(dir, 'gb/en/data.json'), '"<script>c()</script>"');
    expect(builtInlineScriptHashes(filesUnder(dir))).toEqual({
      hashes: [scriptHash('a()'), scriptHash('b()')].sort(),
      pages: 2,
      read: 2,
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads again only the pages a rebuild rewrote, and forgets removed pages', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const site = path.join(dir, 'public');
    const memo = path.join(dir, 'cache/inline-scripts.json');
    fs.mkdirSync(path.join(site, 'gb/en'), { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), '<script>a()</script>');
    fs.writeFileSync(path.join(site, 'gb/en/index.html'), '<script>b()</script>');
    fs.writeFileSync(path.join(site, 'gb/en/old.html'), '<script>c()</script>');
    expect(builtInlineScriptHashes(filesUnder(site), memo)).toMatchObject({ pages: 3, read: 3 });
    expect(builtInlineScriptHashes(filesUnder(site), memo)).toEqual({
      hashes: [scriptHash('a()'), scriptHash('b()'), scriptHash('c()')].sort(),
      pages: 3,
      read: 0,
    });

    // A rewritten page with a new script, of the same size and with an older time, is still read.
    const rewritten = path.join(site, 'gb/en/index.html');
    fs.writeFileSync(rewritten, '<script>d()</script>');
    fs.utimesSync(rewritten, new Date(2020, 0, 1), new Date(2020, 0, 1));
    fs.rmSync(path.join(site, 'gb/en/old.html'));
    expect(builtInlineScriptHashes(filesUnder(site), memo)).toEqual({
      hashes: [scriptHash('a()'), scriptHash('d()')].sort(),
      pages: 2,
      read: 1,
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads every page when the last scan is unreadable', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const memo = path.join(dir, 'inline-scripts.json');
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>a()</script>');
    fs.writeFileSync(memo, '{ not json');
    expect(builtInlineScriptHashes(filesUnder(dir), memo)).toEqual({ hashes: [scriptHash('a()')], pages: 1, read: 1 });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
