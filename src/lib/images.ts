/**
 * Image-service URLs and srcsets (spec section 9: breakpoints 750/1080/1366/1920, densities
 * 1-3, a 20px preview placeholder, quality 70). The service is Storyblok's image service
 * (`{asset}/m/{w}x{h}/filters:...`), which the content emulator serves too.
 */
export const imageBreakpoints = [750, 1080, 1366, 1920] as const;
export const imageDensities = [1, 2, 3] as const;
export const placeholderWidth = 20;
export const fallbackQuality = 70;

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Width and height from a Storyblok asset path (`/f/{space}/{w}x{h}/{hash}/{name}`). */
export function dimensionsOf(filename: string): ImageDimensions | undefined {
  const match = /\/f\/\d+\/(\d+)x(\d+)\//.exec(filename);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

export interface ImageRequest {
  width: number;
  /** 0 or absent keeps the aspect ratio. */
  height?: number;
  quality?: number;
  format?: 'webp' | 'jpeg' | 'png';
}

export function imageServiceUrl(filename: string, request: ImageRequest): string {
  const filters = [`quality(${request.quality ?? fallbackQuality})`];
  if (request.format) filters.push(`format(${request.format})`);
  const size = `${Math.round(request.width)}x${Math.round(request.height ?? 0)}`;
  return `${filename.replace(/\/$/, '')}/m/${size}/filters:${filters.join(':')}`;
}

/** Widths for a fluid image: the breakpoints up to the original's width (never upscaled). */
export function fluidWidths(original: ImageDimensions): number[] {
  const widths = imageBreakpoints.filter((width) => width <= original.width);
  return widths.length > 0 ? widths : [original.width];
}

export function fluidSrcSet(filename: string, original: ImageDimensions, format?: ImageRequest['format']): string {
  return fluidWidths(original)
    .map((width) => `${imageServiceUrl(filename, { width, format })} ${width}w`)
    .join(', ');
}

/** A fixed-size image (logo, thumbnail) at 1x, 2x and 3x, as far as the original allows. */
export function densitySrcSet(filename: string, display: ImageDimensions, original?: ImageDimensions): string {
  return imageDensities
    .filter((density) => !original || display.width * density <= original.width || density === 1)
    .map(
      (density) =>
        `${imageServiceUrl(filename, { width: display.width * density, height: display.height * density })} ${density}x`,
    )
    .join(', ');
}

export function placeholderUrl(filename: string): string {
  return imageServiceUrl(filename, { width: placeholderWidth, quality: 30 });
}
