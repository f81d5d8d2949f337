// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateFormatter, parseContentDate } from './dates';

describe('content dates', () => {
  it('reads Storyblok datetime values as UTC and ISO timestamps', () => {
    expect(parseContentDate('2025-03-01 23:30')?.toISOString()).toBe('2025-03-01T23:30:00.000Z');
    expect(parseContentDate('2025-03-01')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(parseContentDate('2025-01-01T10:00:00.000Z')?.toISOString()).toBe('2025-01-01T10:00:00.000Z');
    expect(parseContentDate('')).toBeNull();
    expect(parseContentDate(null)).toBeNull();
    expect(parseContentDate('soon')).toBeNull();
  });

  it('formats in the page language and country, on the UTC day', () => {
    expect(dateFormatter('de', 'de')('2025-03-01 23:30')).toEqual({
      iso: '2025-03-01T23:30:00.000Z',
      text: '1. März 2025',
    });
    expect(dateFormatter('gb', 'en')('2025-03-01 10:00')?.text).toBe('1 March 2025');
    expect(dateFormatter('fr', 'fr')('2025-03-01 10:00')?.text).toBe('1 mars 2025');
    expect(dateFormatter('de', 'de')('')).toBeNull();
  });
});
