import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../../config/load';
import { brandNames } from '../../config/schema';
import { ratingTexts, reviewMessages } from './messages';

describe('review texts', () => {
  it.each(brandNames)('exist in every language %s serves', (brand) => {
    for (const country of loadBrandConfig(brand).countries) {
      for (const language of country.languages) expect(reviewMessages[language], language).toBeDefined();
    }
  });

  it('name the placeholders they are filled with, and differ from English where translated', () => {
    const en = reviewMessages.en!;
    for (const [language, messages] of Object.entries(reviewMessages)) {
      expect(messages.ratingLabel, language).toContain('{average}');
      expect(messages.reviewCount, language).toContain('{count}');
      expect(messages.starCount, language).toContain('{stars}');
      expect(messages.shownCount, language).toMatch(/\{shown\}.*\{total\}/);
      expect(messages.photoAlt, language).toContain('{author}');
      if (language !== 'en') expect(messages.noReviews, language).not.toBe(en.noReviews);
    }
  });

  it('give tiles only the three texts of the stars', () => {
    expect(Object.keys(ratingTexts('de')).sort()).toEqual(['ratingLabel', 'reviewCount', 'reviewCountOne']);
    expect(ratingTexts('de').reviewCountOne).toBe('1 Bewertung');
  });
});
