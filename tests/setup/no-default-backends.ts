/**
 * Unit tests render components with a build's runtime configuration, whose backends are the local
 * emulators on their default ports (vitest.config.ts). No unit test needs a backend there: one that
 * needs a backend starts its own emulator on a free port and hands its client in. But `npm test`
 * builds the brands beside the unit tests, and the builds' emulators listen on exactly those ports,
 * as `npm start`'s do on a developer's machine. A component that asks for live data (a tile's
 * offer, a price, the reviews) would then be answered by whatever emulator runs there, in whatever
 * state, on some runs, and refused on others. Requests to those addresses fail here at once, as a
 * refused connection fails, so every run sees the same: no backend.
 */
import { runtimeConfig } from '../../src/config/runtime';

/** Every origin the runtime configuration names on this machine (the local emulators'). */
function localOrigins(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (!URL.canParse(value)) return found;
    const url = new URL(value);
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') found.add(url.origin);
  } else if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) localOrigins(entry, found);
  }
  return found;
}

export const defaultBackendOrigins: ReadonlySet<string> = localOrigins(runtimeConfig);

const fetchOnMachine = globalThis.fetch;

function originOf(input: string | URL | Request): string | null {
  const address = input instanceof Request ? input.url : String(input);
  return URL.canParse(address) ? new URL(address).origin : null;
}

globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const origin = originOf(input);
  if (origin && defaultBackendOrigins.has(origin)) {
    // The error a refused connection gives in Node's fetch.
    const refused = Object.assign(new Error(`connect ECONNREFUSED ${new URL(origin).host}`), { code: 'ECONNREFUSED' });
    return Promise.reject(new TypeError('fetch failed', { cause: refused }));
  }
  return fetchOnMachine(input, init);
};
