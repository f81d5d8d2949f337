/** The search page's content results against the content emulator, through storyblok-js-client. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContentSpace } from '../emulators/seed/content';
import { startContentEmulator, type RunningContentEmulator } from '../emulators/storyblok/server';
import { localContentTokens } from '../src/config/backends';
import type { ContentAccess } from '../src/config/content';
import { loadBrandConfig } from '../src/config/load';
import { searchedContentTypes, toContentHits } from '../src/features/search/content-hits';
import { brandLocales } from '../src/lib/i18n/locales';
import { localeContentRoot } from '../src/services/storyblok/model';
import { searchContent } from '../src/services/storyblok/search';

let emulator: RunningContentEmulator;
beforeAll(async () => {
  emulator = await startContentEmulator({
    space: [generateContentSpace('raleigh'), generateContentSpace('sparta'), generateContentSpace('xlc')],
    port: 0,
  });
});
afterAll(() => emulator.close());

type Brand = 'raleigh' | 'sparta' | 'xlc';

const access = (brand: Brand, token: 'publicToken' | 'previewToken' = 'publicToken'): ContentAccess => ({
  accessToken: localContentTokens(brand)[token],
  endpoint: `${emulator.url}/v2`,
  version: token === 'publicToken' ? 'published' : 'draft',
});

async function hitsFor(brand: Brand, term: string, localeIndex = 0) {
  const config = loadBrandConfig(brand);
  const locale = brandLocales(config)[localeIndex]!;
  const { root, language } = localeContentRoot(config, locale);
  const answer = await searchContent(access(brand), {
    term,
    startsWith: root,
    language,
    contentTypes: searchedContentTypes,
    perPage: 12,
  });
  if (answer.status !== 'success') throw new Error(answer.message);
  return toContentHits(answer.stories, {
    root,
    storyLanguage: language,
    localePrefix: locale.prefix,
    separator: config.routing.localeSeparator,
  });
}

describe('content search', () => {
  it('finds a publication by a word of its title, as a link in the locale', async () => {
    const hits = await hitsFor('raleigh', 'winter');
    expect(hits).toContainEqual(
      expect.objectContaining({
        kind: 'publication',
        title: 'Commuting by bike in winter',
        path: expect.stringMatching(/^\/gb\/en\/.*commuting-by-bike-in-winter\/$/),
      }),
    );
  });

  it('finds campaigns and leaves out unpublished stories', async () => {
    expect((await hitsFor('raleigh', 'service check')).map((hit) => hit.kind)).toContain('campaign');
    expect((await hitsFor('raleigh', 'tyre pressure')).map((hit) => hit.title)).not.toContain(
      'The right tyre pressure for every ride',
    );
  });

  it('searches every locale of a brand with several languages', async () => {
    const config = loadBrandConfig('sparta');
    const locales = brandLocales(config);
    expect(locales.length).toBeGreaterThan(1);
    for (const [index, locale] of locales.entries()) {
      const hits = await hitsFor('sparta', 'winter', index);
      expect(hits.length, locale.prefix).toBeGreaterThan(0);
      for (const hit of hits) expect(hit.path.startsWith(locale.prefix), hit.path).toBe(true);
    }
  });

  it("searches a marketing site's market tree: every hit a page of the market", async () => {
    const locales = brandLocales(loadBrandConfig('xlc'));
    expect(locales.map((locale) => locale.prefix)).toEqual(['/int-en/', '/de-de/', '/es-es/', '/fr-fr/', '/nl-nl/']);
    const english = await hitsFor('xlc', 'helmet');
    expect(english.length).toBeGreaterThan(0);
    for (const hit of english) expect(hit.path, hit.title).toMatch(/^\/int-en\/(?!.*\/shop\/)/);
    expect(english.map((hit) => hit.path)).toContainEqual(expect.stringMatching(/^\/int-en\/inspiration\/tutorials\//));
    const german = await hitsFor('xlc', 'Helm', 1);
    expect(german.length).toBeGreaterThan(0);
    for (const hit of german) expect(hit.path, hit.title).toMatch(/^\/de-de\//);
  });

  it('answers a term nothing contains with no hits', async () => {
    expect(await hitsFor('raleigh', 'zzqxv')).toEqual([]);
  });

  it('reports a refused token as a failure', async () => {
    const answer = await searchContent(
      { ...access('raleigh'), accessToken: 'wrong' },
      { term: 'winter', startsWith: 'shop/gb/', language: 'default', contentTypes: searchedContentTypes, perPage: 5 },
      () => undefined,
    );
    expect(answer.status).toBe('failed');
  });
});
