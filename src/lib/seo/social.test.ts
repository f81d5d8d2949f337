import { describe, expect, it } from 'vitest';
import { catalogSocialImage, contentSocialImage, ogLocale } from './social';

describe('ogLocale', () => {
  it('is language_TERRITORY for a country, the language alone for a market without one', () => {
    expect(ogLocale('gb', 'en')).toBe('en_GB');
    expect(ogLocale('be', 'fr')).toBe('fr_BE');
    expect(ogLocale('int', 'en')).toBe('en');
  });
});

describe('social card images', () => {
  it('crops a content image to 1200 x 630 with the image service', () => {
    expect(contentSocialImage('https://a.example/f/1/2400x1600/abc/hero.jpg')).toBe(
      'https://a.example/f/1/2400x1600/abc/hero.jpg/m/1200x630/filters:quality(70):format(jpeg)',
    );
  });

  it('takes the smallest catalogue thumbnail at least as wide as the card, else the original', () => {
    const thumbnail = (width: number) => ({
      id: `t${width}`,
      url: `https://m.example/${width}.jpg`,
      width,
      height: width,
    });
    expect(
      catalogSocialImage('https://m.example/original.jpg', [thumbnail(1920), thumbnail(400), thumbnail(1280)]),
    ).toBe('https://m.example/1280.jpg');
    expect(catalogSocialImage('https://m.example/original.jpg', [thumbnail(400)])).toBe(
      'https://m.example/original.jpg',
    );
  });
});
