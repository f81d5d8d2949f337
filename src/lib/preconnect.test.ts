// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preconnectOrigins } from './preconnect';

describe('preconnectOrigins', () => {
  it('gives each other origin once, in order', () => {
    expect(
      preconnectOrigins([
        'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
        'https://shop.raleigh.co.uk/store-api',
        'https://cdn.cookielaw.org/other.js',
      ]),
    ).toEqual(['https://cdn.cookielaw.org', 'https://shop.raleigh.co.uk']);
  });

  it('leaves out missing, relative and non-web addresses and the site itself', () => {
    expect(
      preconnectOrigins(
        [undefined, '/consent/otSDKStub.js', 'data:text/javascript,1', 'https://www.raleigh.co.uk/api'],
        'https://www.raleigh.co.uk',
      ),
    ).toEqual([]);
  });
});
