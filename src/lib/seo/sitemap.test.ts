import { describe, expect, it } from 'vitest';
import type { Alternate } from '../page-context';
import { type SitemapPage, hreflangLinks, planSitemaps, robotsTxt } from './sitemap';

const site = 'https://www.example.com';
const alternate = (prefix: string, hreflang: string, rest: string): Alternate => ({
  hreflang,
  path: `${prefix}${rest}`,
  country: prefix.slice(1, 3),
  language: prefix.slice(4, 6),
});

/** One page in GB and IE, x-default GB. */
function pagePair(rest: string, pageType = 'page', lastModified: string | null = '2025-03-01'): SitemapPage[] {
  const alternates = [alternate('/gb/en/', 'en-gb', rest), alternate('/ie/en/', 'en-ie', rest)];
  return alternates.map((version) => ({
    path: version.path,
    pageType,
    localePrefix: version.path.slice(0, 7),
    canonicalPath: version.path,
    alternates,
    xDefaultPath: `/gb/en/${rest}`,
    lastModified,
  }));
}

describe('planSitemaps', () => {
  it('lists each indexable page once, in its locale’s sitemap, with its alternates and x-default', () => {
    const files = planSitemaps([...pagePair('bikes/'), ...pagePair('about/')], {
      siteUrl: site,
      localePrefixes: ['/gb/en/', '/ie/en/'],
    });
    expect(files.map((file) => [file.name, file.urls.map((url) => url.url)])).toEqual([
      ['sitemap-gb-en.xml', [`${site}/gb/en/about/`, `${site}/gb/en/bikes/`]],
      ['sitemap-ie-en.xml', [`${site}/ie/en/about/`, `${site}/ie/en/bikes/`]],
    ]);
    expect(files[1]?.urls[1]).toEqual({
      url: `${site}/ie/en/bikes/`,
      lastmod: '2025-03-01',
      links: [
        { hreflang: 'en-gb', url: `${site}/gb/en/bikes/` },
        { hreflang: 'en-ie', url: `${site}/ie/en/bikes/` },
        { hreflang: 'x-default', url: `${site}/gb/en/bikes/` },
      ],
    });
  });

  it('leaves out noindex page types and pages whose canonical is another page, and lists the search page', () => {
    const root: SitemapPage = { ...pagePair('')[0]!, path: '/' };
    const files = planSitemaps(
      [
        ...pagePair('checkout/', 'checkout'),
        ...pagePair('order-confirmation/', 'orderConfirmation'),
        ...pagePair('search/', 'search-page'),
        ...pagePair('404/', 'notFound'),
        ...pagePair('basket/', 'basket'),
        root,
      ],
      { siteUrl: site, localePrefixes: ['/gb/en/', '/ie/en/'] },
    );
    expect(files.flatMap((file) => file.urls.map((url) => url.url))).toEqual([
      `${site}/gb/en/basket/`,
      `${site}/gb/en/search/`,
      `${site}/ie/en/basket/`,
      `${site}/ie/en/search/`,
    ]);
  });

  it('splits a locale at the URL limit and dates each file by its newest page', () => {
    const pages = ['a/', 'b/', 'c/'].flatMap((rest, index) =>
      pagePair(rest, 'page', `2025-0${index + 1}-01`).slice(0, 1),
    );
    const files = planSitemaps(pages, { siteUrl: site, localePrefixes: ['/gb/en/', '/ie/en/'], limit: 2 });
    expect(files.map((file) => [file.name, file.urls.length, file.lastmod])).toEqual([
      ['sitemap-gb-en.xml', 2, '2025-02-01'],
      ['sitemap-gb-en-2.xml', 1, '2025-03-01'],
    ]);
  });

  it('names the files of a hyphen-separated locale after it and gives pages without a date no lastmod', () => {
    const page: SitemapPage = {
      path: '/int-en/basket/',
      pageType: 'basket',
      localePrefix: '/int-en/',
      canonicalPath: '/int-en/basket/',
      alternates: [{ hreflang: 'en-fr', path: '/int-en/basket/', country: 'int', language: 'en' }],
      xDefaultPath: '/int-en/basket/',
      lastModified: null,
    };
    const [file] = planSitemaps([page], { siteUrl: site, localePrefixes: ['/int-en/'] });
    expect(file?.name).toBe('sitemap-int-en.xml');
    expect(file?.urls[0]).not.toHaveProperty('lastmod');
    expect(file).not.toHaveProperty('lastmod');
  });
});

describe('hreflangLinks', () => {
  it('is the page’s alternates in order, then x-default', () => {
    expect(hreflangLinks(pagePair('bikes/')[0]!, site).map((link) => link.hreflang)).toEqual([
      'en-gb',
      'en-ie',
      'x-default',
    ]);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap index in a public build', () => {
    expect(robotsTxt({ siteUrl: site, preview: false })).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap-index.xml\n`,
    );
  });

  it('disallows everything in a preview build', () => {
    expect(robotsTxt({ siteUrl: site, preview: true })).toBe('User-agent: *\nDisallow: /\n');
  });
});
