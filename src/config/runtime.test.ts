import { describe, expect, it } from 'vitest';
import { defaultPorts } from './backends';
import { brand, runtimeConfig } from './runtime';

describe('runtime configuration in tests', () => {
  it('is the build-time configuration of the default brand against local backends on their default ports', () => {
    expect(brand.name).toBe(process.env.BRAND || 'raleigh');
    expect(runtimeConfig.gitHash).toBe('test');
    expect(runtimeConfig.commerce[brand.countries[0]!.code]?.baseUrl).toBe(
      `http://127.0.0.1:${defaultPorts.commerce}/store-api`,
    );
    expect(runtimeConfig.sentryDsn).toEqual({});
  });
});

describe('the browser’s part of the configuration', () => {
  it('names none of the build’s secrets or the live addresses the runtime resolves', () => {
    const serialized = JSON.stringify(runtimeConfig);
    expect(serialized).not.toMatch(/accessKeyEnv|secretEnv|sentryDsnEnv|REVIEWS_SECRET|SHOPWARE_ACCESS_KEY/);
    for (const country of brand.countries) expect(country).not.toHaveProperty('commerce');
  });

  it('keeps what the pages read: the reviews’ app key and the countries’ languages', () => {
    expect(brand.reviews.appKey).toMatch(/^[A-Za-z0-9]{20,64}$/);
    expect(brand.countries.every((country) => country.languages.length > 0)).toBe(true);
  });
});
