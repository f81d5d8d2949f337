// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { consentLoaderScript, consentSdkMarker, consentSdkState } from './consent';

const src = 'http://127.0.0.1:4300/consent/otSDKStub.js';
const stub = () => document.querySelector<HTMLScriptElement>(`script[${consentSdkMarker}]`);

afterEach(() => {
  document.querySelectorAll('script').forEach((script) => script.remove());
  window.history.replaceState(null, '', '/');
});

/** Runs the head script as the browser would. */
const runLoader = (domainScript = 'domain-1') => new Function(consentLoaderScript(src, domainScript))();

describe('consentLoaderScript', () => {
  it('starts loading the stub with the domain script and records when it loaded or failed', () => {
    runLoader('gb-domain');
    const element = stub();
    expect(element?.src).toBe(src);
    expect(element?.async).toBe(true);
    expect(element?.getAttribute('data-domain-script')).toBe('gb-domain');
    expect(element?.getAttribute(consentSdkState)).toBeNull();
    element!.dispatchEvent(new Event('load'));
    expect(element?.getAttribute(consentSdkState)).toBe('loaded');

    element!.remove();
    runLoader();
    stub()!.dispatchEvent(new Event('error'));
    expect(stub()?.getAttribute(consentSdkState)).toBe('failed');
  });

  it('loads nothing in preview mode', () => {
    window.history.replaceState(null, '', '/gb/en/?_storyblok=42');
    runLoader();
    expect(stub()).toBeNull();
  });

  it('quotes what it is given', () => {
    const script = consentLoaderScript('https://cdn.example/a.js?x="1"', "id'); alert('x");
    expect(() => new Function(script)).not.toThrow();
    new Function(script)();
    expect(stub()?.getAttribute('data-domain-script')).toBe("id'); alert('x");
  });
});
