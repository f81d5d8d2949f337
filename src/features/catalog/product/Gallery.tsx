/**
 * The product gallery: the main image and, with more than one image, a row of thumbnails as
 * buttons ('Show image 2 of 5') that change the main image. Every image box has its ratio
 * before it loads, so nothing shifts.
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import type { ProductDetail, ProductImage as ProductImageData } from '../../../lib/product';
import { fill } from '../../../lib/i18n/fill';
import { useCatalogTexts } from '../texts';
import { ImagePlaceholder, ProductImage, type ProductImageSource } from '../ProductImage';

const Section = styled.section`
  display: grid;
  gap: 1.2rem;
  min-width: 0;
`;

const Main = styled.div`
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.4rem, 1fr));
  gap: 0.8rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: block;
    width: 100%;
    padding: 0;
    background: none;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.control};
    overflow: hidden;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export function imageSource(image: ProductImageData): ProductImageSource {
  return {
    url: image.url,
    alt: image.alt,
    width: image.metadata.width,
    height: image.metadata.height,
    thumbnails: image.thumbnails,
  };
}

/**
 * The images of a variant, cover first; without its own, the product's gallery (images no variant
 * uses), else every image.
 */
export function galleryImages(
  detail: Pick<ProductDetail, 'images' | 'variants'>,
  variant: { mediaIds: readonly string[] } | null,
): ProductImageData[] {
  const byMedia = (mediaIds: readonly string[]) =>
    mediaIds.flatMap((mediaId) => detail.images.filter((image) => image.mediaId === mediaId).slice(0, 1));
  const own = variant ? byMedia(variant.mediaIds) : [];
  if (own.length > 0) return own;
  const used = new Set(detail.variants.flatMap((entry) => entry.mediaIds));
  const gallery = detail.images.filter((image) => !used.has(image.mediaId));
  return gallery.length > 0 ? gallery : [...detail.images];
}

export function Gallery({ images, productName }: { images: readonly ProductImageData[]; productName: string }) {
  const texts = useCatalogTexts();
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, Math.max(0, images.length - 1));
  const current = images[index];
  return (
    <Section aria-label={texts.productImages}>
      <Main>
        {current ? (
          <ProductImage
            image={imageSource(current)}
            alt={current.alt || productName}
            sizes="(min-width: 992px) 50vw, 100vw"
            ratio="3 / 2"
            priority
          />
        ) : (
          <ImagePlaceholder />
        )}
      </Main>
      {images.length > 1 && (
        <Thumbs>
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                aria-label={fill(texts.showImage, { index: position + 1, total: images.length })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setSelected(position)}
              >
                <ProductImage image={imageSource(image)} alt="" sizes="8rem" ratio="3 / 2" />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </Section>
  );
}
