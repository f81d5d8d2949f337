// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from '../../src/features/consent/consent-store';
import { bannerTexts, consentStubScript } from './consent';
import { startThirdPartyEmulator } from './server';

interface StandInWindow {
  OneTrust?: {
    OnConsentChanged: (callback: (event: Event & { detail?: unknown }) => void) => void;
    ToggleInfoDisplay: () => void;
    IsAlertBoxClosed: () => boolean;
  };
  OnetrustActiveGroups?: string;
  OptanonWrapper?: () => void;
}

const sdkWindow = window as Window & StandInWindow;
const banner = () => document.getElementById('onetrust-banner-sdk') as HTMLElement | null;
const buttonNamed = (name: string) =>
  Array.from(banner()?.querySelectorAll('button') ?? []).find((button) => button.textContent === name);

/** Loads the stand-in as a page would: a stub script tag with its domain script, then the code. */
function loadStandIn(source = consentStubScript()) {
  const tag = document.createElement('script');
  tag.setAttribute('data-domain-script', 'local-domain');
  document.head.appendChild(tag);
  new Function(source)();
}

/** What a reload leaves: cookies only. */
function unload() {
  banner()?.remove();
  document.getElementById('ot-local-style')?.remove();
  document.querySelectorAll('script[data-domain-script]').forEach((tag) => tag.remove());
  delete sdkWindow.OneTrust;
  delete sdkWindow.OnetrustActiveGroups;
  delete sdkWindow.OptanonWrapper;
}

function clearCookies() {
  for (const name of ['OptanonConsent', 'OptanonAlertBoxClosed']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('GET /consent/otSDKStub.js', () => {
  let emulator: Awaited<ReturnType<typeof startThirdPartyEmulator>>;
  beforeAll(async () => {
    emulator = await startThirdPartyEmulator({ port: 0 });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('serves JavaScript that defines the SDK API', async () => {
    const response = await fetch(`${emulator.url}/consent/otSDKStub.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await response.text();
    for (const name of [
      'OneTrust',
      'OnConsentChanged',
      'ToggleInfoDisplay',
      'IsAlertBoxClosed',
      'OnetrustActiveGroups',
    ]) {
      expect(source).toContain(name);
    }
    expect(source).toContain('OptanonWrapper()');
    expect(() => new Function(source)).not.toThrow();
  });
});

describe('consent SDK stand-in in the browser', () => {
  beforeEach(() => {
    clearCookies();
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    unload();
    clearCookies();
  });

  it('shows a labelled banner at first, with only C0001 active, and calls OptanonWrapper when ready', () => {
    const wrapper = vi.fn();
    sdkWindow.OptanonWrapper = wrapper;
    loadStandIn();
    const region = banner()!;
    expect(region.hidden).toBe(false);
    expect(region.getAttribute('role')).toBe('region');
    expect(document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent).toBe(bannerTexts.en!.title);
    expect(buttonNamed('Accept all')).toBeTruthy();
    expect(buttonNamed('Only necessary')).toBeTruthy();
    expect(buttonNamed('Settings')?.getAttribute('aria-expanded')).toBe('false');
    expect(sdkWindow.OnetrustActiveGroups).toBe(',C0001,');
    expect(sdkWindow.OneTrust!.IsAlertBoxClosed()).toBe(false);
    expect(wrapper).toHaveBeenCalledTimes(1);
    expect(document.getElementById('ot-local-style')?.textContent).toContain('position:fixed');
  });

  it('accepts all, tells OnConsentChanged and OptanonWrapper, and keeps the choice over a reload', () => {
    const wrapper = vi.fn();
    sdkWindow.OptanonWrapper = wrapper;
    loadStandIn();
    const changed = vi.fn();
    sdkWindow.OneTrust!.OnConsentChanged(changed);
    buttonNamed('Accept all')!.click();

    expect(sdkWindow.OnetrustActiveGroups).toBe(',C0001,C0002,C0003,C0004,');
    expect(sdkWindow.OneTrust!.IsAlertBoxClosed()).toBe(true);
    expect(banner()!.hidden).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    expect((changed.mock.calls[0]![0] as CustomEvent).detail).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
    expect(wrapper).toHaveBeenCalledTimes(2);
    expect(document.cookie).toContain('OptanonConsent=');
    expect(document.cookie).toContain('OptanonAlertBoxClosed=');

    unload();
    loadStandIn();
    expect(sdkWindow.OnetrustActiveGroups).toBe(',C0001,C0002,C0003,C0004,');
    expect(sdkWindow.OneTrust!.IsAlertBoxClosed()).toBe(true);
    expect(banner()!.hidden).toBe(true);
  });

  it('grants only C0001 with "Only necessary"', () => {
    loadStandIn();
    buttonNamed('Only necessary')!.click();
    expect(sdkWindow.OnetrustActiveGroups).toBe(',C0001,');
    expect(sdkWindow.OneTrust!.IsAlertBoxClosed()).toBe(true);
  });

  it('saves a choice made in the settings', () => {
    loadStandIn();
    buttonNamed('Settings')!.click();
    expect(buttonNamed('Settings')!.getAttribute('aria-expanded')).toBe('true');
    const necessary = document.getElementById('ot-local-group-C0001') as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    (document.getElementById('ot-local-group-C0003') as HTMLInputElement).click();
    buttonNamed('Save choices')!.click();
    expect(sdkWindow.OnetrustActiveGroups).toBe(',C0001,C0003,');
  });

  it('re-opens with ToggleInfoDisplay, moves focus into the banner and gives it back on close', () => {
    loadStandIn();
    buttonNamed('Only necessary')!.click();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();

    sdkWindow.OneTrust!.ToggleInfoDisplay();
    expect(banner()!.hidden).toBe(false);
    expect(document.activeElement?.id).toBe('ot-local-title');
    expect((document.getElementById('ot-local-group-C0003') as HTMLInputElement).checked).toBe(false);
    buttonNamed('Accept all')!.click();
    expect(banner()!.hidden).toBe(true);
    expect(document.activeElement).toBe(opener);

    sdkWindow.OneTrust!.ToggleInfoDisplay();
    banner()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(banner()!.hidden).toBe(true);
    opener.remove();
  });

  it.each([
    ['de', 'Alle akzeptieren', 'de'],
    ['fr-FR', 'Tout accepter', 'fr'],
    ['nl', 'Alles accepteren', 'nl'],
    ['fi', 'Accept all', 'en'],
  ])('speaks the page language %s', (lang, acceptLabel, bannerLang) => {
    document.documentElement.lang = lang;
    loadStandIn();
    expect(buttonNamed(acceptLabel)).toBeTruthy();
    expect(banner()!.getAttribute('lang')).toBe(bannerLang);
  });

  it('does not install itself twice', () => {
    loadStandIn();
    const first = sdkWindow.OneTrust;
    new Function(consentStubScript())();
    expect(sdkWindow.OneTrust).toBe(first);
    expect(document.querySelectorAll('#onetrust-banner-sdk')).toHaveLength(1);
  });

  it('keeps working when the site’s OptanonWrapper throws', () => {
    vi.useFakeTimers();
    sdkWindow.OptanonWrapper = () => {
      throw new Error('site bug');
    };
    expect(() => loadStandIn()).not.toThrow();
    buttonNamed('Accept all')!.click();
    expect(sdkWindow.OnetrustActiveGroups).toBe(',C0001,C0002,C0003,C0004,');
    expect(() => vi.runAllTimers()).toThrow('site bug');
    vi.useRealTimers();
  });

  it('drives the site’s consent store', () => {
    vi.useFakeTimers();
    const store = useConsentStore.getState();
    store.startPolling();
    loadStandIn();
    vi.advanceTimersByTime(100);
    expect(useConsentStore.getState()).toMatchObject({
      status: 'present',
      activeGroups: ['C0001'],
      bannerClosed: false,
    });
    buttonNamed('Settings')!.click();
    (document.getElementById('ot-local-group-C0003') as HTMLInputElement).click();
    buttonNamed('Save choices')!.click();
    expect(useConsentStore.getState()).toMatchObject({ activeGroups: ['C0001', 'C0003'], bannerClosed: true });
    useConsentStore.getState().reset();
    vi.useRealTimers();
  });
});
