/**
 * Five stars filled to a mean score (to a tenth, as the number beside them reads), drawn as one
 * SVG: outlines in the border colour, the filled part in the text colour, clipped to the score.
 * Decorative by default; `label` makes it an image with that name.
 *
 * Each row of stars is one path, and the fill one clip rectangle (the filled stars are the first
 * ones): 6 elements a rating instead of 18, where a listing shows a rating on every tile (issue 20).
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import { starFills } from '../../lib/reviews';

/** The star of the cell that starts at `x` (cells are 24 units wide). */
const star = (x: number) =>
  `M${12 + x} 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L${12 + x} 17.5l-5.87 3.08 1.12-6.54L${2.5 + x} 9.41l6.56-.95z`;

/** The five stars side by side, as the subpaths of one path. */
const row = [0, 1, 2, 3, 4].map((index) => star(index * 24)).join('');

const Svg = styled.svg<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: calc(${({ $size }) => $size} * 5);
  height: ${({ $size }) => $size};
  vertical-align: middle;
  .empty {
    fill: none;
    stroke: ${({ theme }) => theme.color.textMuted};
    stroke-width: 1.5;
  }
  .filled {
    fill: ${({ theme }) => theme.color.text};
  }
  @media (forced-colors: active) {
    .empty {
      stroke: CanvasText;
    }
    .filled {
      fill: CanvasText;
    }
  }
`;

export interface RatingStarsProps {
  average: number;
  /** Star size, a CSS length. */
  size?: string;
  /** The accessible name; without it the stars are hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function RatingStars({ average, size = '1.6rem', label, className }: RatingStarsProps) {
  const clipId = `stars-${useId().replace(/:/g, '')}`;
  const filled = starFills(average).reduce((sum, fill) => sum + fill, 0);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Svg viewBox="0 0 120 24" $size={size} className={className} focusable="false" {...a11y}>
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={Number((24 * filled).toFixed(2))} height="24" />
        </clipPath>
      </defs>
      <path className="empty" d={row} />
      <path className="filled" d={row} clipPath={`url(#${clipId})`} />
    </Svg>
  );
}
