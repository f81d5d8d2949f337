import { describe, expect, it } from 'vitest';
import { relevance, termTokens, withinOneEdit } from './relevance';

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or swap of neighbours', () => {
    expect(withinOneEdit('motus', 'motus')).toBe(true);
    expect(withinOneEdit('motsu', 'motus')).toBe(true);
    expect(withinOneEdit('motos', 'motus')).toBe(true);
    expect(withinOneEdit('mottus', 'motus')).toBe(true);
    expect(withinOneEdit('mtus', 'motus')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('mtsu', 'motus')).toBe(false);
    expect(withinOneEdit('muost', 'motus')).toBe(false);
    expect(withinOneEdit('motusxx', 'motus')).toBe(false);
  });
});

describe('relevance', () => {
  const bike = [
    { text: 'Motus Grand Tour', weight: 500 },
    { text: 'RAL10002', weight: 1000 },
    { text: 'Raleigh', weight: 100 },
    { text: 'Motus Grand Tour, Motus, Electric trekking bike', weight: 200 },
  ];

  it('needs every word of the term somewhere', () => {
    expect(relevance(bike, termTokens('Grand Tour'))).toBe(1000);
    expect(relevance(bike, termTokens('Grand Carbon'))).toBe(0);
  });

  it('ranks a whole word above a word start and a word start above a part', () => {
    const whole = relevance([{ text: 'Motus', weight: 100 }], ['motus']);
    const start = relevance([{ text: 'Motusline', weight: 100 }], ['motus']);
    const part = relevance([{ text: 'Emotus', weight: 100 }], ['motus']);
    expect(whole).toBeGreaterThan(start);
    expect(start).toBeGreaterThan(part);
    expect(part).toBeGreaterThan(0);
  });

  it('takes the best weighted field: a product number beats a name', () => {
    expect(relevance(bike, termTokens('ral10002'))).toBe(1000);
    expect(relevance(bike, termTokens('raleigh'))).toBe(100);
  });

  it('tolerates one typo in words of five letters or more, at half the weight', () => {
    expect(relevance(bike, termTokens('Grnad'))).toBe(250);
    expect(relevance(bike, termTokens('Mtous'))).toBe(250);
    expect(relevance(bike, termTokens('Tuor'))).toBe(0);
  });

  it('ignores case and accents', () => {
    expect(relevance([{ text: 'Vélo électrique', weight: 10 }], termTokens('VELO Electrique'))).toBe(20);
  });
});

describe('numbers', () => {
  it('match exactly, never with a typo', () => {
    expect(relevance([{ text: 'RAL10002', weight: 1000 }], termTokens('RAL10001'))).toBe(0);
  });
});
