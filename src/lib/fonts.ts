/**
 * A brand's heading typeface, self-hosted from its Fontsource package (no third-party font CDN:
 * no consent question, no extra connection). Only the two Latin subsets the brands' languages
 * need are served, each behind its unicode-range, so a page downloads latin-ext only when its
 * text has Czech or Polish letters. The ranges are Fontsource's (Google Fonts' subsets); a test
 * holds them against every package the brands use.
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
export const fontFileName = (face: HeadingFace, subset: FontSubset): string =>
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
