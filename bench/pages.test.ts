import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../src/config/load';
import { pickPages, type PageEntry } from './pages';

const raleigh = loadBrandConfig('raleigh');
const entry = (path: string, pageType: string, localePrefix = '/gb/en/'): PageEntry => ({
  path,
  pageType,
  localePrefix,
  componentChunkName: `component---src-templates-${pageType}-tsx`,
});

describe('pickPages', () => {
  const entries = [
    entry('/', 'home'),
    entry('/gb/en/', 'home'),
    entry('/ie/en/', 'home', '/ie/en/'),
    entry('/gb/en/bikes/city/', 'category'),
    entry('/gb/en/bikes/', 'category'),
    entry('/ie/en/accessories/', 'category', '/ie/en/'),
    entry('/gb/en/zeta/z/', 'product'),
    entry('/gb/en/alpha/a/', 'product'),
    entry('/gb/en/stories/b/', 'publication'),
  ];

  it('picks one page per kind in the default locale: home, top category, first product and publication', () => {
    expect(pickPages(entries, raleigh)).toEqual([
      { kind: 'home', path: '/gb/en/', status: 'built', componentChunkName: 'component---src-templates-home-tsx' },
      {
        kind: 'category',
        path: '/gb/en/bikes/',
        status: 'built',
        componentChunkName: 'component---src-templates-category-tsx',
      },
      {
        kind: 'product',
        path: '/gb/en/alpha/a/',
        status: 'built',
        componentChunkName: 'component---src-templates-product-tsx',
      },
      {
        kind: 'publication',
        path: '/gb/en/stories/b/',
        status: 'built',
        componentChunkName: 'component---src-templates-publication-tsx',
      },
      { kind: 'basket', path: '/gb/en/basket/', status: 'missing' },
    ]);
  });

  it('finds the basket at basketPath once the build has it', () => {
    const withBasket = [...entries, entry('/gb/en/basket/', 'basket')];
    expect(pickPages(withBasket, raleigh).find((page) => page.kind === 'basket')).toEqual({
      kind: 'basket',
      path: '/gb/en/basket/',
      status: 'built',
      componentChunkName: 'component---src-templates-basket-tsx',
    });
  });
});
