/**
 * The page locale as an `Intl` tag, and `Intl` formatters kept per locale and options.
 *
 * Building an `Intl` formatter is costly (it resolves locale data: about 0.1 ms each on a phone),
 * formatting with one is cheap; a product page formats dozens of prices while it hydrates, so
 * formatters are built once per locale and options and reused. Where the page context brings a
 * format taken apart at build time (`presetNumberFormats`, `presetDateFormats`), none is built at
 * all: a page's first formatter costs far more than the rest. Hand-written: the memoising
 * libraries (`intl-format-cache`, `@formatjs/fast-memoize`) add a dependency for these few lines.
 */

import { type DatePattern, formatDateWithPattern } from './date-pattern';
import { formatKey, formatWithPattern, type NumberPattern } from './number-pattern';

export interface PageLocale {
  country: string;
  language: string;
}

/**
 * The BCP 47 tag of a page locale: 'de-de' -> 'de-DE'. A country that is no ISO region (the
 * international channel 'int') gives the bare language, since 'en-INT' is not a valid tag.
 */
export function localeTag(locale: PageLocale): string {
  const language = locale.language.toLowerCase();
  return /^[a-z]{2}$/i.test(locale.country) ? `${language}-${locale.country.toUpperCase()}` : language;
}

function cached<Options extends object, Formatter>(
  create: (locales: string | readonly string[], options?: Options) => Formatter,
): (locales: string | readonly string[], options?: Options) => Formatter {
  const formatters = new Map<string, Formatter>();
  return (locales, options) => {
    const key = formatKey(locales, options);
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = create(locales, options);
      formatters.set(key, formatter);
    }
    return formatter;
  };
}

/** Number formats the build took apart (`number-pattern.ts`), by `formatKey`. */
const numberPatterns = new Map<string, NumberPattern>();

/**
 * Formats the page context brings from the build: `numberFormat` then writes with them and builds
 * no `Intl.NumberFormat` (costly the first time on a page) unless a value falls outside them.
 */
export function presetNumberFormats(patterns: Readonly<Record<string, NumberPattern>> | undefined): void {
  for (const [key, pattern] of Object.entries(patterns ?? {})) numberPatterns.set(key, pattern);
}

export interface NumberFormatter {
  format(value: number): string;
}

export const numberFormat = cached((locales, options?: Intl.NumberFormatOptions): NumberFormatter => {
  const pattern = numberPatterns.get(formatKey(locales, options));
  let intl: Intl.NumberFormat | undefined;
  const intlFormat = (value: number) => (intl ??= new Intl.NumberFormat(locales as string[], options)).format(value);
  return pattern
    ? { format: (value) => formatWithPattern(pattern, value) ?? intlFormat(value) }
    : { format: intlFormat };
});

/** Date formats the build took apart (`date-pattern.ts`), by `formatKey`. */
const datePatterns = new Map<string, DatePattern>();

/** Formats of content dates the page context brings from the build, as `presetNumberFormats`. */
export function presetDateFormats(patterns: Readonly<Record<string, DatePattern>> | undefined): void {
  for (const [key, pattern] of Object.entries(patterns ?? {})) datePatterns.set(key, pattern);
}

export interface DateFormatter {
  format(date: Date): string;
}

export const dateTimeFormat = cached((locales, options?: Intl.DateTimeFormatOptions): DateFormatter => {
  const pattern = datePatterns.get(formatKey(locales, options));
  let intl: Intl.DateTimeFormat | undefined;
  const intlFormat = (date: Date) => (intl ??= new Intl.DateTimeFormat(locales as string[], options)).format(date);
  return pattern
    ? { format: (date) => (Number.isNaN(date.getTime()) ? intlFormat(date) : formatDateWithPattern(pattern, date)) }
    : { format: intlFormat };
});
export const displayNames = cached(
  (locales, options?: Intl.DisplayNamesOptions) =>
    new Intl.DisplayNames(locales as string[], options ?? { type: 'region' }),
);
export const collator = cached(
  (locales, options?: Intl.CollatorOptions) => new Intl.Collator(locales as string[], options),
);
