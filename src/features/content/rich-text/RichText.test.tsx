// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { useConsentStore } from '../../consent/consent-store';
import { installFakeSdk, removeFakeSdk } from '../../consent/fake-sdk';
import { RichText, type RichTextProps } from './RichText';
import { renderWithPage, type RenderWithPageOptions } from '../../../testing/render';
import type { RichTextDocument, RichTextMark, RichTextNode } from './types';

// Gatsby's Link marked, so client-side links can be told from plain anchors.
vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to, 'data-client-link': '' }, children),
  };
});

const doc = (...content: RichTextNode[]): RichTextDocument => ({ type: 'doc', content });
const text = (value: string, ...marks: RichTextMark[]): RichTextNode => ({ type: 'text', text: value, marks });
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const link = (attrs: Record<string, unknown>): RichTextMark => ({ type: 'link', attrs });

function renderDoc(document: RichTextDocument, props: Partial<RichTextProps> = {}, options?: RenderWithPageOptions) {
  return renderWithPage(<RichText document={document} {...props} />, options);
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  warn.mockRestore();
});

describe('block nodes', () => {
  it('renders paragraphs, lists, quotes, breaks and rules as semantic html', () => {
    const { container } = renderDoc(
      doc(
        paragraph(text('First line'), { type: 'hard_break' }, text('second line')),
        {
          type: 'bullet_list',
          content: [
            { type: 'list_item', content: [paragraph(text('Frame'))] },
            { type: 'list_item', content: [paragraph(text('Fork'))] },
          ],
        },
        {
          type: 'ordered_list',
          attrs: { order: 3 },
          content: [{ type: 'list_item', content: [paragraph(text('Third'))] }],
        },
        {
          type: 'ordered_list',
          attrs: { order: 1 },
          content: [{ type: 'list_item', content: [paragraph(text('One'))] }],
        },
        { type: 'blockquote', content: [paragraph(text('Ride on.'))] },
        { type: 'horizontal_rule' },
      ),
    );
    const root = container.firstElementChild as HTMLElement;
    expect(Array.from(root.children, (child) => child.tagName)).toEqual(['P', 'UL', 'OL', 'OL', 'BLOCKQUOTE', 'HR']);
    expect(root.querySelector('p')?.innerHTML).toBe('First line<br>second line');
    expect(
      within(root.querySelector('ul') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Frame', 'Fork']);
    const [third, first] = Array.from(root.querySelectorAll('ol'));
    expect(third?.getAttribute('start')).toBe('3');
    expect(first?.hasAttribute('start')).toBe(false);
    expect(root.querySelector('blockquote > p')?.textContent).toBe('Ride on.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('maps heading level 1 to h2 by default and keeps levels 2 to 6', () => {
    const headings = [1, 2, 3, 4, 5, 6].map((level) => ({
      type: 'heading',
      attrs: { level },
      content: [text(`Level ${level}`)],
    }));
    renderDoc(doc(...headings, { type: 'heading', attrs: { level: 9 }, content: [text('Odd level')] }));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Level 1',
      'Level 2',
      'Odd level',
    ]);
    for (const level of [3, 4, 5, 6]) {
      expect(screen.getByRole('heading', { level }).textContent).toBe(`Level ${level}`);
    }
  });

  it('renders level 1 as h1 when the document owns the page title', () => {
    renderDoc(doc({ type: 'heading', attrs: { level: 1 }, content: [text('Our story')] }), { ownsPageTitle: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our story');
  });

  it('renders an image with its size from the Storyblok asset address, lazily', () => {
    renderDoc(
      doc({
        type: 'image',
        attrs: { src: 'https://a.storyblok.com/f/1001/1600x900/ab12/city.jpg', alt: 'City bike', title: 'Urban' },
      }),
    );
    const image = screen.getByRole('img', { name: 'City bike' });
    expect(image.getAttribute('src')).toBe('https://a.storyblok.com/f/1001/1600x900/ab12/city.jpg');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('900');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('title')).toBe('Urban');
  });

  it('renders an image without alt text as decorative and without a size it cannot know', () => {
    const { container } = renderDoc(doc({ type: 'image', attrs: { src: 'https://example.com/a.jpg', alt: null } }));
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.hasAttribute('width')).toBe(false);
  });

  it('warns about an image without data and renders nothing', () => {
    const { container } = renderDoc(doc({ type: 'image', attrs: { src: '', alt: 'Lost' } }, paragraph(text('after'))));
    expect(container.querySelector('img')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Missing image data'));
  });

  it('renders embedded bloks through renderBlok', () => {
    const renderBlok = vi.fn((blok: { component: string; _uid: string }) => (
      <aside>{`${blok.component}:${blok._uid}`}</aside>
    ));
    const { container } = renderDoc(
      doc({
        type: 'blok',
        attrs: {
          id: 'x',
          body: [{ component: 'teaser', _uid: 'a1' }, { component: 'video', _uid: 'b2' }, { bad: true }],
        },
      }),
      { renderBlok },
    );
    expect(Array.from(container.querySelectorAll('aside'), (aside) => aside.textContent)).toEqual([
      'teaser:a1',
      'video:b2',
    ]);
  });

  it('warns about bloks when no renderBlok is given', () => {
    const { container } = renderDoc(doc({ type: 'blok', attrs: { body: [{ component: 'teaser', _uid: 'a1' }] } }));
    expect(container.firstElementChild?.childElementCount).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('renderBlok'));
  });

  it('renders nothing for an empty or missing document', () => {
    expect(renderDoc(doc()).container.innerHTML).toBe('');
    cleanup();
    expect(renderWithPage(<RichText document={null} />).container.innerHTML).toBe('');
  });
});

describe('marks', () => {
  it.each([
    ['bold', 'STRONG'],
    ['italic', 'EM'],
    ['underline', 'U'],
    ['strike', 'S'],
    ['code', 'CODE'],
  ])('renders %s as <%s>', (type, tag) => {
    const { container } = renderDoc(doc(paragraph(text('marked', { type }))));
    const element = container.querySelector('p > *');
    expect(element?.tagName).toBe(tag);
    expect(element?.textContent).toBe('marked');
  });

  it('nests several marks, the first outermost', () => {
    const { container } = renderDoc(doc(paragraph(text('both', { type: 'bold' }, { type: 'italic' }))));
    expect(container.querySelector('p')?.innerHTML).toBe('<strong><em>both</em></strong>');
  });

  it('renders an anchor mark as the target of hash links', () => {
    const { container } = renderDoc(doc(paragraph(text('Specs', { type: 'anchor', attrs: { id: 'specs' } }))));
    expect(container.querySelector('#specs')?.textContent).toBe('Specs');
  });

  it('keeps the text of an unknown mark and warns', () => {
    const { container } = renderDoc(doc(paragraph(text('glow', { type: 'highlight', attrs: { color: '#ff0' } }))));
    expect(container.querySelector('p')?.innerHTML).toBe('glow');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"highlight"'));
  });
});

describe('links', () => {
  const linkDoc = (attrs: Record<string, unknown>, label = 'Go') => doc(paragraph(text(label, link(attrs))));

  it("renders a story link as a client-side link to the localised path ('/' separator brand)", () => {
    renderDoc(
      linkDoc({ linktype: 'story', href: 'ie/about-us', story: { full_slug: 'en-gb/gb/about-us' } }),
      {},
      { brand: 'raleigh' },
    );
    const anchor = screen.getByRole('link', { name: 'Go' });
    expect(anchor.getAttribute('href')).toBe('/gb/en/about-us/');
    expect(anchor.hasAttribute('data-client-link')).toBe(true);
  });

  it("renders a story link as a client-side link to the localised path ('-' separator brand)", () => {
    renderDoc(
      linkDoc({ linktype: 'story', href: 'nl/over-ons', anchor: 'team' }),
      { countries: ['nl', 'dk', 'be'] },
      { brand: 'sparta', country: 'be', language: 'fr' },
    );
    const anchor = screen.getByRole('link', { name: 'Go' });
    expect(anchor.getAttribute('href')).toBe('/be-fr/over-ons/#team');
    expect(anchor.hasAttribute('data-client-link')).toBe(true);
  });

  it('takes the locale separator from a prop over the page prefix', () => {
    renderDoc(
      linkDoc({ linktype: 'story', href: 'gb/about' }),
      { localeSeparator: '-' },
      { brand: 'raleigh', page: { localePrefix: '/gb/en/' } },
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/gb-en/about/');
  });

  it('keeps a flagged absolute story link as it is', () => {
    renderDoc(linkDoc({ linktype: 'story', href: 'gb/campaigns/summer', custom: { absolute: 'true' } }));
    expect(screen.getByRole('link').getAttribute('href')).toBe('/gb/campaigns/summer/');
  });

  it('renders a link that forces a full page load as a plain anchor', () => {
    renderDoc(linkDoc({ linktype: 'story', href: 'gb/dealers', custom: { reload: 'true' } }));
    const anchor = screen.getByRole('link');
    expect(anchor.getAttribute('href')).toBe('/gb/en/dealers/');
    expect(anchor.hasAttribute('data-client-link')).toBe(false);
  });

  it('renders an internal link opening a new tab as a plain anchor with rel', () => {
    renderDoc(linkDoc({ linktype: 'story', href: 'gb/catalogue', target: '_blank' }));
    const anchor = screen.getByRole('link');
    expect(anchor.hasAttribute('data-client-link')).toBe(false);
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['email', { linktype: 'email', href: 'info@raleigh.co.uk' }, 'mailto:info@raleigh.co.uk'],
    ['mailto', { linktype: 'url', href: 'mailto:info@raleigh.co.uk' }, 'mailto:info@raleigh.co.uk'],
    ['external', { linktype: 'url', href: 'https://example.com/' }, 'https://example.com/'],
    ['http', { linktype: 'url', href: 'http://example.com' }, 'http://example.com'],
    ['tel', { linktype: 'url', href: 'tel:+441151234567' }, 'tel:+441151234567'],
    [
      'asset',
      { linktype: 'asset', href: 'https://a.storyblok.com/f/1/x/manual.pdf' },
      'https://a.storyblok.com/f/1/x/manual.pdf',
    ],
    ['hash-only', { linktype: 'url', href: '#specs' }, '#specs'],
  ])('renders a %s link as a plain anchor', (_kind, attrs, href) => {
    renderDoc(linkDoc(attrs));
    const anchor = screen.getByRole('link');
    expect(anchor.getAttribute('href')).toBe(href);
    expect(anchor.hasAttribute('data-client-link')).toBe(false);
    expect(anchor.hasAttribute('target')).toBe(false);
  });

  it('opens an external link in a new tab with rel="noopener noreferrer"', () => {
    renderDoc(linkDoc({ linktype: 'url', href: 'https://example.com', target: '_blank' }));
    const anchor = screen.getByRole('link');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('joins neighbouring text with the same link into one anchor', () => {
    const target = link({ linktype: 'url', href: 'https://example.com' });
    renderDoc(doc(paragraph(text('Read '), text('the ', target), text('guide', target, { type: 'bold' }), text('.'))));
    const anchor = screen.getByRole('link');
    expect(anchor.innerHTML).toBe('the <strong>guide</strong>');
  });

  it('shows the text of a link that leads nowhere, unlinked, and warns', () => {
    const { container } = renderDoc(linkDoc({ linktype: 'story', href: '', uuid: 'deleted' }, 'Old page'));
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Old page');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('code blocks', () => {
  const codeBlock = (value: string): RichTextNode => ({
    type: 'code_block',
    attrs: { class: 'language-html' },
    content: [text(value)],
  });

  // Embeds need functional consent: these tests grant it unless they say otherwise.
  beforeEach(() => {
    vi.useFakeTimers();
    installFakeSdk(',C0001,C0003,', true);
  });
  afterEach(() => {
    useConsentStore.getState().reset();
    removeFakeSdk();
    vi.useRealTimers();
  });

  /** Renders, then lets the consent store find the SDK. */
  function renderEmbed(...args: Parameters<typeof renderDoc>) {
    const result = renderDoc(...args);
    act(() => vi.advanceTimersByTime(0));
    return result;
  }

  it('keeps an embedded player out until C0001 and C0003 are granted, with a way to the cookie settings', () => {
    installFakeSdk(',C0001,', true);
    renderEmbed(doc(codeBlock('<iframe src="https://www.youtube-nocookie.com/embed/x" title="Chain care"></iframe>')));
    expect(screen.queryByTitle('Chain care')).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage cookie settings' })).toBeTruthy();
  });

  it('renders an iframe as a responsive 16:9 container with only its source and title', () => {
    const { container } = renderEmbed(
      doc(
        codeBlock(
          '<iframe src="https://www.youtube-nocookie.com/embed/x?a=1&amp;b=2" title="Chain care" onload="steal()"></iframe>',
        ),
      ),
    );
    const frame = screen.getByTitle('Chain care');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x?a=1&b=2');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.hasAttribute('onload')).toBe(false);
    expect(container.querySelector('pre, code')).toBeNull();

    const box = frame.parentElement as HTMLElement;
    const boxRule = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n')
      .split('}')
      .find((rule) => box.className.split(' ').some((name) => name !== '' && rule.includes(`.${name}{`)));
    expect(boxRule).toContain('aspect-ratio:16/9');
  });

  it('gives an untitled iframe a default accessible name', () => {
    renderEmbed(doc(codeBlock('<iframe src="https://player.vimeo.com/video/1"></iframe>')), {
      texts: { embedTitle: 'Video' },
    });
    expect(screen.getByTitle('Video').getAttribute('src')).toBe('https://player.vimeo.com/video/1');
  });

  it('warns about an iframe without an https source and renders nothing', () => {
    const { container } = renderDoc(doc(codeBlock('<iframe src="javascript:alert(1)"></iframe>')));
    expect(container.querySelector('iframe')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('renders the contact form (its own chunk) for a salesforceform code block, its tag preselecting the enquiry type', async () => {
    // The form's chunk is a dynamic import: real timers let it resolve (a busy machine may take seconds).
    vi.useRealTimers();
    renderDoc(doc(codeBlock('<salesforceform type="Warranty Claims"></salesforceform>')));
    const type = (await screen.findByRole(
      'combobox',
      { name: 'Type of enquiry *' },
      { timeout: 15_000 },
    )) as HTMLSelectElement;
    expect(type.value).toBe('Warranty Claims');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('renders the contact form through renderContactForm with the tag attributes', () => {
    const renderContactForm = vi.fn(({ attributes }: { attributes: Record<string, string> }) => (
      <form aria-label="Contact">{attributes.type}</form>
    ));
    renderDoc(doc(codeBlock(' <salesforceform type="warranty"></salesforceform>')), { renderContactForm });
    expect(screen.getByRole('form', { name: 'Contact' }).textContent).toBe('warranty');
    expect(renderContactForm).toHaveBeenCalledWith({ attributes: { type: 'warranty' } });
  });

  it('renders other code blocks as raw html', () => {
    const { container } = renderDoc(doc(codeBlock('<table><tbody><tr><td>27.5"</td></tr></tbody></table>')));
    expect(screen.getByRole('cell').textContent).toBe('27.5"');
    expect(container.querySelector('pre')).toBeNull();
  });
});

describe('unknown nodes', () => {
  it('warns once per node type and renders nothing', () => {
    const { container } = renderDoc(
      doc(
        paragraph(text('before')),
        { type: 'table', content: [paragraph(text('cell'))] },
        { type: 'table', content: [paragraph(text('cell'))] },
      ),
    );
    expect(container.textContent).toBe('before');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"table"'));
  });

  it('renders what onUnknown returns, still warning', () => {
    renderDoc(doc({ type: 'emoji', attrs: { emoji: '🚲' } }), {
      onUnknown: (node) => <p>{`Unsupported: ${node.type}`}</p>,
    });
    expect(screen.getByText('Unsupported: emoji')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
