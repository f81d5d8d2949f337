// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ensureSessionHydrated, useSessionStore } from './session-store';

describe('session store without a browser (server render)', () => {
  it('has the empty session, and hydrating reads nothing', async () => {
    expect(typeof window).toBe('undefined');
    await ensureSessionHydrated();
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ contextTokens: {}, auth: {}, languageId: null, media: [] });
  });
});
