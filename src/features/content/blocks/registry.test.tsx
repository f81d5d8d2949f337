// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContextProvider } from '../../../components/page-context';
import { createTheme } from '../../../styles/theme';
import { renderWithPage, testPageContext } from '../../../testing/render';
import { bodyBlockNames, isComponentName } from '../../../services/storyblok/model';
import { Hero } from './Hero';
import { MissingBlock } from './MissingBlock';
import { Block, Blocks, blockLoaders, loadBlocks, registeredBlockNames } from './registry';
import { RichTextSection } from './RichTextSection';
import { hero, heroQuote, richTextBlock } from './test-factories';

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to }, children),
  };
});

const unknownBlock = { _uid: 'unknown-1', component: 'promo_banner' };

function setSearch(search: string) {
  window.history.replaceState(null, '', `/gb/en/${search}`);
}

beforeEach(() => setSearch(''));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The blocks' static HTML, as the build writes it (waiting for every block's code). */
async function serverHtml(blocks: ReadonlyArray<{ _uid: string; component: string }>): Promise<string> {
  const { renderToPipeableStream } = await import('react-dom/server');
  const { Writable } = await import('node:stream');
  const { config, context } = testPageContext();
  return new Promise<string>((resolve, reject) => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(out));
    const { pipe } = renderToPipeableStream(
      <ThemeProvider theme={createTheme(config.theme)}>
        <PageContextProvider value={context}>
          <Blocks blocks={blocks} />
        </PageContextProvider>
      </ThemeProvider>,
      { onAllReady: () => pipe(sink), onError: reject },
    );
  });
}

/** How the static HTML lets a block hydrate: with the page (no box), on view, or on reach only. */
function hydratesOn(html: string, block: { _uid: string }): 'page' | 'view' | 'reach' {
  const box = new RegExp(`<div data-hydrate-on-view="block-${block._uid}"( data-hydrate-on-reach="")?>`).exec(html);
  if (!box) return 'page';
  return box[1] ? 'reach' : 'view';
}

// First in the file: no block's code has been loaded yet.
describe('a block whose code has not arrived', () => {
  it('renders nothing until it does, then the block', async () => {
    const { container } = renderWithPage(<Block block={richTextBlock()} />);
    expect(container.innerHTML).toBe('');
    expect(await screen.findByText('Some words about bikes.')).toBeTruthy();
  });

  it('keeps the box of a block that waits for reach, and renders the block in it', async () => {
    const { container } = renderWithPage(<Block block={hero({ title: 'Late hero' })} />);
    const box = container.querySelector('[data-hydrate-on-reach]');
    expect(box?.innerHTML).toBe('');
    expect(box?.contains(await screen.findByRole('heading', { name: 'Late hero' }))).toBe(true);
  });

  it('is rendered whole in the static HTML', async () => {
    expect(await serverHtml([richTextBlock()])).toContain('Some words about bikes.');
  });
});

describe('block registry', () => {
  it('has a component for every block a page body may hold', () => {
    const missing = bodyBlockNames.filter((name) => !(name in blockLoaders));
    expect(missing).toEqual([]);
  });

  it('registers only names of the content model', () => {
    expect(registeredBlockNames.filter((name) => !isComponentName(name))).toEqual([]);
  });

  it('loads each name to its component', async () => {
    expect(await loadBlocks(['hero', 'rich_text'])).toEqual([Hero, RichTextSection]);
  });
});

describe('Blocks', () => {
  // As after the first page: every block's code has arrived, so blocks render at once.
  beforeAll(() => loadBlocks());

  it('renders the blocks in order and gives only the first one priority', () => {
    renderWithPage(
      <Blocks
        blocks={[
          hero({ title: 'First', image: { ...hero().image, alt: 'First image' } }),
          richTextBlock(),
          hero({ title: 'Second', image: { ...hero().image, alt: 'Second image' } }),
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['First', 'Second']);
    expect(screen.getByText('Some words about bikes.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'First image' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Second image' }).getAttribute('loading')).toBe('lazy');
  });

  it('lets the first block own the page title when asked, and can withhold priority', () => {
    renderWithPage(<Blocks blocks={[hero({ title: 'Welcome' })]} ownsPageTitle priority={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
  });

  it('hydrates the first block with the page and the others on view, but blocks that only show the built HTML on reach', async () => {
    const lead = richTextBlock();
    const banner = hero();
    const further = richTextBlock();
    const quote = heroQuote();
    const html = await serverHtml([lead, banner, further, quote]);
    expect([lead, banner, further, quote].map((block) => hydratesOn(html, block))).toEqual([
      'page',
      'reach',
      'view',
      'reach',
    ]);
    const alone = hero();
    expect(hydratesOn(await serverHtml([alone]), alone)).toBe('reach');
  });

  it('renders nothing for a block without a component on the public site', () => {
    const { container } = renderWithPage(<Blocks blocks={[unknownBlock]} />);
    expect(container.innerHTML).toBe('');
  });

  it('asks for the missing component in the preview', () => {
    setSearch('?_storyblok=123&_storyblok_c=page');
    renderWithPage(<Blocks blocks={[hero(), unknownBlock]} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Create the component promo_banner');
  });

  it('renders blocks embedded in rich text through the registry', () => {
    renderWithPage(
      <RichTextSection
        blok={richTextBlock({
          text: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Before' }] },
              // Storyblok's `blok` node is not part of the model's document type.
              ...([{ type: 'blok', attrs: { body: [hero({ title: 'Embedded hero' })] } }] as never[]),
            ],
          },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Embedded hero' })).toBeTruthy();
  });
});

describe('MissingBlock', () => {
  it('renders a name the registry does not know', () => {
    setSearch('?_storyblok=1');
    renderWithPage(<Block block={{ _uid: 'x', component: 'countdown' }} />);
    expect(screen.getByRole('note').textContent).toContain('Create the component countdown');
  });

  it('speaks the page language in the preview', () => {
    setSearch('?_storyblok=1');
    renderWithPage(<MissingBlock blok={unknownBlock} />, { brand: 'ghost', country: 'de', language: 'de' });
    expect(screen.getByRole('note').textContent).toContain('Lege die Komponente promo_banner an');
  });

  it('renders empty on the server even in preview, so hydration agrees', () => {
    setSearch('?_storyblok=1');
    const { config, context } = testPageContext();
    const html = renderToString(
      <ThemeProvider theme={createTheme(config.theme)}>
        <PageContextProvider value={context}>
          <MissingBlock blok={unknownBlock} />
        </PageContextProvider>
      </ThemeProvider>,
    );
    expect(html).toBe('');
  });
});
