/**
 * Store-api media as images with their thumbnails, or as documents to download: pure, shared by
 * the product and basket mappings.
 */
import { safeHref } from '../safe-href';
import { arrayOf, isRecord, numberOf, stringOf, translatedString } from './guards';
import type { ImageSource, ProductDownload, Thumbnail } from './types';

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

/**
 * Whether a media item is a picture: its MIME type is `image/*`. A product's media also hold
 * documents (manuals as `application/pdf`); an item without a MIME type counts as a picture, as
 * galleries always held pictures only.
 */
export function isImageMedia(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const mimeType = stringOf(value.mimeType);
  return mimeType === null || mimeType.toLowerCase().startsWith('image/');
}

/** Whether a media item is a document (`application/*` or `text/*`): not a picture, video or sound. */
export function isDocumentMedia(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const mimeType = stringOf(value.mimeType)?.toLowerCase();
  return mimeType !== undefined && (mimeType.startsWith('application/') || mimeType.startsWith('text/'));
}

/** A document media item as a download; null for a picture or without a URL that is safe to link. */
export function mapDownload(value: unknown): ProductDownload | null {
  if (!isRecord(value) || !isDocumentMedia(value)) return null;
  const url = safeHref(stringOf(value.url));
  if (url === null) return null;
  const fileName = stringOf(value.fileName);
  const extension = stringOf(value.fileExtension) ?? /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1] ?? '';
  const fileSize = numberOf(value.fileSize);
  return {
    title: translatedString(value, 'title') ?? translatedString(value, 'alt') ?? fileName ?? url,
    url,
    fileSize: fileSize !== null && fileSize > 0 ? Math.round(fileSize) : 0,
    extension: extension.toLowerCase(),
  };
}
