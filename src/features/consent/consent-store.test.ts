import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentPolling, createConsentStore } from './consent-store';
import type { ConsentChangedEvent, ConsentSdkGlobals } from './sdk';

/** A stand-in of the SDK's globals, as the vendor's script leaves them on window. */
function fakeSdk(groups = ',C0001,', bannerClosed = false) {
  const listeners: Array<(event: ConsentChangedEvent) => void> = [];
  const state = { groups, bannerClosed };
  const api = {
    OnConsentChanged: vi.fn((callback: (event: ConsentChangedEvent) => void) => {
      listeners.push(callback);
    }),
    ToggleInfoDisplay: vi.fn(),
    IsAlertBoxClosed: vi.fn(() => state.bannerClosed),
  };
  return {
    api,
    listeners,
    install(on: ConsentSdkGlobals) {
      on.OneTrust = api;
      on.OnetrustActiveGroups = state.groups;
    },
    /** What the SDK does on a choice: update the globals, tell the listeners, call the wrapper. */
    choose(on: ConsentSdkGlobals, next: string, detail: unknown = next.split(',').filter(Boolean)) {
      state.groups = next;
      state.bannerClosed = true;
      on.OnetrustActiveGroups = next;
      const event = Object.assign(new Event('consent.onetrust'), { detail });
      listeners.forEach((listener) => listener(event));
      on.OptanonWrapper?.();
    },
  };
}

let globals: ConsentSdkGlobals;
beforeEach(() => {
  vi.useFakeTimers();
  globals = {};
});
afterEach(() => {
  vi.useRealTimers();
});

const storeOn = () => createConsentStore({ globals: () => globals });

describe('polling', () => {
  it('checks at once and then every 100 ms, giving up after 10 attempts', () => {
    const reads = vi.fn(() => undefined);
    Object.defineProperty(globals, 'OneTrust', { get: reads, configurable: true });
    const store = storeOn();
    store.getState().startPolling();
    expect(store.getState().status).toBe('polling');
    expect(reads).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(consentPolling.intervalMs * 8);
    expect(reads).toHaveBeenCalledTimes(9);
    expect(store.getState().status).toBe('polling');
    vi.advanceTimersByTime(consentPolling.intervalMs);
    expect(reads).toHaveBeenCalledTimes(10);
    expect(store.getState().status).toBe('unavailable');
    vi.advanceTimersByTime(consentPolling.intervalMs * 20);
    expect(reads).toHaveBeenCalledTimes(10);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is present at once when the SDK is already there, without a timer', () => {
    fakeSdk(',C0001,C0003,', true).install(globals);
    const store = storeOn();
    store.getState().startPolling();
    expect(store.getState()).toMatchObject({ status: 'present', activeGroups: ['C0001', 'C0003'], bannerClosed: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('picks the SDK up when it arrives during polling and stops polling', () => {
    const sdk = fakeSdk(',C0001,');
    const store = storeOn();
    store.getState().startPolling();
    vi.advanceTimersByTime(350);
    sdk.install(globals);
    expect(store.getState().status).toBe('polling');
    vi.advanceTimersByTime(50);
    expect(store.getState()).toMatchObject({ status: 'present', activeGroups: ['C0001'], bannerClosed: false });
    expect(vi.getTimerCount()).toBe(0);
    expect(sdk.api.OnConsentChanged).toHaveBeenCalledTimes(1);
  });

  it('starts only once', () => {
    const store = storeOn();
    store.getState().startPolling();
    store.getState().startPolling();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    store.getState().startPolling();
    expect(store.getState().status).toBe('unavailable');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing without a window (server rendering)', () => {
    const store = createConsentStore({ globals: () => undefined });
    store.getState().startPolling();
    expect(store.getState().status).toBe('absent');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when the script is known to have failed', () => {
    const store = storeOn();
    store.getState().startPolling();
    store.getState().markUnavailable();
    expect(store.getState().status).toBe('unavailable');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('consent changes', () => {
  it('follows OnConsentChanged', () => {
    const sdk = fakeSdk(',C0001,');
    sdk.install(globals);
    const store = storeOn();
    store.getState().startPolling();
    sdk.choose(globals, ',C0001,C0003,');
    expect(store.getState()).toMatchObject({ activeGroups: ['C0001', 'C0003'], bannerClosed: true });
    sdk.choose(globals, ',C0001,');
    expect(store.getState().activeGroups).toEqual(['C0001']);
  });

  it('prefers the groups of the change event, and reads the global when the event has none', () => {
    const sdk = fakeSdk(',C0001,');
    sdk.install(globals);
    const store = storeOn();
    store.getState().startPolling();
    const event = Object.assign(new Event('consent.onetrust'), { detail: ['C0001', 'C0002'] });
    sdk.listeners.forEach((listener) => listener(event));
    expect(store.getState().activeGroups).toEqual(['C0001', 'C0002']);
    globals.OnetrustActiveGroups = ',C0001,C0004,';
    sdk.listeners.forEach((listener) => listener(new Event('consent.onetrust')));
    expect(store.getState().activeGroups).toEqual(['C0001', 'C0004']);
  });

  it('keeps an OptanonWrapper another script set, and recovers a late SDK through it', () => {
    const previous = vi.fn();
    globals.OptanonWrapper = previous;
    const store = storeOn();
    store.getState().startPolling();
    vi.advanceTimersByTime(1000);
    expect(store.getState().status).toBe('unavailable');
    fakeSdk(',C0001,C0003,', true).install(globals);
    globals.OptanonWrapper?.();
    expect(previous).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ status: 'present', activeGroups: ['C0001', 'C0003'] });
    store.getState().reset();
    expect(globals.OptanonWrapper).toBe(previous);
  });

  it('does not notify subscribers when nothing changed', () => {
    const sdk = fakeSdk(',C0001,C0003,', true);
    sdk.install(globals);
    const store = storeOn();
    store.getState().startPolling();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().sync();
    globals.OptanonWrapper?.();
    expect(listener).not.toHaveBeenCalled();
  });

  it('survives an SDK that throws', () => {
    const sdk = fakeSdk(',C0001,');
    sdk.api.IsAlertBoxClosed.mockImplementation(() => {
      throw new Error('broken');
    });
    sdk.api.ToggleInfoDisplay.mockImplementation(() => {
      throw new Error('broken');
    });
    sdk.install(globals);
    const store = storeOn();
    store.getState().startPolling();
    expect(store.getState()).toMatchObject({ status: 'present', bannerClosed: false });
    expect(store.getState().openSettings()).toBe(false);
  });
});

describe('openSettings', () => {
  it('toggles the SDK display when present and reports false otherwise', () => {
    const store = storeOn();
    expect(store.getState().openSettings()).toBe(false);
    const sdk = fakeSdk();
    sdk.install(globals);
    expect(store.getState().openSettings()).toBe(true);
    expect(sdk.api.ToggleInfoDisplay).toHaveBeenCalledTimes(1);
  });

  it('does not take an incomplete SDK object for the SDK', () => {
    globals.OneTrust = { ToggleInfoDisplay: vi.fn() };
    const store = storeOn();
    store.getState().startPolling();
    expect(store.getState().status).toBe('polling');
    expect(store.getState().openSettings()).toBe(false);
  });
});
