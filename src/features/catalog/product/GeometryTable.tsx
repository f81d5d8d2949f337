/**
 * The geometry of the frame sizes (brand flag `geometryTable`): the catalogue holds it as a
 * drawing with its measurement table (custom fields geometry / geometryAlt), shown here at its
 * own ratio. Nothing is shown without one.
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import type { ImageSource } from '../../../lib/product';
import { useCatalogTexts } from '../texts';
import { ProductImage } from '../ProductImage';

const Figure = styled.figure`
  margin: 0;
  max-width: ${({ theme }) => theme.layoutWidth.content};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
`;

export function GeometryTable({
  geometry,
  alt,
  productName,
}: {
  geometry: ImageSource | null;
  alt: string | null;
  productName: string;
}) {
  const texts = useCatalogTexts();
  const id = useId();
  if (!geometry) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.geometry}</h2>
      <Figure>
        <ProductImage
          image={geometry}
          alt={alt || geometry.alt || `${texts.geometry}: ${productName}`}
          sizes="(min-width: 1200px) 1000px, 100vw"
        />
      </Figure>
    </section>
  );
}
