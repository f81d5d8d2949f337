import { describe, expect, it } from 'vitest';
import { messages } from '../../../brands/shared/messages';
import { loadBrandConfig } from '../../config/load';
import { brandNames } from '../../config/schema';
import { cartMessages, cartTexts } from './messages';
import { itemCountText } from './texts';

describe('basket interface texts', () => {
  const english = cartMessages.en!;

  it('exist in every language the shell has and every language of every brand', () => {
    expect(Object.keys(cartMessages).sort()).toEqual(Object.keys(messages).sort());
    for (const name of brandNames) {
      for (const country of loadBrandConfig(name).countries) {
        for (const language of country.languages) expect(cartMessages[language], `${name} ${language}`).toBeDefined();
      }
    }
  });

  it.each(Object.entries(cartMessages))('%s has every text, none empty, with the same placeholders', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text), key).toEqual(placeholders(english[key as keyof typeof english]));
    }
  });

  it('counts pieces in the page language and falls back to English', () => {
    expect(itemCountText(cartTexts('en'), 1)).toBe('1 item');
    expect(itemCountText(cartTexts('fr'), 3)).toBe('3 articles');
    expect(cartTexts('pt')).toBe(english);
  });
});
