import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFavicon } from './favicon';
import { loadBrandConfig } from './load';
import { brandNames } from './schema';

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe.each(brandNames)('%s favicon', (name) => {
  it('is a 32 px PNG served under a content-hashed name', () => {
    const favicon = brandFavicon(loadBrandConfig(name));
    expect(pngSize(fs.readFileSync(favicon.file))).toEqual([32, 32]);
    expect(favicon.src).toMatch(/^\/favicon-[0-9a-f]{10}\.png$/);
  });
});

describe('favicon file', () => {
  const brand = loadBrandConfig('raleigh');
  const rootWith = (bytes: Buffer) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
    fs.mkdirSync(path.join(root, 'brands', 'raleigh'), { recursive: true });
    fs.writeFileSync(path.join(root, 'brands', 'raleigh', 'favicon.png'), bytes);
    return root;
  };

  it('changes its name when its artwork changes', () => {
    const original = fs.readFileSync(brandFavicon(brand).file);
    const changed = Buffer.from(original);
    changed[changed.length - 20] = (changed[changed.length - 20]! + 1) % 256;
    expect(brandFavicon(brand, rootWith(original)).src).toBe(brandFavicon(brand).src);
    expect(brandFavicon(brand, rootWith(changed)).src).not.toBe(brandFavicon(brand).src);
  });
});
