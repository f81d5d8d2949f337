// @vitest-environment node
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { runtimeConfig } from '../../src/config/runtime';
import { defaultBackendOrigins } from './no-default-backends';

let server: http.Server;
let ownOrigin: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => response.end('answered'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ownOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the unit run asks no backend on its default ports', () => {
  it('knows the origin of every backend of the runtime configuration', () => {
    const commerce = Object.values(runtimeConfig.commerce).map((endpoint) => new URL(endpoint.baseUrl!).origin);
    expect(commerce.length).toBeGreaterThan(0);
    for (const origin of [
      ...commerce,
      new URL(runtimeConfig.contactForm.endpoint).origin,
      new URL(runtimeConfig.dealers.apiUrl).origin,
      new URL(runtimeConfig.reviews.widgetUrl).origin,
      new URL(runtimeConfig.consentSdkUrl).origin,
    ])
      expect(defaultBackendOrigins).toContain(origin);
  });

  it('refuses a request to one of them as a closed port does, whatever listens there', async () => {
    const commerce = Object.values(runtimeConfig.commerce)[0]!.baseUrl!;
    const { hostname, port } = new URL(commerce);
    // Something answers on the port: this test's server, or the one already there (a build's).
    const squatter = http.createServer((_request, response) => response.end('answered'));
    await new Promise<void>((resolve, reject) => {
      squatter.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' ? resolve() : reject(error),
      );
      squatter.listen(Number(port), hostname, resolve);
    });
    await new Promise<void>((resolve, reject) =>
      net
        .connect(Number(port), hostname)
        .once('connect', function (this: net.Socket) {
          this.destroy();
          resolve();
        })
        .once('error', reject),
    );
    onTestFinished(
      () => new Promise<void>((resolve) => (squatter.listening ? squatter.close(() => resolve()) : resolve())),
    );
    const error = await fetch(`${commerce}/product`, { method: 'POST' }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect(((error as TypeError).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('lets a test reach the emulator it started on a port of its own', async () => {
    expect(defaultBackendOrigins).not.toContain(ownOrigin);
    const response = await fetch(`${ownOrigin}/`);
    expect(await response.text()).toBe('answered');
  });
});
