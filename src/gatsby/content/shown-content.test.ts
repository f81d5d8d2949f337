import { describe, expect, it } from 'vitest';
import { storyContentResolvers } from './shown-content';

const { shownContent, teaserContent } = storyContentResolvers.StoryblokEntry;
const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Long text' }] }] };
const article = { _uid: 'a', component: 'publication', title: 'Winter riding', intro: 'Stay warm.', body };

describe('the content fields the templates ask for', () => {
  it('gives a listed story its card fields and a page its related stories as teasers, as strings', () => {
    expect(JSON.parse(teaserContent.resolve({ content: JSON.stringify(article) }) ?? '')).toEqual({
      _uid: 'a',
      component: 'publication',
      title: 'Winter riding',
      intro: 'Stay warm.',
    });
    const home = {
      _uid: 'h',
      component: 'page',
      body: [{ _uid: 't', component: 'teaser_grid', items: [{ uuid: 'u', full_slug: 'x', content: article }] }],
    };
    const shown = JSON.parse(shownContent.resolve({ content: JSON.stringify(home) }) ?? '');
    expect(shown.body[0].items[0].content).not.toHaveProperty('body');
    expect(shown.body[0].items[0].content.title).toBe('Winter riding');
  });

  it('leaves content that does not parse, or none, as it is (the page reports it)', () => {
    expect(shownContent.resolve({ content: '{not json' })).toBe('{not json');
    expect(teaserContent.resolve({ content: null })).toBeNull();
    expect(teaserContent.resolve({})).toBeNull();
  });
});
