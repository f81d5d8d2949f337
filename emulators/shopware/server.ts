/**
 * The embedded Shopware 6 store-api emulator: one HTTP server for every brand and country
 * (the `sw-access-key` picks the sales channel), serving the deterministic demo catalogue,
 * sessions, carts, checkout and orders under /store-api and /sales-channel-api/v3, the media
 * files under /media/{id}/{width}.jpg (badges .png, documents /media/{id}/{fileName}.pdf), and the control routes under /__emulator.
 */
import { defaultPorts } from '../../src/config/backends';
import {
  addControlRoutes,
  type EmulatorRequest,
  type EmulatorResponse,
  type FaultSettings,
  noFaults,
  Router,
  type RunningEmulator,
  serve,
} from '../common/http';
import { DurableState } from '../common/state';
import type { SeedCatalog } from '../seed/catalog';
import { errorDocument, errors } from './errors';
import { documentBytes, documentFile, ImageRenderer, mediaFormat, mediaMimeType, servedWidths } from './media';
import { mountCartRoutes } from './routes/cart';
import { mountCatalogRoutes } from './routes/catalog';
import { mountCheckoutRoutes, mountPaymentProvider } from './routes/checkout';
import { mountContextRoutes } from './routes/context';
import { mountExtensionRoutes } from './routes/extensions';
import { mounter, type RouteDeps } from './routes/shared';
import { type EmulatorState, initialState } from './state';
import { CatalogStore } from './store';

export interface CommerceEmulatorOptions {
  catalog: SeedCatalog;
  /** JSON file keeping carts, contexts, customers, orders and sign-ups across restarts. */
  stateFile?: string;
  /** Default: COMMERCE_EMULATOR_PORT or 4200; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  faults?: Partial<FaultSettings>;
  /** Random source of fault injection (deterministic tests). */
  random?: () => number;
  /** Origin used in media and payment URLs; the request's Host header when absent. */
  publicUrl?: string;
}

export interface RunningCommerceEmulator extends RunningEmulator {
  /** Live fault settings (also changed by PUT /__emulator/faults). */
  faults: FaultSettings;
  store: CatalogStore;
}

/** Headers the browser may send and read (CORS). */
export const allowHeaders = [
  'sw-access-key',
  'sw-context-token',
  'sw-language-id',
  'sw-include-seo-urls',
  'sw-include-search-info',
];
export const exposeHeaders = ['sw-context-token'];

function defaultPort(): number {
  const fromEnv = Number(process.env.COMMERCE_EMULATOR_PORT);
  return Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : defaultPorts.commerce;
}

export async function startCommerceEmulator(options: CommerceEmulatorOptions): Promise<RunningCommerceEmulator> {
  const state = new DurableState<EmulatorState>(options.stateFile, initialState);
  // A state file of an emulator version before 'notify me' lacks the list.
  state.current.notifyMeRequests ??= [];
  const store = new CatalogStore(options.catalog, state.current.stockSold);
  const faults: FaultSettings = { ...noFaults(), ...options.faults };
  const images = new ImageRenderer();
  const deps: RouteDeps = { store, state, images, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) };
  const router = new Router();

  addControlRoutes(router, faults, () => ({
    salesChannels: store.channels().map((ref) => ({
      id: ref.channel.id,
      brand: ref.channel.brand,
      country: ref.channel.country,
      name: ref.channel.name,
      accessKey: ref.channel.accessKey,
      languages: ref.languages.map((language) => ({
        id: language.id,
        code: language.code,
        localeCode: language.localeCode,
      })),
      currency: options.catalog.currencies.find((currency) => currency.id === ref.channel.currencyId)?.isoCode ?? 'EUR',
      navigationCategoryId: ref.channel.navigationCategoryId,
    })),
    notifyMeRequests: state.current.notifyMeRequests,
  }));
  router.add('GET', '/__emulator/orders', () => ({
    status: 200,
    body: Object.values(state.current.orders).map((record) => ({
      id: record.id,
      orderNumber: record.order.orderNumber,
      salesChannelId: record.salesChannelId,
      email: record.email,
      deepLinkCode: record.deepLinkCode,
      amountTotal: record.order.amountTotal,
      currency: record.order.currency?.isoCode ?? null,
      transactionState: record.order.transactions?.[0]?.stateMachineState?.technicalName ?? null,
    })),
  }));
  router.add('GET', '/__emulator/customers', () => ({
    status: 200,
    body: Object.values(state.current.customers).map(({ id, email, firstName, lastName, guest, salesChannelId }) => ({
      id,
      email,
      firstName,
      lastName,
      guest,
      salesChannelId,
    })),
  }));
  router.add('GET', '/__emulator/newsletter-recipients', () => ({
    status: 200,
    body: state.current.newsletterRecipients,
  }));
  mountPaymentProvider(router, deps);

  router.add('GET', '/media/:id/:file', async (req: EmulatorRequest): Promise<EmulatorResponse> => {
    const media = store.media((req.params.id ?? '').toLowerCase());
    if (media?.document && req.params.file === documentFile(media)) {
      const bytes = documentBytes(media.document);
      return {
        status: 200,
        headers: {
          'content-type': mediaMimeType(media),
          'content-disposition': `inline; filename="${documentFile(media)}"`,
          'cache-control': 'public, max-age=31536000, immutable',
          'content-length': String(bytes.length),
        },
        body: bytes,
      };
    }
    const match = /^(\d+)\.(jpg|png)$/.exec(req.params.file ?? '');
    const width = match ? Number(match[1]) : NaN;
    if (!media || !servedWidths(media).includes(width) || match?.[2] !== mediaFormat(media)) {
      return {
        status: 404,
        body: errorDocument({
          status: 404,
          code: 'CONTENT__MEDIA_NOT_FOUND',
          detail: `Media file ${req.url.pathname} not found.`,
        }),
      };
    }
    const image = await images.render(media, width);
    return {
      status: 200,
      headers: {
        'content-type': mediaMimeType(media),
        'cache-control': 'public, max-age=31536000, immutable',
        'content-length': String(image.length),
      },
      body: image,
    };
  });

  const mount = mounter(router, deps);
  mountCatalogRoutes(mount);
  mountContextRoutes(mount, deps);
  mountCartRoutes(mount, deps);
  mountCheckoutRoutes(mount, deps);
  mountExtensionRoutes(mount, deps);

  const running = await serve(
    {
      name: 'shopware',
      router,
      faults,
      faultResponse: (status) => {
        const error = status === 429 ? errors.rateLimited() : errors.serviceUnavailable();
        return { status: error.status, headers: error.headers, body: { errors: error.errors } };
      },
      notFound: (req) => {
        const error = errors.routeNotFound(req.method, req.url.pathname);
        return { status: 404, body: { errors: error.errors } };
      },
      allowHeaders,
      exposeHeaders,
      ...(options.random ? { random: options.random } : {}),
    },
    options.port ?? defaultPort(),
    options.host,
  );
  return { ...running, faults, store };
}
