import { describe, expect, it } from 'vitest';
import {
  type FaceMetrics,
  fallbackFaceCss,
  fontFaceCss,
  fontFileName,
  fontSubsets,
  preloadedFontFile,
  textWidth,
} from './fonts';

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

  describe('fallback', () => {
    // Whole numbers, so the expected overrides can be worked out by hand.
    const face: FaceMetrics = {
      familyName: 'Oswald',
      category: 'sans-serif',
      ascent: 1200,
      descent: -300,
      lineGap: 0,
      unitsPerEm: 1000,
      xWidthAvg: 400,
    };
    const arialBold: FaceMetrics = {
      familyName: 'Arial',
      fullName: 'Arial Bold',
      postscriptName: 'Arial-BoldMT',
      category: 'sans-serif',
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      unitsPerEm: 2048,
      xWidthAvg: 1024,
    };

    it('scales the local face to the face’s average width and gives it the face’s ascent and descent', () => {
      // Width: (400 / 1000) / (1024 / 2048) = 80 %; heights in the scaled em: 1200 / 800, 300 / 800.
      expect(fallbackFaceCss(oswald, face, arialBold)).toBe(
        '@font-face{font-family:"Oswald Fallback";font-style:normal;font-weight:700;' +
          'src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("LiberationSans-Bold");' +
          'ascent-override:150%;descent-override:37.5%;line-gap-override:0%;size-adjust:80%}',
      );
    });

    it('scales by a width ratio given for capitals, with the heights in the scaled em', () => {
      // 125 %: heights 1200 / 1250 and 300 / 1250 of the em.
      expect(fallbackFaceCss(oswald, face, arialBold, 1.25)).toContain(
        'ascent-override:96%;descent-override:24%;line-gap-override:0%;size-adjust:125%}',
      );
    });

    it('names the serif face’s metric-compatible Linux face too', () => {
      const timesBold = {
        ...arialBold,
        familyName: 'Times New Roman',
        fullName: 'Times New Roman Bold',
        postscriptName: 'TimesNewRomanPS-BoldMT',
        category: 'serif',
      };
      expect(fallbackFaceCss(oswald, face, timesBold)).toContain(
        'src:local("Times New Roman Bold"),local("TimesNewRomanPS-BoldMT"),local("Liberation Serif Bold"),local("LiberationSerif-Bold");',
      );
    });
  });

  describe('text width', () => {
    it('is the frequency-weighted average advance in em, capitals for an uppercase brand', () => {
      // Every small letter 500 units wide, every capital 700, the space 250, on a 1000-unit em.
      const advance = (character: string) =>
        character === ' ' ? 250 : character === character.toUpperCase() ? 700 : 500;
      const mixed = textWidth(advance, 1000, 'none');
      const capitals = textWidth(advance, 1000, 'uppercase');
      // Letters weigh 99.999 (Lewand's percentages), the space 18.2.
      expect(mixed).toBeCloseTo((500 * 99.999 + 250 * 18.2) / 118.199 / 1000, 6);
      expect(capitals).toBeCloseTo((700 * 99.999 + 250 * 18.2) / 118.199 / 1000, 6);
    });

    it('weighs common letters more than rare ones', () => {
      const wideE = textWidth((character) => (character === 'e' ? 1000 : 500), 1000, 'none');
      const wideZ = textWidth((character) => (character === 'z' ? 1000 : 500), 1000, 'none');
      expect(wideE).toBeGreaterThan(wideZ);
    });
  });
});
