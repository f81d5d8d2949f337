/**
 * The brand's wordmark (`brands/<brand>/wordmark.svg`, drawn in `currentColor`) as the header
 * draws it: its paths inline in the page, coloured by the header's text colour of each scheme.
 * Inline and not an `<img>`: the browser builds a document of its own for each SVG image, on the
 * page's main thread, 4-35 ms on this machine at full speed on every page's first load (issue 20,
 * bench notes of 4 December, night); inline paths cost next to nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from './schema';

export interface Wordmark {
  /** What the artwork's `<svg>` holds, without its title: the header's link names the brand. */
  artwork: string;
  width: number;
  height: number;
}

export function brandWordmark(brand: BrandConfig, root = process.cwd()): Wordmark {
  const source = fs.readFileSync(path.join(root, 'brands', brand.name, 'wordmark.svg'), 'utf8');
  const viewBox = /<svg[^>]*\sviewBox="0 0 ([\d.]+) ([\d.]+)"[^>]*>/.exec(source);
  if (!viewBox || !source.includes('currentColor'))
    throw new Error(`brands/${brand.name}/wordmark.svg needs a "0 0 w h" viewBox and fill="currentColor"`);
  const inner = source.slice(viewBox.index + viewBox[0].length, source.lastIndexOf('</svg>'));
  const artwork = inner.replace(/<title>[^<]*<\/title>/, '').trim();
  return { artwork, width: Number(viewBox[1]), height: Number(viewBox[2]) };
}
