/**
 * What a search engine sees of a brand's build: the sitemaps (valid against the sitemap
 * schemas, every indexable page in exactly one, hreflang sets that match the pages' own and are
 * reciprocal), robots.txt, the redirect of paths without a locale, and the structured data and
 * social cards of each page kind. Reads the build in `.builds/<brand>/` and asks its server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { type PageEntry, readPageEntries } from '../bench/pages';
import type { BrandConfig } from '../src/config/schema';
import { brandLocales, defaultLocale } from '../src/lib/i18n/locales';
import { isPriceVisible } from '../src/lib/product';
import { homePath } from '../src/lib/routing/routes';
import { checkRichResults } from '../src/testing/rich-results';
import { expect, test } from './support/fixtures';

const schemaDir = path.resolve('e2e/fixtures/sitemaps');
const schemaFile = (name: string): XMLFileInfo => ({
  fileName: name,
  contents: fs.readFileSync(path.join(schemaDir, name), 'utf8'),
});

const buildDir = (brand: BrandConfig) => path.resolve('.builds', brand.name);
/** The e2e builds set no SITE_URL, so absolute links use the brand's production origin. */
const siteUrlOf = (brand: BrandConfig) => brand.siteUrl.replace(/\/$/, '');

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<');

/** The attributes of every `<tag ...>` in the HTML, in order. */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        decode(value),
      ]),
    ),
  );
}

interface HeadFacts {
  noindex: boolean;
  canonical: string | undefined;
  /** 'hreflang url' pairs, sorted. */
  hreflang: string[];
}

function headOf(page: string): HeadFacts {
  const end = page.indexOf('</head>');
  const html = end >= 0 ? page.slice(0, end) : page;
  const links = tagsOf(html, 'link');
  return {
    noindex: tagsOf(html, 'meta').some((meta) => meta.name === 'robots' && /noindex/.test(meta.content ?? '')),
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    hreflang: links
      .filter((link) => link.rel === 'alternate' && link.hreflang)
      .map((link) => `${link.hreflang} ${link.href}`)
      .sort(),
  };
}

/** Every HTML page of the build by its path ('/gb/en/bikes/' for gb/en/bikes/index.html). */
function htmlPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .filter((file) => !file.startsWith(`page-data${path.sep}`))
    .map((file) => `/${path.dirname(file) === '.' ? '' : `${path.dirname(file).split(path.sep).join('/')}/`}`);
}

const readPage = (dir: string, pagePath: string) => fs.readFileSync(path.join(dir, pagePath, 'index.html'), 'utf8');

interface SitemapEntry {
  file: string;
  /** 'hreflang url' pairs, sorted. */
  hreflang: string[];
}

/** The sitemaps named in the index, each checked against its schema; their URLs by path. */
async function readSitemaps(brand: BrandConfig) {
  const dir = buildDir(brand);
  const siteUrl = siteUrlOf(brand);
  const indexXml = fs.readFileSync(path.join(dir, 'sitemap-index.xml'), 'utf8');
  const schemaErrors: string[] = [];
  const index = await validateXML({
    xml: [{ fileName: 'sitemap-index.xml', contents: indexXml }],
    schema: [schemaFile('siteindex.xsd')],
  });
  schemaErrors.push(...index.errors.map((error) => error.rawMessage));
  const files = (await parseSitemapIndex(Readable.from([indexXml]))).map((item) => item.url);
  const entries = new Map<string, SitemapEntry>();
  const duplicates: string[] = [];
  const counts: Record<string, number> = {};
  const sitemaps = files.map((url) => {
    expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
    const name = url.slice(siteUrl.length + 1);
    return { fileName: name, contents: fs.readFileSync(path.join(dir, name), 'utf8') };
  });
  const result = await validateXML({
    xml: sitemaps,
    schema: [schemaFile('urlset.xsd')],
    preload: [schemaFile('sitemap.xsd'), schemaFile('xhtml-link.xsd')],
  });
  schemaErrors.push(...result.errors.map((error) => error.rawMessage));
  for (const { fileName: name, contents: xml } of sitemaps) {
    const items = await parseSitemap(Readable.from([xml]));
    counts[name] = items.length;
    for (const item of items) {
      const pagePath = item.url.slice(siteUrl.length);
      if (entries.has(pagePath)) duplicates.push(`${pagePath} in ${entries.get(pagePath)?.file} and ${name}`);
      entries.set(pagePath, {
        file: name,
        hreflang: item.links.map((link) => `${link.hreflang ?? link.lang} ${link.url}`).sort(),
      });
    }
  }
  return { dir, siteUrl, files, entries, duplicates, schemaErrors, counts };
}

/**
 * The two checks over the whole build read every page (up to ~2,600 per brand): their time
 * grows with the catalogue and the machine's load, so they get room a page-sized test does not.
 */
const wholeBuildTimeout = 10 * 60_000;

test('the sitemaps list every indexable page exactly once, valid against the sitemap schemas', async ({ brand }) => {
  test.setTimeout(wholeBuildTimeout);
  const { dir, siteUrl, files, entries, duplicates, schemaErrors, counts } = await readSitemaps(brand);
  test.info().annotations.push({ type: 'sitemaps', description: JSON.stringify(counts) });
  expect(schemaErrors).toEqual([]);
  expect(duplicates).toEqual([]);
  // One sitemap per locale (none of the demo catalogues passes 50,000 URLs in a locale).
  expect(files.map((url) => url.slice(siteUrl.length + 1)).sort()).toEqual(
    brandLocales(brand)
      .map((locale) => `sitemap-${locale.prefix.replace(/^\/|\/$/g, '').replace(/\//g, '-')}.xml`)
      .sort(),
  );
  for (const count of Object.values(counts)) expect(count).toBeLessThanOrEqual(50_000);

  const heads = new Map(htmlPages(dir).map((pagePath) => [pagePath, headOf(readPage(dir, pagePath))]));
  const indexable = [...heads]
    .filter(([pagePath, head]) => !head.noindex && head.canonical === `${siteUrl}${pagePath}`)
    .map(([pagePath]) => pagePath);
  expect(indexable.length).toBeGreaterThan(10);
  expect([...entries.keys()].sort()).toEqual(indexable.sort());

  // The sitemap's alternates are the page's own, x-default included, and every alternate lists the same set.
  const mismatches: string[] = [];
  for (const [pagePath, entry] of entries) {
    const head = heads.get(pagePath);
    if (JSON.stringify(head?.hreflang) !== JSON.stringify(entry.hreflang)) {
      mismatches.push(`${pagePath}: page ${JSON.stringify(head?.hreflang)} sitemap ${JSON.stringify(entry.hreflang)}`);
    }
    expect(entry.hreflang.some((pair) => pair.startsWith('x-default '))).toBe(true);
    for (const pair of entry.hreflang) {
      const alternatePath = pair.slice(pair.indexOf(' ') + 1).slice(siteUrl.length);
      const alternate = entries.get(alternatePath);
      if (JSON.stringify(alternate?.hreflang) !== JSON.stringify(entry.hreflang)) {
        mismatches.push(`${pagePath} -> ${alternatePath}: not reciprocal`);
      }
    }
  }
  expect(mismatches).toEqual([]);
});

test('every sitemap URL answers 200 with a canonical equal to itself', async ({ brand, request }) => {
  test.setTimeout(wholeBuildTimeout);
  const { siteUrl, entries } = await readSitemaps(brand);
  const paths = [...entries.keys()];
  const failures: string[] = [];
  // A few requests at a time: enough to keep the server busy, few enough for a shared machine.
  for (let start = 0; start < paths.length; start += 8) {
    await Promise.all(
      paths.slice(start, start + 8).map(async (pagePath) => {
        const response = await request.get(pagePath, { maxRedirects: 0 });
        const canonical = headOf(await response.text()).canonical;
        if (response.status() !== 200 || canonical !== `${siteUrl}${pagePath}`) {
          failures.push(`${pagePath}: ${response.status()}, canonical ${canonical}`);
        }
      }),
    );
  }
  expect(failures).toEqual([]);
});

test('robots.txt names the sitemap index', async ({ brand, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrlOf(brand)}/sitemap-index.xml\n`);
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
});

test('a path without a locale answers 301 with the same path under the default locale', async ({ brand, request }) => {
  const locale = defaultLocale(brand);
  const category = firstOfType(readPageEntries(buildDir(brand)), locale.prefix, 'category');
  const rest = category.path.slice(locale.prefix.length);
  const response = await request.get(`/${rest}?utm_source=test`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`${category.path}?utm_source=test`);
  expect((await request.get(`/${rest}`)).status()).toBe(200);
  for (const alias of brand.localeAliases ?? []) {
    const target = brandLocales(brand).find(
      (candidate) => candidate.country === alias.country && candidate.language === alias.language,
    );
    const aliased = await request.get(`${alias.prefix}${rest}`, { maxRedirects: 0 });
    expect(aliased.status()).toBe(301);
    expect(aliased.headers().location).toBe(`${target?.prefix}${rest}`);
  }
  // The root stays the default locale's home (canonical to the prefixed one).
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(200);
  expect(headOf(await root.text()).canonical).toBe(`${siteUrlOf(brand)}${homePath(locale, brand.routing)}`);
});

function firstOfType(entries: readonly PageEntry[], localePrefix: string, pageType: string): PageEntry {
  const found = entries
    .filter((entry) => entry.localePrefix === localePrefix && entry.pageType === pageType)
    .sort((a, b) => a.path.localeCompare(b.path))[0];
  if (!found) throw new Error(`The build has no ${pageType} page in ${localePrefix}.`);
  return found;
}

/** The first page of the locale whose page data holds a block of the given content component. */
function firstWithBlock(dir: string, entries: readonly PageEntry[], localePrefix: string, component: string) {
  const candidates = entries
    .filter((entry) => entry.localePrefix === localePrefix)
    .sort((a, b) => a.path.localeCompare(b.path));
  const found = candidates.find((entry) => {
    const file = path.join(dir, 'page-data', entry.path === '/' ? 'index' : entry.path, 'page-data.json');
    return fs.readFileSync(file, 'utf8').includes(`\\"component\\":\\"${component}\\"`);
  });
  if (!found) throw new Error(`The build has no page with a ${component} block in ${localePrefix}.`);
  return found;
}

test('each page kind carries valid structured data and a social card', async ({ brand, request }) => {
  const dir = buildDir(brand);
  const entries = readPageEntries(dir);
  const locale = defaultLocale(brand);
  // Product offers need prices: the first locale whose channel shows them.
  const priced = brandLocales(brand).find((candidate) => isPriceVisible(candidate.country, brand.flags)) ?? locale;
  const kinds: { kind: string; path: string; types: string[]; card?: 'product' | 'article' }[] = [
    { kind: 'home', path: homePath(locale, brand.routing), types: ['Organization', 'WebSite'] },
    { kind: 'category', path: firstOfType(entries, locale.prefix, 'category').path, types: ['BreadcrumbList'] },
    {
      kind: 'product',
      path: firstOfType(entries, priced.prefix, 'product').path,
      types: ['BreadcrumbList', 'Product'],
      card: 'product',
    },
    {
      kind: 'publication',
      path: firstOfType(entries, locale.prefix, 'publication').path,
      types: ['Article'],
      card: 'article',
    },
    { kind: 'faq', path: firstWithBlock(dir, entries, locale.prefix, 'faq').path, types: ['FAQPage'] },
  ];
  for (const { kind, path: pagePath, types, card } of kinds) {
    const html = await (await request.get(pagePath)).text();
    const report = await checkRichResults(html);
    expect({ kind, ...report, types: [...report.types].sort() }).toEqual({
      kind,
      types: [...types].sort(),
      unknownTypes: [],
      failures: [],
      unreadable: [],
    });
    const meta = tagsOf(html, 'meta');
    const property = (name: string) => meta.find((tag) => tag.property === name || tag.name === name)?.content;
    expect(property('og:title'), kind).toBeTruthy();
    expect(property('og:url'), kind).toBe(headOf(html).canonical);
    expect(property('og:locale'), kind).toMatch(/^[a-z]{2}(_[A-Z]{2})?$/);
    expect(property('twitter:title'), kind).toBe(property('og:title'));
    if (card) {
      expect(property('og:type'), kind).toBe(card);
      expect(property('og:image'), kind).toMatch(/^https?:\/\//);
      expect(property('twitter:card'), kind).toBe('summary_large_image');
      const image = await request.get(property('og:image') ?? '');
      expect(image.status(), kind).toBe(200);
      expect(image.headers()['content-type'], kind).toMatch(/^image\//);
    }
  }
});
