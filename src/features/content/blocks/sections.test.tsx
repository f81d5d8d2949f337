// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { CategoryTeaser } from './CategoryTeaser';
import { ContentDataProvider } from './content-data';
import { type ProductCard } from '../../../lib/product';
import { card } from '../../../lib/product/fixtures';
import { HeroQuote } from './HeroQuote';
import { ImageBlock } from './ImageBlock';
import { ProductTeaser } from './ProductTeaser';
import { RichTextSection } from './RichTextSection';
import {
  category,
  categoryPage,
  categoryTeaser,
  doc,
  emptyAsset,
  heroQuote,
  imageBlock,
  productTeaser,
  relatedStory,
  richTextBlock,
} from './test-factories';

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to, 'data-client-link': '' }, children),
  };
});

afterEach(cleanup);

describe('HeroQuote', () => {
  it('is a figure with the quotation, its author and a portrait', () => {
    const { container } = renderWithPage(<HeroQuote blok={heroQuote()} />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')?.textContent).toBe('The best ride of my life.');
    expect(figure.lastElementChild?.tagName).toBe('FIGCAPTION');
    expect(figure.lastElementChild?.textContent).toBe('Sam RiderCommuter');
    expect(screen.getByRole('img', { name: 'Portrait of Sam' })).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('renders nothing without a quotation', () => {
    const { container } = renderWithPage(<HeroQuote blok={heroQuote({ quote: ' ' })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('RichTextSection', () => {
  it('renders the text; a level-1 heading stays below the page title unless the block owns it', () => {
    const text = doc('Body text.');
    text.content.unshift({ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'About us' }] });
    const { unmount } = renderWithPage(<RichTextSection blok={richTextBlock({ text })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('Body text.')).toBeTruthy();
    unmount();
    renderWithPage(<RichTextSection blok={richTextBlock({ text })} ownsPageTitle />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
  });

  it('renders nothing for an empty document', () => {
    const { container } = renderWithPage(<RichTextSection blok={richTextBlock({ text: doc() })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ImageBlock', () => {
  it('is a figure with the image and its caption, lazy unless first', () => {
    renderWithPage(<ImageBlock blok={imageBlock()} />);
    const image = screen.getByRole('img', { name: 'A workshop' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('900');
    expect(screen.getByText('Our workshop').tagName).toBe('FIGCAPTION');
  });

  it('renders nothing without an image', () => {
    const { container } = renderWithPage(<ImageBlock blok={imageBlock({ image: emptyAsset() })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ProductTeaser', () => {
  const products: Record<string, ProductCard> = {
    'RA-100': card({ id: 'ra-100', sku: 'RA-100', name: 'Motus Tour' }),
    'RA-200': card({ id: 'ra-200', sku: 'RA-200', name: 'Centros' }),
    'RA-300': card({ id: 'ra-300', sku: 'RA-300', name: 'Trace' }),
  };
  // The catalogue's tile is the catalog feature's; the block only hands each card to it.
  const ProductTile = ({ card: shown }: { card: ProductCard }) => <a href={shown.url ?? ''}>{shown.name}</a>;
  const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

  it('shows a tile per product the build chose for the block, in its order, skipping unknown numbers', () => {
    const blok = productTeaser({ _uid: 'teaser-1', product_numbers: ['RA-999'] });
    renderWithPage(
      <ContentDataProvider
        value={{ products, teaserProducts: { 'teaser-1': ['RA-300', 'RA-999', 'RA-100', 'RA-300'] }, ProductTile }}
      >
        <ProductTeaser blok={blok} />
      </ContentDataProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Popular now' })).toBeTruthy();
    expect(names()).toEqual(['Trace', 'Motus Tour']);
    expect(screen.getByRole('link', { name: 'Trace' }).getAttribute('href')).toBe('/de-de/ra-300/');
  });

  it("shows the block's own numbers when the build chose nothing for it (a draft in the preview)", () => {
    renderWithPage(
      <ContentDataProvider value={{ products, teaserProducts: {}, ProductTile }}>
        <ProductTeaser blok={productTeaser({ product_numbers: ['RA-200', 'RA-999', 'RA-100'] })} />
      </ContentDataProvider>,
    );
    expect(names()).toEqual(['Centros', 'Motus Tour']);
  });

  it('renders nothing without product data or without a tile to draw them', () => {
    const blok = productTeaser({ product_numbers: ['RA-100'] });
    const { container } = renderWithPage(<ProductTeaser blok={blok} />);
    expect(container.innerHTML).toBe('');
    cleanup();
    const withoutTile = renderWithPage(
      <ContentDataProvider value={{ products, teaserProducts: {} }}>
        <ProductTeaser blok={blok} />
      </ContentDataProvider>,
    );
    expect(withoutTile.container.innerHTML).toBe('');
  });
});

describe('CategoryTeaser', () => {
  it('links shop categories to their listing (from the catalogue menu) and category pages to their page, skipping the rest', () => {
    const catalogMenu = [
      {
        key: 'bikes',
        name: 'Bikes',
        path: '/gb/en/bikes/',
        links: [{ key: 'city-e-bikes', name: 'City e-bikes', path: '/gb/en/bikes/e-bikes/city/' }],
      },
    ];
    renderWithPage(
      <CategoryTeaser
        blok={categoryTeaser({
          categories: [
            relatedStory(category({ name: 'City e-bikes', category_path: 'city-e-bikes' })),
            'uuid-unresolved',
            relatedStory(categoryPage({ title: 'Brakes' }), { full_slug: 'shop/gb/bike-parts/brakes' }),
            relatedStory(category({ name: 'No path', category_path: '' })),
            relatedStory(category({ name: 'Not in the catalogue', category_path: 'unicycles' })),
          ],
        })}
      />,
      { page: { catalogMenu } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['City e-bikes', '/gb/en/bikes/e-bikes/city/'],
      ['Brakes', '/gb/en/bike-parts/brakes/'],
    ]);
  });

  it('renders nothing when no category resolves', () => {
    const { container } = renderWithPage(<CategoryTeaser blok={categoryTeaser({ categories: ['uuid'] })} />);
    expect(container.innerHTML).toBe('');
  });
});
