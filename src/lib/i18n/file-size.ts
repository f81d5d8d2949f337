/**
 * A file size as a download link states it: `1.9 KB` (one decimal below 10 of the unit),
 * `18 KB`, `2.2 MB`; 1 KB = 1024 bytes, never less than 0.1 KB. The number in the page's
 * locale, the unit from the page's texts (`{size} KB`, French `{size} Ko`).
 */
import { fill } from './fill';
import { numberFormat } from './intl';

export function formatFileSize(
  bytes: number,
  localeTag: string,
  units: { kilobytes: string; megabytes: string },
): string {
  const mega = bytes >= 1024 * 1024;
  const value = Math.max(bytes / (mega ? 1024 * 1024 : 1024), 0.1);
  const digits = value < 10 ? 1 : 0;
  const size = numberFormat(localeTag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return fill(mega ? units.megabytes : units.kilobytes, { size: size.format(value) });
}
