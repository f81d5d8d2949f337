import { describe, expect, it } from 'vitest';

import type { LocaleSeparator } from './locale';
import {
  addTrailingSlash,
  collapseSlashes,
  hasUnchangedExtension,
  isUntouchedLink,
  normalizePath,
  removeDuplicatedLocale,
  removeDuplicateSegments,
  splitPath,
  unchangedExtensions,
} from './path';

describe('normalizePath: links outside the path space are untouched', () => {
  it.each([
    'http://example.com/a',
    'https://example.com/a//b/b',
    'HTTPS://EXAMPLE.COM/A',
    'https://example.com',
    'tel:+441234567890',
    'mailto:info@example.com',
    'mailto:info@example.com?subject=Hi',
    '//cdn.example.com/img.png',
    '//cdn.example.com/a/a',
    'ftp://example.com/file',
    '#top',
    '#',
    '?color=red',
    '',
  ])('%j', (link) => {
    expect(normalizePath(link)).toBe(link);
    expect(normalizePath(link, '-')).toBe(link);
    expect(normalizePath(link, '/')).toBe(link);
  });
});

describe('normalizePath: trailing slash', () => {
  it.each([
    ['/gb/en/bikes', '/gb/en/bikes/'],
    ['/gb/en/bikes/', '/gb/en/bikes/'],
    ['/', '/'],
    ['/de-de', '/de-de/'],
    ['/a/b/c', '/a/b/c/'],
    ['/image.png', '/image.png/'], // only the listed extensions are files
    ['/version.1', '/version.1/'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('normalizePath: queries', () => {
  it.each([
    ['/gb/en/search?q=bike', '/gb/en/search?q=bike'],
    ['/gb/en/search/?q=bike', '/gb/en/search/?q=bike'],
    ['/gb/en/search?', '/gb/en/search?'],
    ['/de-de/p/x/y?color=red&frameShape=wave', '/de-de/p/x/y?color=red&frameShape=wave'],
    ['/a//b?next=/c//d', '/a/b?next=/c//d'], // the query is never rewritten
    ['/a/a?x=a/a', '/a?x=a/a'],
    ['/search?q=1#results', '/search?q=1#results'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('normalizePath: hashes', () => {
  it.each([
    ['/gb/en/dealers#shop-1', '/gb/en/dealers/#shop-1'],
    ['/gb/en/dealers/#shop-1', '/gb/en/dealers/#shop-1'],
    ['/a#x?y', '/a/#x?y'], // a '?' after '#' belongs to the hash, so it is no query
    ['/a#b//c', '/a/#b//c'], // the hash is never rewritten
    ['/a/a#a', '/a/#a'],
    ['/#top', '/#top'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('normalizePath: files keep their path', () => {
  it.each(unchangedExtensions.flatMap((extension) => [`/404${extension}`, `/a//a/file${extension}`]))('%j', (path) => {
    expect(normalizePath(path)).toBe(path);
  });

  it.each([
    '/page-data/index/page-data.json',
    '/static/app.js',
    '/static/app.js.map',
    '/robots.txt',
    '/sitemap.xml',
    '/docs/manual.pdf',
    '/docs/MANUAL.PDF',
    '/docs/manual.pdf#page=2',
    '/page-data/x/page-data.json?v=1',
    '/500.html',
  ])('%j', (path) => {
    expect(normalizePath(path)).toBe(path);
  });
});

describe('normalizePath: slashes inside the path collapse', () => {
  it.each([
    ['/gb//en/bikes', '/gb/en/bikes/'],
    ['/de-de///e-bikes//', '/de-de/e-bikes/'],
    ['/a///b//', '/a/b/'],
    ['/a//', '/a/'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('normalizePath: duplicate consecutive segments', () => {
  it.each([
    ['/gb/en/bikes/bikes/', '/gb/en/bikes/'],
    ['/gb/en/bikes/bikes/bikes', '/gb/en/bikes/'],
    ['/de-de/v/e-bikes/e-bikes/city/', '/de-de/v/e-bikes/city/'],
    ['/de-de/a/b/a/b/', '/de-de/a/b/a/b/'], // only consecutive duplicates
    ['/de-de/a//a/', '/de-de/a/'],
    ['/de-de/Bikes/bikes/', '/de-de/Bikes/bikes/'], // case matters
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('normalizePath: duplicated locale', () => {
  it.each<[string, LocaleSeparator | undefined, string]>([
    // '-' separator
    ['/de-de/de-de/x/', '-', '/de-de/x/'],
    ['/de-de/de-de/x/', undefined, '/de-de/x/'],
    ['/de-de/de-de/de-de/x', '-', '/de-de/x/'],
    ['/de-de/de-de/', '-', '/de-de/'],
    ['/int-en/int-en/bike-parts/', '-', '/int-en/bike-parts/'],
    ['/de-de/fr-fr/x/', '-', '/de-de/fr-fr/x/'], // a different locale is no duplicate
    // '/' separator
    ['/gb/en/gb/en/x/', '/', '/gb/en/x/'],
    ['/gb/en/gb/en/x/', undefined, '/gb/en/x/'],
    ['/gb/en/gb/en/gb/en/x/', '/', '/gb/en/x/'],
    ['/gb/en/gb/en', '/', '/gb/en/'],
    ['/int/en/int/en/', '/', '/int/en/'],
    ['/gb/en/ie/en/x/', '/', '/gb/en/ie/en/x/'],
    // the brand's separator decides the shape
    ['/gb/en/gb/en/x/', '-', '/gb/en/gb/en/x/'],
    ['/de-de/de-de/x/', '/', '/de-de/x/'], // still a duplicate consecutive segment
    // with '/' the locale is one unit: country and language may be equal
    ['/de/de/x/', '/', '/de/de/x/'],
    ['/de/de/de/de/x/', '/', '/de/de/x/'],
    ['/gb/en/en/x/', '/', '/gb/en/en/x/'],
    ['/gb/en/x/x/', '/', '/gb/en/x/'],
    // without a separator nothing tells '/de/de/' from a duplicate
    ['/de/de/x/', undefined, '/de/x/'],
    ['/de/de/x/', '-', '/de/x/'],
  ])('%j with %j → %j', (input, separator, expected) => {
    expect(normalizePath(input, separator)).toBe(expected);
  });
});

describe('normalizePath: other input', () => {
  it.each([
    ['  /gb/en/bikes  ', '/gb/en/bikes/'],
    ['bikes/city', 'bikes/city/'], // relative stays relative
    ['bikes/bikes', 'bikes/'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it.each(['/gb/en/bikes/', '/de-de/x/?a=1', '/a/#b', '/gb/en/x/'])('is idempotent for %j', (path) => {
    expect(normalizePath(normalizePath(path))).toBe(normalizePath(path));
  });
});

describe('isUntouchedLink', () => {
  it.each<[string, boolean]>([
    ['http://x', true],
    ['https://x', true],
    ['tel:1', true],
    ['mailto:a@b.c', true],
    ['//x', true],
    ['/x', false],
    ['x', false],
    ['#x', false],
  ])('%j → %j', (link, expected) => {
    expect(isUntouchedLink(link)).toBe(expected);
  });
});

describe('hasUnchangedExtension', () => {
  it.each<[string, boolean]>([
    ...unchangedExtensions.map((extension): [string, boolean] => [`/file${extension}`, true]),
    ['/file.HTML', true],
    ['/file.png', false],
    ['/html', false],
    ['/file.jsx', false],
    ['/file.json/', false],
  ])('%j → %j', (pathname, expected) => {
    expect(hasUnchangedExtension(pathname)).toBe(expected);
  });
});

describe('splitPath', () => {
  it.each([
    ['/a', { pathname: '/a', query: '', hash: '' }],
    ['/a?b=1', { pathname: '/a', query: '?b=1', hash: '' }],
    ['/a#c', { pathname: '/a', query: '', hash: '#c' }],
    ['/a?b=1#c', { pathname: '/a', query: '?b=1', hash: '#c' }],
    ['/a#c?b=1', { pathname: '/a', query: '', hash: '#c?b=1' }],
  ])('%j → %j', (path, expected) => {
    expect(splitPath(path)).toEqual(expected);
  });
});

describe('collapseSlashes', () => {
  it.each([
    ['/a//b///c', '/a/b/c'],
    ['//', '/'],
    ['/a/b', '/a/b'],
  ])('%j → %j', (input, expected) => {
    expect(collapseSlashes(input)).toBe(expected);
  });
});

describe('removeDuplicatedLocale', () => {
  it.each<[string[], LocaleSeparator | undefined, string[]]>([
    [['de-de', 'de-de', 'x'], '-', ['de-de', 'x']],
    [['gb', 'en', 'gb', 'en', 'x'], '/', ['gb', 'en', 'x']],
    [['gb', 'en', 'gb', 'en'], undefined, ['gb', 'en']],
    [['x', 'de-de', 'de-de'], '-', ['x', 'de-de', 'de-de']], // start only
    [['bikes', 'bikes'], '-', ['bikes', 'bikes']], // not a locale
    [[], undefined, []],
  ])('%j with %j → %j', (segments, separator, expected) => {
    expect(removeDuplicatedLocale(segments, separator)).toEqual(expected);
  });
});

describe('removeDuplicateSegments', () => {
  it.each<[string[], LocaleSeparator | undefined, string[]]>([
    [['a', 'a', 'b'], undefined, ['a', 'b']],
    [['a', 'b', 'b', 'b', 'c'], '-', ['a', 'b', 'c']],
    [['de', 'de', 'x'], '/', ['de', 'de', 'x']],
    [['de', 'de', 'x'], '-', ['de', 'x']],
    [['gb', 'en', 'x', 'x'], '/', ['gb', 'en', 'x']],
    [[], '/', []],
  ])('%j with %j → %j', (segments, separator, expected) => {
    expect(removeDuplicateSegments(segments, separator)).toEqual(expected);
  });
});

describe('addTrailingSlash', () => {
  it.each([
    ['/a', '', '/a/'],
    ['/a/', '', '/a/'],
    ['/a', '?b', '/a'],
  ])('(%j, %j) → %j', (pathname, query, expected) => {
    expect(addTrailingSlash(pathname, query)).toBe(expected);
  });
});
