import { describe, expect, it } from 'vitest';
import { densitySrcSet, dimensionsOf, fluidSrcSet, fluidWidths, imageServiceUrl, placeholderUrl } from './images';

const hero = 'http://127.0.0.1:4100/f/1001/1920x1080/ab12/hero.jpg';

describe('image service URLs', () => {
  it('reads the size from the asset path', () => {
    expect(dimensionsOf(hero)).toEqual({ width: 1920, height: 1080 });
    expect(dimensionsOf('https://example.com/x.jpg')).toBeUndefined();
  });

  it('asks for a size with quality 70 by default and an optional format', () => {
    expect(imageServiceUrl(hero, { width: 750 })).toBe(`${hero}/m/750x0/filters:quality(70)`);
    expect(imageServiceUrl(hero, { width: 400, height: 300, quality: 80, format: 'webp' })).toBe(
      `${hero}/m/400x300/filters:quality(80):format(webp)`,
    );
  });

  it('offers the spec breakpoints up to the original width', () => {
    expect(fluidWidths({ width: 1920, height: 1080 })).toEqual([750, 1080, 1366, 1920]);
    expect(fluidWidths({ width: 1200, height: 800 })).toEqual([750, 1080]);
    expect(fluidWidths({ width: 400, height: 300 })).toEqual([400]);
    expect(fluidSrcSet(hero, { width: 1920, height: 1080 })).toBe(
      [750, 1080, 1366, 1920].map((width) => `${hero}/m/${width}x0/filters:quality(70) ${width}w`).join(', '),
    );
  });

  it('offers densities 1-3 for fixed-size images, without upscaling', () => {
    expect(densitySrcSet(hero, { width: 200, height: 100 })).toBe(
      `${hero}/m/200x100/filters:quality(70) 1x, ${hero}/m/400x200/filters:quality(70) 2x, ${hero}/m/600x300/filters:quality(70) 3x`,
    );
    expect(densitySrcSet(hero, { width: 800, height: 450 }, { width: 1920, height: 1080 })).toBe(
      `${hero}/m/800x450/filters:quality(70) 1x, ${hero}/m/1600x900/filters:quality(70) 2x`,
    );
  });

  it('makes a 20px wide placeholder', () => {
    expect(placeholderUrl(hero)).toBe(`${hero}/m/20x0/filters:quality(30)`);
  });
});
