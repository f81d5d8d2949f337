/**
 * A product tile of a listing: image, badges and labels, name (the one link, stretched over the
 * tile), subtitle, colourways, price and stock status. Opening the product records it in the
 * listing history, so the product page offers the way back.
 */
import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { CompareToggle, isBike } from '../../compare';
import { TileRating } from '../../reviews';
import type { ProductCard } from '../../../lib/product';
import { Card, CardBody } from '../../../components/sections';
import { Badges, Labels } from '../Badges';
import { ImagePlaceholder, ProductImage } from '../ProductImage';
import { PriceBlock } from '../product/PriceBlock';
import { StockStatus } from '../product/StockStatus';
import { useCatalogTexts } from '../texts';

/** Two columns on phones, then as many 28rem columns as fit beside the sidebar. */
export const cardImageSizes = '(min-width: 1200px) 320px, (min-width: 768px) 33vw, 50vw';

const Media = styled.div`
  position: relative;
`;

/**
 * Badges over the image's corner where the tile is wide enough; on phones (two narrow tiles a
 * row) they sit small above the name, so they never cover the bike.
 */
const TileBadges = styled(Badges)`
  ${({ theme }) => theme.up('md')} {
    position: absolute;
    top: 0.8rem;
    left: 0.8rem;
    right: 0.8rem;
  }
`;

const Name = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const Swatches = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    width: 1.6rem;
    height: 1.6rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 50%;
  }
`;

const Footer = styled.div`
  display: grid;
  gap: 0.4rem;
  margin-top: auto;
  padding-top: 0.8rem;
`;

export interface ProductCardViewProps {
  card: ProductCard;
  /** Level of the product name. */
  headingLevel?: 2 | 3;
  /** In the first row: load the image eagerly. */
  priority?: boolean;
  onOpen?: () => void;
}

export function ProductCardView({ card, headingLevel = 3, priority = false, onOpen }: ProductCardViewProps) {
  const texts = useCatalogTexts();
  const Heading = `h${headingLevel}` as const;
  const swatches = card.colors.filter((color) => color.colorHexCode !== null);
  return (
    <Card>
      <Media>
        {card.image ? (
          <ProductImage image={card.image} sizes={cardImageSizes} ratio="3 / 2" priority={priority} alt="" />
        ) : (
          <ImagePlaceholder />
        )}
      </Media>
      <CardBody>
        <TileBadges badges={card.badges} size="tile" />
        <Labels labels={card.labels} />
        <Heading>
          {card.url ? (
            <Name to={card.url} onClick={onOpen}>
              {card.name}
            </Name>
          ) : (
            card.name
          )}
        </Heading>
        {card.subtitle && <p>{card.subtitle}</p>}
        <TileRating rating={card.rating} />
        {swatches.length > 0 && (
          <Swatches aria-label={texts.availableColours}>
            {swatches.map((color) => (
              <li key={color.code} title={color.name} style={{ background: color.colorHexCode ?? undefined }}>
                <VisuallyHidden>{color.name}</VisuallyHidden>
              </li>
            ))}
          </Swatches>
        )}
        <Footer>
          <PriceBlock prices={card} />
          <StockStatus status={card.stockStatus} />
          {isBike(Object.keys(card.facets)) && (
            <CompareToggle
              item={{
                objectID: card.id,
                model: card.name,
                sku: card.sku,
                thumbnail: card.image?.thumbnails[0]?.url ?? card.image?.url ?? null,
              }}
            />
          )}
        </Footer>
      </CardBody>
    </Card>
  );
}
