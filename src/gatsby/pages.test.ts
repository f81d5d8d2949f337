import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Actions } from 'gatsby';
import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../config/load';
import { brandLocales } from '../lib/i18n/locales';
import { createNotFoundPages, createShopPages, markNotFoundPageData } from './pages';

type Page = Parameters<Actions['createPage']>[0];

function created(brandName: 'raleigh' | 'lapierre') {
  const brand = loadBrandConfig(brandName);
  const pages: Page[] = [];
  const count = createShopPages(brand, (page) => void pages.push(page));
  return { brand, pages, count };
}

describe('createShopPages', () => {
  it('makes a basket, checkout and order-confirmation page in every locale', () => {
    const { brand, pages, count } = created('lapierre');
    const locales = brandLocales(brand);
    expect(count).toBe(4 * locales.length);
    expect(pages).toHaveLength(count);
    for (const locale of locales) {
      for (const kind of ['basket', 'checkout', 'order-confirmation', 'compare']) {
        expect(pages.map((page) => page.path)).toContain(`${locale.prefix}${kind}/`);
      }
    }
  });

  it('uses the brand separator, the template of the page kind and a context with alternates', () => {
    const { pages } = created('raleigh');
    const basket = pages.find((page) => page.path === '/gb/en/basket/');
    expect(basket?.component).toMatch(/src\/templates\/basket\.tsx$/);
    expect(basket?.context).toMatchObject({ country: 'gb', language: 'en', pageType: 'basket' });
    const confirmation = pages.find((page) => page.path === '/ie/en/order-confirmation/');
    expect(confirmation?.component).toMatch(/src\/templates\/order-confirmation\.tsx$/);
    expect((confirmation?.context as { alternates: unknown[] }).alternates).toHaveLength(2);
  });
});

describe('createNotFoundPages', () => {
  it('makes a not-found page per locale at {locale}/404/ without a match path', () => {
    const brand = loadBrandConfig('lapierre');
    const pages: Page[] = [];
    expect(createNotFoundPages(brand, (page) => void pages.push(page))).toBe(brandLocales(brand).length);
    expect(pages.map((page) => page.path)).toEqual(brandLocales(brand).map((locale) => `${locale.prefix}404/`));
    // A match path would make Gatsby list every page path of the site in the app bundle.
    expect(pages.filter((page) => page.matchPath)).toEqual([]);
    expect(pages.find((page) => page.path === '/fr-fr/404/')?.context).toMatchObject({
      country: 'fr',
      language: 'fr',
      pageType: 'notFound',
    });
  });
});

describe('markNotFoundPageData', () => {
  it('gives each locale’s not-found page data the match path of its locale, keeping the rest', () => {
    const brand = loadBrandConfig('raleigh');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-page-data-'));
    const files = ['gb/en', 'ie/en'].map((prefix) => path.join(dir, 'page-data', prefix, '404', 'page-data.json'));
    for (const file of files) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        JSON.stringify({ componentChunkName: 'not-found', path: 'p', result: { pageContext: {} } }),
      );
    }
    try {
      expect(markNotFoundPageData(brand, dir)).toBe(2);
      expect(JSON.parse(fs.readFileSync(files[0]!, 'utf8'))).toEqual({
        componentChunkName: 'not-found',
        path: 'p',
        result: { pageContext: {} },
        matchPath: '/gb/en/*',
      });
      expect(JSON.parse(fs.readFileSync(files[1]!, 'utf8'))).toMatchObject({ matchPath: '/ie/en/*' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
