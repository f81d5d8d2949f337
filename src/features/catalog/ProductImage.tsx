/**
 * A product image from the commerce backend's media: the original plus generated thumbnails, so
 * the srcset lists the thumbnails directly (`url width w`) instead of going through the content
 * image service. The box takes its aspect ratio before the image loads (no layout shift) and
 * shows the whole product (`contain`) on the raised surface.
 */
import React from 'react';
import styled from 'styled-components';
import type { Thumbnail } from '../../lib/product';

export interface ProductImageSource {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  thumbnails: readonly Thumbnail[];
}

/** `url width w` of every thumbnail, ascending, each width once; the original when it is larger. */
export function thumbnailSrcSet(image: ProductImageSource): string {
  const byWidth = new Map<number, string>();
  for (const thumbnail of [...image.thumbnails].sort((a, b) => a.width - b.width)) {
    if (thumbnail.width > 0 && !byWidth.has(thumbnail.width)) byWidth.set(thumbnail.width, thumbnail.url);
  }
  const largest = Math.max(0, ...byWidth.keys());
  if (image.width !== null && image.width > largest) byWidth.set(image.width, image.url);
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ');
}

/** The fallback source: the first thumbnail at least `preferredWidth` wide, else the largest, else the original. */
export function fallbackSource(image: ProductImageSource, preferredWidth = 800): string {
  const ascending = [...image.thumbnails].sort((a, b) => a.width - b.width);
  return ascending.find((thumbnail) => thumbnail.width >= preferredWidth)?.url ?? ascending.at(-1)?.url ?? image.url;
}

/** Intrinsic size for the width/height attributes: the original's, else the largest thumbnail's. */
function intrinsicSize(image: ProductImageSource): { width: number; height: number } | null {
  if (image.width && image.height) return { width: image.width, height: image.height };
  const largest = [...image.thumbnails].sort((a, b) => b.width - a.width)[0];
  return largest && largest.width > 0 && largest.height > 0 ? { width: largest.width, height: largest.height } : null;
}

const Frame = styled.span<{ $ratio: string }>`
  display: block;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: inherit;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    transition: opacity ${({ theme }) => `${theme.motion.image} ${theme.easing.out}`};
  }
`;

export interface ProductImageProps {
  image: ProductImageSource;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** Box ratio ('3 / 2'); the image's own ratio when absent. */
  ratio?: string;
  /** Above the fold: load eagerly with high priority (the likely LCP), without the fade. */
  priority?: boolean;
  /** Overrides the image's alt text ('' for an image a caption or name already describes). */
  alt?: string;
  className?: string;
}

export function ProductImage({ image, sizes, ratio, priority = false, alt, className }: ProductImageProps) {
  const size = intrinsicSize(image);
  const srcSet = thumbnailSrcSet(image);
  return (
    <Frame className={className} $ratio={ratio ?? (size ? `${size.width} / ${size.height}` : '3 / 2')}>
      <img
        src={fallbackSource(image)}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        width={size?.width}
        height={size?.height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? {} : { 'data-fade': '' })}
        // React 18 knows the attribute only in lower case.
        {...{ fetchpriority: priority ? 'high' : 'auto' }}
      />
    </Frame>
  );
}

/** The box of a missing image: the same ratio and surface, so the layout is the same as with one. */
export const ImagePlaceholder = styled.span<{ $ratio?: string }>`
  display: block;
  aspect-ratio: ${({ $ratio }) => $ratio ?? '3 / 2'};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;
