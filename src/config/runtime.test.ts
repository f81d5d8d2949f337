import { describe, expect, it } from 'vitest';
import { brand, runtimeConfig } from './runtime';

describe('runtime configuration in tests', () => {
  it('is the build-time configuration of the default brand against local backends', () => {
    expect(brand.name).toBe(process.env.BRAND || 'raleigh');
    expect(runtimeConfig.gitHash).toBe('test');
    expect(runtimeConfig.commerce[brand.countries[0]!.code]?.baseUrl).toBe('http://127.0.0.1:4200/store-api');
    expect(runtimeConfig.sentryDsn).toEqual({});
  });
});
