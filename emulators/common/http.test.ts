import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, Router, noFaults, serve } from './http';

const catalogue = { elements: Array.from({ length: 200 }, (_, index) => ({ id: `p${index}`, name: `Bike ${index}` })) };

let emulator: RunningEmulator;

beforeAll(async () => {
  const router = new Router()
    .add('GET', '/products', () => ({ status: 200, body: catalogue }))
    .add('GET', '/small', () => ({ status: 200, body: { ok: true } }))
    .add('GET', '/script.js', () => ({
      status: 200,
      headers: { 'Content-Type': 'application/javascript' },
      body: `window.sdk = ${JSON.stringify(catalogue)};`,
    }))
    .add('GET', '/image', () => ({
      status: 200,
      headers: { 'content-type': 'image/jpeg' },
      body: Buffer.alloc(4096, 7),
    }));
  emulator = await serve(
    {
      name: 'test',
      router,
      faults: noFaults(),
      faultResponse: (status) => ({ status }),
      notFound: () => ({ status: 404 }),
    },
    0,
  );
});

afterAll(() => emulator.close());

/** A raw request: Node's client neither asks for nor undoes compression by itself. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      `${emulator.url}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
  });
}

describe('emulator responses', () => {
  it('gzips JSON and scripts for a client that accepts gzip, as the services CDNs do', async () => {
    for (const path of ['/products', '/script.js']) {
      const { headers, body } = await get(path, 'gzip, deflate, br');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers.vary).toContain('Accept-Encoding');
      const plain = await get(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gunzipSync(body).toString()).toBe(plain.body.toString());
      expect(body.length).toBeLessThan(plain.body.length / 4);
    }
    expect(JSON.parse((await get('/products')).body.toString())).toEqual(catalogue);
  });

  it('sends small answers and images as they are', async () => {
    for (const path of ['/small', '/image']) {
      const { headers } = await get(path, 'gzip');
      expect(headers['content-encoding']).toBeUndefined();
    }
  });
});
