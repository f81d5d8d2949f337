/**
 * Social cards (Open Graph, Twitter): the locale in Open Graph's form and the card image in the
 * size the networks show (1200 x 630), from the image service where the image lives there.
 */
import type { Thumbnail } from '../product/types';
import { imageServiceUrl } from '../images';

export const socialImageSize = { width: 1200, height: 630 } as const;

/** Open Graph locales are language_TERRITORY: 'en_GB'. A market without a territory ('int') gives the language alone. */
export function ogLocale(country: string, language: string): string {
  return /^[a-z]{2}$/.test(country) ? `${language}_${country.toUpperCase()}` : language;
}

/** A content image (image service asset) cropped to the card's size. */
export function contentSocialImage(filename: string): string {
  return imageServiceUrl(filename, { ...socialImageSize, format: 'jpeg' });
}

/**
 * A catalogue image: the smallest generated size at least as wide as the card, else the
 * original (the commerce backend makes fixed thumbnail sizes).
 */
export function catalogSocialImage(url: string, thumbnails: readonly Thumbnail[]): string {
  const fitting = [...thumbnails]
    .sort((a, b) => a.width - b.width)
    .find((thumbnail) => thumbnail.width >= socialImageSize.width);
  return fitting?.url ?? url;
}
