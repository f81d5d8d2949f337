/**
 * The brand's wordmark (`brands/<brand>/wordmark.svg`, drawn in `currentColor`) as the build
 * serves it: coloured with the header's text colour of both schemes by a media query inside the
 * file, so an `<img>` shows it right in light and dark without any script; named by its content
 * hash so it can be cached for good.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from './schema';

export interface Wordmark {
  /** Site-relative address, `/wordmark-<hash>.svg`. */
  src: string;
  width: number;
  height: number;
}

export function brandWordmark(brand: BrandConfig, root = process.cwd()): Wordmark & { svg: string } {
  const source = fs.readFileSync(path.join(root, 'brands', brand.name, 'wordmark.svg'), 'utf8');
  const viewBox = /<svg[^>]*\sviewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(source);
  if (!viewBox || !source.includes('currentColor'))
    throw new Error(`brands/${brand.name}/wordmark.svg needs a "0 0 w h" viewBox and fill="currentColor"`);
  const style =
    `<style>svg{color:${brand.theme.light.headerText}}` +
    `@media (prefers-color-scheme:dark){svg{color:${brand.theme.dark.headerText}}}</style>`;
  const svg = source.replace(/(<svg[^>]*>)/, `$1${style}`);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return { src: `/wordmark-${hash}.svg`, width: Number(viewBox[1]), height: Number(viewBox[2]), svg };
}
