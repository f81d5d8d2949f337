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
  it('is a small 32 px PNG, named by a data address', () => {
    const favicon = brandFavicon(loadBrandConfig(name));
    const prefix = 'data:image/png;base64,';
    expect(favicon.startsWith(prefix)).toBe(true);
    const png = Buffer.from(favicon.slice(prefix.length), 'base64');
    expect(pngSize(png)).toEqual([32, 32]);
    // Every page carries it in its head.
    expect(png.length).toBeLessThan(1024);
  });
});
