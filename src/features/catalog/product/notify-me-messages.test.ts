import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../../../config/load';
import { brandNames } from '../../../config/schema';
import { notifyMeMessages } from './notify-me-messages';

describe("'notify me' texts", () => {
  it.each(brandNames)('exist in every language %s serves', (brand) => {
    for (const country of loadBrandConfig(brand).countries) {
      for (const language of country.languages) expect(notifyMeMessages[language], language).toBeDefined();
    }
  });

  it('name the placeholders they are filled with, and differ from English where translated', () => {
    const en = notifyMeMessages.en!;
    for (const [language, messages] of Object.entries(notifyMeMessages)) {
      expect(messages.consent, language).toContain('{brand}');
      for (const text of [messages.registered, messages.known]) expect(text, language).toMatch(/\{email\}.*\{name\}/);
      if (language !== 'en') expect(messages.intro, language).not.toBe(en.intro);
    }
  });
});
