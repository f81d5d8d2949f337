import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Font, create } from 'fontkitten';
import type { BrandConfig } from '../config/schema';
import {
  type FaceMetrics,
  type HeadingFace,
  fallbackFaceCss,
  fontFaceCss,
  fontFileName,
  fontSubsetNames,
  fontsPath,
  textWidth,
} from '../lib/fonts';

// From the project root: gatsby-node runs compiled to CommonJS, tests as ES modules.
const resolveFrom = createRequire(path.join(process.cwd(), 'package.json'));

/** The directory of a Fontsource package's font files. */
export const fontFilesDirOf = (face: Pick<HeadingFace, 'source'>): string =>
  path.join(path.dirname(resolveFrom.resolve(`${face.source}/package.json`)), 'files');

/**
 * Copies the face's subset files from its package into the build output; the names it returns
 * are those `fontFaceCss` points to.
 */
export function copyHeadingFace(face: HeadingFace, publicDir: string): string[] {
  const target = path.join(publicDir, fontsPath);
  fs.mkdirSync(target, { recursive: true });
  return fontSubsetNames.map((subset) => {
    const name = fontFileName(face, subset);
    fs.copyFileSync(path.join(fontFilesDirOf(face), name), path.join(target, name));
    return name;
  });
}

/** capsize's module of a family's metrics at a weight: `Titillium Web`, 700 -> `titilliumWeb/700`. */
function metricsModule(family: string, weight: number): string {
  const camel = family.replace(/\s+(.)/g, (_, letter: string) => letter.toUpperCase());
  return `@capsizecss/metrics/${camel.charAt(0).toLowerCase()}${camel.slice(1)}/${weight === 400 ? 'regular' : weight}`;
}

/** A face's metrics from `@capsizecss/metrics` (measured from Google Fonts' files, which Fontsource serves). */
export const metricsOf = (family: string, weight: number): FaceMetrics =>
  resolveFrom(metricsModule(family, weight)) as FaceMetrics;

/** The local face's weight: bold for faces from 600 up. */
const localWeightOf = (face: HeadingFace) => (face.weight >= 600 ? 700 : 400);

/** The local face a fallback is drawn from: Times New Roman for a serif face, Arial otherwise. */
export function localFallbackOf(face: HeadingFace): FaceMetrics {
  const { category } = metricsOf(face.family, face.weight);
  return metricsOf(category === 'serif' ? 'Times New Roman' : 'Arial', localWeightOf(face));
}

/**
 * The `@font-face` rules of the brand's heading face and of its metric-matched fallback, which
 * the server renderer writes into every page's head (`__HEADING_FONT_CSS__`).
 */
export function headingFontCss(brand: BrandConfig): string {
  const { headingFace: face, headingTransform } = brand.theme.tokens.font;
  if (!face) return '';
  const local = localFallbackOf(face);
  const widthRatio = headingTransform === 'uppercase' ? capitalsWidthRatio(face, local) : undefined;
  return fontFaceCss(face) + fallbackFaceCss(face, metricsOf(face.family, face.weight), local, widthRatio);
}

/** Google's faces drawn to Arial's and Times New Roman's widths, whose files the build can read. */
const widthTwins: Record<string, string> = { Arial: '@fontsource/arimo', 'Times New Roman': '@fontsource/tinos' };

/** A Fontsource package's latin face at a weight, from its WOFF file (the WOFF2's glyphs, which fontkitten reads). */
function readFace(source: string, weight: number): Font {
  const file = fontFileName({ source, weight }, 'latin').replace(/\.woff2$/, '.woff');
  return create(fs.readFileSync(path.join(fontFilesDirOf({ source }), file))) as Font;
}

const capitalsWidth = (font: Font) =>
  textWidth((character) => font.glyphsForString(character)[0]?.advanceWidth ?? 0, font.unitsPerEm, 'uppercase');

/** How much wider the face's capitals set than the local face's (see `textWidth`). */
export function capitalsWidthRatio(face: HeadingFace, local: FaceMetrics): number {
  const twin = widthTwins[local.familyName];
  if (!twin) throw new Error(`No face drawn to ${local.familyName}'s widths to measure its capitals`);
  return capitalsWidth(readFace(face.source, face.weight)) / capitalsWidth(readFace(twin, localWeightOf(face)));
}
