import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const units = { kilobytes: '{size} KB', megabytes: '{size} MB' };

describe('formatFileSize', () => {
  it('states KB below a megabyte, one decimal below 10, in the locale’s number format', () => {
    expect(formatFileSize(18_600, 'en-GB', units)).toBe('18 KB');
    expect(formatFileSize(1_946, 'en-GB', units)).toBe('1.9 KB');
    expect(formatFileSize(1_946, 'de-DE', units)).toBe('1,9 KB');
    expect(formatFileSize(20, 'en-GB', units)).toBe('0.1 KB');
  });

  it('states MB from 1024 KB, with the language’s unit', () => {
    expect(formatFileSize(2_345_678, 'nl-NL', units)).toBe('2,2 MB');
    expect(formatFileSize(15 * 1024 * 1024, 'en', units)).toBe('15 MB');
    expect(formatFileSize(9_000, 'fr-FR', { kilobytes: '{size} Ko', megabytes: '{size} Mo' })).toBe('8,8 Ko');
  });
});
