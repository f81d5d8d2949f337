import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawingSvg, focalRegion, outputFormat, parseImageUrl, renderImage } from './images';
import type { SeedAsset } from './types';

const PATH = '/f/1/800x600/abc/bike.jpg';
const asset: SeedAsset = {
  id: 1,
  filename: PATH,
  width: 800,
  height: 600,
  drawing: { background: '#000', foreground: '#fff', shape: 'bicycle', label: 'A & B <c>' },
};

describe('parseImageUrl', () => {
  it('reads the original and the /m/ grammar', () => {
    expect(parseImageUrl(PATH)).toEqual({ assetPath: PATH });
    expect(parseImageUrl(`${PATH}/m/`)?.transform).toMatchObject({ width: 0, height: 0 });
    expect(parseImageUrl(`${PATH}/m/fit-in/-300x0/smart/filters:format(webp):quality(70):fill(ff0000)`)).toEqual({
      assetPath: PATH,
      transform: expect.objectContaining({
        width: 300,
        height: 0,
        flipHorizontal: true,
        fitIn: true,
        smart: true,
        format: 'webp',
        quality: 70,
        fill: '#ff0000',
      }),
    });
    expect(parseImageUrl(`${PATH}/m/10x10:110x60/50x0`)?.transform).toMatchObject({
      crop: { left: 10, top: 10, right: 110, bottom: 60 },
      width: 50,
    });
  });

  it('refuses malformed and oversized requests', () => {
    expect(parseImageUrl('/f/1/bike.jpg')).toBeUndefined();
    expect(parseImageUrl(`${PATH}/m/banana`)).toBeUndefined();
    expect(parseImageUrl(`${PATH}/m/5000x0`)).toBeUndefined();
    expect(parseImageUrl(`${PATH}/m/filters:format(bmp)`)).toBeUndefined();
  });
});

describe('formats', () => {
  it('picks asked format, WebP for a bare /m/ when accepted, else the file type', () => {
    expect(outputFormat({ assetPath: PATH }, true)).toBe('jpeg');
    expect(outputFormat(parseImageUrl(`${PATH}/m/`) ?? { assetPath: PATH }, true)).toBe('webp');
    expect(outputFormat(parseImageUrl(`${PATH}/m/`) ?? { assetPath: PATH }, false)).toBe('jpeg');
    expect(outputFormat(parseImageUrl(`${PATH}/m/filters:format(png)`) ?? { assetPath: PATH }, true)).toBe('png');
  });
});

describe('rendering', () => {
  it('escapes label text in the SVG', () => {
    expect(drawingSvg(asset)).toContain('A &amp; B &lt;c&gt;');
  });

  it('renders the same bytes twice and honours the focal point', async () => {
    const first = await renderImage(asset, undefined, 'jpeg');
    expect(Buffer.compare(first, await renderImage(asset, undefined, 'jpeg'))).toBe(0);
    const transform = parseImageUrl(`${PATH}/m/100x100/filters:focal(700x100:720x120)`)?.transform;
    const cropped = await sharp(await renderImage(asset, transform, 'png')).metadata();
    expect(cropped).toMatchObject({ width: 100, height: 100, format: 'png' });
  });

  it('keeps the focal region inside the source', () => {
    expect(
      focalRegion(
        { width: 800, height: 600 },
        { width: 100, height: 100 },
        { left: 700, top: 0, right: 800, bottom: 10 },
      ),
    ).toEqual({ left: 200, top: 0, width: 600, height: 600 });
  });
});
