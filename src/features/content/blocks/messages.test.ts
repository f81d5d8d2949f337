import { describe, expect, it } from 'vitest';
import { messages } from '../../../../brands/shared/messages';
import { blockMessages, blockTexts } from './messages';
import { fill } from '../../../lib/i18n/fill';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('block interface texts', () => {
  const english = blockMessages.en!;

  it('exist in every language the shell has', () => {
    expect(Object.keys(blockMessages).sort()).toEqual(Object.keys(messages).sort());
  });

  it.each(Object.entries(blockMessages))('%s has every text with the same placeholders as English', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key as keyof typeof english]));
    }
  });

  it('falls back to English for a language without texts', () => {
    expect(blockTexts('pt')).toBe(english);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{index} of {total}', { index: 2, total: 5 })).toBe('2 of 5');
    expect(fill('Create the component {name}', {})).toBe('Create the component {name}');
  });
});
