/**
 * Plumbing shared by every embedded emulator: a small router on node:http, CORS for the
 * served site, JSON bodies, and run-time fault injection (429 / 5xx / latency).
 *
 * Hand-written rather than express/fastify: the emulators need a dozen routes each and must
 * start in milliseconds inside tests; node:http keeps them dependency-free.
 */
import http from 'node:http';
import { constants as zlibConstants, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

export interface FaultSettings {
  /** Share of requests (0..1) answered with 429 Too Many Requests. */
  rate429: number;
  /** Share of requests (0..1) answered with a 5xx error. */
  rate5xx: number;
  /** Delay added before every answer, in milliseconds. */
  latencyMs: number;
  /**
   * Faults for matching requests only, so one test can break one shopper's calls while other
   * tests run against the same emulator. The first rule whose scope matches decides; requests
   * no rule matches get the rates above.
   */
  rules?: ScopedFaults[];
}

/** `path` is a regular expression tested against the path; `headers` must all be present with these values. */
export interface FaultScope {
  path?: string;
  headers?: Record<string, string>;
}

export interface ScopedFaults extends Omit<FaultSettings, 'rules'> {
  scope: FaultScope;
}

type Rates = Omit<FaultSettings, 'rules'>;

function ratesFor(faults: FaultSettings, pathname: string, headers: http.IncomingHttpHeaders): Rates {
  const rule = faults.rules?.find(({ scope }) => {
    if (scope.path !== undefined && !new RegExp(scope.path).test(pathname)) return false;
    return Object.entries(scope.headers ?? {}).every(([name, value]) => headers[name.toLowerCase()] === value);
  });
  return rule ?? faults;
}

const sameScope = (a: FaultScope, b: FaultScope) =>
  a.path === b.path &&
  JSON.stringify(Object.entries(a.headers ?? {}).sort()) === JSON.stringify(Object.entries(b.headers ?? {}).sort());

function parseScope(value: unknown): FaultScope | string {
  if (typeof value !== 'object' || value === null) return 'scope must be an object or null';
  const { path, headers } = value as { path?: unknown; headers?: unknown };
  if (path !== undefined) {
    if (typeof path !== 'string') return 'scope.path must be a regular expression as a string';
    try {
      new RegExp(path);
    } catch {
      return `scope.path is not a valid regular expression: ${path}`;
    }
  }
  if (headers !== undefined) {
    const valid =
      typeof headers === 'object' &&
      headers !== null &&
      Object.values(headers).every((header) => typeof header === 'string');
    if (!valid) return 'scope.headers must map header names to string values';
  }
  return {
    ...(path !== undefined ? { path: path as string } : {}),
    ...(headers !== undefined ? { headers: headers as Record<string, string> } : {}),
  };
}

export const noFaults = (): FaultSettings => ({ rate429: 0, rate5xx: 0, latencyMs: 0 });

export interface EmulatorRequest {
  method: string;
  url: URL;
  /** Path parameters captured by `:name` segments of the route pattern. */
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** Raw request body (empty for GET). */
  rawBody: Buffer;
  /** Parsed JSON body, or undefined when the body is empty or not JSON. */
  body: unknown;
}

export interface EmulatorResponse {
  status: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; Buffers and strings as they are. */
  body?: unknown;
}

export type Handler = (req: EmulatorRequest) => EmulatorResponse | Promise<EmulatorResponse>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, path: string, handler: Handler): this {
    const names: string[] = [];
    // `:name` matches one segment, `*name` the rest of the path (for slugs with slashes).
    const source = path
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) {
          names.push(segment.slice(1));
          return '([^/]+)';
        }
        if (segment.startsWith('*')) {
          names.push(segment.slice(1));
          return '(.+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}/?$`), names, handler });
    return this;
  }

  match(
    method: string,
    pathname: string,
  ): { handler: Handler; params: Record<string, string> } | 'method-not-allowed' | undefined {
    let pathMatched = false;
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      pathMatched = true;
      if (route.method !== method.toUpperCase()) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { handler: route.handler, params };
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  }
}

export interface EmulatorServerOptions {
  name: string;
  router: Router;
  faults: FaultSettings;
  /** Answer given instead of the route's when a fault is injected. */
  faultResponse: (status: number) => EmulatorResponse;
  /** Answer for a path no route knows. */
  notFound: (req: EmulatorRequest) => EmulatorResponse;
  /** Extra headers the browser may send (CORS preflight). */
  allowHeaders?: string[];
  /** Extra response headers the browser may read (CORS). */
  exposeHeaders?: string[];
  /** Random source for fault injection; injectable so tests are deterministic. */
  random?: () => number;
}

export interface RunningEmulator {
  url: string;
  port: number;
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (contentType && !contentType.includes('json')) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The emulator's own control routes: GET /__emulator and PUT /__emulator/faults. */
export function addControlRoutes(router: Router, faults: FaultSettings, describe: () => unknown): void {
  router.add('GET', '/__emulator', () => ({ status: 200, body: { ...(describe() as object), faults } }));
  /**
   * Without `scope` the body sets the rates for every request; with a scope it sets (or, with
   * all rates 0, removes) the rule of exactly that scope; `scope: null` removes every rule.
   */
  router.add('PUT', '/__emulator/faults', (req) => {
    const next = req.body as (Partial<Rates> & { scope?: unknown }) | undefined;
    const rates: Partial<Rates> = {};
    for (const key of ['rate429', 'rate5xx', 'latencyMs'] as const) {
      const value = next?.[key];
      if (value === undefined) continue;
      if (typeof value !== 'number' || value < 0 || (key !== 'latencyMs' && value > 1)) {
        return {
          status: 400,
          body: { error: `${key} must be a number${key === 'latencyMs' ? ' >= 0' : ' between 0 and 1'}` },
        };
      }
      rates[key] = value;
    }
    if (next?.scope === undefined) {
      Object.assign(faults, rates);
    } else if (next.scope === null) {
      delete faults.rules;
    } else {
      const scope = parseScope(next.scope);
      if (typeof scope === 'string') return { status: 400, body: { error: scope } };
      const rule: ScopedFaults = { rate429: 0, rate5xx: 0, latencyMs: 0, ...rates, scope };
      const others = (faults.rules ?? []).filter((existing) => !sameScope(existing.scope, scope));
      const active = rule.rate429 > 0 || rule.rate5xx > 0 || rule.latencyMs > 0;
      const rules = active ? [...others, rule] : others;
      if (rules.length > 0) faults.rules = rules;
      else delete faults.rules;
    }
    return { status: 200, body: { faults } };
  });
}

/**
 * The services behind these emulators (Shopware and Storyblok behind their CDNs, the consent
 * SDK's CDN, Salesforce) send text gzipped to a client that accepts it; so do the emulators, or
 * every page measured against them would carry uncompressed API answers and scripts.
 */
const compressibleType = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;
const minimumCompressedBytes = 1024;

function acceptsGzip(header: string | string[] | undefined): boolean {
  return /\bgzip\b/.test([header ?? ''].flat().join(','));
}

function compressible(headers: Record<string, string>, payload: Buffer | string): boolean {
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const presized = Object.keys(headers).some((name) => /^content-(length|encoding)$/i.test(name));
  return !presized && compressibleType.test(type) && Buffer.byteLength(payload) >= minimumCompressedBytes;
}

export function serve(options: EmulatorServerOptions, port: number, host = '127.0.0.1'): Promise<RunningEmulator> {
  const random = options.random ?? Math.random;
  const allowHeaders = ['content-type', 'accept', ...(options.allowHeaders ?? [])].join(', ');
  const exposeHeaders = (options.exposeHeaders ?? []).join(', ');

  const server = http.createServer(async (req, res) => {
    const cors: Record<string, string> = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, HEAD, OPTIONS',
      'access-control-allow-headers': allowHeaders,
      vary: 'Origin',
    };
    if (exposeHeaders) cors['access-control-expose-headers'] = exposeHeaders;

    const send = (answer: EmulatorResponse) => {
      const headers: Record<string, string> = { ...cors, ...answer.headers };
      let payload: Buffer | string | undefined;
      let level = zlibConstants.Z_DEFAULT_COMPRESSION;
      if (Buffer.isBuffer(answer.body) || typeof answer.body === 'string') {
        payload = answer.body;
      } else if (answer.body !== undefined) {
        payload = JSON.stringify(answer.body);
        headers['content-type'] ??= 'application/json';
        // An answer made for the request, compressed as nginx does by default (`gzip_comp_level 1`):
        // at the default level, gzip took a tenth of the emulator's time in a build's reads.
        level = 1;
      }
      if (payload !== undefined && acceptsGzip(req.headers['accept-encoding']) && compressible(headers, payload)) {
        payload = gzipSync(payload, { level });
        headers['content-encoding'] = 'gzip';
        headers.vary = `${headers.vary ?? 'Origin'}, Accept-Encoding`;
      }
      res.writeHead(answer.status, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
    };

    try {
      if (req.method === 'OPTIONS') return send({ status: 204 });
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
      const rawBody = await readBody(req);
      const isControl = url.pathname.startsWith('/__emulator');
      if (!isControl) {
        const rates = ratesFor(options.faults, url.pathname, req.headers);
        if (rates.latencyMs > 0) await sleep(rates.latencyMs);
        const roll = random();
        if (roll < rates.rate429) return send(options.faultResponse(429));
        if (roll < rates.rate429 + rates.rate5xx) return send(options.faultResponse(503));
      }
      const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
      const request: EmulatorRequest = {
        method,
        url,
        params: {},
        headers: req.headers,
        rawBody,
        body: parseJson(rawBody, req.headers['content-type']),
      };
      const found = options.router.match(method, url.pathname);
      if (found === undefined) return send(options.notFound(request));
      if (found === 'method-not-allowed') return send({ status: 405, body: { error: 'Method not allowed' } });
      request.params = found.params;
      send(await found.handler(request));
    } catch (error) {
      console.error(`[${options.name} emulator]`, error);
      if (!res.headersSent) send({ status: 500, body: { error: 'Internal emulator error' } });
    }
  });

  // A large catalogue keeps the event loop busy for seconds per answer; Node's 5 s keep-alive
  // timer can then close an idle socket just as the client reuses it ("fetch failed").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
