import { createFontStack } from '@capsizecss/core';

/**
 * A brand's heading typeface, self-hosted from its Fontsource package (no third-party font CDN:
 * no consent question, no extra connection). Only the two Latin subsets the brands' languages
 * need are served, each behind its unicode-range, so a page downloads latin-ext only when its
 * text has Czech or Polish letters. The ranges are Fontsource's (Google Fonts' subsets); a test
 * holds them against every package the brands use.
 *
 * Until the face arrives, headings are drawn in a local face scaled to its metrics (see
 * `fallbackFaceCss`), so the swap moves no line.
 */

export interface HeadingFace {
  family: string;
  /** The Fontsource package, `@fontsource/<id>`. */
  source: string;
  weight: number;
}

export const fontSubsets = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;
export type FontSubset = keyof typeof fontSubsets;
export const fontSubsetNames = Object.keys(fontSubsets) as FontSubset[];

/** Where the build puts the font files. */
export const fontsPath = '/fonts/';

/** The file name Fontsource gives a face's subset, e.g. `oswald-latin-700-normal.woff2`. */
export const fontFileName = (face: Pick<HeadingFace, 'source' | 'weight'>, subset: FontSubset): string =>
  `${face.source.replace(/^@fontsource\//, '')}-${subset}-${face.weight}-normal.woff2`;

/** The `@font-face` rules of a face; `swap` shows the fallback stack until the font is there. */
export function fontFaceCss(face: HeadingFace): string {
  return fontSubsetNames
    .map(
      (subset) =>
        `@font-face{font-family:"${face.family}";font-style:normal;font-display:swap;font-weight:${face.weight};` +
        `src:url(${fontsPath}${fontFileName(face, subset)}) format("woff2");unicode-range:${fontSubsets[subset]}}`,
    )
    .join('');
}

/** The file every page's headings need first: the latin subset (preloaded). */
export const preloadedFontFile = (face: HeadingFace): string => `${fontsPath}${fontFileName(face, 'latin')}`;

/** A face's metrics as `@capsizecss/metrics` gives them (font units). */
export interface FaceMetrics {
  familyName: string;
  fullName?: string;
  postscriptName?: string;
  category: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/**
 * Faces drawn to a system face's widths and heights: what Linux has where Windows and macOS
 * have Arial and Times New Roman, so the same overrides fit them.
 */
const metricCompatible: Record<string, string> = {
  'Arial Bold': 'Liberation Sans Bold',
  'Arial-BoldMT': 'LiberationSans-Bold',
  Arial: 'Liberation Sans',
  ArialMT: 'LiberationSans',
  'Times New Roman Bold': 'Liberation Serif Bold',
  'TimesNewRomanPS-BoldMT': 'LiberationSerif-Bold',
  'Times New Roman': 'Liberation Serif',
  TimesNewRomanPSMT: 'LiberationSerif',
};

/**
 * How often each letter comes in text (English, in percent; Lewand's table), and the space one
 * character in six and a half, as in capsize's sample.
 */
const letterFrequency: Record<string, number> = {
  a: 8.167,
  b: 1.492,
  c: 2.782,
  d: 4.253,
  e: 12.702,
  f: 2.228,
  g: 2.015,
  h: 6.094,
  i: 6.966,
  j: 0.153,
  k: 0.772,
  l: 4.025,
  m: 2.406,
  n: 6.749,
  o: 7.507,
  p: 1.929,
  q: 0.095,
  r: 5.987,
  s: 6.327,
  t: 9.056,
  u: 2.758,
  v: 0.978,
  w: 2.36,
  x: 0.15,
  y: 1.974,
  z: 0.074,
};
const spaceFrequency = 18.2;

/**
 * The average width of a character of text in em, from a face's advance widths (font units per
 * character): capsize's average is that of mixed-case text, so a brand that sets its headings in
 * capitals needs the capitals' (a condensed face's capitals are narrower beside Arial's than its
 * small letters are).
 */
export function textWidth(
  advanceOf: (character: string) => number,
  unitsPerEm: number,
  transform: 'none' | 'uppercase',
): number {
  const letters = Object.entries(letterFrequency).map(
    ([letter, frequency]) => advanceOf(transform === 'uppercase' ? letter.toUpperCase() : letter) * frequency,
  );
  const total = letters.reduce((sum, width) => sum + width, advanceOf(' ') * spaceFrequency);
  const weights = Object.values(letterFrequency).reduce((sum, frequency) => sum + frequency, spaceFrequency);
  return total / weights / unitsPerEm;
}

/** The family the heading stack names right after the face: its metric-matched fallback. */
export const fallbackFamily = (face: HeadingFace): string => `${face.family} Fallback`;

/**
 * The `@font-face` rule of the face's fallback: a local face (`local` metrics: Arial or Times New
 * Roman, at the face's weight) scaled to the face's average letter width and given its ascent
 * and descent, so a heading set in it wraps and stands as it will in the face (capsize computes
 * the overrides). With `font-display: swap` the text shows at once, and the swap moves nothing.
 */
export function fallbackFaceCss(
  face: HeadingFace,
  metrics: FaceMetrics,
  local: FaceMetrics,
  /** The width ratio to scale by, where capsize's (mixed-case text) does not fit: see `textWidth`. */
  widthRatio?: number,
): string {
  const { fontFaces } = createFontStack([metrics, local], {
    fontFaceFormat: 'styleObject',
    ...(widthRatio === undefined ? {} : { fontFaceProperties: { sizeAdjust: `${(widthRatio * 100).toFixed(4)}%` } }),
  });
  const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = fontFaces[0]?.['@font-face'] ?? {};
  const names = [local.fullName ?? local.familyName, local.postscriptName].filter((name) => name !== undefined);
  const sources = [...names, ...names.flatMap((name) => metricCompatible[name] ?? [])];
  const overrides = Object.entries({ ascentOverride, descentOverride, lineGapOverride, sizeAdjust })
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`);
  return (
    `@font-face{font-family:"${fallbackFamily(face)}";font-style:normal;font-weight:${face.weight};` +
    `src:${sources.map((name) => `local("${name}")`).join(',')};${overrides.join(';')}}`
  );
}
