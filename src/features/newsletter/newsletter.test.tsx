// @vitest-environment jsdom
/** Newsletter sign-up against the commerce emulator. */
import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../emulators/shopware';
import { localAccessKey } from '../../config/backends';
import { useSessionStore } from '../../services/session/session-store';
import { signupForNewsletter, useNewsletterSignup } from './newsletter';

let emulator: RunningCommerceEmulator;
let endpoints: Record<string, { baseUrl: string; accessKey: string }>;

interface Recipient {
  email: string;
  origin: string | null;
  status: string;
}
const recipients = async () =>
  (await (await fetch(`${emulator.url}/__emulator/newsletter-recipients`)).json()) as Recipient[];

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog: generateCatalog({ brands: ['raleigh'] }), port: 0 });
  endpoints = { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } };
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(() => useSessionStore.getState().reset());

describe('newsletter sign-up', () => {
  it('signs an address up with its source, pending the double opt-in', async () => {
    expect(await signupForNewsletter('gb', ' footer@example.com ', 'footer', { endpoints })).toEqual({
      status: 'pending',
    });
    expect(await recipients()).toContainEqual(
      expect.objectContaining({ email: 'footer@example.com', origin: 'footer', status: 'notSet' }),
    );
  });

  it('gives the content block an onNewsletterSignup that resolves, and rejects with the backend’s message', async () => {
    const { result } = renderHook(() => useNewsletterSignup('gb', 'content-block', { endpoints }));
    await expect(result.current('block@example.com')).resolves.toBeUndefined();
    expect((await recipients()).map((entry) => entry.email)).toContain('block@example.com');
    await expect(result.current('not-an-address')).rejects.toThrow('This value is not a valid email address.');
    emulator.faults.rate5xx = 1;
    await expect(result.current('later@example.com')).rejects.toMatchObject({ status: 503 });
    emulator.faults.rate5xx = 0;
  });
});
