import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from './load';
import { brandNames } from './schema';
import { brandWordmark } from './wordmark';

describe.each(brandNames)('%s wordmark', (name) => {
  const brand = loadBrandConfig(name);

  it('is named artwork in currentColor, sized by its viewBox', () => {
    const source = fs.readFileSync(path.resolve('brands', name, 'wordmark.svg'), 'utf8');
    expect(source).toContain(`<title>${brand.displayName}</title>`);
    const { width, height } = brandWordmark(brand);
    expect(source).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(width / height).toBeGreaterThan(1.2);
  });

  it('gives the header its paths alone, drawn in the colour around them', () => {
    const { artwork } = brandWordmark(brand);
    expect(artwork).toMatch(/^<path fill="currentColor"( fill-rule="evenodd")? d="M[^"]+"\/>/);
    expect(artwork).not.toMatch(/<title|<style|<svg|<\/svg>/);
  });
});

describe('wordmark file', () => {
  const brand = loadBrandConfig('raleigh');
  const rootWith = (svg: string) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wordmark-'));
    fs.mkdirSync(path.join(root, 'brands', 'raleigh'), { recursive: true });
    fs.writeFileSync(path.join(root, 'brands', 'raleigh', 'wordmark.svg'), svg);
    return root;
  };

  it('keeps every shape of the artwork, without the title', () => {
    const wordmark = brandWordmark(
      brand,
      rootWith(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 2" role="img">\n<title>Raleigh</title>' +
          '<path fill="currentColor" d="M0 0H1"/><rect fill="currentColor" width="1" height="1"/>\n</svg>\n',
      ),
    );
    expect(wordmark).toEqual({
      artwork: '<path fill="currentColor" d="M0 0H1"/><rect fill="currentColor" width="1" height="1"/>',
      width: 10,
      height: 2,
    });
  });

  it('refuses artwork the header cannot colour or size', () => {
    expect(() =>
      brandWordmark(brand, rootWith('<svg viewBox="0 0 10 2"><path fill="#000" d="M0 0H1"/></svg>')),
    ).toThrow(/currentColor/);
    expect(() => brandWordmark(brand, rootWith('<svg><path fill="currentColor" d="M0 0H1"/></svg>'))).toThrow(
      /viewBox/,
    );
  });
});
