/** A product tile of the search results: the search record's image, name, price and stock. */
import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { brand } from '../../config/runtime';
import { formatPrice, isPriceVisible, type SearchRecord } from '../../lib/product';
import { StockStatus } from '../catalog';
import { Card, CardBody } from '../../components/sections';

const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 2;
  object-fit: contain;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Placeholder = styled.div`
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.color.surfaceRaised};
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
  }
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.text} !important;
`;

export function SearchTile({ record }: { record: SearchRecord }) {
  const { country, language } = usePageContext();
  const link = record.url ? `${record.url.split('?')[0] ?? record.url}${record.query}` : null;
  const price =
    record.price && isPriceVisible(country, brand.flags) ? formatPrice(record.price, { country, language }) : null;
  return (
    <Card>
      {record.img ? <Image src={record.img} alt="" loading="lazy" width={400} height={267} /> : <Placeholder />}
      <CardBody>
        <h3>{link ? <Name to={link}>{record.name}</Name> : record.name}</h3>
        {record.brand && <p>{record.brand}</p>}
        {price && <Price>{price}</Price>}
        <StockStatus status={record.stockStatus} />
      </CardBody>
    </Card>
  );
}
