import { describe, expect, it } from 'vitest';
import { fontFaceCss, fontFileName, fontSubsets, preloadedFontFile } from './fonts';

const oswald = { family: 'Oswald', source: '@fontsource/oswald', weight: 700 };

describe('heading face', () => {
  it('names the files as Fontsource does', () => {
    expect(fontFileName(oswald, 'latin')).toBe('oswald-latin-700-normal.woff2');
    expect(fontFileName(oswald, 'latin-ext')).toBe('oswald-latin-ext-700-normal.woff2');
    expect(preloadedFontFile(oswald)).toBe('/fonts/oswald-latin-700-normal.woff2');
  });

  it('declares one swapping face per Latin subset, each behind its unicode-range', () => {
    const css = fontFaceCss(oswald);
    const rules = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(2);
    expect(rules[0]).toBe(
      '@font-face{font-family:"Oswald";font-style:normal;font-display:swap;font-weight:700;' +
        `src:url(/fonts/oswald-latin-700-normal.woff2) format("woff2");unicode-range:${fontSubsets.latin}}`,
    );
    expect(rules[1]).toContain('src:url(/fonts/oswald-latin-ext-700-normal.woff2) format("woff2")');
    expect(rules[1]).toContain(`unicode-range:${fontSubsets['latin-ext']}`);
  });

  it('serves Czech and Polish letters from latin-ext, western ones from latin', () => {
    const inRange = (range: string, char: string) =>
      range.split(',').some((part) => {
        const [from = '', to = from] = part.replace('U+', '').split('-');
        const code = char.codePointAt(0)!;
        return code >= parseInt(from, 16) && code <= parseInt(to, 16);
      });
    for (const char of 'éüøåäöñç€') expect(inRange(fontSubsets.latin, char), char).toBe(true);
    for (const char of 'ěščřžůłąęśćźń') expect(inRange(fontSubsets['latin-ext'], char), char).toBe(true);
  });
});
