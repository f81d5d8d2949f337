// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../brands/shared/messages';
import { pageMessages, pageTexts } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('page interface texts', () => {
  const english = pageMessages.en!;

  it('exist in every language the shell has', () => {
    expect(Object.keys(pageMessages).sort()).toEqual(Object.keys(messages).sort());
  });

  it.each(Object.entries(pageMessages))('%s has every text with the same placeholders as English', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key as keyof typeof english]));
    }
  });

  it('falls back to English for a language without texts', () => {
    expect(pageTexts('pt')).toBe(english);
  });
});
