/**
 * Storyblok's image service on the emulator: `/f/{space}/{w}x{h}/{hash}/{name}.{ext}` is the
 * original, drawn from the asset's description (SVG rasterised by sharp); appending `/m/...`
 * transforms it with the service's URL grammar:
 *
 *   /m/[{x1}x{y1}:{x2}x{y2}/][fit-in/][-]{w}x[-]{h}[/smart][/filters:name(arg):name(arg)]
 *
 * 0 for one dimension keeps the aspect ratio; a minus sign flips. Filters honoured: format,
 * quality, fill, grayscale, blur, focal, rotate; others are ignored as harmless. A bare `/m/`
 * serves WebP to browsers that accept it, as the real service does.
 */
import sharp from 'sharp';
import type { AssetDrawing, SeedAsset } from './types';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ImageTransform {
  /** 0 = derived from the other dimension (or the source size when both are 0). */
  width: number;
  height: number;
  flipHorizontal: boolean;
  flipVertical: boolean;
  fitIn: boolean;
  smart: boolean;
  crop?: Box;
  focal?: Box;
  format?: ImageFormat;
  quality?: number;
  fill?: string;
  grayscale: boolean;
  blur?: number;
  rotate?: 90 | 180 | 270;
}

export interface ParsedImageUrl {
  assetPath: string;
  /** Absent for the original file. */
  transform?: ImageTransform;
}

/** The real service's ceiling for either side. */
export const MAX_SIDE = 4000;

const ASSET_PART = /^(\/f\/\d+\/\d+x\d+\/[^/]+\/[^/]+\.[a-z0-9]+)(?:\/m(\/.*)?)?$/i;

function parseBox(text: string): Box | undefined {
  const match = /^(\d+)x(\d+):(\d+)x(\d+)$/.exec(text);
  if (!match) return undefined;
  const [left, top, right, bottom] = match.slice(1).map(Number) as [number, number, number, number];
  return right > left && bottom > top ? { left, top, right, bottom } : undefined;
}

function parseFilters(segment: string, transform: ImageTransform): boolean {
  for (const match of segment.slice('filters:'.length).matchAll(/([a-z_]+)\(([^)]*)\)/gi)) {
    const name = (match[1] ?? '').toLowerCase();
    const argument = match[2] ?? '';
    switch (name) {
      case 'format': {
        const format = argument.toLowerCase() === 'jpg' ? 'jpeg' : argument.toLowerCase();
        if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'avif') return false;
        transform.format = format;
        break;
      }
      case 'quality': {
        const quality = Number(argument);
        if (!Number.isInteger(quality) || quality < 0 || quality > 100) return false;
        transform.quality = Math.max(1, quality);
        break;
      }
      case 'fill':
        transform.fill = argument === 'transparent' ? argument : `#${argument.replace(/^#/, '')}`;
        break;
      case 'grayscale':
        transform.grayscale = true;
        break;
      case 'blur': {
        const radius = Number(argument || '0');
        if (Number.isFinite(radius) && radius > 0) transform.blur = Math.min(radius, 150);
        break;
      }
      case 'focal': {
        const focal = parseBox(argument);
        if (focal) transform.focal = focal;
        break;
      }
      case 'rotate': {
        const angle = Number(argument);
        if (angle === 90 || angle === 180 || angle === 270) transform.rotate = angle;
        break;
      }
      default:
        // Other filters of the real service (brightness, round, ...) change looks only; ignore.
        break;
    }
  }
  return true;
}

/** Splits an image URL path into the asset and its transformation; undefined when malformed. */
export function parseImageUrl(pathname: string): ParsedImageUrl | undefined {
  const match = ASSET_PART.exec(pathname);
  if (!match) return undefined;
  const assetPath = match[1] ?? '';
  const operations = match[2];
  if (operations === undefined && !/\/m\/?$/.test(pathname)) return { assetPath };
  const transform: ImageTransform = {
    width: 0,
    height: 0,
    flipHorizontal: false,
    flipVertical: false,
    fitIn: false,
    smart: false,
    grayscale: false,
  };
  for (const segment of (operations ?? '').split('/').filter((part) => part !== '')) {
    const size = /^(-?)(\d+)x(-?)(\d+)$/.exec(segment);
    const crop = parseBox(segment);
    if (segment === 'fit-in') {
      transform.fitIn = true;
    } else if (segment === 'smart') {
      transform.smart = true;
    } else if (size) {
      transform.flipHorizontal = size[1] === '-';
      transform.width = Number(size[2]);
      transform.flipVertical = size[3] === '-';
      transform.height = Number(size[4]);
      if (transform.width > MAX_SIDE || transform.height > MAX_SIDE) return undefined;
    } else if (crop) {
      transform.crop = crop;
    } else if (segment.startsWith('filters:')) {
      if (!parseFilters(segment, transform)) return undefined;
    } else {
      return undefined;
    }
  }
  return { assetPath, transform };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

function shapeSvg(drawing: AssetDrawing, width: number, height: number): string {
  const size = Math.min(width, height);
  const cx = width / 2;
  const cy = height * (drawing.label ? 0.44 : 0.5);
  const fg = escapeXml(drawing.foreground);
  const round = (value: number) => Math.round(value * 100) / 100;
  switch (drawing.shape) {
    case 'bicycle': {
      const r = size * 0.16;
      const rear = { x: cx - size * 0.22, y: cy + size * 0.06 };
      const front = { x: cx + size * 0.22, y: cy + size * 0.06 };
      const crank = { x: cx - size * 0.02, y: cy + size * 0.06 };
      const seat = { x: cx - size * 0.08, y: cy - size * 0.14 };
      const head = { x: cx + size * 0.14, y: cy - size * 0.14 };
      const points = [rear, seat, head, front, head, crank, rear, crank, seat]
        .map((point) => `${round(point.x)},${round(point.y)}`)
        .join(' ');
      const stroke = round(size * 0.022);
      return [
        `<circle cx="${round(rear.x)}" cy="${round(rear.y)}" r="${round(r)}" fill="none" stroke="${fg}" stroke-width="${stroke}"/>`,
        `<circle cx="${round(front.x)}" cy="${round(front.y)}" r="${round(r)}" fill="none" stroke="${fg}" stroke-width="${stroke}"/>`,
        `<polyline points="${points}" fill="none" stroke="${fg}" stroke-width="${stroke}" stroke-linejoin="round"/>`,
      ].join('');
    }
    case 'circle':
      return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(size * 0.25)}" fill="${fg}"/>`;
    case 'square':
      return `<rect x="${round(cx - size * 0.22)}" y="${round(cy - size * 0.22)}" width="${round(size * 0.44)}" height="${round(size * 0.44)}" fill="${fg}"/>`;
    case 'triangle':
      return `<polygon points="${round(cx)},${round(cy - size * 0.25)} ${round(cx + size * 0.27)},${round(cy + size * 0.2)} ${round(cx - size * 0.27)},${round(cy + size * 0.2)}" fill="${fg}"/>`;
    case 'stripes': {
      const step = Math.max(8, size / 8);
      const lines: string[] = [];
      for (let x = -height; x < width; x += step * 2) {
        lines.push(
          `<polygon points="${round(x)},0 ${round(x + step)},0 ${round(x + step + height)},${height} ${round(x + height)},${height}"/>`,
        );
      }
      return `<g fill="${fg}" fill-opacity="0.35">${lines.join('')}</g>`;
    }
    case 'none':
      return '';
  }
}

/** The asset's picture as SVG: background, centred shape, optional label below it. */
export function drawingSvg(asset: Pick<SeedAsset, 'width' | 'height' | 'drawing'>): string {
  const { width, height, drawing } = asset;
  const fontSize = Math.max(10, Math.round(Math.min(width, height) * 0.08));
  const label = drawing.label
    ? `<text x="${width / 2}" y="${Math.round(height * 0.86)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" fill="${escapeXml(drawing.foreground)}" text-anchor="middle">${escapeXml(drawing.label)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${escapeXml(drawing.background)}"/>` +
    shapeSvg(drawing, width, height) +
    label +
    '</svg>'
  );
}

export const contentTypes: Record<ImageFormat | 'svg', string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

function formatOfPath(path: string): ImageFormat | 'svg' {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'png' || extension === 'webp' || extension === 'svg') return extension;
  return 'jpeg';
}

/** The format an answer takes: asked for, else WebP for `/m/` when accepted, else the file's. */
export function outputFormat(parsed: ParsedImageUrl, acceptsWebp: boolean): ImageFormat | 'svg' {
  const own = formatOfPath(parsed.assetPath);
  if (!parsed.transform) return own;
  if (parsed.transform.format) return parsed.transform.format;
  if (acceptsWebp) return 'webp';
  // The service rasterises SVG when asked to transform it.
  return own === 'svg' ? 'png' : own;
}

/** Region of `source` that `cover` keeps around the focal box's centre for the target ratio. */
export function focalRegion(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: Box,
): { left: number; top: number; width: number; height: number } {
  const ratio = target.width / target.height;
  let width = source.width;
  let height = Math.round(width / ratio);
  if (height > source.height) {
    height = source.height;
    width = Math.round(height * ratio);
  }
  const centreX = (focal.left + focal.right) / 2;
  const centreY = (focal.top + focal.bottom) / 2;
  const left = Math.min(Math.max(0, Math.round(centreX - width / 2)), source.width - width);
  const top = Math.min(Math.max(0, Math.round(centreY - height / 2)), source.height - height);
  return { left, top, width, height };
}

function encode(pipeline: sharp.Sharp, format: ImageFormat, quality: number | undefined, fill: string | undefined) {
  switch (format) {
    case 'jpeg':
      // JPEG has no alpha: transparent parts take the fill colour, white by default.
      return pipeline
        .flatten({ background: fill && fill !== 'transparent' ? fill : '#ffffff' })
        .jpeg({ quality: quality ?? 80 });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: quality ?? 80 });
    case 'avif':
      return pipeline.avif({ quality: quality ?? 50 });
  }
}

/** Renders an asset, transformed or not, to bytes of `format`. */
export async function renderImage(
  asset: SeedAsset,
  transform: ImageTransform | undefined,
  format: ImageFormat | 'svg',
): Promise<Buffer> {
  const svg = drawingSvg(asset);
  if (format === 'svg') return Buffer.from(svg, 'utf8');
  let pipeline = sharp(Buffer.from(svg, 'utf8'));
  if (!transform) return encode(pipeline, format, 90, undefined).toBuffer();

  let source = { width: asset.width, height: asset.height };
  if (transform.crop) {
    const left = Math.min(transform.crop.left, source.width - 1);
    const top = Math.min(transform.crop.top, source.height - 1);
    const width = Math.min(transform.crop.right, source.width) - left;
    const height = Math.min(transform.crop.bottom, source.height) - top;
    if (width > 0 && height > 0) {
      pipeline = pipeline.extract({ left, top, width, height });
      source = { width, height };
    }
  }
  // Extracting and resizing in one sharp pipeline is fine, but a second extract is not: bake
  // the crop before the focal-point extract.
  if (transform.focal && transform.width > 0 && transform.height > 0 && !transform.fitIn) {
    if (transform.crop) pipeline = sharp(await pipeline.png().toBuffer());
    pipeline = pipeline.extract(focalRegion(source, transform, transform.focal));
  }
  if (transform.width > 0 || transform.height > 0) {
    const width = transform.width || undefined;
    const height = transform.height || undefined;
    if (transform.fitIn) {
      const background =
        transform.fill && transform.fill !== 'transparent' ? transform.fill : { r: 0, g: 0, b: 0, alpha: 0 };
      pipeline = pipeline.resize(width, height, { fit: 'contain', background });
    } else {
      pipeline = pipeline.resize(width, height, {
        fit: 'cover',
        position: transform.smart ? sharp.strategy.attention : 'centre',
      });
    }
  }
  if (transform.rotate) pipeline = pipeline.rotate(transform.rotate);
  if (transform.flipHorizontal) pipeline = pipeline.flop();
  if (transform.flipVertical) pipeline = pipeline.flip();
  if (transform.grayscale) pipeline = pipeline.grayscale();
  if (transform.blur) pipeline = pipeline.blur(Math.max(0.3, transform.blur));
  return encode(pipeline, format, transform.quality, transform.fill).toBuffer();
}

/**
 * Rendered images by URL and format. Bounded, oldest out first, so a crawl over thousands of
 * sizes cannot grow without limit; promises are stored so concurrent requests render once.
 */
export class ImageCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly capacity = 1000) {}

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const found = this.entries.get(key);
    if (found) return found;
    const rendering = render();
    this.entries.set(key, rendering);
    rendering.catch(() => this.entries.delete(key));
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return rendering;
  }
}
