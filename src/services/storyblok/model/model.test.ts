import { describe, expect, it } from 'vitest';
import {
  blockNames,
  codeBlockKind,
  holdsContactForm,
  shownContent,
  teaserContent,
  contentTypeNames,
  isBlock,
  isBlockOf,
  isEmptyLink,
  isPageContent,
  isResolved,
  isRichTextDoc,
  nestableBlockNames,
  pageContentTypeNames,
  pageKindOf,
  pathBelowRoot,
  relationFieldNames,
  relationTargets,
  resolvedStories,
  resolveRelations,
  richTextLinks,
  richTextUsage,
  shopRoot,
  marketingRoot,
  type FeatureFlagsContent,
  type PageContent,
  type PublicationContent,
  type Relation,
  type RichTextDoc,
} from './index';

const flags: FeatureFlagsContent = {
  _uid: 'flags',
  component: 'feature_flags',
  flags: [
    {
      _uid: 'a',
      component: 'feature_flag',
      name: 'sizeFinder',
      description: '',
      states: ['preview', 'accept', 'live'],
    },
    { _uid: 'b', component: 'feature_flag', name: 'notifyMe', description: '', states: ['preview'] },
    { _uid: 'c', component: 'feature_flag', name: 'bikeComparison', description: '', states: ['preview', 'accept'] },
    { _uid: 'd', component: 'feature_flag', name: 'newsletterPopup', description: '', states: [] },
  ],
};

const home: PageContent = {
  _uid: 'home',
  component: 'page',
  title: 'Home',
  page_kind: 'home',
  body: [],
  meta_title: '',
  meta_description: '',
};

describe('component names', () => {
  it('lists every content type and nestable block once', () => {
    expect(new Set(blockNames).size).toBe(blockNames.length);
    expect(blockNames).toHaveLength(contentTypeNames.length + nestableBlockNames.length);
    expect(pageContentTypeNames).toContain('publication');
    expect(pageContentTypeNames).not.toContain('global_config');
    expect(pageContentTypeNames).not.toContain('faq_item');
  });

  it('names relation patterns whose components and targets are in the model', () => {
    for (const path of resolveRelations) {
      const [component] = path.split('.');
      expect(blockNames).toContain(component);
      for (const target of relationTargets[path]) expect(contentTypeNames).toContain(target);
    }
    expect(resolveRelations).toContain('teaser_grid.items');
    expect(resolveRelations).toContain('faq.items');
    expect(relationFieldNames).toEqual(expect.arrayContaining(['items', 'couriers', 'social_channels']));
  });
});

describe('type guards', () => {
  it('recognises blocks of the model and narrows by component', () => {
    expect(isBlock(home)).toBe(true);
    expect(isBlock({ _uid: 'x', component: 'unknown_block' })).toBe(false);
    expect(isBlock({ component: 'page' })).toBe(false);
    expect(isBlock(null)).toBe(false);
    expect(isBlockOf(home, 'page')).toBe(true);
    expect(isBlockOf(home, 'hero')).toBe(false);
    expect(isPageContent(home)).toBe(true);
    expect(isPageContent(flags)).toBe(false);
  });

  it('tells the page kind of a story', () => {
    expect(pageKindOf(home)).toBe('Home');
    expect(pageKindOf({ ...home, page_kind: 'page' })).toBe('Page');
    expect(pageKindOf(flags)).toBeUndefined();
  });

  it('separates resolved relations from uuids', () => {
    const story = {
      id: 1,
      uuid: 'u1',
      name: 'Chain care',
      slug: 'chain-care',
      full_slug: 'shop/de/stories/chain-care',
      lang: 'de',
      published_at: null,
      first_published_at: null,
      tag_list: [],
      content: { _uid: 'p', component: 'publication' } as PublicationContent,
    };
    const relations: Relation<PublicationContent>[] = ['u2', story];
    expect(relations.map(isResolved)).toEqual([false, true]);
    expect(resolvedStories(relations)).toEqual([story]);
  });

  it('knows empty links of every link type', () => {
    expect(isEmptyLink({ fieldtype: 'multilink', linktype: 'story', id: '', url: '', cached_url: '' })).toBe(true);
    expect(isEmptyLink({ fieldtype: 'multilink', linktype: 'story', id: 'u1', url: '', cached_url: 'x' })).toBe(false);
    expect(isEmptyLink({ fieldtype: 'multilink', linktype: 'email', id: '', url: '', cached_url: '', email: '' })).toBe(
      true,
    );
    expect(
      isEmptyLink({ fieldtype: 'multilink', linktype: 'url', id: '', url: 'https://x.test', cached_url: '' }),
    ).toBe(false);
  });
});

describe('rich text', () => {
  const doc: RichTextDoc = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
          { type: 'hard_break' },
          {
            type: 'text',
            text: 'Link',
            marks: [{ type: 'link', attrs: { href: '#top', uuid: null, anchor: null, target: null, linktype: 'url' } }],
          },
        ],
      },
      {
        type: 'bullet_list',
        content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item' }] }] }],
      },
      { type: 'code_block', attrs: { class: null }, content: [{ type: 'text', text: '<b>x</b>' }] },
    ],
  };

  it('walks every node and mark', () => {
    const usage = richTextUsage(doc);
    expect([...usage.nodes].sort()).toEqual(
      ['bullet_list', 'code_block', 'doc', 'hard_break', 'list_item', 'paragraph', 'text'].sort(),
    );
    expect([...usage.marks].sort()).toEqual(['bold', 'link']);
    expect(richTextLinks(doc)).toEqual([{ href: '#top', uuid: null, anchor: null, target: null, linktype: 'url' }]);
    expect(isRichTextDoc(doc)).toBe(true);
    expect(isRichTextDoc({ type: 'paragraph', content: [] })).toBe(false);
  });

  it('tells iframe embeds, the contact form and raw html apart', () => {
    const code = (text: string) => ({
      type: 'code_block' as const,
      attrs: { class: null },
      content: [{ type: 'text' as const, text }],
    });
    expect(codeBlockKind(code('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>'))).toBe('iframe');
    expect(codeBlockKind(code('<salesforceform data-form="contact"></salesforceform>'))).toBe('salesforceForm');
    expect(codeBlockKind(code('  <SalesforceForm></SalesforceForm>'))).toBe('salesforceForm');
    expect(codeBlockKind(code('<table><tr><td>1</td></tr></table>'))).toBe('html');
    expect(codeBlockKind({ type: 'code_block', attrs: { class: null } })).toBe('html');
  });

  it('finds the contact form at any depth of a story, and nothing else as one', () => {
    const doc = (text: string) => ({
      type: 'doc',
      content: [{ type: 'code_block', attrs: { class: null }, content: [{ type: 'text', text }] }],
    });
    const form = '<salesforceform data-form="contact"></salesforceform>';
    expect(holdsContactForm({ component: 'page', body: [{ component: 'rich_text', text: doc(form) }] })).toBe(true);
    // Nested in a grid's column.
    expect(
      holdsContactForm({
        component: 'page',
        body: [{ component: 'grid', columns: [{ body: [{ text: doc(form) }] }] }],
      }),
    ).toBe(true);
    // An FAQ shows its related stories' answers; a teaser grid only its stories' teaser fields.
    const story = (content: object) => ({ uuid: 'u', full_slug: 'en-gb/shop/gb/x', content });
    const faq = { component: 'faq', items: [story({ component: 'faq_item', answer: doc(form) })] };
    expect(holdsContactForm({ component: 'page', body: [faq] })).toBe(true);
    const teasers = { component: 'teaser_grid', items: [story({ component: 'publication', body: doc(form) })] };
    expect(holdsContactForm({ component: 'page', body: [teasers] })).toBe(false);
    // The spec's `code` node is the same block.
    expect(
      holdsContactForm({ text: { type: 'doc', content: [{ type: 'code', content: [{ type: 'text', text: form }] }] } }),
    ).toBe(true);
    expect(
      holdsContactForm({ component: 'page', body: [{ text: doc('<iframe src="https://x.test/"></iframe>') }] }),
    ).toBe(false);
    // The tag's name in plain text, or a code block without text, is no form.
    expect(holdsContactForm({ text: { type: 'doc', content: [{ type: 'text', text: form }] } })).toBe(false);
    expect(holdsContactForm({ text: { type: 'doc', content: [{ type: 'code_block', attrs: { class: null } }] } })).toBe(
      false,
    );
    expect(holdsContactForm(null)).toBe(false);
  });
});

describe('what a page shows of its stories', () => {
  const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Long text' }] }] };
  const hero = { fieldtype: 'asset', id: 1, filename: 'https://a.storyblok.com/f/1/hero.jpg', alt: 'Hero' };
  const article = {
    _uid: 'a',
    component: 'publication',
    _editable: '<!--#storyblok#{}-->',
    title: 'Winter riding',
    intro: 'Stay warm.',
    date: '2026-01-01',
    hero_image: hero,
    body,
    blocks: [{ _uid: 'b', component: 'image', image: hero }],
    tags: ['winter'],
  };
  const related = (content: object) => ({
    id: 7,
    uuid: 'u',
    name: 'Winter riding',
    full_slug: 'en-gb/shop/gb/stories/winter',
    first_published_at: '2026-01-01T00:00:00.000Z',
    content,
  });
  const story = (content: object) => ({
    ...related(content),
    // What the API adds that no page shows: the story in other markets, its slugs per language.
    alternates: [{ id: 8, full_slug: 'marketing/fr-fr/x' }],
    translated_slugs: [{ path: 'x', lang: 'fr' }],
    sort_by_date: null,
    _stopResolving: true,
  });

  it('keeps a teaser the plain fields of a story, not its rich texts and nested blocks', () => {
    const { body: _body, blocks: _blocks, ...plain } = article;
    expect(teaserContent(article)).toEqual(plain);
  });

  it('cuts the stories a block shows as teasers, at any depth, and keeps the page content and the answers of an FAQ', () => {
    const faqItem = { _uid: 'f', component: 'faq_item', question: 'Why?', answer: body };
    const page = {
      _uid: 'p',
      component: 'page',
      title: 'Home',
      body: [
        { _uid: 't', component: 'teaser_grid', title: 'Stories', items: [story(article), 'unresolved-uuid'] },
        { _uid: 'g', component: 'grid', columns: [{ _uid: 'c', component: 'rich_text', text: body }] },
        { _uid: 'q', component: 'faq', items: [story(faqItem)] },
      ],
    };
    const shown = shownContent(page) as typeof page;
    const [teasers, grid, faq] = shown.body as [
      { items: [{ content: Record<string, unknown> }, string] },
      unknown,
      unknown,
    ];
    expect(teasers.items[0]).toEqual(related(teaserContent(article) as object));
    expect(teasers.items[1]).toBe('unresolved-uuid');
    expect(grid).toEqual(page.body[1]);
    expect(faq).toEqual({ ...page.body[2], items: [related(faqItem)] });
    expect(shown.title).toBe('Home');
  });
});

describe('where a story lies', () => {
  it('names the roots of shop countries and marketing markets', () => {
    expect(shopRoot('DE')).toBe('shop/de/');
    expect(marketingRoot('de-de')).toBe('marketing/de-de/');
  });

  it('gives the path below a root, with or without a language prefix', () => {
    expect(pathBelowRoot('shop/de/', shopRoot('de'))).toBe('');
    expect(pathBelowRoot('shop/de', shopRoot('de'))).toBe('');
    expect(pathBelowRoot('shop/de/stories/', shopRoot('de'))).toBe('stories');
    expect(pathBelowRoot('de/shop/de/stories/kettenpflege', shopRoot('de'), 'de')).toBe('stories/kettenpflege');
    expect(pathBelowRoot('en-gb/shop/gb/stories/chain-care', shopRoot('gb'), 'en-gb')).toBe('stories/chain-care');
    expect(pathBelowRoot('/marketing/de-de/fahrradteile/', marketingRoot('de-de'))).toBe('fahrradteile');
    expect(pathBelowRoot('shop/fr/stories/x', shopRoot('de'))).toBeUndefined();
    expect(pathBelowRoot('de/shop/de/x', shopRoot('de'))).toBeUndefined();
  });
});
