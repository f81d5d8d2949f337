/**
 * Draws each brand's wordmark as SVG outlines from the brand's own heading typeface, so the logo
 * needs no font and renders the same everywhere:
 *   npx tsx scripts/wordmarks.ts     (writes brands/<brand>/wordmark.svg)
 * The files are artwork: a brand's team may replace one with its official logo, keeping
 * `fill="currentColor"` so the header can colour it for light and dark. svgo writes the outlines
 * in relative steps, 31-45% smaller: the header carries the artwork inline in every page and in
 * the app's script (config/wordmark.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { optimize } from 'svgo';
import { brandNames, type BrandName } from '../src/config/schema';
import { loadBrandConfig } from '../src/config/load';
import { headingFont } from './heading-font';

interface Design {
  text: string;
  /** Extra space between letters, in em. */
  tracking: number;
  /** Horizontal shear in degrees (negative leans forward). */
  skew?: number;
  /** Hairlines above and below (heritage), or the letters cut out of a solid block. */
  frame?: 'rules' | 'block';
}

const designs: Record<BrandName, Design> = {
  raleigh: { text: 'RALEIGH', tracking: 0.14, frame: 'rules' },
  lapierre: { text: 'LAPIERRE', tracking: 0.22 },
  sparta: { text: 'Sparta', tracking: 0.01 },
  xlc: { text: 'XLC', tracking: 0.06, frame: 'block' },
  ghost: { text: 'GHOST', tracking: 0.08, skew: -8 },
  winora: { text: 'winora', tracking: 0.02 },
  haibike: { text: 'HAIBIKE', tracking: 0.04, skew: -12 },
};

const size = 100;
const round = (value: number) => Math.round(value * 10) / 10;

function outline(name: BrandName): { viewBox: [number, number]; d: string } {
  const design = designs[name];
  const font = headingFont(name);
  const scale = size / font.unitsPerEm;
  // Glyph by glyph with kerning: opentype.js's text layout fails on some of these fonts' lookups.
  const glyphs = [...design.text].map((char) => font.charToGlyph(char));
  const letters = new opentype.Path();
  let x = 0;
  glyphs.forEach((glyph, index) => {
    letters.extend(glyph.getPath(x, 0, size));
    const next = glyphs[index + 1];
    if (next)
      x += (glyph.advanceWidth ?? 0) * scale + font.getKerningValue(glyph, next) * scale + design.tracking * size;
  });
  // Shear around the baseline (y grows downwards), then move the outline to the origin.
  const shear = -Math.tan(((design.skew ?? 0) * Math.PI) / 180);
  const sheared = letters.commands.map((command) => {
    const point = (px: number, py: number) => [px - shear * py, py] as const;
    switch (command.type) {
      case 'M':
      case 'L':
        return { type: command.type, points: [point(command.x, command.y)] };
      case 'Q':
        return { type: command.type, points: [point(command.x1, command.y1), point(command.x, command.y)] };
      case 'C':
        return {
          type: command.type,
          points: [point(command.x1, command.y1), point(command.x2, command.y2), point(command.x, command.y)],
        };
      default:
        return { type: 'Z' as const, points: [] };
    }
  });
  const all = sheared.flatMap((command) => command.points);
  const minX = Math.min(...all.map(([px]) => px));
  const maxX = Math.max(...all.map(([px]) => px));
  const minY = Math.min(...all.map(([, py]) => py));
  const maxY = Math.max(...all.map(([, py]) => py));
  const pad = design.frame === 'block' ? 0.22 * size : design.frame === 'rules' ? 0.24 * size : 0;
  const commands = sheared.map(
    ({ type, points }) =>
      type + points.map(([px, py]) => `${round(px - minX + pad)} ${round(py - minY + pad)}`).join(' '),
  );
  const width = round(maxX - minX + 2 * pad);
  const height = round(maxY - minY + 2 * pad);
  const frame =
    design.frame === 'block'
      ? `M0 0H${width}V${height}H0Z`
      : design.frame === 'rules'
        ? `M0 0H${width}V3H0ZM0 ${round(height - 3)}H${width}V${height}H0Z`
        : '';
  return { viewBox: [width, height], d: frame + commands.join('') };
}

for (const name of brandNames) {
  const { displayName } = loadBrandConfig(name);
  const { viewBox, d } = outline(name);
  const [width, height] = viewBox;
  const rule = designs[name].frame === 'block' ? ' fill-rule="evenodd"' : '';
  const drawn =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<title>${displayName}</title><path fill="currentColor"${rule} d="${d}"/></svg>`;
  const svg = `${
    optimize(drawn, {
      multipass: true,
      floatPrecision: 1,
      plugins: [{ name: 'preset-default', params: { overrides: { removeViewBox: false, removeTitle: false } } }],
    }).data
  }\n`;
  fs.writeFileSync(path.resolve('brands', name, 'wordmark.svg'), svg);
  console.log(`${name}: ${width} x ${height}, ${svg.length} bytes`);
}
