import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../config/load';
import { brandNames } from '../config/schema';
import { globalCss } from './global-css';
import { colorVariable } from './theme';

describe('globalCss', () => {
  it.each(brandNames)('states both colour schemes and the base type of %s', (name) => {
    const tokens = loadBrandConfig(name).theme;
    const css = globalCss(tokens);
    const [light, dark] = css.split('@media (prefers-color-scheme:dark)');
    expect(light).toContain(`${colorVariable('primary')}:${tokens.light.primary};`);
    expect(dark).toContain(`${colorVariable('primary')}:${tokens.dark.primary};`);
    expect(css).toContain(`font-size:62.5%`);
    expect(css).toContain(`text-transform:${tokens.tokens.font.headingTransform};`);
    expect(css).toContain(`h1{font-size:${tokens.tokens.headingSize.h1};}`);
    expect(css).toContain(`b,strong,th{font-weight:${tokens.tokens.font.weights.bold};}`);
    expect(css).toContain(`:focus-visible{outline:3px solid var(${colorVariable('focus')});`);
    expect(css).not.toMatch(/undefined|null|\n/);
  });

  it('is a valid sheet: every block it opens it closes', () => {
    const css = globalCss(loadBrandConfig('raleigh').theme);
    expect(css.split('{').length).toBe(css.split('}').length);
  });
});
