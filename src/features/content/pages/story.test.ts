// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brand } from '../../../config/runtime';
import { productLine, publication, relatedStory } from '../blocks/test-factories';
import { parseContentDate } from './dates';
import { newestFirst, parseListedStories, parseStoryContent, relatedStories, seoOf, withoutBrandSuffix } from './story';
import { contentPage, listedEntry, publicationListing, splashPage, storyData } from './test-factories';

describe('parseStoryContent', () => {
  it('reads the content of the expected type', () => {
    const content = publication({ title: 'Chain care' });
    expect(parseStoryContent(storyData(content), 'publication')).toEqual(content);
  });

  it('throws naming the node when the story holds another content type', () => {
    const data = storyData(contentPage(), { id: 'storyblokentry-42-default' });
    expect(() => parseStoryContent(data, 'publication')).toThrow(
      'StoryblokEntry node storyblokentry-42-default holds a "page" story, but its template renders "publication".',
    );
  });

  it('throws on unreadable content and on a missing node', () => {
    expect(() =>
      parseStoryContent({ storyblokEntry: { id: 'storyblokentry-7-de', content: '{not json' } }, 'page'),
    ).toThrow(/storyblokentry-7-de has no readable content/);
    expect(() => parseStoryContent({ storyblokEntry: null }, 'page')).toThrow(/found no StoryblokEntry node/);
  });
});

describe('listed and related stories', () => {
  it('keeps only listed entries of the asked content type', () => {
    const entries = [
      listedEntry(publication({ title: 'A' }), 'shop/gb/stories/a'),
      listedEntry(publicationListing(), 'shop/gb/stories/'),
      { ...listedEntry(publication(), 'shop/gb/stories/broken'), content: '' },
    ];
    expect(parseListedStories(entries, 'publication').map((story) => story.content.title)).toEqual(['A']);
  });

  it('skips unresolved relations', () => {
    const line = relatedStory(productLine({ name: 'Motus' }));
    expect(relatedStories(['uuid-unresolved', line]).map((story) => story.key)).toEqual([line.uuid]);
    expect(relatedStories(undefined)).toEqual([]);
  });

  it('orders newest first, undated last', () => {
    const stories = parseListedStories(
      [
        listedEntry(publication({ title: 'Old', date: '2024-05-01 08:00' }), 'shop/gb/stories/old'),
        listedEntry(publication({ title: 'Undated', date: '' }), 'shop/gb/stories/undated'),
        listedEntry(publication({ title: 'New', date: '2025-02-01 08:00' }), 'shop/gb/stories/new'),
      ],
      'publication',
    );
    const sorted = newestFirst(stories, (story) => parseContentDate(story.content.date));
    expect(sorted.map((story) => story.content.title)).toEqual(['New', 'Old', 'Undated']);
  });
});

describe('seoOf', () => {
  it('prefers the SEO fields and drops a brand name the meta title already ends with', () => {
    const content = publication({ meta_title: `Chain care | ${brand.displayName}`, meta_description: 'Meta' });
    expect(seoOf(content)).toEqual({ title: 'Chain care', description: 'Meta' });
  });

  it('falls back to the title (a product line: its name) and the intro or text', () => {
    expect(seoOf(publication({ title: 'Chain care', intro: 'Clean it.' }))).toEqual({
      title: 'Chain care',
      description: 'Clean it.',
    });
    expect(seoOf(productLine({ name: 'Motus', intro: 'All-rounder.' })).title).toBe('Motus');
    expect(seoOf(splashPage({ text: 'Choose.' })).description).toBe('Choose.');
    expect(seoOf(contentPage({ title: 'About' }))).toEqual({ title: 'About', description: '' });
  });

  it('keeps a title that is only the brand name', () => {
    expect(withoutBrandSuffix('Raleigh', 'Raleigh')).toBe('Raleigh');
    expect(withoutBrandSuffix('Stories – Raleigh', 'Raleigh')).toBe('Stories');
    expect(withoutBrandSuffix('Raleigh Chopper', 'Raleigh')).toBe('Raleigh Chopper');
  });
});
