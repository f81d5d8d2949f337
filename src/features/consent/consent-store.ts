/**
 * What the consent SDK reports, as a zustand store. Nothing is persisted: the SDK owns the
 * consent cookie and is the only source of truth; the store mirrors it for React.
 *
 * Server rendering never touches the store (every action returns early without a window), so
 * the static HTML and the first client render both see the initial state: no consent.
 */
import { create } from 'zustand';
import { type ConsentCategory, type ConsentSnapshot, parseActiveGroups, sameGroups } from '../../lib/consent';
import { type ConsentSdkGlobals, type OneTrustApi, browserSdkGlobals, groupsOfEvent, oneTrustOf } from './sdk';

/** Spec section 9: the SDK is polled up to 10 times, 100 ms apart. */
export const consentPolling = { attempts: 10, intervalMs: 100 } as const;

/**
 * absent: nobody looked yet (server render, first render); polling: waiting for the SDK;
 * present: the SDK answers; unavailable: it did not come (blocked, failed, preview mode).
 */
export type ConsentSdkStatus = 'absent' | 'polling' | 'present' | 'unavailable';

export interface ConsentState extends ConsentSnapshot {
  status: ConsentSdkStatus;
  activeGroups: readonly ConsentCategory[];
  bannerClosed: boolean;
  /** Looks for the SDK now and then up to the polling limit. Client only; repeated calls do nothing. */
  startPolling: () => void;
  /** Re-reads groups and banner state from the SDK (consent changed); `groups` from the change event wins. */
  sync: (groups?: readonly string[]) => void;
  /** The SDK will not come (its script failed, or preview mode): stop looking. */
  markUnavailable: () => void;
  /** Opens the SDK's settings; false when there is no SDK to open. */
  openSettings: () => boolean;
  /** Back to the initial state, polling stopped (tests, hot reload). */
  reset: () => void;
}

export interface ConsentStoreOptions {
  /** Where the SDK's globals live; the browser window by default. */
  globals?: () => ConsentSdkGlobals | undefined;
  attempts?: number;
  intervalMs?: number;
}

const initialSnapshot = { status: 'absent', activeGroups: [], bannerClosed: false } as const;

/** Calls into third-party code must not break the page; a throwing SDK counts as "no answer". */
function attempt<T>(call: () => T, fallback: T): T {
  try {
    return call();
  } catch {
    return fallback;
  }
}

export function createConsentStore(options: ConsentStoreOptions = {}) {
  const globals = options.globals ?? browserSdkGlobals;
  const attempts = options.attempts ?? consentPolling.attempts;
  const intervalMs = options.intervalMs ?? consentPolling.intervalMs;

  // Client-only bookkeeping, filled by startPolling (which returns early on the server).
  let timer: ReturnType<typeof setInterval> | undefined;
  let subscribedTo: OneTrustApi | undefined;
  let installedWrapper: { on: ConsentSdkGlobals; wrapper: () => void; previous?: () => void } | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  return create<ConsentState>()((set, get) => {
    /** Reads the SDK when it is there; true when it was. */
    const readSdk = (groups?: readonly string[]): boolean => {
      const sdk = oneTrustOf(globals());
      if (!sdk) return false;
      stopTimer();
      if (subscribedTo !== sdk) {
        subscribedTo = sdk;
        attempt(() => sdk.OnConsentChanged((event) => get().sync(groupsOfEvent(event))), undefined);
      }
      const activeGroups = groups
        ? parseActiveGroups(groups.join(','))
        : parseActiveGroups(globals()?.OnetrustActiveGroups);
      const bannerClosed = attempt(() => sdk.IsAlertBoxClosed() === true, false);
      const current = get();
      if (
        current.status !== 'present' ||
        current.bannerClosed !== bannerClosed ||
        !sameGroups(current.activeGroups, activeGroups)
      ) {
        set({
          status: 'present',
          bannerClosed,
          activeGroups: sameGroups(current.activeGroups, activeGroups) ? current.activeGroups : activeGroups,
        });
      }
      return true;
    };

    /**
     * The SDK calls `OptanonWrapper` when it is ready and after every change. Hooking it (and
     * keeping any wrapper another script set) lets a late SDK still be picked up after polling
     * gave up, e.g. on a slow connection.
     */
    const installWrapper = () => {
      const on = globals();
      if (!on || installedWrapper?.on === on) return;
      const previous = on.OptanonWrapper;
      const wrapper = () => {
        try {
          previous?.();
        } finally {
          get().sync();
        }
      };
      on.OptanonWrapper = wrapper;
      installedWrapper = { on, wrapper, previous };
    };

    return {
      ...initialSnapshot,
      startPolling: () => {
        if (!globals() || get().status !== 'absent') return;
        installWrapper();
        if (readSdk()) return;
        set({ status: 'polling' });
        let tries = 1;
        timer = setInterval(() => {
          tries += 1;
          if (readSdk()) return;
          if (tries >= attempts) {
            stopTimer();
            set({ status: 'unavailable' });
          }
        }, intervalMs);
      },
      sync: (groups) => {
        readSdk(groups);
      },
      markUnavailable: () => {
        stopTimer();
        if (get().status !== 'present') set({ status: 'unavailable' });
      },
      openSettings: () => {
        const sdk = oneTrustOf(globals());
        if (!sdk) return false;
        return attempt(() => {
          sdk.ToggleInfoDisplay();
          return true;
        }, false);
      },
      reset: () => {
        stopTimer();
        subscribedTo = undefined;
        if (installedWrapper && installedWrapper.on.OptanonWrapper === installedWrapper.wrapper) {
          installedWrapper.on.OptanonWrapper = installedWrapper.previous;
        }
        installedWrapper = undefined;
        set({ ...initialSnapshot });
      },
    };
  });
}

/** The site's one consent store. */
export const useConsentStore = createConsentStore();
