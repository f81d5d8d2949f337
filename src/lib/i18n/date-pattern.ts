/**
 * Date formats taken apart at build time and applied in the browser without `Intl` (issue 20),
 * as `number-pattern.ts` does for numbers: a page's first `Intl.DateTimeFormat` costs V8 about
 * 25 ms, and a publication or campaign page formats its date while it hydrates. Only calendar
 * dates in UTC (content dates): day, month and year in the order and words of the locale.
 */
import { formatKey } from './number-pattern';

/** How content dates are written: long, in UTC, so the server and every browser show the same day. */
export const contentDateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

export interface DatePattern {
  /** The parts in order: a field, or text between fields. */
  parts: Array<{ field: 'day' | 'month' | 'year' } | { text: string }>;
  /** The month as the format writes it, January first (in the grammatical case the format uses). */
  months: string[];
  /** Whether days below 10 get a leading zero. */
  paddedDay: boolean;
}

/** Dates a pattern must reproduce before it is used: every month, short and long days, leap days, far years. */
const probes = () =>
  [1999, 2000, 2024, 2025, 2031].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => [
      1,
      9,
      10,
      28,
      new Date(Date.UTC(year, month + 1, 0)).getUTCDate(),
    ]).flatMap((days, month) => days.map((day) => new Date(Date.UTC(year, month, day, 23, 59)))),
  );

/** The pattern of `Intl.DateTimeFormat(locale, contentDateOptions)`, or null where it cannot stand for it. */
export function datePatternOf(locale: string): DatePattern | null {
  const format = new Intl.DateTimeFormat(locale, contentDateOptions);
  const fields = new Set(['day', 'month', 'year']);
  const sample = format.formatToParts(new Date(Date.UTC(2025, 0, 5)));
  if (sample.some((part) => part.type !== 'literal' && !fields.has(part.type))) return null;
  const pattern: DatePattern = {
    parts: sample.map((part) =>
      part.type === 'literal' ? { text: part.value } : { field: part.type as 'day' | 'month' | 'year' },
    ),
    months: Array.from(
      { length: 12 },
      (_, month) =>
        format.formatToParts(new Date(Date.UTC(2025, month, 5))).find((part) => part.type === 'month')?.value ?? '',
    ),
    paddedDay: sample.find((part) => part.type === 'day')?.value === '05',
  };
  return probes().every((date) => formatDateWithPattern(pattern, date) === format.format(date)) ? pattern : null;
}

/** `date` (its UTC calendar day) written with `pattern`. */
export function formatDateWithPattern(pattern: DatePattern, date: Date): string {
  const day = String(date.getUTCDate());
  const values = {
    day: pattern.paddedDay ? day.padStart(2, '0') : day,
    month: pattern.months[date.getUTCMonth()] ?? '',
    year: String(date.getUTCFullYear()),
  };
  return pattern.parts.map((part) => ('text' in part ? part.text : values[part.field])).join('');
}

/** The content date patterns of `locales` that patterns can stand for, by `formatKey`. */
export function contentDatePatterns(locales: readonly string[]): Record<string, DatePattern> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const pattern = datePatternOf(locale);
      return pattern ? [[formatKey(locale, contentDateOptions), pattern]] : [];
    }),
  );
}
