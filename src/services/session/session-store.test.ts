// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultTokenLifetimeMs,
  ensureSessionHydrated,
  migrateSession,
  sessionStorageKey,
  sessionStoreVersion,
  useSessionStore,
} from './session-store';

const day = 24 * 60 * 60 * 1000;
const stored = () => JSON.parse(window.localStorage.getItem(sessionStorageKey) ?? 'null') as unknown;
const store = () => useSessionStore.getState();
const euro = { id: 'c1', name: 'Euro', iso: 'EUR', symbol: '€' };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-05-01T10:00:00Z') });
  window.localStorage.clear();
  store().reset();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('session store: tokens', () => {
  it('stores a non-empty context token per country for 7 days and removes it on an empty one', () => {
    expect(defaultTokenLifetimeMs).toBe(7 * day);
    store().setContextToken('gb', 'token-gb');
    store().setContextToken('ie', 'token-ie');
    expect(store().getContextToken('gb')).toBe('token-gb');
    expect(store().contextTokens.gb).toEqual({ token: 'token-gb', tokenExpiry: Date.now() + 7 * day });
    store().setContextToken('gb', '');
    expect(store().getContextToken('gb')).toBeUndefined();
    expect(store().contextTokens).not.toHaveProperty('gb');
    expect(store().getContextToken('ie')).toBe('token-ie');
  });

  it('expires tokens after their stored expiry and drops them when read', () => {
    store().setContextToken('gb', 'token-gb');
    store().setAuthToken('gb', 'auth-gb', day);
    vi.advanceTimersByTime(day - 1);
    expect(store().getAuthToken('gb')).toBe('auth-gb');
    vi.advanceTimersByTime(1);
    expect(store().getAuthToken('gb')).toBeUndefined();
    expect(store().auth).toEqual({});
    vi.advanceTimersByTime(6 * day - 1);
    expect(store().getContextToken('gb')).toBe('token-gb');
    vi.advanceTimersByTime(1);
    expect(store().getContextToken('gb')).toBeUndefined();
    expect(store().contextTokens).toEqual({});
  });

  it('restarts the lifetime when a token is stored again (an active session keeps going)', () => {
    store().setContextToken('gb', 'token-gb');
    vi.advanceTimersByTime(6 * day);
    store().setContextToken('gb', 'token-gb');
    vi.advanceTimersByTime(6 * day);
    expect(store().getContextToken('gb')).toBe('token-gb');
  });

  it('purges every expired token at once', () => {
    store().setContextToken('gb', 'a', day);
    store().setContextToken('ie', 'b');
    store().setAuthToken('ie', 'c', day);
    vi.advanceTimersByTime(day);
    store().purgeExpired();
    expect(Object.keys(store().contextTokens)).toEqual(['ie']);
    expect(store().auth).toEqual({});
  });

  it('removes an auth token on an empty one', () => {
    store().setAuthToken('de', 'auth');
    store().setAuthToken('de', '  ');
    expect(store().auth).toEqual({});
  });
});

describe('session store: language, currency, media', () => {
  it('keeps the language id and currency', () => {
    store().setLanguageId('lang-en');
    store().setCurrency(euro);
    expect(store()).toMatchObject({ languageId: 'lang-en', currency: euro });
    store().setLanguageId('');
    store().setCurrency(null);
    expect(store()).toMatchObject({ languageId: null, currency: null });
  });

  it('replaces a pushed media entry with the same id', () => {
    store().pushMedia({ id: 'm1', url: '/a.jpg' });
    store().pushMedia([
      { id: 'm2', url: '/b.jpg' },
      { id: 'm1', url: '/a2.jpg', alt: 'A' },
    ]);
    expect(store().media).toEqual([
      { id: 'm2', url: '/b.jpg' },
      { id: 'm1', url: '/a2.jpg', alt: 'A' },
    ]);
  });
});

describe('session store: persistence', () => {
  it('persists only the session data, versioned', () => {
    store().setContextToken('gb', 'token-gb');
    store().setCurrency(euro);
    expect(stored()).toEqual({
      state: {
        contextTokens: { gb: { token: 'token-gb', tokenExpiry: Date.now() + 7 * day } },
        auth: {},
        languageId: null,
        currency: euro,
        media: [],
      },
      version: sessionStoreVersion,
    });
  });

  it('starts empty (server render, first client render) and reads storage only when rehydrated', async () => {
    const expiry = Date.now() + day;
    window.localStorage.setItem(
      sessionStorageKey,
      JSON.stringify({
        state: {
          contextTokens: { gb: { token: 't', tokenExpiry: expiry }, ie: { token: 'old', tokenExpiry: Date.now() - 1 } },
          auth: {},
          languageId: 'lang',
          currency: euro,
          media: [{ id: 'm', url: '/m.jpg' }, { id: 42 }],
        },
        version: 1,
      }),
    );
    expect(store().contextTokens).toEqual({});
    await useSessionStore.persist.rehydrate();
    expect(store().contextTokens).toEqual({ gb: { token: 't', tokenExpiry: expiry } });
    expect(store()).toMatchObject({ languageId: 'lang', currency: euro, media: [{ id: 'm', url: '/m.jpg' }] });
    await ensureSessionHydrated();
    expect(store().getContextToken('gb')).toBe('t');
  });

  it('migrates version 0 (the spec’s names, bare tokens) and drops what it cannot read', () => {
    const now = Date.now();
    expect(
      migrateSession(
        {
          shopwareContextToken: { gb: 'tok', ie: '' },
          shopwareAuth: { gb: { token: 'auth', tokenExpiry: now + day } },
          shopwareLanguageId: 'lang',
          shopwareCurrency: { id: 'c', name: 'Euro', iso: 'EUR' },
          shopwareMedia: [{ id: 'm', url: '/m.jpg' }],
        },
        0,
        now,
      ),
    ).toEqual({
      contextTokens: { gb: { token: 'tok', tokenExpiry: now + 7 * day } },
      auth: { gb: { token: 'auth', tokenExpiry: now + day } },
      languageId: 'lang',
      currency: null,
      media: [{ id: 'm', url: '/m.jpg' }],
    });
    expect(migrateSession('garbage', 1)).toEqual({
      contextTokens: {},
      auth: {},
      languageId: null,
      currency: null,
      media: [],
    });
  });
});
