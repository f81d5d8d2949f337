// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { HeadProps, PageProps } from 'gatsby';
import React, { type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CategoryTemplate, { Head as CategoryHead } from '../../templates/category';
import ProductTemplate, { Head as ProductHead } from '../../templates/product';
import { renderWithPage, testPageContext } from '../../testing/render';
import type { CategoryListingData, CategoryPageContext, ProductDetailData, ProductPageContext } from './page-data';
import { buildListing } from '../../lib/product';
import { configurableBike, productCard } from './test-factories';

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    graphql: () => '',
    navigate: () => Promise.resolve(),
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to }, children),
  };
});

afterEach(cleanup);

/** The document head a Head component makes (it holds `<html lang>`, so it is rendered as a document, not into a div). */
function headOf(element: ReactElement): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${renderToStaticMarkup(element)}</head>`, 'text/html');
}

const { context } = testPageContext();

function pageProps<Data, Context>(data: Data, pageContext: Context, path: string, search = '') {
  return {
    data,
    pageContext,
    path,
    uri: path,
    location: { pathname: path, search, hash: '', state: null },
  } as unknown as PageProps<Data, Context> & HeadProps<Data, Context>;
}

const categoryData: CategoryListingData = {
  catalogCategory: {
    name: 'E-bikes',
    path: '/gb/en/bikes/e-bikes/',
    description: '<p>Electric <strong>bikes</strong> for every day.</p>',
    legalNotes: '',
    breadcrumb: JSON.stringify([
      { name: 'Bikes', path: '/gb/en/bikes/' },
      { name: 'E-bikes', path: '/gb/en/bikes/e-bikes/' },
    ]),
    subcategories: JSON.stringify([{ name: 'City', path: '/gb/en/bikes/e-bikes/city/' }]),
  },
};
const categoryCards = [
  productCard({ id: 'a', name: 'Alpha', facets: { attrFrameSize: ['M'] } }),
  productCard({ id: 'b', name: 'Bravo', facets: { attrFrameSize: ['L'] } }),
];
// Both cards fit on the first page: the page context holds them all.
const categoryContext: CategoryPageContext = {
  ...context,
  id: 'cat-1',
  categoryKey: 'bikes/e-bikes',
  listing: { ...buildListing(categoryCards, [], { pageSize: 20 }), cardsUrl: null },
};

describe('catalogue templates', () => {
  it('render the category listing from its page data, applying the query', () => {
    renderWithPage(
      <CategoryTemplate {...pageProps(categoryData, categoryContext, '/gb/en/bikes/e-bikes/', '?attrFrameSize=L')} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'E-bikes' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Bravo']);
    expect(screen.getByRole('navigation', { name: 'Subcategories' })).toBeTruthy();
  });

  it('give the category page a head with its name and a plain-text description', () => {
    const head = headOf(<CategoryHead {...pageProps(categoryData, categoryContext, '/gb/en/bikes/e-bikes/')} />);
    expect(head.querySelector('title')?.textContent).toBe('E-bikes | Raleigh');
    expect(head.documentElement.getAttribute('lang')).toBe('en');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Electric bikes for every day.',
    );
  });

  const detail = configurableBike({ metaTitle: 'Motus Tour 2025 | Raleigh', metaDescription: 'The touring e-bike.' });
  const productData: ProductDetailData = { catalogProduct: { detail: JSON.stringify(detail) } };
  const productContext: ProductPageContext = {
    ...context,
    id: 'prod-1',
    variantId: 'black-matt-diamond-s',
    breadcrumb: [{ name: 'E-bikes', path: '/gb/en/e-bikes/' }],
    storeLocatorPath: '/gb/en/find-a-dealer/',
  };

  it('render the product page with the variant of its path', () => {
    renderWithPage(<ProductTemplate {...pageProps(productData, productContext, '/gb/en/p/motus-tour/diamond/')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Motus Tour' })).toBeTruthy();
    expect(screen.getByText(/BLACK-MATT-DIAMOND-S/)).toBeTruthy();
  });

  it('give the product page a head from its meta fields, without doubling the brand', () => {
    const head = headOf(<ProductHead {...pageProps(productData, productContext, '/gb/en/p/motus-tour/diamond/')} />);
    expect(head.querySelector('title')?.textContent).toBe('Motus Tour 2025 | Raleigh');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('The touring e-bike.');
  });
});
