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
