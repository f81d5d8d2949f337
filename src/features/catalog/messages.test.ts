import { describe, expect, it } from 'vitest';
import { messages } from '../../../brands/shared/messages';
import { displayKeys, listingSortMessages } from '../../lib/product';
import { attributeLabels, attributeLabelsFor, catalogMessages, catalogTexts } from './messages';
import { fill } from '../../lib/i18n/fill';
import { attributeLabel } from '../../components/attribute-labels';
import { messageOf, resultCountText } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('catalogue interface texts', () => {
  const english = catalogMessages.en!;

  it('exist in every language the shell has: en, de, fr, nl, it, es, fi, sv, da, cs, pl', () => {
    expect(Object.keys(catalogMessages).sort()).toEqual(Object.keys(messages).sort());
    expect(Object.keys(attributeLabels).sort()).toEqual(Object.keys(messages).sort());
  });

  it.each(Object.entries(catalogMessages))('%s has every text with the same placeholders as English', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key as keyof typeof english]));
    }
  });

  it.each(Object.entries(attributeLabels))('%s labels every display key', (_, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...displayKeys].sort());
  });

  it('has a text for every sort message key of the listing library', () => {
    for (const key of Object.values(listingSortMessages)) expect(messageOf(english, key), key).toBeTruthy();
    expect(messageOf(english, 'noSuchKey')).toBeNull();
  });

  it('falls back to English and to the key itself', () => {
    expect(catalogTexts('pt')).toBe(english);
    expect(attributeLabel('attrFrameSize', attributeLabelsFor('de'))).toBe('Rahmenhöhe');
    expect(attributeLabel('attrFrameSize', attributeLabelsFor('pt'))).toBe('Frame size');
    expect(attributeLabel('CUSTOMCODE', attributeLabelsFor('en'))).toBe('CUSTOMCODE');
  });

  it('fills placeholders and counts results', () => {
    expect(fill('Page {page} of {total}', { page: 2, total: 5 })).toBe('Page 2 of 5');
    expect(fill('Back to {name}', {})).toBe('Back to {name}');
    expect(resultCountText(english, 1)).toBe('1 product');
    expect(resultCountText(english, 12)).toBe('12 products');
  });
});
