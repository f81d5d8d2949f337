import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  brandsInScripts,
  clearOutputOfOtherBrand,
  dropParcelCache,
  filesUnder,
  filesWithNulBytes,
  moveSourceMaps,
  recordBuiltBrand,
  sourceMapsDirOf,
} from './build-output';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-output-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string | Buffer = 'x') {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

describe('clearOutputOfOtherBrand', () => {
  it('removes the output of another brand, keeping the cache for Gatsby to reset and webpack to check', () => {
    write('public/gb/en/index.html');
    write('public/app-123.js');
    write('.cache/webpack/stage.pack');
    write('.cache/caches-lmdb/data.mdb');
    recordBuiltBrand(root, 'raleigh');
    expect(clearOutputOfOtherBrand(root, 'lapierre')).toBe('raleigh');
    expect(fs.existsSync(path.join(root, 'public'))).toBe(false);
    expect(fs.existsSync(path.join(root, '.cache/webpack/stage.pack'))).toBe(true);
    // Gatsby sees a cache without output and resets it itself.
    expect(fs.existsSync(path.join(root, '.cache/caches-lmdb/data.mdb'))).toBe(true);
  });

  it('keeps the output of the same brand, so a rebuild stays incremental', () => {
    write('public/gb/en/index.html');
    write('.cache/webpack/stage.pack');
    recordBuiltBrand(root, 'raleigh');
    expect(clearOutputOfOtherBrand(root, 'raleigh')).toBeNull();
    expect(fs.existsSync(path.join(root, 'public/gb/en/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(root, '.cache/webpack/stage.pack'))).toBe(true);
  });

  it('clears output that no finished build recorded, and does nothing without output', () => {
    expect(clearOutputOfOtherBrand(root, 'raleigh')).toBeNull();
    write('public/index.html');
    expect(clearOutputOfOtherBrand(root, 'raleigh')).toBe('unknown');
    expect(fs.existsSync(path.join(root, 'public'))).toBe(false);
  });
});

describe('brandsInScripts', () => {
  const siteUrls = { raleigh: 'https://www.raleigh.co.uk', ghost: 'https://www.ghost-bikes.com' };

  it('names the brands whose site address a top-level script holds as a string', () => {
    write('app-1.js', 'const c={brand:{name:"ghost",siteUrl:"https://www.ghost-bikes.com"}};');
    write('component---src-templates-page-tsx-2.js', 'x');
    expect(brandsInScripts(root, siteUrls)).toEqual(['ghost']);
    write('framework-3.js', 'const stale={siteUrl:"https://www.raleigh.co.uk"};');
    expect(brandsInScripts(root, siteUrls)).toEqual(['ghost', 'raleigh']);
  });

  it('reads no page, data or address that is only a prefix of a longer one', () => {
    write('gb/en/index.html', '<a href="https://www.raleigh.co.uk">');
    write('app-1.js', 'fetch("https://www.raleigh.co.uk/gb/en/")');
    expect(brandsInScripts(root, siteUrls)).toEqual([]);
  });
});

describe('filesUnder', () => {
  it('lists every file of every folder level, joined to the given folder, and no folder', () => {
    write('index.html');
    write('ie/en/index.html');
    write('page-data/ie/en/bike/red/page-data.json');
    fs.mkdirSync(path.join(root, 'empty'));
    expect(filesUnder(root).sort()).toEqual(
      ['ie/en/index.html', 'index.html', 'page-data/ie/en/bike/red/page-data.json'].map((file) =>
        path.join(root, file),
      ),
    );
  });
});

describe('filesWithNulBytes', () => {
  it('names the built text files holding a NUL byte', () => {
    write('ie/en/index.html', Buffer.from('Ireland \0\0– English'));
    write('page-data/ie/en/page-data.json', '{}');
    write('static/photo.jpg', Buffer.from([0xff, 0xd8, 0, 0]));
    write('app.js', Buffer.from('var a=1;\0'));
    expect(filesWithNulBytes(root)).toEqual(['app.js', 'ie/en/index.html']);
  });
});

describe('moveSourceMaps', () => {
  it('moves every source map out of the output, keeping its path, and nothing else', () => {
    write('public/app-1.js', 'code');
    write('public/app-1.js.map', '{}');
    write('public/static/d/chunk.js.map', '{}');
    write('public/index.html', 'page');
    write('source-maps/stale.js.map', '{}');
    expect(
      moveSourceMaps(path.join(root, 'public'), path.join(root, 'source-maps'), filesUnder(path.join(root, 'public'))),
    ).toBe(2);
    expect(fs.existsSync(path.join(root, 'public/app-1.js.map'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'source-maps/static/d/chunk.js.map'), 'utf8')).toBe('{}');
    expect(fs.existsSync(path.join(root, 'source-maps/stale.js.map'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'public/app-1.js'), 'utf8')).toBe('code');
  });

  it('leaves an empty folder when there is no map, so the build scripts can always move it', () => {
    write('public/index.html', 'page');
    expect(
      moveSourceMaps(path.join(root, 'public'), path.join(root, 'source-maps'), filesUnder(path.join(root, 'public'))),
    ).toBe(0);
    expect(fs.readdirSync(path.join(root, 'source-maps'))).toEqual([]);
  });

  it('keeps a site’s maps beside it', () => {
    expect(sourceMapsDirOf('.builds/raleigh/')).toBe('.builds/raleigh-source-maps');
  });
});

describe('dropParcelCache', () => {
  it("removes Parcel's cache and nothing else of Gatsby's", () => {
    write('.cache/.parcel-cache/data.mdb');
    write('.cache/.parcel-cache/requestGraph-0');
    write('.cache/caches-lmdb/data.mdb');
    write('.cache/webpack/stage.pack');
    write('public/gb/en/index.html');
    dropParcelCache(root);
    expect(fs.existsSync(path.join(root, '.cache/.parcel-cache'))).toBe(false);
    for (const kept of ['.cache/caches-lmdb/data.mdb', '.cache/webpack/stage.pack', 'public/gb/en/index.html'])
      expect(fs.existsSync(path.join(root, kept))).toBe(true);
    // A first build has none.
    expect(() => dropParcelCache(root)).not.toThrow();
  });
});
