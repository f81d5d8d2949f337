// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LinkContext } from '../rich-text/links';
import { multilinkAttrs, resolveMultilink, resolveStoryPath } from './links';
import { emailLink, emptyLink, storyLink, urlLink } from './test-factories';

const gb: LinkContext = { country: 'gb', language: 'en', separator: '/' };
const de: LinkContext = { country: 'de', language: 'de', separator: '-' };

describe('multilink fields', () => {
  it('resolves story links to the page locale, with the anchor', () => {
    expect(resolveMultilink(storyLink('shop/gb/pages/about', { anchor: 'team' }), gb)).toMatchObject({
      kind: 'internal',
      href: '/gb/en/pages/about/#team',
    });
    expect(resolveMultilink(storyLink('de/shop/de/ueber-uns'), de)?.href).toBe('/de-de/ueber-uns/');
  });

  it('prefers the story inlined by resolve_links over the saved slug', () => {
    const link = { ...storyLink('shop/gb/old-slug'), story: { full_slug: 'shop/gb/new-slug', url: '' } };
    expect(multilinkAttrs(link).story?.full_slug).toBe('shop/gb/new-slug');
    expect(resolveMultilink(link, gb)?.href).toBe('/gb/en/new-slug/');
  });

  it('keeps external, email and asset links as they are', () => {
    expect(resolveMultilink(urlLink('https://example.com/'), gb)).toEqual({
      kind: 'external',
      href: 'https://example.com/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(resolveMultilink(emailLink('service@example.com'), gb)).toEqual({
      kind: 'email',
      href: 'mailto:service@example.com',
    });
    const asset = { ...urlLink('https://a.storyblok.com/f/1/manual.pdf'), linktype: 'asset' as const };
    expect(resolveMultilink(asset, gb)?.kind).toBe('asset');
  });

  it('resolves an empty field to nothing', () => {
    expect(resolveMultilink(emptyLink(), gb)).toBeNull();
    expect(resolveMultilink(emailLink(''), gb)).toBeNull();
    expect(resolveMultilink(undefined, gb)).toBeNull();
  });
});

describe('resolveStoryPath', () => {
  it('gives the localised page of a relation story', () => {
    expect(resolveStoryPath({ full_slug: 'shop/gb/stories/chain-care' }, gb)?.href).toBe('/gb/en/stories/chain-care/');
    expect(resolveStoryPath({ full_slug: 'shop/gb/' }, gb)?.href).toBe('/gb/en/');
  });
});
