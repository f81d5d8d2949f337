/** Store-api media as images with their thumbnails: pure, shared by the product and basket mappings. */
import { arrayOf, isRecord, numberOf, stringOf, translatedString } from './guards';
import type { ImageSource, Thumbnail } from './types';

const preferredThumbnailWidths = [320, 400];

function thumbnailOf(value: unknown): Thumbnail | null {
  if (!isRecord(value)) return null;
  const url = stringOf(value.url);
  const width = numberOf(value.width);
  const height = numberOf(value.height);
  if (url === null || width === null || height === null) return null;
  return { id: stringOf(value.id) ?? url, url, width, height };
}

/** Thumbnails ascending by width, malformed ones dropped. */
export function mapThumbnails(value: unknown): Thumbnail[] {
  return arrayOf(value, isRecord)
    .map(thumbnailOf)
    .filter((thumbnail): thumbnail is Thumbnail => thumbnail !== null)
    .sort((a, b) => a.width - b.width);
}

/**
 * The thumbnails a listing or cover uses: the 320 and 400 wide ones when there are any (small
 * enough for a tile, sharp enough at 2x), otherwise all of them.
 */
export function preferredThumbnails(thumbnails: readonly Thumbnail[]): Thumbnail[] {
  const preferred = thumbnails.filter((thumbnail) => preferredThumbnailWidths.includes(thumbnail.width));
  return preferred.length > 0 ? preferred : [...thumbnails];
}

/** A media item (typed answer or untyped extension) as an image; null without a URL. */
export function mapMedia(value: unknown, fallbackAlt: string): ImageSource | null {
  if (!isRecord(value)) return null;
  const id = stringOf(value.id);
  const url = stringOf(value.url);
  if (id === null || url === null) return null;
  const meta = isRecord(value.metaData) ? value.metaData : {};
  return {
    id,
    url,
    alt: translatedString(value, 'alt') ?? translatedString(value, 'title') ?? fallbackAlt,
    width: numberOf(meta.width),
    height: numberOf(meta.height),
    thumbnails: mapThumbnails(value.thumbnails),
  };
}
