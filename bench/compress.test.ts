import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTemporarySite, type TemporarySite } from '../src/testing/static-site';
import { precompress } from './compress';

let site: TemporarySite;
let origin: string;
const script = 'console.log("a fairly repetitive script");'.repeat(50);

/** A raw request: fetch would decode the body and hide the encoding. */
function get(pathname: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  site = await serveTemporarySite('bench-compress', (dir) => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><body>home</body></html>');
    fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js'), script);
    fs.writeFileSync(path.join(dir, 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
    // A page whose path ends like a file name is a directory holding index.html.
    fs.mkdirSync(path.join(dir, 'lock-2.5.js'));
    expect(precompress(dir)).toBe(2);
  });
  origin = site.origin;
});

afterAll(() => site.close());

describe('precompress with the static server', () => {
  it('serves brotli to a browser that accepts it, with the original type', async () => {
    const answer = await get('/app-0123456789abcdef0123.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('serves gzip without brotli, and the plain file to a client accepting neither', async () => {
    const gzipped = await get('/', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toContain('home');
    const plain = await get('/app-0123456789abcdef0123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves images alone', () => {
    expect(fs.existsSync(path.join(site.dir, 'photo.jpg.gz'))).toBe(false);
  });
});
