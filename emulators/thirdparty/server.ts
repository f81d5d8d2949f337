/**
 * Stand-ins for the third-party scripts a page loads, so a local build behaves like a live one
 * without the internet: the tag manager's gtm.js and its no-script frame, and an error-reporting
 * ingest that records what the Sentry SDK sends (tests read it back), the consent SDK, the
 * captcha widget with its server-side check, and the store locator's offline map data
 * (country outlines).
 */
import { type FaultSettings, Router, addControlRoutes, noFaults, serve } from '../common/http';
import { addCaptchaRoutes } from './captcha';
import { addConsentRoutes } from './consent';
import { addMapDataRoutes } from './map-data';

export interface ReceivedEnvelope {
  project: string;
  receivedAt: string;
  /** The envelope's lines, each parsed as JSON where it is JSON. */
  items: unknown[];
}

/** Sets up the container object the real gtm.js creates; it loads no tags. */
const gtmScript = (id: string) => `(function(w){
  w.google_tag_manager = w.google_tag_manager || {};
  w.google_tag_manager[${JSON.stringify(id)}] = { dataLayer: { name: 'dataLayer' }, local: true };
})(window);
`;

function parseEnvelope(raw: string): unknown[] {
  return raw
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return line;
      }
    });
}

export async function startThirdPartyEmulator(
  options: { port?: number; host?: string; faults?: Partial<FaultSettings> } = {},
) {
  const faults: FaultSettings = { ...noFaults(), ...options.faults };
  const envelopes: ReceivedEnvelope[] = [];
  const router = new Router();
  addControlRoutes(router, faults, () => ({ service: 'third-party stand-ins', envelopes: envelopes.length }));
  router.add('GET', '/__emulator/sentry', () => ({ status: 200, body: { envelopes } }));
  router.add('DELETE', '/__emulator/sentry', () => {
    envelopes.length = 0;
    return { status: 204 };
  });
  router.add('GET', '/gtm.js', (req) => ({
    status: 200,
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=900' },
    body: gtmScript(req.url.searchParams.get('id') ?? ''),
  }));
  router.add('GET', '/ns.html', () => ({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: '<!doctype html><title>Tag manager</title>',
  }));
  addConsentRoutes(router);
  const captcha = addCaptchaRoutes(router);
  addMapDataRoutes(router);
  router.add('POST', '/api/:project/envelope', (req) => {
    envelopes.push({
      project: req.params.project ?? '',
      receivedAt: new Date().toISOString(),
      items: parseEnvelope(req.rawBody.toString('utf8')),
    });
    return { status: 200, body: { id: String(envelopes.length) } };
  });

  const running = await serve(
    {
      name: 'third-party',
      router,
      faults,
      faultResponse: (status) => ({
        status,
        body: { error: status === 429 ? 'Too Many Requests' : 'Service Unavailable' },
      }),
      notFound: () => ({ status: 404, body: { error: 'Not found' } }),
    },
    options.port ?? Number(process.env.THIRD_PARTY_EMULATOR_PORT ?? 4300),
    options.host,
  );
  return { ...running, faults, envelopes, captcha };
}
