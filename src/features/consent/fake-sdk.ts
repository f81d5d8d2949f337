/** A stand-in of the consent SDK's browser globals for tests, with a visitor's `choose`. */
import { vi } from 'vitest';
import type { ConsentChangedEvent, ConsentSdkGlobals } from './sdk';

export function installFakeSdk(groups = ',C0001,', bannerClosed = false) {
  const on = window as Window & ConsentSdkGlobals;
  const listeners: Array<(event: ConsentChangedEvent) => void> = [];
  const state = { bannerClosed };
  const api = {
    OnConsentChanged: vi.fn((callback: (event: ConsentChangedEvent) => void) => {
      listeners.push(callback);
    }),
    ToggleInfoDisplay: vi.fn(),
    IsAlertBoxClosed: vi.fn(() => state.bannerClosed),
  };
  on.OneTrust = api;
  on.OnetrustActiveGroups = groups;
  return {
    api,
    choose(next: string) {
      state.bannerClosed = true;
      on.OnetrustActiveGroups = next;
      const event = Object.assign(new Event('consent.onetrust'), { detail: next.split(',').filter(Boolean) });
      listeners.forEach((listener) => listener(event));
      on.OptanonWrapper?.();
    },
  };
}

export function removeFakeSdk() {
  const on = window as Window & ConsentSdkGlobals;
  delete on.OneTrust;
  delete on.OnetrustActiveGroups;
  delete on.OptanonWrapper;
}
