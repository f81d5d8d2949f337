import { describe, expect, it } from 'vitest';
import { enabledFlags, type FlagEntries, flagStateOf, isFlagEnabled } from './feature-flags';

const flags: FlagEntries = {
  flags: [
    { name: 'sizeFinder', states: ['preview', 'accept', 'live'] },
    { name: 'notifyMe', states: ['preview'] },
    { name: 'bikeComparison', states: ['preview', 'accept'] },
    { name: 'newsletterPopup', states: [] },
  ],
};

describe('feature flags', () => {
  it('maps environments to flag states: preview for test, accept, live otherwise', () => {
    expect(flagStateOf('test')).toBe('preview');
    expect(flagStateOf('TEST')).toBe('preview');
    expect(flagStateOf('accept')).toBe('accept');
    expect(flagStateOf('production')).toBe('live');
    expect(flagStateOf('')).toBe('live');
  });

  it('lists the flags that are on in an environment', () => {
    expect(enabledFlags(flags, 'test')).toEqual(['sizeFinder', 'notifyMe', 'bikeComparison']);
    expect(enabledFlags(flags, 'accept')).toEqual(['sizeFinder', 'bikeComparison']);
    expect(enabledFlags(flags, 'production')).toEqual(['sizeFinder']);
    expect(isFlagEnabled(flags, 'notifyMe', 'production')).toBe(false);
    expect(isFlagEnabled(flags, 'notifyMe', 'test')).toBe(true);
    expect(isFlagEnabled(flags, 'unknown', 'test')).toBe(false);
  });
});
