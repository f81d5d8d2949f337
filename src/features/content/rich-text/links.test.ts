import { describe, expect, it } from 'vitest';
import { hasLinkFlag, type LinkContext, resolveRichTextLink, separatorOfPrefix } from './links';
import type { RichTextLinkAttrs } from './types';

/** A '/'-separator brand page (raleigh, GB English) and '-'-separator brand pages. */
const gbEn: LinkContext = { country: 'gb', language: 'en', separator: '/', countries: ['gb', 'ie'] };
const deDe: LinkContext = { country: 'de', language: 'de', separator: '-' };
const beFr: LinkContext = { country: 'be', language: 'fr', separator: '-', countries: ['nl', 'be', 'de'] };

type Case = [
  name: string,
  attrs: RichTextLinkAttrs,
  context: LinkContext,
  expected: ReturnType<typeof resolveRichTextLink>,
];

const cases: Case[] = [
  // Email links become mailto; an existing mailto is kept.
  [
    'email address',
    { linktype: 'email', href: 'service@raleigh.co.uk' },
    gbEn,
    { kind: 'email', href: 'mailto:service@raleigh.co.uk' },
  ],
  [
    'email with mailto kept',
    { linktype: 'email', href: 'mailto:a@b.de' },
    deDe,
    { kind: 'email', href: 'mailto:a@b.de' },
  ],
  [
    'url link holding mailto untouched',
    { linktype: 'url', href: 'MAILTO:a@b.de?subject=Hi' },
    deDe,
    { kind: 'email', href: 'MAILTO:a@b.de?subject=Hi' },
  ],
  ['empty email leads nowhere', { linktype: 'email', href: ' ' }, deDe, null],

  // External url links stay as they are; a new tab gets rel.
  [
    'https url',
    { linktype: 'url', href: 'https://example.com/a?b=1' },
    gbEn,
    { kind: 'external', href: 'https://example.com/a?b=1' },
  ],
  [
    'https url in a new tab',
    { linktype: 'url', href: 'https://example.com', target: '_blank' },
    gbEn,
    { kind: 'external', href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' },
  ],
  [
    'http untouched',
    { linktype: 'url', href: 'http://example.com/x' },
    gbEn,
    { kind: 'external', href: 'http://example.com/x' },
  ],
  ['tel untouched', { linktype: 'url', href: 'tel:+44 115 123' }, gbEn, { kind: 'external', href: 'tel:+44 115 123' }],
  [
    'target _self is the default',
    { linktype: 'url', href: 'https://x.io', target: '_self' },
    gbEn,
    { kind: 'external', href: 'https://x.io' },
  ],
  [
    'protocol-relative address refused (safeHref: editors write https://)',
    { linktype: 'url', href: '//cdn.example.com/a' },
    gbEn,
    null,
  ],
  [
    'url without scheme or slash refused (a relative address is no allowed target)',
    { linktype: 'url', href: 'www.example.com' },
    gbEn,
    null,
  ],
  [
    'link without linktype is a url link',
    { href: 'https://example.com' },
    gbEn,
    { kind: 'external', href: 'https://example.com' },
  ],

  // Assets are plain anchors to the file.
  [
    'asset in a new tab',
    { linktype: 'asset', href: 'https://a.storyblok.com/f/1/x/manual.pdf', target: '_blank' },
    gbEn,
    { kind: 'asset', href: 'https://a.storyblok.com/f/1/x/manual.pdf', target: '_blank', rel: 'noopener noreferrer' },
  ],
  [
    'asset',
    { linktype: 'asset', href: 'https://a.storyblok.com/f/1/x/a.pdf' },
    deDe,
    { kind: 'asset', href: 'https://a.storyblok.com/f/1/x/a.pdf' },
  ],

  // Hash-only links.
  ['hash url', { linktype: 'url', href: '#specs' }, gbEn, { kind: 'hash', href: '#specs' }],
  ['anchor without address', { linktype: 'url', href: '', anchor: 'specs' }, gbEn, { kind: 'hash', href: '#specs' }],
  [
    'story link to an anchor of the same story',
    { linktype: 'story', href: '', anchor: 'faq' },
    deDe,
    { kind: 'hash', href: '#faq' },
  ],
  ['empty url leads nowhere', { linktype: 'url', href: '' }, gbEn, null],

  // Root-relative url links are internal but never localised (the "absolute" address).
  [
    'root-relative url normalised only',
    { linktype: 'url', href: '/gb/en/basket' },
    gbEn,
    { kind: 'internal', href: '/gb/en/basket/', fullReload: false },
  ],
  [
    'root-relative url not localised',
    { linktype: 'url', href: '/ie/en/basket/' },
    gbEn,
    { kind: 'internal', href: '/ie/en/basket/', fullReload: false },
  ],
  [
    'root-relative url with query',
    { linktype: 'url', href: '/de-de/search?q=helm' },
    deDe,
    { kind: 'internal', href: '/de-de/search?q=helm', fullReload: false },
  ],
  [
    'root-relative url with reload flag',
    { linktype: 'url', href: '/gb/en/legacy', custom: { reload: 'true' } },
    gbEn,
    { kind: 'internal', href: '/gb/en/legacy/', fullReload: true },
  ],

  // Story links, '/'-separator brand.
  [
    'story in the country folder',
    { linktype: 'story', href: 'gb/about-us' },
    gbEn,
    { kind: 'internal', href: '/gb/en/about-us/', fullReload: false },
  ],
  [
    'story of another country folder',
    { linktype: 'story', href: '/ie/about-us/' },
    gbEn,
    { kind: 'internal', href: '/gb/en/about-us/', fullReload: false },
  ],
  [
    'resolved story with language prefix wins over cached_url',
    { linktype: 'story', href: 'gb/old-slug', story: { full_slug: 'en-gb/gb/about-us', url: 'en-gb/gb/about-us' } },
    gbEn,
    { kind: 'internal', href: '/gb/en/about-us/', fullReload: false },
  ],
  [
    'story url when full_slug is missing',
    { linktype: 'story', story: { url: 'gb/service/faq' } },
    gbEn,
    { kind: 'internal', href: '/gb/en/service/faq/', fullReload: false },
  ],
  [
    'story in a locale-shaped folder',
    { linktype: 'story', href: 'gb/en/about' },
    gbEn,
    { kind: 'internal', href: '/gb/en/about/', fullReload: false },
  ],
  [
    'country start page',
    { linktype: 'story', href: 'gb/' },
    gbEn,
    { kind: 'internal', href: '/gb/en/', fullReload: false },
  ],
  [
    'story with anchor',
    { linktype: 'story', href: 'gb/about-us', anchor: 'history' },
    gbEn,
    { kind: 'internal', href: '/gb/en/about-us/#history', fullReload: false },
  ],
  [
    'duplicate segments removed',
    { linktype: 'story', href: 'gb/service/service' },
    gbEn,
    { kind: 'internal', href: '/gb/en/service/', fullReload: false },
  ],

  // Story links, '-'-separator brands.
  [
    'story in the country folder (dash)',
    { linktype: 'story', href: 'de/ueber-uns' },
    deDe,
    { kind: 'internal', href: '/de-de/ueber-uns/', fullReload: false },
  ],
  [
    'story with language prefix and country folder (dash)',
    { linktype: 'story', href: 'de/ueber-uns', story: { full_slug: 'de/de/ueber-uns' } },
    deDe,
    { kind: 'internal', href: '/de-de/ueber-uns/', fullReload: false },
  ],
  [
    'story in a market folder',
    { linktype: 'story', href: 'de-de/fahrradteile/bremsen' },
    deDe,
    { kind: 'internal', href: '/de-de/fahrradteile/bremsen/', fullReload: false },
  ],
  [
    'language prefix of a two-language country',
    { linktype: 'story', story: { full_slug: 'fr/be/a-propos' } },
    beFr,
    { kind: 'internal', href: '/be-fr/a-propos/', fullReload: false },
  ],
  [
    'folder of another country from the list',
    { linktype: 'story', href: 'nl/a-propos' },
    beFr,
    { kind: 'internal', href: '/be-fr/a-propos/', fullReload: false },
  ],
  [
    'segment not in the country list is kept',
    { linktype: 'story', href: 'it/a-propos' },
    beFr,
    { kind: 'internal', href: '/be-fr/it/a-propos/', fullReload: false },
  ],
  [
    'story without a country folder',
    { linktype: 'story', href: 'faq/delivery' },
    deDe,
    { kind: 'internal', href: '/de-de/faq/delivery/', fullReload: false },
  ],

  // Editor flags (custom attributes).
  [
    'absolute story link keeps its slug',
    { linktype: 'story', href: 'gb/campaigns/summer', custom: { absolute: 'true' } },
    gbEn,
    { kind: 'internal', href: '/gb/campaigns/summer/', fullReload: false },
  ],
  [
    'absolute flag switched off',
    { linktype: 'story', href: 'ie/about-us', custom: { absolute: 'false' } },
    gbEn,
    { kind: 'internal', href: '/gb/en/about-us/', fullReload: false },
  ],
  [
    'full reload flag',
    { linktype: 'story', href: 'de/haendlersuche', custom: { reload: '' } },
    deDe,
    { kind: 'internal', href: '/de-de/haendlersuche/', fullReload: true },
  ],
  [
    'story in a new tab',
    { linktype: 'story', href: 'de/katalog', target: '_blank' },
    deDe,
    { kind: 'internal', href: '/de-de/katalog/', fullReload: false, target: '_blank', rel: 'noopener noreferrer' },
  ],
  ['story that no longer resolves', { linktype: 'story', href: '', uuid: 'gone' }, deDe, null],
  [
    'story resolved to an absolute address',
    { linktype: 'story', story: { url: 'https://shop.example.com/x' } },
    deDe,
    { kind: 'external', href: 'https://shop.example.com/x' },
  ],
];

describe('resolveRichTextLink', () => {
  it.each(cases)('%s', (_name, attrs, context, expected) => {
    expect(resolveRichTextLink(attrs, context)).toEqual(expected);
  });
});

describe('hasLinkFlag', () => {
  it.each([
    [{ reload: 'true' }, true],
    [{ reload: '' }, true],
    [{ Reload: 'yes' }, true],
    [{ reload: 'false' }, false],
    [{ reload: '0' }, false],
    [{ reload: 'Off' }, false],
    [{ rel: 'nofollow' }, false],
    [undefined, false],
  ])('%o → %s', (custom, expected) => {
    expect(hasLinkFlag({ custom }, 'reload')).toBe(expected);
  });
});

describe('separatorOfPrefix', () => {
  it('reads the separator from the page locale prefix', () => {
    expect(separatorOfPrefix('gb', 'en', '/gb/en/')).toBe('/');
    expect(separatorOfPrefix('de', 'de', '/de-de/')).toBe('-');
    expect(separatorOfPrefix('int', 'en', '/int-en/')).toBe('-');
  });
});

describe('story links below a content root folder', () => {
  const gbPage: LinkContext = { country: 'gb', language: 'en', separator: '/' };
  const dePage: LinkContext = { country: 'de', language: 'de', separator: '-' };
  it.each([
    ['shop/gb/stories/chain-care', gbPage, '/gb/en/stories/chain-care/'],
    ['/shop/gb/stories', gbPage, '/gb/en/stories/'],
    ['de/shop/de/stories/kettenpflege', dePage, '/de-de/stories/kettenpflege/'],
    ['en-gb/shop/ie/about', gbPage, '/gb/en/about/'],
    ['marketing/int-en/bike-parts', dePage, '/de-de/bike-parts/'],
    ['shopping/gb', gbPage, '/gb/en/shopping/gb/'],
  ])('%s on a %o page → %s', (slug, context, expected) => {
    expect(resolveRichTextLink({ linktype: 'story', href: slug }, context)?.href).toBe(expected);
  });
});
