// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ensureSessionHydrated,
  sessionStorageKey,
  sessionStoreVersion,
  useSessionStore,
} from '../services/session/session-store';
import { renderWithPage } from '../testing/render';
import { SessionChannel } from './SessionChannel';

const pound = { id: 'gbp-id', name: 'British Pound', iso: 'GBP', symbol: '£' };
const euro = { id: 'eur-id', name: 'Euro', iso: 'EUR', symbol: '€' };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
});
afterEach(cleanup);

describe('SessionChannel', () => {
  it("gives the session the page's channel language and currency, over a stored one of another country", async () => {
    // A visit to an Irish page stored the euro; the British page names the pound.
    localStorage.setItem(
      sessionStorageKey,
      JSON.stringify({
        state: { contextTokens: {}, auth: {}, languageId: 'ie-en', currency: euro, media: [] },
        version: sessionStoreVersion,
      }),
    );
    renderWithPage(<SessionChannel />, { page: { shopwareLanguageId: 'gb-en', shopwareCurrency: pound } });
    await waitFor(() => expect(useSessionStore.getState().currency).toEqual(pound), { timeout: 10_000 });
    expect(useSessionStore.getState().languageId).toBe('gb-en');
  });

  it('leaves the session alone on a page without a channel', async () => {
    useSessionStore.getState().setCurrency(euro);
    renderWithPage(<SessionChannel />, { page: { shopwareLanguageId: null, shopwareCurrency: null } });
    await ensureSessionHydrated();
    expect(useSessionStore.getState().currency).toEqual(euro);
  });
});
