/**
 * The rating beside a product's name: stars, the mean and the number of reviews, a link to the
 * page's review section. Nothing where no one rated the product. A chunk of its own (see
 * lazy.ts), so the section's chunk waits for the section.
 */
import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { fill } from '../../lib/i18n/fill';
import { localeTag } from '../../lib/product/price';
import { type Rating, ratingShown } from '../../lib/reviews';
import { RatingStars } from './RatingStars';
import { reviewsAnchor } from './anchor';
import { averageText, reviewCountText, useReviewTexts } from './texts';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 0.8rem;
  align-items: center;
  margin: 0;
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

export default function RatingSummary({ rating }: { rating: Rating | null }) {
  const texts = useReviewTexts();
  const page = usePageContext();
  if (!ratingShown(rating)) return null;
  const average = averageText(rating.average, localeTag(page));
  return (
    <Line>
      <RatingStars average={rating.average} label={fill(texts.ratingLabel, { average })} />
      <span aria-hidden="true">{average}</span>
      <a href={`#${reviewsAnchor}`}>{reviewCountText(texts, rating.count)}</a>
    </Line>
  );
}
