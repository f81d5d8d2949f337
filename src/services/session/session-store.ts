/**
 * The shop context in the browser (spec sections 3 and 4): the store-api context token per
 * country, the auth token of a signed-in customer per country, the session's language id and
 * currency, and a media list. Persisted in local storage so a basket survives a reload and a
 * new tab.
 *
 * Tokens: a non-empty token is stored with an expiry (default 7 days from when it was last
 * stored, so an active session keeps going), an empty one removes the entry, and a token past
 * its expiry is never handed out (it is dropped when read). Media: a pushed entry replaces the
 * one with the same id.
 *
 * The store rehydrates on the client only (`skipHydration`; `useSessionHydration` in a component,
 * `ensureSessionHydrated` in actions), so the static HTML and the first client render agree.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserStorage } from '../browser-storage';
import type { ShopwareCurrency } from '../../lib/page-context';

export const sessionStorageKey = 'shopwareSession';
export const sessionStoreVersion = 1;
/** Spec section 9: stored token expiry default 7 days. */
export const defaultTokenLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export interface StoredToken {
  token: string;
  /** Epoch ms after which the token is not used any more. */
  tokenExpiry: number;
}

export type SessionCurrency = ShopwareCurrency;

export interface SessionMedia {
  id: string;
  url: string;
  alt?: string;
}

export interface SessionData {
  /** Context token per country code ('gb', 'de' ...): the basket session of that sales channel. */
  contextTokens: Record<string, StoredToken>;
  /** Auth token of a signed-in customer per country. */
  auth: Record<string, StoredToken>;
  languageId: string | null;
  currency: SessionCurrency | null;
  media: SessionMedia[];
}

export interface SessionState extends SessionData {
  /** Stores the country's context token for `lifetimeMs` (7 days by default); '' removes it. */
  setContextToken: (country: string, token: string, lifetimeMs?: number) => void;
  /** The country's context token, or undefined when there is none or it expired (then it is dropped). */
  getContextToken: (country: string) => string | undefined;
  /** Stores the country's auth token for `lifetimeMs` (7 days by default); '' removes it. */
  setAuthToken: (country: string, token: string, lifetimeMs?: number) => void;
  getAuthToken: (country: string) => string | undefined;
  setLanguageId: (languageId: string | null) => void;
  setCurrency: (currency: SessionCurrency | null) => void;
  /** Adds media; an entry with the id of a stored one replaces it. */
  pushMedia: (media: SessionMedia | readonly SessionMedia[]) => void;
  /** Drops every token past its expiry. */
  purgeExpired: () => void;
  reset: () => void;
}

const initialData: SessionData = { contextTokens: {}, auth: {}, languageId: null, currency: null, media: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function tokensOf(value: unknown, now: number): Record<string, StoredToken> {
  if (!isRecord(value)) return {};
  const tokens: Record<string, StoredToken> = {};
  for (const [country, entry] of Object.entries(value)) {
    if (nonEmpty(entry)) tokens[country] = { token: entry, tokenExpiry: now + defaultTokenLifetimeMs };
    else if (
      isRecord(entry) &&
      nonEmpty(entry.token) &&
      typeof entry.tokenExpiry === 'number' &&
      entry.tokenExpiry > now
    )
      tokens[country] = { token: entry.token, tokenExpiry: entry.tokenExpiry };
  }
  return tokens;
}

function currencyOf(value: unknown): SessionCurrency | null {
  if (!isRecord(value)) return null;
  const { id, name, iso, symbol } = value;
  return nonEmpty(id) && nonEmpty(name) && nonEmpty(iso) && typeof symbol === 'string'
    ? { id, name, iso, symbol }
    : null;
}

function mediaOf(value: unknown): SessionMedia[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): SessionMedia[] =>
    isRecord(entry) && nonEmpty(entry.id) && nonEmpty(entry.url)
      ? [{ id: entry.id, url: entry.url, ...(typeof entry.alt === 'string' ? { alt: entry.alt } : {}) }]
      : [],
  );
}

/**
 * Stored data of any version in today's shape; expired tokens and unreadable parts are dropped.
 * Version 0 used the spec's names: `shopwareContextToken` (country -> bare token, no expiry: the
 * default lifetime starts now), `shopwareAuth`, `shopwareLanguageId`, `shopwareCurrency`,
 * `shopwareMedia`.
 */
export function migrateSession(persisted: unknown, version: number, now = Date.now()): SessionData {
  if (!isRecord(persisted)) return { ...initialData };
  const legacy = version < 1;
  const pick = (current: string, old: string) => persisted[legacy ? old : current];
  const languageId = pick('languageId', 'shopwareLanguageId');
  return {
    contextTokens: tokensOf(pick('contextTokens', 'shopwareContextToken'), now),
    auth: tokensOf(pick('auth', 'shopwareAuth'), now),
    languageId: nonEmpty(languageId) ? languageId : null,
    currency: currencyOf(pick('currency', 'shopwareCurrency')),
    media: mediaOf(pick('media', 'shopwareMedia')),
  };
}

function withToken(
  tokens: Record<string, StoredToken>,
  country: string,
  token: string,
  lifetimeMs: number,
): Record<string, StoredToken> {
  const others = Object.fromEntries(Object.entries(tokens).filter(([code]) => code !== country));
  return token.trim() === '' ? others : { ...others, [country]: { token, tokenExpiry: Date.now() + lifetimeMs } };
}

function liveToken(tokens: Record<string, StoredToken>, country: string): string | undefined {
  const entry = tokens[country];
  return entry && entry.tokenExpiry > Date.now() ? entry.token : undefined;
}

function withoutExpired(tokens: Record<string, StoredToken>): Record<string, StoredToken> {
  const now = Date.now();
  return Object.fromEntries(Object.entries(tokens).filter(([, entry]) => entry.tokenExpiry > now));
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...initialData,
      setContextToken: (country, token, lifetimeMs = defaultTokenLifetimeMs) =>
        set((state) => ({ contextTokens: withToken(state.contextTokens, country, token, lifetimeMs) })),
      getContextToken: (country) => {
        const token = liveToken(get().contextTokens, country);
        if (!token && get().contextTokens[country]) get().setContextToken(country, '');
        return token;
      },
      setAuthToken: (country, token, lifetimeMs = defaultTokenLifetimeMs) =>
        set((state) => ({ auth: withToken(state.auth, country, token, lifetimeMs) })),
      getAuthToken: (country) => {
        const token = liveToken(get().auth, country);
        if (!token && get().auth[country]) get().setAuthToken(country, '');
        return token;
      },
      setLanguageId: (languageId) => set({ languageId: languageId || null }),
      setCurrency: (currency) => set({ currency: currency ? { ...currency } : null }),
      pushMedia: (media) =>
        set((state) => {
          const pushed = mediaOf(Array.isArray(media) ? media : [media]);
          const ids = new Set(pushed.map((entry) => entry.id));
          return { media: [...state.media.filter((entry) => !ids.has(entry.id)), ...pushed] };
        }),
      purgeExpired: () =>
        set((state) => ({ contextTokens: withoutExpired(state.contextTokens), auth: withoutExpired(state.auth) })),
      reset: () => set({ ...initialData }),
    }),
    {
      name: sessionStorageKey,
      version: sessionStoreVersion,
      storage: createJSONStorage<SessionData>(() => browserStorage('local')),
      partialize: (state): SessionData => ({
        contextTokens: state.contextTokens,
        auth: state.auth,
        languageId: state.languageId,
        currency: state.currency,
        media: state.media,
      }),
      migrate: (persisted, version) => migrateSession(persisted, version),
      // Current-version data is checked too: storage is outside our control, and tokens expire.
      merge: (persisted, current) =>
        persisted === undefined ? current : { ...current, ...migrateSession(persisted, sessionStoreVersion) },
      skipHydration: true,
    },
  ),
);

/**
 * Reads the stored session once (client only); later calls wait for the same read. Stores that
 * call the store-api use this before they read a token, since they may run before any effect.
 */
export async function ensureSessionHydrated(): Promise<void> {
  if (typeof window === 'undefined' || useSessionStore.persist.hasHydrated()) return;
  await useSessionStore.persist.rehydrate();
}

/** Components reading the session call this, so the stored values arrive after the first render. */
export function useSessionHydration(): void {
  useEffect(() => {
    void ensureSessionHydrated();
  }, []);
}
