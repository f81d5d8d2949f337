/**
 * The store-api request pipeline: `sw-access-key` picks the sales channel, `sw-context-token`
 * the session (a new token is issued when none is sent, and every answer carries the token in
 * its `sw-context-token` header, as Shopware does), `sw-language-id` or the session's language
 * the language. Shopware errors thrown by handlers become error documents.
 */
import { randomBytes } from 'node:crypto';
import type { EmulatorRequest, EmulatorResponse } from '../common/http';
import type { DurableState } from '../common/state';
import type { SeedCatalog, SeedCurrency, SeedLanguage, SeedSalesChannel } from '../seed/catalog';
import { errors, ShopwareError } from './errors';
import type { RenderContext } from './render';
import { type EmulatorState, sessionKey, type StoredContext } from './state';
import type { CatalogStore, ChannelRef } from './store';

export interface Session {
  ref: ChannelRef;
  token: string;
  /** `${salesChannelId}:${token}` */
  key: string;
  stored: StoredContext | null;
  language: SeedLanguage;
  render: RenderContext;
  /** The request's origin, for URLs the emulator hands out. */
  origin: string;
}

export interface StoreApiAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A new context token (login, registration): sent instead of the request's. */
  token?: string;
}

export type StoreApiHandler = (req: EmulatorRequest, session: Session) => StoreApiAnswer | Promise<StoreApiAnswer>;

export interface SessionDeps {
  store: CatalogStore;
  state: DurableState<EmulatorState>;
  /** Public origin of the emulator for media and payment URLs; the request's Host when absent. */
  publicUrl?: string;
}

/** Shopware's context tokens are 32 random alphanumerics. */
export function newToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('');
}

const header = (req: EmulatorRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function originOf(req: EmulatorRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `http://${header(req, 'host') ?? '127.0.0.1'}`;
}

export function errorAnswer(error: ShopwareError): StoreApiAnswer {
  return { status: error.status, body: { errors: error.errors }, headers: error.headers };
}

/** The channel's currency; a channel without a known one sells in the default currency (the first). */
function currencyOfChannel(catalog: SeedCatalog, channel: SeedSalesChannel): SeedCurrency {
  const currency = catalog.currencies.find((entry) => entry.id === channel.currencyId) ?? catalog.currencies[0];
  if (!currency) throw new Error('The catalogue has no currency.');
  return currency;
}

/** Builds the session of a request, or throws the access-key / language errors. */
export function resolveSession(req: EmulatorRequest, deps: SessionDeps): Session {
  const accessKey = header(req, 'sw-access-key');
  if (!accessKey) throw errors.missingAccessKey();
  const ref = deps.store.channelByAccessKey(accessKey);
  if (!ref) throw errors.unknownAccessKey();
  const sent = header(req, 'sw-context-token')?.trim();
  const token = sent || newToken();
  const key = sessionKey(ref.channel.id, token);
  const stored = deps.state.current.contexts[key] ?? null;

  const requestedLanguage = header(req, 'sw-language-id');
  let languageId = requestedLanguage ?? stored?.languageId ?? ref.channel.languageIds[0];
  if (requestedLanguage && !ref.channel.languageIds.includes(requestedLanguage))
    throw errors.languageNotFound(requestedLanguage);
  if (!languageId || !ref.channel.languageIds.includes(languageId)) languageId = ref.channel.languageIds[0];
  const language = ref.languages.find((entry) => entry.id === languageId) ?? ref.languages[0];
  if (!language)
    throw new ShopwareError({
      status: 500,
      code: 'FRAMEWORK__LANGUAGE_NOT_FOUND',
      detail: 'The sales channel has no language.',
    });

  const countryId =
    stored?.countryId && ref.channel.countryIds.includes(stored.countryId) ? stored.countryId : ref.channel.countryId;
  const country = deps.store.countryById.get(countryId) ?? ref.country;
  const origin = originOf(req, deps.publicUrl);
  const seoHeader = header(req, 'sw-include-seo-urls');
  return {
    ref,
    token,
    key,
    stored,
    language,
    origin,
    render: {
      store: deps.store,
      catalog: deps.store.catalog,
      ref,
      brand: ref.brand,
      language,
      lang: language.code,
      origin,
      includeSeoUrls: seoHeader === 'true' || seoHeader === '1',
      taxRate: country.taxRate,
      currency: currencyOfChannel(deps.store.catalog, ref.channel),
    },
  };
}

/** Wraps a handler with the session pipeline and Shopware's error format. */
export function storeApi(
  deps: SessionDeps,
  handler: StoreApiHandler,
): (req: EmulatorRequest) => Promise<EmulatorResponse> {
  return async (req) => {
    let session: Session;
    try {
      session = resolveSession(req, deps);
    } catch (error) {
      if (error instanceof ShopwareError)
        return { status: error.status, body: { errors: error.errors }, headers: error.headers };
      throw error;
    }
    let answer: StoreApiAnswer;
    try {
      answer = await handler(req, session);
    } catch (error) {
      if (!(error instanceof ShopwareError)) throw error;
      answer = errorAnswer(error);
    }
    return {
      status: answer.status ?? 200,
      headers: { 'sw-context-token': answer.token ?? session.token, ...answer.headers },
      body: answer.body,
    };
  };
}

/** A stored context for the session, created with the channel defaults on first write. */
export function contextFor(state: EmulatorState, session: Session): StoredContext {
  const existing = state.contexts[session.key];
  if (existing) return existing;
  const now = new Date().toISOString();
  const created: StoredContext = {
    token: session.token,
    salesChannelId: session.ref.channel.id,
    languageId: null,
    currencyId: null,
    shippingMethodId: null,
    paymentMethodId: null,
    countryId: null,
    customerId: null,
    createdAt: now,
    updatedAt: now,
  };
  state.contexts[session.key] = created;
  return created;
}
