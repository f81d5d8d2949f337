import { describe, expect, it } from 'vitest';
import { messages } from '../../../brands/shared/messages';
import { brandNames } from '../../config/schema';
import { loadBrandConfig } from '../../config/load';
import { checkoutValidationKeys } from '../../lib/checkout';
import { checkoutMessages, checkoutTexts } from './messages';
import { validationText } from './texts';

describe('checkout interface texts', () => {
  const english = checkoutMessages.en!;

  it('exist in every language the shell has', () => {
    expect(Object.keys(checkoutMessages).sort()).toEqual(Object.keys(messages).sort());
  });

  it('exist in every language of every brand', () => {
    for (const name of brandNames) {
      for (const country of loadBrandConfig(name).countries) {
        for (const language of country.languages)
          expect(checkoutMessages[language], `${name} ${language}`).toBeDefined();
      }
    }
  });

  it.each(Object.entries(checkoutMessages))('%s has every text, none empty', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
  });

  it('has a text for every validation key of the checkout library', () => {
    for (const key of checkoutValidationKeys) expect(english[key], key).toBeTruthy();
  });

  it('translates message keys, passes other messages through and falls back to English', () => {
    expect(validationText(checkoutTexts('de'), 'validPostcode')).toBe('Diese Postleitzahl passt nicht zum Land.');
    expect(validationText(english, 'something yup said')).toBe('something yup said');
    expect(validationText(english, undefined)).toBeUndefined();
    expect(checkoutTexts('pt')).toBe(english);
  });
});
