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
    const { width, height, src } = brandWordmark(brand);
    expect(source).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(width / height).toBeGreaterThan(1.2);
    expect(src).toMatch(/^\/wordmark-[0-9a-f]{10}\.svg$/);
  });

  it('is served in the header text colour of each scheme', () => {
    const { svg } = brandWordmark(brand);
    expect(svg).toContain(`svg{color:${brand.theme.light.headerText}}`);
    expect(svg).toContain(`@media (prefers-color-scheme:dark){svg{color:${brand.theme.dark.headerText}}}`);
    expect(svg.indexOf('<style>')).toBeLessThan(svg.indexOf('<path'));
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

  it('changes its name when its artwork changes', () => {
    const a = brandWordmark(brand, rootWith('<svg viewBox="0 0 10 2"><path fill="currentColor" d="M0 0H1"/></svg>'));
    const b = brandWordmark(brand, rootWith('<svg viewBox="0 0 10 2"><path fill="currentColor" d="M0 0H2"/></svg>'));
    expect(a.src).not.toBe(b.src);
    expect([a.width, a.height]).toEqual([10, 2]);
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
