import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../config/schema';
import {
  type ConsentFeature,
  type ConsentSnapshot,
  consentDomainScript,
  consentRequirements,
  isFeatureAllowed,
  isPreviewSearch,
  parseActiveGroups,
  sameGroups,
} from './consent';

describe('parseActiveGroups', () => {
  it.each<[unknown, string[]]>([
    [',C0001,C0003,', ['C0001', 'C0003']],
    ['C0001,C0002', ['C0001', 'C0002']],
    [',C0001,', ['C0001']],
    [' , C0001 ,C0003 , ', ['C0001', 'C0003']],
    [',C0001,C0001,C0003,', ['C0001', 'C0003']],
    [',,', []],
    ['', []],
    [undefined, []],
    [null, []],
    [42, []],
    [['C0001'], []],
  ])('%j gives %j', (raw, expected) => {
    expect(parseActiveGroups(raw)).toEqual(expected);
  });
});

describe('isFeatureAllowed', () => {
  const state = (groups: string, bannerClosed: boolean): ConsentSnapshot => ({
    activeGroups: parseActiveGroups(groups),
    bannerClosed,
  });

  it.each<[ConsentFeature, string, boolean, boolean]>([
    // Captcha: strictly necessary only, but only once the banner is answered.
    ['captcha', ',C0001,', true, true],
    ['captcha', ',C0001,', false, false],
    ['captcha', ',C0001,C0003,', false, false],
    ['captcha', ',C0003,', true, false],
    ['captcha', '', true, false],
    // Video and maps: strictly necessary and functional, banner state irrelevant.
    ['video', ',C0001,C0003,', false, true],
    ['video', ',C0001,C0003,', true, true],
    ['video', ',C0001,C0002,C0003,C0004,', true, true],
    ['video', ',C0001,', true, false],
    ['video', ',C0003,', true, false],
    ['video', ',C0001,C0002,C0004,', true, false],
    ['video', '', true, false],
    ['maps', ',C0001,C0003,', false, true],
    ['maps', ',C0001,', true, false],
    ['maps', ',C0003,', true, false],
    ['maps', '', false, false],
  ])('%s with groups "%s" and banner closed %s is %s', (feature, groups, bannerClosed, expected) => {
    expect(isFeatureAllowed(feature, state(groups, bannerClosed))).toBe(expected);
  });

  it('lists C0001 for captcha and C0001 + C0003 for maps, video and a review account with cookies', () => {
    expect(consentRequirements).toEqual({
      captcha: { categories: ['C0001'], bannerClosed: true },
      video: { categories: ['C0001', 'C0003'], bannerClosed: false },
      maps: { categories: ['C0001', 'C0003'], bannerClosed: false },
      reviews: { categories: ['C0001', 'C0003'], bannerClosed: false },
    });
  });

  it('accepts another requirement table', () => {
    const strict = { ...consentRequirements, video: { categories: ['C0004'], bannerClosed: false } };
    expect(isFeatureAllowed('video', state(',C0001,C0003,', true), strict)).toBe(false);
    expect(isFeatureAllowed('video', state(',C0004,', true), strict)).toBe(true);
  });
});

describe('sameGroups', () => {
  it.each<[string[], string[], boolean]>([
    [[], [], true],
    [['C0001'], ['C0001'], true],
    [['C0001', 'C0003'], ['C0001', 'C0003'], true],
    [['C0001', 'C0003'], ['C0003', 'C0001'], false],
    [['C0001'], ['C0001', 'C0003'], false],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(sameGroups(a, b)).toBe(expected);
  });
});

describe('consentDomainScript', () => {
  const brand = {
    integrations: { consentDefaultDomainScript: 'brand-default' },
    countries: [{ code: 'de', consentDomainScript: 'de-script' }, { code: 'at' }],
  } as unknown as Pick<BrandConfig, 'countries' | 'integrations'>;

  it.each<[string | undefined, string]>([
    ['de', 'de-script'],
    ['DE', 'de-script'],
    ['at', 'brand-default'],
    ['fr', 'brand-default'],
    [undefined, 'brand-default'],
  ])('country %s loads %s', (country, expected) => {
    expect(consentDomainScript(brand, country)).toBe(expected);
  });
});

describe('isPreviewSearch', () => {
  it.each<[string, boolean]>([
    ['?_storyblok=123', true],
    ['?_storyblok', true],
    ['?foo=1&_storyblok=12&_storyblok_tk[token]=x', true],
    ['_storyblok=1', true],
    ['', false],
    ['?storyblok=1', false],
    ['?_storyblok_tk[space_id]=1', false],
  ])('%s: %s', (search, expected) => {
    expect(isPreviewSearch(search)).toBe(expected);
  });
});
