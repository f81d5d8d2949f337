import { describe, expect, it } from 'vitest';
import {
  backendMode,
  commerceEndpointFor,
  consentSdkUrl,
  liveConsentSdkUrl,
  localAccessKey,
  resolveCommerceEndpoints,
} from './backends';
import { loadBrandConfig } from './load';

const sparta = loadBrandConfig('sparta');

describe('commerce endpoints', () => {
  it('points every country at the local emulator with a per-channel key by default', () => {
    const endpoints = resolveCommerceEndpoints(sparta, 'local', {});
    expect(commerceEndpointFor(endpoints, 'dk')).toEqual({
      baseUrl: 'http://127.0.0.1:4200/store-api',
      accessKey: localAccessKey('sparta', 'dk'),
    });
    expect(resolveCommerceEndpoints(sparta, 'local', { COMMERCE_EMULATOR_PORT: '5200' }).nl?.baseUrl).toBe(
      'http://127.0.0.1:5200/store-api',
    );
  });

  it('uses the live address and the key from the named environment variable', () => {
    const endpoints = resolveCommerceEndpoints(sparta, 'live', { SHOPWARE_ACCESS_KEY_SPARTA_NL: 'SWSCLIVEKEY' });
    expect(commerceEndpointFor(endpoints, 'nl')).toEqual({
      baseUrl: 'https://shop.sparta.nl/store-api',
      accessKey: 'SWSCLIVEKEY',
    });
  });

  it('throws the spec messages for a country without token or address', () => {
    const endpoints = resolveCommerceEndpoints(sparta, 'live', {});
    expect(() => commerceEndpointFor(endpoints, 'be')).toThrow('Unable to find shopware token for country be!');
    expect(() => commerceEndpointFor({ be: { accessKey: 'key' } }, 'be')).toThrow(
      'Unable to find shopware url for country be!',
    );
    expect(() => commerceEndpointFor(endpoints, 'xx')).toThrow('Unable to find shopware token for country xx!');
  });

  it('accepts only local and live modes', () => {
    expect(backendMode({})).toBe('local');
    expect(backendMode({ BACKENDS: 'live' })).toBe('live');
    expect(() => backendMode({ BACKENDS: 'staging' })).toThrow('BACKENDS must be "local" or "live", not "staging".');
  });
});

describe('consentSdkUrl', () => {
  it.each<[Parameters<typeof consentSdkUrl>[0], Record<string, string | undefined>, string]>([
    ['local', {}, 'http://127.0.0.1:4300/consent/otSDKStub.js'],
    ['local', { THIRD_PARTY_EMULATOR_PORT: '4999' }, 'http://127.0.0.1:4999/consent/otSDKStub.js'],
    ['live', {}, liveConsentSdkUrl],
    ['live', { CONSENT_SDK_URL: 'https://consent.example/otSDKStub.js' }, 'https://consent.example/otSDKStub.js'],
    ['local', { CONSENT_SDK_URL: 'http://localhost:1/stub.js' }, 'http://localhost:1/stub.js'],
  ])('%s with %j is %s', (mode, env, expected) => {
    expect(consentSdkUrl(mode, env)).toBe(expected);
  });
});
