import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../config/load';
import { brandNames } from '../config/schema';
import {
  distributionShares,
  ratingShown,
  reviewSectionShown,
  reviewsShownIn,
  roundedAverage,
  starFills,
} from './reviews';

describe('where reviews show', () => {
  it('follows each brand’s switch and its countries that hide the widget', () => {
    for (const name of brandNames) {
      const brand = loadBrandConfig(name);
      for (const country of brand.countries) {
        expect(reviewsShownIn(brand, country.code), `${name} ${country.code}`).toBe(
          brand.reviews.enabled && !country.hideReviews,
        );
      }
    }
  });

  it('hides xlc’s widget everywhere and lapierre’s in its international shop only', () => {
    const xlc = loadBrandConfig('xlc');
    expect(xlc.countries.some((country) => reviewsShownIn(xlc, country.code))).toBe(false);
    const lapierre = loadBrandConfig('lapierre');
    expect(reviewsShownIn(lapierre, 'int')).toBe(false);
    expect(reviewsShownIn(lapierre, 'fr')).toBe(true);
  });

  it('shows the section from the brand’s minimum count of reviews', () => {
    expect(reviewSectionShown({ average: 0, count: 0 }, 0)).toBe(true);
    expect(reviewSectionShown({ average: 0, count: 0 }, 1)).toBe(false);
    expect(reviewSectionShown({ average: 4, count: 1 }, 1)).toBe(true);
    expect(reviewSectionShown(null, 1)).toBe(false);
  });

  it('shows stars only for a rated product', () => {
    expect(ratingShown(null)).toBe(false);
    expect(ratingShown({ average: 0, count: 0 })).toBe(false);
    expect(ratingShown({ average: 3.5, count: 2 })).toBe(true);
  });
});

describe('stars and shares', () => {
  it('fills the stars to the mean rounded to a tenth', () => {
    expect(roundedAverage(4.25)).toBe(4.3);
    expect(starFills(4.25).map((fill) => Number(fill.toFixed(2)))).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(2.5)).toEqual([1, 1, 0.5, 0, 0]);
  });

  it('gives each score’s share, five stars first', () => {
    expect(distributionShares([1, 0, 1, 3, 5])).toEqual([
      { stars: 5, count: 5, percent: 50 },
      { stars: 4, count: 3, percent: 30 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
    expect(distributionShares([0, 0, 0, 0, 0]).every((row) => row.percent === 0)).toBe(true);
  });
});
