/**
 * Number formats taken apart at build time and applied in the browser without `Intl` (issue 20).
 *
 * A page's first `Intl.NumberFormat` (or `DateTimeFormat`, `DisplayNames`) costs V8 about 25 ms
 * on this project's Chromium, whatever the locale or options: it builds the set of the locales
 * ICU offers before it resolves one. A product or category page formats its first price while it
 * hydrates, so that set was a quarter of the hydration task (100-200 ms of blocking time in the
 * lab at 4x CPU slowdown). The build runs `Intl` in Node, takes the page's price format apart
 * (affixes, separators, digits), checks the parts against `Intl` and ships them in the page
 * context; the browser formats with them. Hand-written: libraries that format without `Intl`
 * carry CLDR data for every locale (tens of KB), where a page needs one format of 100 bytes.
 */

export interface NumberPattern {
  /** Text before and after the digits of a value >= 0, and of a value < 0 (currency sign, spaces, minus). */
  positive: [prefix: string, suffix: string];
  negative: [prefix: string, suffix: string];
  /** Group separator, '' where the format does not group. */
  group: string;
  decimal: string;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** Digits an integer needs beyond the first group before it is grouped: 2 in es and pl (1234, 12.345). */
  minimumGrouping: number;
}

/** The key of a format: its locales and options, as the formatter caches name it. */
export function formatKey(locales: string | readonly string[], options?: object): string {
  return JSON.stringify([locales, options ?? null]);
}

/** The patterns of `formats` that patterns can stand for, by `formatKey`. */
export function numberPatterns(
  formats: ReadonlyArray<readonly [locales: string, options?: Intl.NumberFormatOptions]>,
): Record<string, NumberPattern> {
  return Object.fromEntries(
    formats.flatMap(([locales, options]) => {
      const pattern = numberPatternOf(locales, options);
      return pattern ? [[formatKey(locales, options), pattern]] : [];
    }),
  );
}

/** Values whose formatting a pattern must reproduce before it is used: signs, rounding, grouping. */
const probes = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.05,
  0.005,
  1.005,
  2.675,
  9.995,
  12,
  123,
  1234,
  -1234.5,
  12345,
  99999.999,
  123456.78,
  1234567.891,
  -7654321.5,
  0.1 + 0.2,
];

function affixes(parts: Intl.NumberFormatPart[]): [string, string] {
  const digits = new Set(['integer', 'group', 'decimal', 'fraction']);
  const first = parts.findIndex((part) => digits.has(part.type));
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => digits.has(part.type));
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [text(0, first), text(last + 1, parts.length)];
}

/**
 * The pattern of `Intl.NumberFormat(locales, options)`, or null where it cannot stand for it
 * (other notations, significant digits, grouping other than by three, anything the probes catch).
 */
export function numberPatternOf(
  locales: string | readonly string[],
  options?: Intl.NumberFormatOptions,
): NumberPattern | null {
  const format = new Intl.NumberFormat(locales as string[], options);
  const resolved = format.resolvedOptions();
  if (
    resolved.notation !== 'standard' ||
    resolved.style === 'percent' ||
    resolved.minimumSignificantDigits !== undefined ||
    resolved.minimumFractionDigits === undefined ||
    resolved.maximumFractionDigits === undefined
  ) {
    return null;
  }
  const large = format.formatToParts(1234567.5);
  const integers = large.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const groups = large.filter((part) => part.type === 'group');
  if (groups.length > 0 && integers.join() !== '1,3,3') return null;
  const pattern: NumberPattern = {
    positive: affixes(large),
    negative: affixes(format.formatToParts(-1234567.5)),
    group: groups[0]?.value ?? '',
    decimal: format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    minimumFractionDigits: resolved.minimumFractionDigits,
    maximumFractionDigits: resolved.maximumFractionDigits,
    minimumGrouping: format.formatToParts(1234).some((part) => part.type === 'group') ? 1 : 2,
  };
  return probes.every((value) => formatWithPattern(pattern, value) === format.format(value)) ? pattern : null;
}

/** `digits` (a decimal string without sign or exponent) rounded half away from zero to `places` fraction digits. */
function rounded(digits: string, places: number): { integer: string; fraction: string } {
  const [integer = '0', fraction = ''] = digits.split('.');
  // The kept digits as one whole number, plus one where the first dropped digit is 5 or more.
  const scaled =
    BigInt(`${integer}${fraction.slice(0, places).padEnd(places, '0')}`) +
    BigInt(fraction.charAt(places) >= '5' ? 1 : 0);
  const text = scaled.toString().padStart(places + 1, '0');
  return { integer: text.slice(0, text.length - places), fraction: text.slice(text.length - places) };
}

/**
 * `value` written with `pattern`, as `Intl.NumberFormat` writes it: rounded half away from zero
 * on the shortest decimal of the number (as ICU reads a double), trailing zeros down to the
 * minimum fraction digits. Null for values it does not cover (not finite, exponent notation).
 */
export function formatWithPattern(pattern: NumberPattern, value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const digits = String(Math.abs(value));
  if (digits.includes('e')) return null;
  const { integer, fraction: full } = rounded(digits, pattern.maximumFractionDigits);
  let fraction = full;
  while (fraction.length > pattern.minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped =
    pattern.group && integer.length >= 3 + pattern.minimumGrouping
      ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, pattern.group)
      : integer;
  const [prefix, suffix] = value < 0 || Object.is(value, -0) ? pattern.negative : pattern.positive;
  return `${prefix}${grouped}${fraction ? `${pattern.decimal}${fraction}` : ''}${suffix}`;
}
