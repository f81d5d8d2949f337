import React from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import type { ProductTeaserBlock } from '../../../services/storyblok/model';
import { useContentData } from './content-data';
import { editable } from './editable';
import { Card, CardBody, CardGrid, CardMedia, Section, SectionHeader } from '../../../components/sections';
import { type BlockProps, StretchedLink, present } from './block-layout';

const Price = styled.p`
  && {
    margin-top: auto;
    padding-top: 0.8rem;
    font-size: ${({ theme }) => theme.textSize.lg};
    font-weight: ${({ theme }) => theme.font.weights.bold};
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * Product cards for the block's product numbers, from the catalogue data the page provides
 * (`ContentDataContext`); numbers without data are skipped, and with none the block is left
 * out rather than shown empty.
 */
export function ProductTeaser({ blok }: BlockProps<ProductTeaserBlock>) {
  const { products } = useContentData();
  const items = [...new Set(blok.product_numbers ?? [])].flatMap((number) => {
    const product = products[number];
    return product ? [{ number, product }] : [];
  });
  if (items.length === 0) return null;
  return (
    <Section {...editable(blok)}>
      {present(blok.title) && (
        <SectionHeader>
          <h2>{blok.title}</h2>
        </SectionHeader>
      )}
      <CardGrid $min="24rem" $twoUp>
        {items.map(({ number, product }) => (
          <li key={number}>
            <Card>
              {product.image && present(product.image.filename) && (
                <CardMedia $ratio="1 / 1" $contain>
                  <ResponsiveImage
                    filename={product.image.filename}
                    alt={product.image.alt}
                    sizes="(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw"
                  />
                </CardMedia>
              )}
              <CardBody>
                <h3>
                  <StretchedLink link={{ kind: 'internal', href: product.href }}>{product.name}</StretchedLink>
                </h3>
                {present(product.price) && <Price>{product.price}</Price>}
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
