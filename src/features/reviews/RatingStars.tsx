/**
 * Five stars filled to a mean score (to a tenth, as the number beside them reads), drawn as one
 * SVG: outlines in the border colour, the filled part in the text colour, clipped per star.
 * Decorative by default; `label` makes it an image with that name.
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import { starFills } from '../../lib/reviews';

const star = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

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
  const fills = starFills(average);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Svg viewBox="0 0 120 24" $size={size} className={className} focusable="false" {...a11y}>
      <defs>
        <clipPath id={clipId}>
          {fills.map((fill, index) =>
            fill > 0 ? <rect key={index} x={index * 24} y="0" width={24 * fill} height="24" /> : null,
          )}
        </clipPath>
      </defs>
      {fills.map((_, index) => (
        <path key={index} className="empty" d={star} transform={`translate(${index * 24} 0)`} />
      ))}
      <g clipPath={`url(#${clipId})`}>
        {fills.map((_, index) => (
          <path key={index} className="filled" d={star} transform={`translate(${index * 24} 0)`} />
        ))}
      </g>
    </Svg>
  );
}
