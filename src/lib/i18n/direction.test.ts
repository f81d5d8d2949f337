import { describe, expect, it } from 'vitest';
import { textDirection } from './direction';

describe('textDirection', () => {
  it("writes the spec's right-to-left languages right to left, with or without a region", () => {
    for (const language of ['ar', 'fa', 'he', 'ur', 'ps', 'ku', 'yi', 'ha', 'dv', 'ks', 'he-IL', 'AR_eg']) {
      expect(textDirection(language), language).toBe('rtl');
    }
  });

  it('writes every language a brand serves left to right', () => {
    for (const language of ['en', 'de', 'fr', 'nl', 'it', 'es', 'fi', 'sv', 'da', 'cs', 'pl', 'en-GB', '']) {
      expect(textDirection(language), language).toBe('ltr');
    }
  });
});
