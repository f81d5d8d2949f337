// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushDataLayer, trackErrorMessage, trackFieldError } from './data-layer';

type Host = { dataLayer?: unknown };
const host = () => window as unknown as Host;

afterEach(() => {
  delete host().dataLayer;
});

describe('data layer', () => {
  it('creates window.dataLayer when the tag manager is absent and pushes to it', () => {
    expect(host().dataLayer).toBeUndefined();
    expect(trackErrorMessage('The basket could not be updated.')).toBe(true);
    expect(host().dataLayer).toEqual([
      { event: 'error_message_view', type: 'error', description: 'Error - The basket could not be updated.' },
    ]);
  });

  it('appends to an existing data layer, keeping what is there', () => {
    host().dataLayer = [{ event: 'gtm.js' }];
    trackFieldError('guest-checkout', 'postalCode', 'validPostcode');
    expect(host().dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'form_field_error', form: 'guest-checkout', field: 'postalCode', error: 'validPostcode' },
    ]);
  });

  it("uses the tag manager's own push once it has replaced the array's", () => {
    const seen: object[] = [];
    host().dataLayer = { push: (entry: object) => seen.push(entry) };
    pushDataLayer({
      event: 'contact_form_submit',
      pageType: 'page',
      language: 'en',
      country: 'gb',
      environment: 'local',
      gitHash: 'abc',
      status: 200,
    });
    expect(seen).toEqual([expect.objectContaining({ event: 'contact_form_submit', status: 200 })]);
  });

  it('does not throw when a push fails, and says so', () => {
    host().dataLayer = {
      push: () => {
        throw new Error('broken tag');
      },
    };
    expect(trackErrorMessage('x')).toBe(false);
  });

  it('replaces a data layer that is no list', () => {
    host().dataLayer = 'oops';
    expect(trackErrorMessage('x')).toBe(true);
    expect(host().dataLayer).toEqual([expect.objectContaining({ description: 'Error - x' })]);
  });

  it('does nothing without a window (server rendering)', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(pushDataLayer({ event: 'error_message_view', type: 'error', description: 'x' })).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
