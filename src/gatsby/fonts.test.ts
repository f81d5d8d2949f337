import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../config/load';
import { brandNames } from '../config/schema';
import { fallbackFamily, fontFaceCss, fontFileName, fontSubsetNames, fontSubsets } from '../lib/fonts';
import {
  capitalsWidthRatio,
  copyHeadingFace,
  fontFilesDirOf,
  headingFontCss,
  localFallbackOf,
  metricsOf,
} from './fonts';

const packageJson = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe.each(brandNames)('%s heading face', (name) => {
  const { font } = loadBrandConfig(name).theme.tokens;
  const face = font.headingFace!;

  it('is the first family of the heading stack, its metric-matched fallback the second, at the weight headings use', () => {
    expect(face).toBeDefined();
    expect(font.heading.startsWith(`"${face.family}", "${fallbackFamily(face)}", `)).toBe(true);
    expect(face.weight).toBe(font.weights.bold);
  });

  it('has metrics, and a fallback drawn from a local face of its kind', () => {
    const css = headingFontCss(loadBrandConfig(name));
    expect(css.startsWith(fontFaceCss(face))).toBe(true);
    const fallback = css.slice(fontFaceCss(face).length);
    expect(fallback).toMatch(new RegExp(`^@font-face\\{font-family:"${fallbackFamily(face)}";`));
    const local = localFallbackOf(face);
    expect(local.category).toBe(metricsOf(face.family, face.weight).category);
    expect(local.fullName).toMatch(/ Bold$/);
    expect(fallback).toMatch(/size-adjust:\d+(\.\d+)?%/);
    expect(fallback).toMatch(/ascent-override:\d+(\.\d+)?%;descent-override:\d+(\.\d+)?%/);
  });

  it('comes from a declared dependency whose own CSS agrees on files and subsets', () => {
    expect(packageJson.dependencies[face.source]).toBeDefined();
    const css = fs.readFileSync(path.join(fontFilesDirOf(face), '..', `${face.weight}.css`), 'utf8');
    for (const subset of fontSubsetNames) {
      const file = fontFileName(face, subset);
      const rule = css.split('@font-face').find((block) => block.includes(`./files/${file}`));
      expect(rule, file).toBeDefined();
      expect(rule).toContain(`unicode-range: ${fontSubsets[subset]};`);
      expect(rule).toContain(`font-family: '${face.family}';`);
    }
  });

  it('scales its fallback to the capitals where the brand sets headings in capitals', () => {
    const css = headingFontCss(loadBrandConfig(name));
    const ratio = capitalsWidthRatio(face, localFallbackOf(face));
    // Both measured from files: narrower faces than Arial's or Times', none half as wide.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(1.5);
    const sizeAdjust = `size-adjust:${(ratio * 100).toFixed(4)}%`;
    if (font.headingTransform === 'uppercase') expect(css).toContain(sizeAdjust);
    else expect(css).not.toContain(sizeAdjust);
  });

  it('is copied into the build output under the names the CSS points to', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    try {
      const copied = copyHeadingFace(face, dir);
      expect(copied).toEqual(fontSubsetNames.map((subset) => fontFileName(face, subset)));
      for (const file of copied) {
        const size = fs.statSync(path.join(dir, 'fonts', file)).size;
        expect(size).toBeGreaterThan(1_000);
        expect(size).toBeLessThan(60_000);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
