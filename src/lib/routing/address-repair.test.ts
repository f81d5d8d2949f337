// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressRepairScript, ownPathAttribute } from './address-repair';

/** Runs the shipped script against a fake location and history; returns the address it sets, if any. */
function repair(pathname: string, ownPath = '/gb/en/404/'): string | null {
  let written: string | null = null;
  const location = { pathname, search: '?q=1', hash: '' };
  const history = { state: null, replaceState: (_state: unknown, _title: string, url: string) => (written = url) };
  const document = {
    currentScript: { getAttribute: (name: string) => (name === ownPathAttribute ? ownPath : null) },
  };
  new Function('location', 'history', 'document', addressRepairScript)(location, history, document);
  return written;
}

/** What Gatsby's router makes of an address when it loads (reach-router's getLocation). */
const routerReads = (pathname: string) => encodeURI(decodeURI(pathname));

describe('addressRepairScript', () => {
  it.each(['/gb/en/no-such-page/', '/de-de/fahrr%C3%A4der/', '/gb/en/a=b/'])('leaves %s alone', (pathname) => {
    expect(repair(pathname)).toBeNull();
  });

  it.each([
    ['/gb/en/a%3Db/', '/gb/en/a=b/?q=1'],
    ['/gb/en/a%3Ab/', '/gb/en/a:b/?q=1'],
    ['/gb/en/a%2Fb/', '/gb/en/a/b/?q=1'],
    ['/gb/en/fahrr%c3%a4der/', '/gb/en/fahrr%C3%A4der/?q=1'],
    ['/gb/en/100%25/', '/gb/en/404/?q=1'],
    ['/gb/en/50%/', '/gb/en/404/?q=1'],
    ['/gb/en/%/', '/gb/en/404/?q=1'],
    ['/gb/en/%E0%A4%A/', '/gb/en/404/?q=1'],
    ['/gb/en/a%3Fb/', '/gb/en/404/?q=1'],
    ['/gb/en/a%23b/', '/gb/en/404/?q=1'],
  ])('rewrites %s to %s, which the router reads back unchanged', (pathname, expected) => {
    const written = repair(pathname);
    expect(written).toBe(expected);
    const path = (written ?? '').split('?')[0] ?? '';
    expect(routerReads(path)).toBe(path);
    expect(decodeURIComponent(path)).not.toMatch(/%/);
  });
});
