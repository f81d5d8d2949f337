// @vitest-environment jsdom
/**
 * Every renderer of a content link, given hostile targets: no anchor may carry an href that
 * runs script or loads a document of its own (issue 18, finding 1), and the text stays visible.
 */
import { cleanup, screen } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSafeHref } from '../../lib/safe-href';
import { renderWithPage } from '../../testing/render';
import { CarouselSlide } from './blocks/CarouselSlide';
import { ContactMethod } from './blocks/ContactMethod';
import { Courier } from './blocks/Courier';
import { Hero } from './blocks/Hero';
import { BlockLink } from './blocks/links';
import { SocialChannel } from './blocks/SocialChannel';
import { TeaserGrid } from './blocks/TeaserGrid';
import {
  carouselSlide,
  contactMethod,
  courier,
  hero,
  publication,
  relatedStory,
  socialChannel,
  storyLink,
  teaserGrid,
  urlLink,
} from './blocks/test-factories';
import { RichText } from './rich-text/RichText';
import type { RichTextDocument } from './rich-text/types';

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to, 'data-client-link': '' }, children),
  };
});

afterEach(cleanup);

const hostile = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/',
];

/** Every href in the rendered tree; each must pass the gate. */
function expectNoUnsafeHref(container: HTMLElement) {
  const hrefs = [...container.querySelectorAll('[href]')].map((element) => element.getAttribute('href'));
  for (const href of hrefs) expect(isSafeHref(href), `href ${JSON.stringify(href)}`).toBe(true);
  expect(container.innerHTML).not.toMatch(/href="\s*(java|data|vbscript)/i);
}

function linkDoc(attrs: Record<string, unknown>): RichTextDocument {
  return {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Click me', marks: [{ type: 'link', attrs }] }] }],
  };
}

const story = relatedStory(publication({ title: 'Chain care' }), { full_slug: 'shop/gb/stories/chain-care' });

const renderers: [string, (href: string) => ReactElement][] = [
  ['rich-text url link', (href) => <RichText document={linkDoc({ linktype: 'url', href })} />],
  ['rich-text link without type', (href) => <RichText document={linkDoc({ href })} />],
  ['rich-text asset link', (href) => <RichText document={linkDoc({ linktype: 'asset', href, target: '_blank' })} />],
  [
    'rich-text story link',
    (href) => <RichText document={linkDoc({ linktype: 'story', href, story: { full_slug: href } })} />,
  ],
  ['hero url link', (href) => <Hero blok={hero({ link: urlLink(href), link_label: 'Click me' })} />],
  ['hero story link', (href) => <Hero blok={hero({ link: storyLink(href), link_label: 'Click me' })} />],
  [
    'hero asset link',
    (href) => <Hero blok={hero({ link: { ...urlLink(href), linktype: 'asset' }, link_label: 'Click me' })} />,
  ],
  [
    'carousel slide button',
    (href) => <CarouselSlide blok={carouselSlide({ link: urlLink(href), link_label: 'Click me' })} />,
  ],
  [
    'teaser grid more link',
    (href) => <TeaserGrid blok={teaserGrid({ items: [story], link: urlLink(href), link_label: 'Click me' })} />,
  ],
  ['courier tracking link', (href) => <Courier blok={courier({ name: 'Click me', tracking_link: urlLink(href) })} />],
  ['social channel', (href) => <SocialChannel blok={socialChannel({ label: 'Click me', link: urlLink(href) })} />],
  ['catalogue link (BlockLink)', (href) => <BlockLink link={{ kind: 'internal', href }}>Click me</BlockLink>],
  [
    'external link (BlockLink)',
    (href) => <BlockLink link={{ kind: 'external', href, target: '_blank' }}>Click me</BlockLink>,
  ],
];

describe.each(renderers)('%s', (_name, render) => {
  it.each(hostile)('renders %j without a script link', (href) => {
    const { container } = renderWithPage(render(href));
    expectNoUnsafeHref(container);
    expect(screen.queryByRole('link', { name: /Click me/ })).toBeNull();
  });

  it('still links a safe target', () => {
    const { container } = renderWithPage(render('https://example.com/page'));
    expect(container.querySelector('a[href]')).not.toBeNull();
  });
});

describe('contact method values', () => {
  it('writes mail only to a mailto address, whatever the value holds', () => {
    const { container } = renderWithPage(
      <ContactMethod blok={contactMethod({ kind: 'email', value: 'javascript:alert(1)//@example.com' })} />,
    );
    expectNoUnsafeHref(container);
    expect(container.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });
});
