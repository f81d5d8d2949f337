/** The stars on a product tile: stars and count, read out as one phrase. */
import React from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { usePageContext } from '../../components/page-context';
import { fill } from '../../lib/i18n/fill';
import { localeTag } from '../../lib/product/price';
import { type Rating, ratingShown } from '../../lib/reviews';
import { RatingStars } from './RatingStars';
import { averageText, reviewCountText, useRatingTexts } from './texts';

const Line = styled.p`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function TileRating({ rating }: { rating: Rating | null | undefined }) {
  const texts = useRatingTexts();
  const page = usePageContext();
  if (!rating || !ratingShown(rating)) return null;
  const average = averageText(rating.average, localeTag(page));
  return (
    <Line>
      <RatingStars average={rating.average} size="1.4rem" />
      <span aria-hidden="true">{`(${rating.count})`}</span>
      <VisuallyHidden>{`${fill(texts.ratingLabel, { average })}, ${reviewCountText(texts, rating.count)}`}</VisuallyHidden>
    </Line>
  );
}
