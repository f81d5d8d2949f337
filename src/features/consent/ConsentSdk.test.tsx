// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../config/runtime';
import { consentDomainScript, consentLoaderScript, consentSdkState } from '../../lib/consent';
import { ConsentSdk } from './ConsentSdk';
import { useConsentStore } from './consent-store';
import { PageFrame } from '../../testing/render';
import { installFakeSdk, removeFakeSdk } from './fake-sdk';

const src = 'http://127.0.0.1:4300/consent/otSDKStub.js';
const injected = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-domain-script]'));

function renderSdk(country?: string) {
  return render(
    <PageFrame country={country}>
      <ConsentSdk src={src} />
    </PageFrame>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  useConsentStore.getState().reset();
  removeFakeSdk();
  injected().forEach((script) => script.remove());
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('ConsentSdk', () => {
  it('injects the stub with the country’s domain script once and polls for the SDK', () => {
    const country = brand.countries[0]!.code;
    const { rerender } = renderSdk(country);
    rerender(
      <PageFrame country={country}>
        <ConsentSdk src={src} />
      </PageFrame>,
    );
    const scripts = injected();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(src);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.getAttribute('data-domain-script')).toBe(consentDomainScript(brand, country));
    expect(useConsentStore.getState().status).toBe('polling');

    installFakeSdk(',C0001,C0003,', true);
    act(() => vi.advanceTimersByTime(100));
    expect(useConsentStore.getState()).toMatchObject({ status: 'present', activeGroups: ['C0001', 'C0003'] });
  });

  it('takes an explicit domain script', () => {
    render(
      <PageFrame>
        <ConsentSdk src={src} domainScript="explicit-id" />
      </PageFrame>,
    );
    expect(injected()[0]!.getAttribute('data-domain-script')).toBe('explicit-id');
  });

  it('loads nothing in preview mode and reports the SDK unavailable', () => {
    window.history.replaceState(null, '', '/?_storyblok=42');
    renderSdk();
    expect(injected()).toHaveLength(0);
    expect(useConsentStore.getState().status).toBe('unavailable');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('degrades quietly when the script fails to load', () => {
    const errors = vi.spyOn(console, 'error');
    renderSdk();
    act(() => {
      injected()[0]!.dispatchEvent(new Event('error'));
    });
    expect(useConsentStore.getState().status).toBe('unavailable');
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reads the SDK as soon as the script has loaded', () => {
    renderSdk();
    installFakeSdk(',C0001,', false);
    act(() => {
      injected()[0]!.dispatchEvent(new Event('load'));
    });
    expect(useConsentStore.getState()).toMatchObject({
      status: 'present',
      activeGroups: ['C0001'],
      bannerClosed: false,
    });
  });

  describe('with the stub the built page’s head started loading', () => {
    const headLoader = () => new Function(consentLoaderScript(src, 'head-domain'))();

    it('loads no second stub and reads the SDK the head already loaded', () => {
      headLoader();
      injected()[0]!.dispatchEvent(new Event('load'));
      installFakeSdk(',C0001,C0003,', true);
      renderSdk();
      expect(injected()).toHaveLength(1);
      expect(injected()[0]!.getAttribute('data-domain-script')).toBe('head-domain');
      // Fetched ahead of the app's scripts, so the banner is not painted after their work.
      expect(injected()[0]!.getAttribute('fetchpriority')).toBe('high');
      expect(useConsentStore.getState()).toMatchObject({ status: 'present', activeGroups: ['C0001', 'C0003'] });
    });

    it('waits for a stub still loading', () => {
      headLoader();
      renderSdk();
      expect(useConsentStore.getState().status).toBe('polling');
      installFakeSdk(',C0001,', false);
      act(() => {
        injected()[0]!.dispatchEvent(new Event('load'));
      });
      expect(useConsentStore.getState()).toMatchObject({ status: 'present', activeGroups: ['C0001'] });
    });

    it('reports the SDK unavailable when the stub failed before hydration', () => {
      headLoader();
      injected()[0]!.dispatchEvent(new Event('error'));
      expect(injected()[0]!.getAttribute(consentSdkState)).toBe('failed');
      renderSdk();
      expect(useConsentStore.getState().status).toBe('unavailable');
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('remembers the outcome of a stub it loaded itself for the next mount', () => {
    const { unmount } = renderSdk();
    act(() => {
      injected()[0]!.dispatchEvent(new Event('error'));
    });
    unmount();
    useConsentStore.getState().reset();
    renderSdk();
    expect(injected()).toHaveLength(1);
    expect(useConsentStore.getState().status).toBe('unavailable');
  });
});
