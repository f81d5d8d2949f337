import React from 'react';
import styled from 'styled-components';
import {
  densitySrcSet,
  dimensionsOf,
  fluidSrcSet,
  imageServiceUrl,
  placeholderUrl,
  type ImageDimensions,
} from '../../lib/images';

const Frame = styled.span<{ $ratio: string; $placeholder: string }>`
  display: block;
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.color.surfaceRaised} url('${({ $placeholder }) => $placeholder}') center / cover
    no-repeat;
  border-radius: inherit;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: opacity ${({ theme }) => `${theme.motion.image} ${theme.easing.out}`};
  }
`;

export interface ResponsiveImageProps {
  /** Image-service asset URL, e.g. https://a.storyblok.com/f/123/1920x1080/abc/hero.jpg. */
  filename: string;
  alt: string;
  /** Original size; read from the asset path when absent. */
  original?: ImageDimensions;
  /** Fixed display size (logos, thumbnails): 1x-3x densities instead of breakpoint widths. */
  fixed?: ImageDimensions;
  /** The `sizes` of a fluid image; full viewport width by default. */
  sizes?: string;
  /** Above the fold (hero): load eagerly with high priority, for a fast LCP. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the image service that never shifts the layout: its box takes the image's
 * aspect ratio before it loads, shows a 20px blurred placeholder, and the image fades in over
 * 500 ms once loaded (the fade is driven by a tiny head script, see gatsby-ssr, so without
 * JavaScript the image simply shows). A priority image (the likely LCP) shows at once: hidden
 * until its load event it would count as painted only then (bench: LCP 4-6 s on the hero).
 */
export function ResponsiveImage({
  filename,
  alt,
  original,
  fixed,
  sizes = '100vw',
  priority = false,
  className,
}: ResponsiveImageProps) {
  const size = original ?? dimensionsOf(filename) ?? fixed ?? { width: 1600, height: 900 };
  const box = fixed ?? size;
  const loading = priority ? 'eager' : 'lazy';
  return (
    <Frame className={className} $ratio={`${box.width} / ${box.height}`} $placeholder={placeholderUrl(filename)}>
      <img
        {...(priority ? {} : { 'data-fade': '' })}
        src={imageServiceUrl(
          filename,
          fixed ? { width: fixed.width, height: fixed.height } : { width: Math.min(1080, size.width) },
        )}
        srcSet={fixed ? densitySrcSet(filename, fixed, size) : fluidSrcSet(filename, size)}
        sizes={fixed ? undefined : sizes}
        width={box.width}
        height={box.height}
        alt={alt}
        loading={loading}
        decoding={priority ? 'sync' : 'async'}
        // React 18 knows the attribute only in lower case.
        {...{ fetchpriority: priority ? 'high' : 'auto' }}
      />
    </Frame>
  );
}
