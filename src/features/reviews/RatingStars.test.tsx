// @vitest-environment jsdom
import React from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithPage } from '../../testing/render';
import { RatingStars } from './RatingStars';

function stars(average: number) {
  const svg = renderWithPage(<RatingStars average={average} />).container.querySelector('svg')!;
  const [empty, filled] = [...svg.querySelectorAll('path')];
  return { svg, empty: empty!, filled: filled!, clip: svg.querySelector('clipPath rect')! };
}

/** The starting points of a path's subpaths. */
const starts = (path: Element) => [...path.getAttribute('d')!.matchAll(/M([\d.]+) ([\d.]+)/g)].map((m) => m.slice(1));

describe('RatingStars', () => {
  it('draws five stars as one outline path and one filled path clipped to the score', () => {
    const { svg, empty, filled, clip } = stars(3.6);
    expect(svg.querySelectorAll('*')).toHaveLength(5);
    expect(starts(empty)).toEqual([
      ['12', '2.5'],
      ['36', '2.5'],
      ['60', '2.5'],
      ['84', '2.5'],
      ['108', '2.5'],
    ]);
    expect(filled.getAttribute('d')).toBe(empty.getAttribute('d'));
    expect(filled.getAttribute('clip-path')).toBe(`url(#${svg.querySelector('clipPath')!.id})`);
    expect(clip.getAttribute('width')).toBe('86.4');
    expect(clip.getAttribute('height')).toBe('24');
  });

  it('fills nothing at no score and all five stars at five, rounding to a tenth', () => {
    expect(stars(0).clip.getAttribute('width')).toBe('0');
    expect(stars(5).clip.getAttribute('width')).toBe('120');
    expect(stars(4.26).clip.getAttribute('width')).toBe('103.2');
    expect(stars(4.24).clip.getAttribute('width')).toBe('100.8');
  });

  it('gives each rating its own clip, and a name only when labelled', () => {
    const { container } = renderWithPage(
      <>
        <RatingStars average={2} />
        <RatingStars average={4} label="Rated 4 out of 5" />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('svg')];
    expect(first!.querySelector('clipPath')!.id).not.toBe(second!.querySelector('clipPath')!.id);
    expect(first!.getAttribute('aria-hidden')).toBe('true');
    expect(second!.getAttribute('role')).toBe('img');
    expect(second!.getAttribute('aria-label')).toBe('Rated 4 out of 5');
  });
});
