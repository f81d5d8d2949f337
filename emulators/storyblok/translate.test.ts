import { describe, expect, it } from 'vitest';
import { assetUrlRewriter, splitLanguagePrefix, transformContent, translatedPaths } from './translate';
import type { SeedFolder, SeedStory } from './types';

const folder = (id: number, slug: string, full: string, de?: string, parent?: number): SeedFolder => ({
  id,
  parent_id: parent,
  uuid: `f-${id}`,
  name: slug,
  slug,
  full_slug: full,
  is_folder: true,
  created_at: '2024-01-01T00:00:00.000Z',
  ...(de ? { translations: { de: { slug: de } } } : {}),
});

const entry = (id: number, parent: number, slug: string, full: string, extra: Partial<SeedStory> = {}): SeedStory => ({
  id,
  uuid: `s-${id}`,
  name: slug,
  slug,
  full_slug: full,
  parent_id: parent,
  published: true,
  content: { _uid: `c-${id}`, component: 'page' },
  first_published_at: null,
  published_at: null,
  created_at: '2024-01-01T00:00:00.000Z',
  ...extra,
});

describe('translatedPaths', () => {
  it('joins translated segments of parents and keeps start pages and explicit paths', () => {
    const nodes = [
      folder(1, 'bikes', 'bikes', 'fahrraeder'),
      folder(2, 'city', 'bikes/city', undefined, 1),
      entry(3, 2, 'one', 'bikes/city/one', { translations: { de: { slug: 'eins' } } }),
      entry(4, 1, 'bikes', 'bikes/', { is_startpage: true }),
      entry(5, 1, 'x', 'bikes/x', { translations: { de: { path: 'ganz/anders' } } }),
    ];
    const paths = translatedPaths(nodes, ['de', 'fr']);
    expect(paths.get(3)?.get('de')).toBe('fahrraeder/city/eins');
    expect(paths.get(3)?.get('fr')).toBe('bikes/city/one');
    expect(paths.get(4)?.get('de')).toBe('fahrraeder/');
    expect(paths.get(5)?.get('de')).toBe('ganz/anders');
  });
});

describe('transformContent', () => {
  it('replaces fields of blocks by _uid and maps strings, without touching the source', () => {
    const source = {
      _uid: 'root',
      component: 'page',
      title: 'Hello',
      body: [{ _uid: 'b1', component: 'teaser', text: 'Hi', image: '/f/1/10x10/h/a.jpg' }],
    };
    const result = transformContent(source, { b1: { text: 'Hallo' } }, assetUrlRewriter(1, 'http://x:1/'));
    expect(result).toEqual({
      _uid: 'root',
      component: 'page',
      title: 'Hello',
      body: [{ _uid: 'b1', component: 'teaser', text: 'Hallo', image: 'http://x:1/f/1/10x10/h/a.jpg' }],
    });
    expect(source.body[0]?.text).toBe('Hi');
  });

  it('rewrites a.storyblok.com asset URLs too', () => {
    expect(assetUrlRewriter(1, 'http://x:1')('https://a.storyblok.com/f/1/10x10/h/a.jpg')).toBe(
      'http://x:1/f/1/10x10/h/a.jpg',
    );
  });
});

describe('splitLanguagePrefix', () => {
  it('splits only known languages', () => {
    expect(splitLanguagePrefix('de/home', ['de'])).toEqual({ language: 'de', rest: 'home' });
    expect(splitLanguagePrefix('fr/home', ['de'])).toEqual({ language: undefined, rest: 'fr/home' });
  });
});
