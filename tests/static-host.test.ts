/**
 * The static host's answers for paths without a file, with the rules the build writes
 * (`hostRules` → public/_redirects) and the server of `npm start`, e2e and the bench.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostRules } from '../src/gatsby/pages';
import { contentSecurityPolicy, headersFile, policySources, securityHeaders } from '../src/gatsby/security-headers';
import { browserRuntimeConfig, buildRuntimeConfig } from '../src/config/build';
import { loadBrandConfig } from '../src/config/load';
import { serveTemporarySite, type TemporarySite } from '../src/testing/static-site';

let site: TemporarySite;

const runtime = browserRuntimeConfig(buildRuntimeConfig({}, 'raleigh'));
const headers = securityHeaders(
  contentSecurityPolicy(policySources(runtime, 'local', 'http://127.0.0.1:4300'), ['sha256-abc=']),
);

beforeAll(async () => {
  site = await serveTemporarySite('static-host', (dir) => {
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    };
    write('_redirects', hostRules(loadBrandConfig('raleigh')));
    write('_headers', headersFile(headers));
    write('404.html', 'site not found');
    write('gb/en/index.html', 'gb home');
    write('gb/en/404/index.html', 'gb not found');
    write('ie/en/404/index.html', 'ie not found');
    write('page-data/gb/en/page-data.json', '{"path":"/gb/en/"}');
    write('page-data/gb/en/404/page-data.json', '{"path":"/gb/en/404/"}');
  });
});

afterAll(() => site.close());

async function get(pathname: string) {
  const response = await fetch(`${site.origin}${pathname}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

describe('hostRules', () => {
  it('maps every locale’s unknown pages and page data to its not-found page', () => {
    expect(hostRules(loadBrandConfig('raleigh')).trim().split('\n')).toEqual([
      '/page-data/gb/en/*  /page-data/gb/en/404/page-data.json  200',
      '/gb/en/*  /gb/en/404/  404',
      '/page-data/ie/en/*  /page-data/ie/en/404/page-data.json  200',
      '/ie/en/*  /ie/en/404/  404',
      '/uk/en/*  /gb/en/:splat  301',
      '/page-data/*  /404.html  404',
      '/*  /gb/en/:splat  301',
    ]);
  });

  it('refuses a locale alias that names no locale of the brand', () => {
    const brand = loadBrandConfig('raleigh');
    expect(() =>
      hostRules({ ...brand, localeAliases: [{ prefix: '/fr/fr/', country: 'fr', language: 'fr' }] }),
    ).toThrow('Locale alias /fr/fr/ of raleigh names no locale of the brand.');
  });

  it('redirects paths without a locale to the default locale of a brand with a hyphen separator', () => {
    expect(hostRules(loadBrandConfig('lapierre')).trim().split('\n').at(-1)).toBe('/*  /int-en/:splat  301');
  });
});

describe('the static server with the build’s rules', () => {
  it('serves existing files as they are', async () => {
    expect(await get('/gb/en/')).toMatchObject({ status: 200, body: 'gb home' });
    expect(await get('/page-data/gb/en/page-data.json')).toMatchObject({ status: 200, body: '{"path":"/gb/en/"}' });
  });

  it('answers an unknown path under a locale with that locale’s not-found page and 404', async () => {
    expect(await get('/ie/en/no-such-page/')).toMatchObject({ status: 404, body: 'ie not found' });
    expect(await get('/gb/en/bikes/no-such-bike/')).toMatchObject({ status: 404, body: 'gb not found' });
  });

  it('answers unknown page data under a locale with the not-found page’s data', async () => {
    const answer = await get('/page-data/gb/en/no-such-page/page-data.json');
    expect(answer).toMatchObject({ status: 200, body: '{"path":"/gb/en/404/"}' });
    expect(answer.type).toMatch(/application\/json/);
  });

  it('redirects a path without a locale permanently to the same path under the default locale, query kept', async () => {
    expect(await get('/bikes/e-bikes/')).toMatchObject({ status: 301, location: '/gb/en/bikes/e-bikes/' });
    expect(await get('/basket/?promo=spring')).toMatchObject({ status: 301, location: '/gb/en/basket/?promo=spring' });
  });

  it('redirects a locale alias of the brand permanently to its locale', async () => {
    expect(await get('/uk/en/bikes/')).toMatchObject({ status: 301, location: '/gb/en/bikes/' });
  });

  it('answers missing page data outside a locale with /404.html and 404', async () => {
    expect(await get('/page-data/no-such-page/page-data.json')).toMatchObject({ status: 404, body: 'site not found' });
  });

  it('answers any request target, even one no URL parser takes, and keeps serving', async () => {
    // Raw targets as a client may send them; fetch would normalise them first.
    const raw = (target: string) =>
      new Promise<[number, string | undefined]>((resolve, reject) => {
        const { hostname, port } = new URL(site.origin);
        http
          .get({ hostname, port, path: target }, (response) => {
            response.resume();
            resolve([response.statusCode ?? 0, response.headers.location]);
          })
          .on('error', reject);
      });
    for (const target of ['/gb/en/%E0%A4%A/', '/gb/en/x%2Fy/']) {
      expect([target, await raw(target)]).toEqual([target, [404, undefined]]);
    }
    // Outside a locale: the default locale's path, never a protocol-relative address.
    for (const [target, location] of [
      ['//', '/gb/en//'],
      ['//example.org/%2e%2e/', '/gb/en//example.org/%2e%2e/'],
      ['/%25', '/gb/en/%25'],
      ['/a%3Db/?x=%', '/gb/en/a%3Db/?x=%'],
    ]) {
      expect([target, await raw(target ?? '')]).toEqual([target, [301, location]]);
    }
    expect(await get('/gb/en/')).toMatchObject({ status: 200, body: 'gb home' });
  });
});

describe('the static server with the build’s _headers', () => {
  it.each(['/gb/en/', '/gb/en/no-such-page/', '/no-locale/', '/page-data/gb/en/page-data.json', '/404.html'])(
    'sends every security header on %s, whatever the answer',
    async (pathname) => {
      const response = await fetch(`${site.origin}${pathname}`, { redirect: 'manual' });
      await response.body?.cancel();
      for (const [name, value] of Object.entries(headers)) expect(response.headers.get(name)).toBe(value);
    },
  );

  it('writes HSTS, nosniff, a referrer and permissions policy and a CSP without framing', () => {
    const file = headersFile(headers);
    expect(file.split('\n')[0]).toBe('/*');
    expect(file).toMatch(/Strict-Transport-Security: max-age=\d{8,}/);
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(file).toContain('Permissions-Policy: camera=()');
    expect(file).toContain("frame-ancestors 'none'");
  });
});
