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
      { kind: 'search', path: '/gb/en/search/', status: 'missing' },
      { kind: 'storeLocator', path: '(none)', status: 'missing' },
      { kind: 'comparison', path: '/gb/en/compare/', status: 'missing' },
    ]);
  });

  it('finds the search, store locator and comparison pages the build has', () => {
    const withPages = [
      ...entries,
      entry('/gb/en/search/', 'search-page'),
      entry('/gb/en/store-locator/', 'store-locator-page'),
      entry('/ie/en/store-locator/', 'store-locator-page', '/ie/en/'),
      entry('/gb/en/compare/', 'compare'),
    ];
    expect(pickPages(withPages, raleigh).slice(5)).toEqual([
      {
        kind: 'search',
        path: '/gb/en/search/',
        status: 'built',
        componentChunkName: 'component---src-templates-search-page-tsx',
      },
      {
        kind: 'storeLocator',
        path: '/gb/en/store-locator/',
        status: 'built',
        componentChunkName: 'component---src-templates-store-locator-page-tsx',
      },
      {
        kind: 'comparison',
        path: '/gb/en/compare/',
        status: 'built',
        componentChunkName: 'component---src-templates-compare-tsx',
      },
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
